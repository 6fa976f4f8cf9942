import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { LinkButton } from '../Button/LinkButton';
import { NoAccess } from './NoAccess';

const meta = { title: 'Feedback/NoAccess', component: NoAccess, ...statesMeta } satisfies Meta<typeof NoAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={340}>
      <State name="With the way on">
        <NoAccess
          message="Viewers can't open users. Ask an administrator if you need it."
          actions={<LinkButton href="#dashboard">Go to the dashboard</LinkButton>}
        />
      </State>
      <State name="Title only">
        <NoAccess />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['With the way on', 'Title only'], 'With the way on'),
};
