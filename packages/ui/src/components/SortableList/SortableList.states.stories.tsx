import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { SortableList } from './SortableList';

const meta = { title: 'Data/SortableList', component: SortableList, ...statesMeta } satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Slide {
  id: string;
  title: string;
}

const slides: Slide[] = [
  { id: '1', title: 'Autumn sale' },
  { id: '2', title: 'New headphones' },
  { id: '3', title: 'Free delivery' },
];
const ignore = () => undefined;
const list = (items: Slide[], label = 'Slides') => (
  <SortableList
    aria-label={label}
    items={items}
    textValue={(slide) => slide.title}
    renderItem={(slide) => <strong>{slide.title}</strong>}
    onReorder={ignore}
    onRemove={ignore}
    emptyText="No slides yet"
  />
);
const firstRow = "[role='row']:first-child";

export const States: Story = {
  args: { 'aria-label': 'Slides', items: [], textValue: () => '', renderItem: () => null, onReorder: ignore },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Default" note="First can't move up, last can't move down">
        {list(slides)}
      </State>
      <State name="Row hover" force="hovered" target={firstRow}>
        {list(slides)}
      </State>
      <State name="Row focus visible" force="focus-visible" target={firstRow}>
        {list(slides)}
      </State>
      <State name="Empty">{list([], 'No slides')}</State>
      <State name="Very long text">
        {list(
          [{ id: 'x', title: 'The big autumn sale on kitchen appliances, coffee machines and more' }],
          'Long slides',
        )}
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Row hover', 'Row focus visible', 'Empty', 'Very long text']),
};
