import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Badge } from '../Badge/Badge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  ...statesMeta,
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { items: [] },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Default">
        <DescriptionList
          items={[
            { term: 'Schedule', detail: 'Every 15 minutes' },
            { term: 'Status', detail: <Badge tone="success">Active</Badge> },
          ]}
        />
      </State>
      <State name="Missing value" note="Shown as a dash, never blank">
        <DescriptionList items={[{ term: 'Last run', detail: null }]} />
      </State>
      <State name="Very long text">
        <DescriptionList
          items={[
            {
              term: 'Last error of the catalogue health report',
              detail: 'Active deals point at inactive brands: Lumio, Everglow and Nordhaus Outdoor (3 deals in total).',
            },
          ]}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Default', 'Missing value', 'Very long text']),
};
