import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeferredSelect } from './DeferredSelect';

const sorts = [
  { id: 'DESC_CREATED', label: 'Newest first' },
  { id: 'ASC_CREATED', label: 'Oldest first' },
  { id: 'ASC_NAME', label: 'Name A–Z' },
];

const meta = {
  title: 'Forms/DeferredSelect',
  component: DeferredSelect,
  args: { label: 'Sort by', options: sorts, defaultSelectedKey: 'DESC_CREATED', onSelectionChange: fn() },
} satisfies Meta<typeof DeferredSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, it is a labelled button showing the chosen option, as a Select is. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Newest first');
  },
};

export const ChooseWithTheMouse: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Name A–Z' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ASC_NAME');
    // The focus goes back to the trigger once the list has finished closing.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Name A–Z/ })).toHaveFocus());
  },
};

/** An opening key opens the list, once react-aria's select has loaded if it had not yet. */
export const ChooseWithTheKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Newest first' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ASC_CREATED');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Oldest first/ })).toHaveFocus());
  },
};
