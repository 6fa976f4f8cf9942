import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Skeleton } from '../Skeleton/Skeleton';
import { TextLink } from '../TextLink/TextLink';
import { Card, Stat } from './Card';

const meta = { title: 'Data/Card', component: Card, ...statesMeta } satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={260}>
      <State name="Default">
        <Card title="Products" aria-label="Products">
          <Stat label="Active deals" value="1,586" detail="414 inactive" />
        </Card>
      </State>
      <State name="With actions">
        <Card title="Latest changes" actions={<TextLink href="#activity">View all</TextLink>}>
          Ada Admin updated Lumio.
        </Card>
      </State>
      <State name="Loading">
        <Card title="Products">
          <Skeleton lines={2} label="Loading products" />
        </Card>
      </State>
      <State name="Empty">
        <Card title="Deals expiring soon">Nothing is expiring this week.</Card>
      </State>
      <State name="Very long text">
        <Card title="Deals expiring within the next seven days across every store and category">
          <Stat
            label="Expiring"
            value="12"
            detail="The earliest ends on Sunday at midnight, in every store's time zone"
          />
        </Card>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'With actions', 'Loading', 'Empty', 'Very long text']),
};
