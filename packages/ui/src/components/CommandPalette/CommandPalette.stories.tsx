import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, Package, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CommandPalette, type CommandSection } from './CommandPalette';
import { notSnapshotted } from '../../../../../.storybook/modes';

const pages = [
  { id: 'go:/', label: 'Dashboard', icon: <LayoutDashboard size={16} /> },
  { id: 'go:/products', label: 'Products', icon: <Package size={16} /> },
  { id: 'go:/brands', label: 'Brands', icon: <Tags size={16} /> },
];
const actions = [{ id: 'new-product', label: 'New product', icon: <Plus size={16} /> }];
const products = [
  { id: 'product:12', label: 'Everglow 65" QLED TV', description: 'Product · Everglow' },
  { id: 'product:40', label: 'Everglow Travel Hair Dryer', description: 'Product · Everglow' },
];

const onAction = fn();

function Palette() {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const matches = (label: string) => label.toLowerCase().includes(text.toLowerCase());
  const sections: CommandSection[] = [
    { id: 'pages', title: 'Go to', items: pages.filter((item) => matches(item.label)) },
    { id: 'actions', title: 'Actions', items: actions.filter((item) => matches(item.label)) },
    {
      id: 'products',
      title: 'Products',
      items: text.length >= 2 ? products.filter((item) => matches(item.label)) : [],
    },
  ];
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open the palette</Button>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={setOpen}
        inputValue={text}
        onInputChange={setText}
        sections={sections}
        onAction={onAction}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/CommandPalette',
  component: Palette,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the palette' }));
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('searchbox', { name: 'Search commands and records' });
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible());
  },
};

export const SearchAndRunWithTheKeyboard: Story = {
  parameters: notSnapshotted(
    'Ends with the palette closed after running a command; the open palette is its own story.',
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the palette' }));
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('searchbox', { name: 'Search commands and records' });
    await userEvent.type(input, 'everglow');
    await waitFor(() => expect(body.getAllByRole('menuitem')).toHaveLength(2));
    await expect(body.queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    // The first match is already active: Enter would run it; one step down is the second.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenLastCalledWith('product:40');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const NothingMatches: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the palette' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'zzz');
    await expect(await body.findByText('Nothing matches')).toBeVisible();
  },
};
