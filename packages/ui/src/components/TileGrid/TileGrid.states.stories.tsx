import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Card, Stat } from '../Card/Card';
import { TileGrid } from './TileGrid';

const meta = { title: 'Layout/TileGrid', component: TileGrid, ...statesMeta } satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = ['Products', 'Brands', 'Stores'].map((entity, index) => (
  <Card key={entity} title={entity}>
    <Stat label="Active" value={String(1200 - index * 230)} />
  </Card>
));

export const States: Story = {
  args: { children: null },
  render: () => (
    <StateGrid minColumnWidth={520}>
      <State name="Small tiles" note="At least 220 px: figures">
        <TileGrid size="sm">{tiles}</TileGrid>
      </State>
      <State name="Large tiles" note="At least 420 px: cards holding lists">
        <TileGrid size="lg">{tiles.slice(0, 2)}</TileGrid>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Small tiles', 'Large tiles'], 'Small tiles'),
};
