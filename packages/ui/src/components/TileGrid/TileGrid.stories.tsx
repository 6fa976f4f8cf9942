import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Stat } from '../Card/Card';
import { TileGrid } from './TileGrid';

const meta = {
  title: 'Layout/TileGrid',
  component: TileGrid,
  args: {
    children: ['Products', 'Brands', 'Stores', 'Categories', 'Sales'].map((entity, index) => (
      <Card key={entity} title={entity} aria-label={entity}>
        <Stat label="Active" value={String(1200 - index * 230)} detail={`${index * 7} inactive`} />
      </Card>
    )),
  },
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveTiles: Story = {
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('region');
    await expect(tiles).toHaveLength(5);
    await expect(tiles[1]!.getBoundingClientRect().top).toBe(tiles[0]!.getBoundingClientRect().top);
  },
};
