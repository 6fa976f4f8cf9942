import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

/**
 * A long brand form whose server answer names two bad fields. The callers pass only `errorMessage` (no
 * `isInvalid`): the fields show their messages anyway, and focus goes to the first one.
 */
function BrandForm() {
  const [errors, setErrors] = useState<{ title?: string; store?: string }>({});
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        // The server's answer arrives after the submit, as it does in the app.
        setTimeout(
          () =>
            setErrors({ title: 'A brand with this title already exists.', store: 'The chosen store does not exist.' }),
          0,
        );
      }}
    >
      <TextField label="Title" name="title" defaultValue="Lumio" errorMessage={errors.title} />
      <Select
        label="Store"
        options={[{ id: 'north', label: 'North' }]}
        defaultSelectedKey="north"
        errorMessage={errors.store}
      />
      <TextField label="Description" multiline rows={40} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

const meta = { title: 'Forms/Form', component: BrandForm } satisfies Meta<typeof BrandForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerErrorsFocusTheFirstInvalidField: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(await canvas.findByText('A brand with this title already exists.')).toBeVisible();
    await expect(canvas.getByText('The chosen store does not exist.')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    // Save sits below a long description: the first invalid field was brought back into view.
    await waitFor(() => expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
  },
};
