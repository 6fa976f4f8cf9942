import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { BarChart } from './BarChart';

const meta = { title: 'Data/BarChart', component: BarChart, ...statesMeta } satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const week = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, index) => ({
  label,
  value: [4, 7, 3, 9, 12, 6, 2][index]!,
}));

export const States: Story = {
  args: { data: [], title: '' },
  render: () => (
    <StateGrid minColumnWidth={340}>
      <State name="Data">
        <BarChart title="Products added per day" data={week} width={320} height={160} />
      </State>
      <State name="All zero" note="An axis and no bars, not an error">
        <BarChart
          title="Products removed per day"
          data={week.map((day) => ({ ...day, value: 0 }))}
          width={320}
          height={160}
        />
      </State>
      <State name="One big day" note="The scale fits the largest value">
        <BarChart
          title="Uploads per day"
          data={week.map((day, index) => ({ ...day, value: index === 3 ? 1200 : 8 }))}
          width={320}
          height={160}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Data', 'All zero', 'One big day'], 'Data'),
};
