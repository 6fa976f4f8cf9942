import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoveTree, type MoveTreeNode } from './MoveTree';

const initial: MoveTreeNode[] = [
  { id: '1', title: 'Electronics', parentId: null, meta: '412' },
  { id: '2', title: 'Phones', parentId: '1', meta: '120' },
  { id: '3', title: 'Smartphones', parentId: '2', meta: '80' },
  { id: '4', title: 'Audio', parentId: '1', meta: '96' },
  { id: '5', title: 'Headphones', parentId: '4', meta: '51' },
  { id: '6', title: 'Home', parentId: null, meta: '388' },
  { id: '7', title: 'Kitchen', parentId: '6', meta: '140' },
];

const onMove = fn();
const onInvalidMove = fn();

function Demo() {
  const [nodes, setNodes] = useState(initial);
  return (
    <MoveTree
      aria-label="Categories"
      nodes={nodes}
      onInvalidMove={onInvalidMove}
      onMove={(ids, parentId) => {
        onMove(ids, parentId);
        setNodes((current) => current.map((node) => (ids.includes(node.id) ? { ...node, parentId } : node)));
      }}
    />
  );
}

const meta = { title: 'Data/MoveTree', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('row', { name: new RegExp(`^${name}`) });

export const MoveWithTheMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tree = canvas.getByRole('treegrid', { name: 'Categories' });
    await expect(within(tree).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(within(rowOf(within(tree), 'Audio')).getByRole('checkbox'));
    const toolbar = canvas.getByRole('toolbar', { name: 'Move selected categories' });
    await userEvent.click(within(toolbar).getByRole('button', { name: /Move 1 selected to/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: /Headphones/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Home' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Move' }));
    await expect(onMove).toHaveBeenCalledWith(['4'], '6');
    await expect(rowOf(within(tree), 'Audio')).toHaveAttribute('aria-level', '2');
  },
};

export const MoveToTheTopLevel: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tree = canvas.getByRole('treegrid', { name: 'Categories' });
    await userEvent.click(within(rowOf(within(tree), 'Kitchen')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Move 1 selected to/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Top level' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(onMove).toHaveBeenLastCalledWith(['7'], null);
    await expect(rowOf(within(tree), 'Kitchen')).toHaveAttribute('aria-level', '1');
  },
};

export const KeyboardExpandAndCollapse: Story = {
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('treegrid', { name: 'Categories' });
    await userEvent.click(within(rowOf(within(tree), 'Electronics')).getByText('Electronics'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(rowOf(within(tree), 'Electronics')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('row', { name: /^Phones/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rowOf(within(tree), 'Phones')).toBeVisible();
  },
};
