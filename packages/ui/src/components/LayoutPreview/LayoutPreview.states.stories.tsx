import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { LayoutPreview, type LayoutBlock } from './LayoutPreview';

const meta = { title: 'Data/LayoutPreview', component: LayoutPreview, ...statesMeta } satisfies Meta<
  typeof LayoutPreview
>;

export default meta;
type Story = StoryObj<typeof meta>;

const blocks: LayoutBlock[] = [
  { id: '1', kind: 'banner', kindLabel: 'Banner carousel', title: 'Black Friday hero' },
  { id: '2', kind: 'menu', kindLabel: 'Featured menu', title: 'Top categories' },
  { id: '3', kind: 'products', kindLabel: 'Product carousel', title: 'Trending deals' },
  { id: '4', kind: 'sales', kindLabel: 'Sale', title: 'Spring Clean Sale' },
];

export const States: Story = {
  args: { label: 'Preview', pageName: 'Home page', blocks: [] },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Every kind of block">
        <LayoutPreview label="Home preview" pageName="Home page" blocks={blocks} />
      </State>
      <State name="Deleted target" note="Says so, in the danger colour">
        <LayoutPreview
          label="Broken preview"
          pageName="Category page"
          blocks={[{ id: '5', kind: 'products', kindLabel: 'Product carousel', title: null }]}
        />
      </State>
      <State name="Empty">
        <LayoutPreview label="Empty preview" pageName="New page" blocks={[]} />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Every kind of block', 'Deleted target', 'Empty'], 'Every kind of block'),
};
