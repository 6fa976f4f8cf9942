import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { MoveTree, type MoveTreeNode } from './MoveTree';

const meta = { title: 'Data/MoveTree', component: MoveTree, ...statesMeta } satisfies Meta<typeof MoveTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const nodes: MoveTreeNode[] = [
  { id: '1', title: 'Electronics', parentId: null, meta: '412' },
  { id: '2', title: 'Phones', parentId: '1', meta: '120' },
  { id: '6', title: 'Home', parentId: null, meta: '388' },
];
const ignore = () => undefined;
const firstRow = "[role='row']:first-child";

export const States: Story = {
  args: { 'aria-label': 'Categories', nodes, onMove: ignore },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Default" note="Expanded; counts at the end">
        <MoveTree aria-label="Categories" nodes={nodes} onMove={ignore} />
      </State>
      <State name="Row hover" force="hovered" target={firstRow}>
        <MoveTree aria-label="Categories" nodes={nodes} onMove={ignore} />
      </State>
      <State name="Row focus visible" force="focus-visible" target={firstRow}>
        <MoveTree aria-label="Categories" nodes={nodes} onMove={ignore} />
      </State>
      <State name="Very long text">
        <MoveTree
          aria-label="Long categories"
          nodes={[
            {
              id: 'a',
              title: 'Kitchen appliances, coffee machines and everything for the morning',
              parentId: null,
              meta: '9',
            },
          ]}
          onMove={ignore}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Row hover', 'Row focus visible', 'Very long text']),
};
