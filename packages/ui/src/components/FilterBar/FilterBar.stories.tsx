import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MultiComboBox } from '../MultiComboBox/MultiComboBox';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Layout/FilterBar',
  component: FilterBar,
  args: {
    search: <SearchField label="Search brands" placeholder="Title or keyword…" />,
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

const productFilters = (
  <>
    <Select
      label="Status"
      options={[
        { id: 'all', label: 'All statuses' },
        { id: 'true', label: 'Active' },
      ]}
      defaultSelectedKey="true"
    />
    <MultiComboBox
      label="Brands"
      options={[]}
      selected={[
        { id: '1', label: 'Lumen' },
        { id: '2', label: 'Nordhaus' },
      ]}
      onSelectedChange={() => {}}
      onSearch={() => {}}
    />
    <MultiComboBox label="Stores" options={[]} selected={[]} onSelectedChange={() => {}} onSearch={() => {}} />
  </>
);

/** A filter showing its chosen tags under its field grows downwards: every label stays on one line. */
export const LabelsStayInLine: Story = {
  args: {
    search: <SearchField label="Search products" placeholder="Title or keyword…" />,
    children: productFilters,
    appliedCount: 2,
  },
  play: async ({ canvas }) => {
    const top = (text: string) => canvas.getByText(text, { exact: true }).getBoundingClientRect().top;
    await expect(canvas.getByText('Nordhaus')).toBeVisible();
    await expect(top('Brands')).toBeCloseTo(top('Status'), 0);
    await expect(top('Brands')).toBeCloseTo(top('Stores'), 0);
    await expect(top('Brands')).toBeCloseTo(top('Search products'), 0);
    // Wide screens show the filters themselves; the phone's button is not there.
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
  },
};

/**
 * On a phone the search stays and the filters fold behind a "Filters" button that counts the ones set, so the list
 * fills the first screen; the button opens and closes them.
 */
export const FiltersBehindAButtonOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: LabelsStayInLine.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Filters 2 set' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Brands', { exact: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText('Brands', { exact: true })).toBeVisible());
    await expect(canvas.getByText('Nordhaus')).toBeVisible();
    // Open, they sit under the search and the button, full width.
    const search = canvas.getByRole('searchbox', { name: 'Search products' }).getBoundingClientRect();
    const brands = canvas.getByText('Brands', { exact: true }).getBoundingClientRect();
    await expect(brands.top).toBeGreaterThan(search.bottom);
    await userEvent.click(toggle);
    await expect(canvas.queryByText('Brands', { exact: true })).not.toBeVisible();
  },
};

/** With nothing set, the phone's button names no count. */
export const NoFilterSetOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { ...LabelsStayInLine.args, appliedCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};
