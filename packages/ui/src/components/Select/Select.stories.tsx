import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const placements = [
  { id: 'HOME_HERO', label: 'Home — hero' },
  { id: 'HOME_SECONDARY', label: 'Home — secondary' },
  { id: 'CATEGORY_TOP', label: 'Category — top' },
  { id: 'DEALS_TOP', label: 'Deals — top' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Placement', options: placements, placeholder: 'Choose a placement', onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithTheMouse: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Placement/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Deals — top' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('DEALS_TOP');
    await expect(canvas.getByRole('button', { name: /Deals — top/ })).toBeVisible();
  },
};

export const ChooseWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Placement/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('HOME_SECONDARY');
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Choose where the carousel shows.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose where the carousel shows.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'HOME_HERO' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Placement/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Placement of this carousel on the storefront pages',
    options: [
      {
        id: 'x',
        label: 'A very long placement name that does not fit in the trigger and must be cut off with an ellipsis',
      },
    ],
    defaultSelectedKey: 'x',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
  },
};
