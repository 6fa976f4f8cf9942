import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { TreeLabel } from './TreeLabel';

function CategoryColumn() {
  return (
    <Stack>
      <TreeLabel depth={0}>Electronics</TreeLabel>
      <TreeLabel depth={1}>Phones</TreeLabel>
      <TreeLabel depth={2}>Smartphones</TreeLabel>
      <TreeLabel depth={0}>Home</TreeLabel>
    </Stack>
  );
}

const meta = { title: 'Data/TreeLabel', component: CategoryColumn } satisfies Meta<typeof CategoryColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each level sits one step further in than its parent; top-level items line up at the start. */
export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    const left = (name: string) => canvas.getByText(name).getBoundingClientRect().left;
    await expect(left('Phones')).toBeGreaterThan(left('Electronics'));
    await expect(left('Smartphones')).toBeGreaterThan(left('Phones'));
    await expect(left('Home')).toBe(left('Electronics'));
  },
};
