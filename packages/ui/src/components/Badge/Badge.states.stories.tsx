import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Badge, badgeTones, StatusPill } from './Badge';

const meta = { title: 'Data/Badge', component: Badge, ...statesMeta } satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const uses: Record<(typeof badgeTones)[number], string> = {
  neutral: 'Inactive, Draft, counts',
  primary: 'New, Featured',
  success: 'Active, Succeeded',
  warning: 'Expiring, Partial',
  danger: 'Failed, Expired',
  info: 'Running, Scheduled',
};

export const States: Story = {
  args: { children: '' },
  render: () => (
    <StateGrid minColumnWidth={150}>
      {badgeTones.map((tone) => (
        <State key={tone} name={tone[0]!.toUpperCase() + tone.slice(1)} note={uses[tone]}>
          <Badge tone={tone}>{uses[tone].split(',')[0]}</Badge>
        </State>
      ))}
      <State name="Status pill" note="Active / Inactive, always these words">
        <StatusPill active /> <StatusPill active={false} />
      </State>
      <State name="Very long text" note="Never wraps: keep it to a word or two">
        <Badge tone="warning">Expiring within the next seven days</Badge>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(
      canvasElement,
      ['Neutral', 'Primary', 'Success', 'Warning', 'Danger', 'Info', 'Status pill', 'Very long text'],
      'Neutral',
    ),
};
