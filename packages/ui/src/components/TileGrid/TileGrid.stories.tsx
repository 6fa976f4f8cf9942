import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Stat } from '../Card/Card';
import { TextField } from '../TextField/TextField';
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

/**
 * Fields side by side (the import's columns, each described by its first values): a longer description makes its
 * tile taller, and every field's label and box still start at the top of the row, level with their neighbours'.
 */
export const FieldsOfUnevenHeight: Story = {
  args: {
    children: [
      <TextField key="name" label="Name" description="Pour-over kettle · Trail daypack" />,
      <TextField
        key="link"
        label="Link"
        description="https://partner.example/spring-partner-1 · https://partner.example/spring-partner-2"
      />,
      <TextField key="price" label="Price" description="19.00 · 22.00" />,
    ],
  },
  play: async ({ canvas }) => {
    const [name, link, price] = canvas.getAllByRole('textbox').map((box) => box.getBoundingClientRect().top);
    await expect(link).toBe(name);
    await expect(price).toBe(name);
  },
};
