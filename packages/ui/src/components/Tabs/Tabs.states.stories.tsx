import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Tabs, type TabItem } from './Tabs';

const meta = { title: 'Layout/Tabs', component: Tabs, ...statesMeta } satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const items: TabItem[] = [
  { id: 'details', label: 'Details', content: 'Title, prices and deal URL.' },
  { id: 'seo', label: 'SEO', content: 'Search title, description and keywords.' },
  { id: 'history', label: 'History', content: 'Changes are not tracked yet.', isDisabled: true },
];
const secondTab = "[role='tab']:nth-child(2)";

export const States: Story = {
  args: { 'aria-label': 'Product sections', items },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Default" note="First tab selected; History disabled">
        <Tabs aria-label="Product sections" items={items} />
      </State>
      <State name="Hover" force="hovered" target={secondTab}>
        <Tabs aria-label="Product sections" items={items} />
      </State>
      <State name="Focus visible" force="focus-visible" target={secondTab}>
        <Tabs aria-label="Product sections" items={items} />
      </State>
      <State name="Very long text" note="Keep labels to a word or two">
        <Tabs
          aria-label="Long sections"
          items={[
            { id: 'a', label: 'Search engine metadata and keywords', content: 'SEO fields.' },
            { id: 'b', label: 'Everything about shipping and returns', content: 'Shipping fields.' },
          ]}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Default', 'Hover', 'Focus visible', 'Very long text']),
};
