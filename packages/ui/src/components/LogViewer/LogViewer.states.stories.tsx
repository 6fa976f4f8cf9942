import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { LogViewer } from './LogViewer';

const meta = { title: 'Data/LogViewer', component: LogViewer, ...statesMeta } satisfies Meta<typeof LogViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { label: 'Log', log: '' },
  render: () => (
    <StateGrid minColumnWidth={320}>
      <State name="Succeeded">
        <LogViewer
          label="Log of run 41"
          log={'Started CATALOGUE_HEALTH_REPORT.\nProducts without images: 0\nDone in 0.4 s.'}
        />
      </State>
      <State name="Failed" note="Lines starting with Failed stand out">
        <LogViewer
          label="Log of run 42"
          log={
            'Started CATALOGUE_HEALTH_REPORT.\nActive deals of inactive brands: 3\nFailed: Active deals point at inactive brands.'
          }
        />
      </State>
      <State name="Empty">
        <LogViewer label="Log of run 43" log="" />
      </State>
      <State name="Very long text" note="Scrolls inside; long lines wrap">
        <LogViewer
          label="Log of run 44"
          log={Array.from(
            { length: 30 },
            (_, line) => `Checked product ${line + 1} of 30: https://shop.example/deals/a-very-long-address-${line}`,
          ).join('\n')}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Succeeded', 'Failed', 'Empty', 'Very long text'], 'Succeeded'),
};
