import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, Package, Plus } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { CommandPalette, type CommandSection } from './CommandPalette';

const meta = {
  title: 'Navigation/CommandPalette',
  component: CommandPalette,
  ...statesMeta,
  parameters: {
    ...statesMeta.parameters,
    docs: { ...statesMeta.parameters.docs, ...framedOnDocs(420).docs },
  },
  args: { isOpen: true, onOpenChange: () => undefined, onInputChange: () => undefined, onAction: () => undefined },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections: CommandSection[] = [
  {
    id: 'pages',
    title: 'Go to',
    items: [
      { id: 'go:/', label: 'Dashboard', icon: <LayoutDashboard size={16} /> },
      { id: 'go:/products', label: 'Products', icon: <Package size={16} /> },
    ],
  },
  { id: 'actions', title: 'Actions', items: [{ id: 'new', label: 'New product', icon: <Plus size={16} /> }] },
];
/** The open palette, once its code has loaded and its entrance has finished. */
async function dialog(canvasElement: HTMLElement) {
  const palette = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Command palette' });
  await waitFor(() => expect(palette).toBeVisible());
  return palette;
}

export const OpenWithResults: Story = {
  args: { inputValue: '', sections },
  play: async ({ canvasElement }) => {
    await expect(within(await dialog(canvasElement)).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const SearchingRecords: Story = {
  name: 'Searching records',
  args: { inputValue: 'everglow', sections: [{ id: 'products', title: 'Products', items: [] }], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(await dialog(canvasElement)).getByRole('progressbar', { name: 'Searching' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  name: 'Nothing matches',
  args: { inputValue: 'zzz', sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(await dialog(canvasElement)).getByText('Nothing matches')).toBeVisible();
  },
};
