import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { GroupError } from '../Field/FieldParts';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { FormActions } from './FormActions';

const meta = { title: 'Forms/Form', component: Form, ...statesMeta } satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function SignIn({ error, pending = false }: { error?: string; pending?: boolean }) {
  return (
    <Form error={error} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" type="email" defaultValue="editor@example.com" />
      <TextField label="Password" type="password" defaultValue="wrong-password" />
      <FormActions>
        <Button type="submit" isPending={pending}>
          Sign in
        </Button>
      </FormActions>
    </Form>
  );
}

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Default">
        <SignIn />
      </State>
      <State name="Submitting" note="Save pending; nothing else changes">
        <SignIn pending />
      </State>
      <State name="Form error" note="About the whole form, announced">
        <SignIn error="Wrong email or password." />
      </State>
      <State name="Field errors" note="The server's answer, on its fields">
        <Form
          validationErrors={{ title: 'A brand with this title already exists.' }}
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField label="Title" name="title" defaultValue="Lumio" />
          <TextField
            label="Slug"
            name="slug"
            defaultValue="lumio"
            errorMessage="Use lower-case letters, digits and hyphens."
          />
          <FormActions>
            <Button type="submit">Save changes</Button>
          </FormActions>
        </Form>
      </State>
      <State name="Group error" note="A list that needs one more entry">
        <Form onSubmit={(event) => event.preventDefault()}>
          <TextField label="Slide 1 title" defaultValue="Autumn sale" />
          <GroupError>A banner carousel needs at least 2 slides.</GroupError>
        </Form>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Submitting', 'Form error', 'Field errors', 'Group error']),
};
