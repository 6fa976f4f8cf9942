import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Form } from '../Form/Form';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { ReadOnlyFieldset } from './ReadOnlyFieldset';
import { ReadOnlyNote } from './ReadOnlyNote';

const meta = {
  title: 'Forms/ReadOnlyFieldset',
  component: ReadOnlyFieldset,
  args: { readOnly: true, children: null },
} satisfies Meta<typeof ReadOnlyFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A viewer opening a form: the note says why, every field is disabled, nothing can be typed. */
export const ReadOnly: Story = {
  render: (args) => (
    <>
      <ReadOnlyNote>You can view this brand but not change it.</ReadOnlyNote>
      <Form>
        <ReadOnlyFieldset {...args}>
          <TextField label="Title" defaultValue="Arclight Outdoor" />
          <Switch defaultSelected>Active</Switch>
        </ReadOnlyFieldset>
      </Form>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('You can view this brand but not change it.');
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeDisabled();
    await userEvent.type(title, ' changed');
    await expect(title).toHaveValue('Arclight Outdoor');
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeDisabled();
  },
};

export const Editable: Story = {
  args: { readOnly: false },
  render: ReadOnly.render,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, '!');
    await expect(title).toHaveValue('Arclight Outdoor!');
  },
};
