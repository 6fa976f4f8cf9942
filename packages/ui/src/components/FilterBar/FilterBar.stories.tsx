import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Layout/FilterBar',
  component: FilterBar,
  args: {
    search: <SearchField aria-label="Search brands" placeholder="Search brands…" />,
    children: (
      <Select
        label="Status"
        options={[
          { id: 'all', label: 'All statuses' },
          { id: 'true', label: 'Active' },
        ]}
        defaultSelectedKey="all"
      />
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndStatus: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search brands' })).toBeVisible();
  },
};
