import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Status',
    options: [
      { value: 'DRAFT', label: 'Draft' },
      { value: 'PUBLISHED', label: 'Published' },
    ],
    defaultValue: 'DRAFT',
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithArrows: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Draft' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Published' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('PUBLISHED');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Published' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Choose whether the post is published.', defaultValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose whether the post is published.')).toBeVisible();
  },
};
