import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { HistoryTimeline, type HistoryTimelineEntry } from './HistoryTimeline';

const meta = {
  title: 'Data/HistoryTimeline',
  component: HistoryTimeline,
  ...statesMeta,
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const updated: HistoryTimelineEntry = {
  id: '3',
  who: 'Ada Admin',
  when: '2026-11-23T14:05:00Z',
  actionLabel: 'Updated',
  actionTone: 'info',
  changes: [
    { label: 'Title', before: 'Acme', after: 'Acme Corporation' },
    { label: 'Active', before: true, after: false },
  ],
};
const manyChanges: HistoryTimelineEntry = {
  ...updated,
  id: '4',
  changes: Array.from({ length: 11 }, (_, index) => ({ label: `Field ${index + 1}`, before: 'old', after: 'new' })),
};

export const States: Story = {
  args: { status: 'ready' },
  render: () => (
    <StateGrid minColumnWidth={340}>
      <State name="Entries">
        <HistoryTimeline status="ready" entries={[updated]} />
      </State>
      <State name="Loading">
        <HistoryTimeline status="loading" />
      </State>
      <State name="Error" note="With Try again">
        <HistoryTimeline status="error" onRetry={ignore} />
      </State>
      <State name="Empty">
        <HistoryTimeline status="ready" entries={[]} />
      </State>
      <State name="Many changes" note="The first 8, then how many more">
        <HistoryTimeline status="ready" entries={[manyChanges]} />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Entries', 'Loading', 'Error', 'Empty', 'Many changes'], 'Entries'),
};
