import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { CenteredPage } from './CenteredPage';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Layout/CenteredPage',
  component: CenteredPage,
  parameters: { bare: true },
  args: {
    title: 'Sign in',
    subtitle: 'Deals back-office',
    children: (
      <Form onSubmit={onSubmit} error="The email or password is incorrect.">
        <TextField label="Email" type="email" name="email" isRequired />
        <TextField label="Password" type="password" name="password" isRequired />
        <Button type="submit" fullWidth>
          Sign in
        </Button>
      </Form>
    ),
  },
} satisfies Meta<typeof CenteredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret-password{Enter}');
    await expect(onSubmit).toHaveBeenCalled();
  },
};
