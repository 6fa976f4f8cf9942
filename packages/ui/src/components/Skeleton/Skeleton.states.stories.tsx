import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Skeleton } from './Skeleton';
import { SkeletonText } from './SkeletonText';

const meta = { title: 'Feedback/Skeleton', component: Skeleton, ...statesMeta } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={260}>
      <State name="Lines" note="Ragged, so they read as text">
        <Skeleton lines={4} label="Loading the description" />
      </State>
      <State name="One line">
        <Skeleton lines={1} label="Loading the title" />
      </State>
      <State name="Inline text" note="SkeletonText: a count, a date">
        <p>
          Last run <SkeletonText width="8em" label="Loading the last run" />
        </p>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Lines', 'One line', 'Inline text'], 'Lines'),
};
