import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { SortDescriptor } from './DataTable';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusPill } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn, type DataTableStatus } from './DataTable';

interface BrandRow {
  id: string;
  title: string;
  productCount: number;
  active: boolean;
}

const brandNames = [
  'Arclight',
  'Bramble',
  'Cobalt Audio',
  'Driftwood',
  'Everglow',
  'Fernvale',
  'Goldcrest',
  'Halcyon',
  'Ironleaf',
  'Juniper Home',
  'Kestrel',
  'Lumio',
];
const allBrands: BrandRow[] = brandNames.map((title, index) => ({
  id: String(index + 1),
  title,
  productCount: (index * 37) % 90,
  active: index % 5 !== 4,
}));

const columns: DataTableColumn<BrandRow>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'productCount', header: 'Products', cell: (row) => row.productCount },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
];

const onRowAction = fn();
const onBulkDeactivate = fn();
const onRetry = fn();

function Demo({
  state,
  pageSize = 5,
  highlightedKeys,
}: {
  state: DataTableStatus;
  pageSize?: number;
  highlightedKeys?: ReadonlySet<string>;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'title', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const sorted = [...allBrands].sort(
    (a, b) => a.title.localeCompare(b.title) * (sort.direction === 'ascending' ? 1 : -1),
  );
  const rows = state.status === 'success' ? sorted.slice((page - 1) * pageSize, page * pageSize) : [];
  return (
    <DataTable
      aria-label="Brands"
      columns={columns}
      rows={rows}
      state={state}
      highlightedKeys={highlightedKeys}
      sort={sort}
      onSortChange={setSort}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      bulkActions={(ids) => (
        <Button size="sm" variant="secondary" onPress={() => onBulkDeactivate(ids)}>
          Deactivate
        </Button>
      )}
      onRowAction={onRowAction}
      rowActions={(row) => (
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil size={16} />}
          aria-label={`Edit ${row.title}`}
          onPress={() => onRowAction(row.id)}
        />
      )}
      pagination={{
        page,
        pageSize,
        total: state.status === 'success' ? allBrands.length : 0,
        onPageChange: setPage,
        itemLabel: 'brands',
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: Demo,
  args: { state: { status: 'success' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortAndPage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Brands' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('1–5 of 12 brands')).toBeVisible();
    await userEvent.click(within(table).getByRole('columnheader', { name: /Title/ }));
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Lumio');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6–10 of 12 brands')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
  },
};

export const SelectAndBulkAct: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Brands' });
    const [selectAll, firstRow] = within(table).getAllByRole('checkbox');
    await userEvent.click(firstRow!);
    const bar = canvas.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('1 selected');
    await userEvent.click(selectAll!);
    await expect(bar).toHaveTextContent('5 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    await expect(onBulkDeactivate).toHaveBeenCalledWith(['1', '2', '3', '4', '5']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const OpenARowWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Brands' });
    // One tab stop for the whole table: the first row (not the "Select all" checkbox before it).
    await userEvent.tab();
    await expect(within(table).getByRole('row', { name: /Arclight/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(table).getByRole('row', { name: /Bramble/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRowAction).toHaveBeenLastCalledWith('2');
    // Right enters the row's cells; in the last cell its one control, the Edit button, takes the focus.
    await userEvent.keyboard('{ArrowRight}{End}');
    await expect(canvas.getByRole('button', { name: 'Edit Bramble' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Edit Cobalt Audio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRowAction).toHaveBeenLastCalledWith('3');
    // Left all the way back to the row; Home and End jump to the first and last rows.
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(within(table).getByRole('row', { name: /Cobalt Audio/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(table).getByRole('row', { name: /Everglow/ })).toHaveFocus();
    // Typing a title finds its row.
    await userEvent.keyboard('dr');
    await expect(within(table).getByRole('row', { name: /Driftwood/ })).toHaveFocus();
  },
};

/** Space selects the focused row, Ctrl+A the page, Escape clears; Up from the first row reaches the headers to sort. */
export const SelectAndSortWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Brands' });
    within(table)
      .getByRole('row', { name: /Arclight/ })
      .focus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(within(table).getByRole('row', { name: /Bramble/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('5 selected');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(table).getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const title = within(table).getByRole('columnheader', { name: /Title/ });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Lumio');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Brands' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success' } },
  render: () => <DataTable aria-label="Brands" columns={columns} rows={[]} state={{ status: 'success' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'The server did not answer.', retry: onRetry } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const CompactWithLongText: Story = {
  render: () => (
    <DataTable
      aria-label="Brands"
      density="compact"
      columns={columns}
      rows={[
        {
          id: '1',
          title: 'Orchard & Oak Home and Garden Supplies — Spring collection with an unusually long name',
          productCount: 1204,
          active: true,
        },
        { id: '2', title: 'Pebble', productCount: 3, active: false },
      ]}
      state={{ status: 'success' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText(/unusually long name/)).toBeVisible();
  },
};

export const RefreshingKeepsTheRows: Story = {
  args: { state: { status: 'success', refreshing: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveAttribute('data-refreshing', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing Brands' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
  },
};

/** A row someone else just changed, marked for a moment (the screen also says so in a polite status). */
export const HighlightedRow: Story = {
  args: { state: { status: 'success' }, highlightedKeys: new Set(['3']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Cobalt Audio/ })).toHaveAttribute('data-highlighted', 'true');
    await expect(canvas.getByRole('row', { name: /Arclight/ })).not.toHaveAttribute('data-highlighted');
  },
};

interface ProductRow {
  id: string;
  title: string;
  brand: string;
  category: string;
  store: string;
  price: string;
  expires: string;
}
const products: ProductRow[] = [
  ['Ashgrove Floor Lamp', 'Lumen', 'Lighting', 'CityShop', '€99.00', 'Jan 14, 2027'],
  ['Ashgrove Floor Lamp', 'Nordhaus', 'Lighting', 'PrimeStore', '€129.00', 'Feb 2, 2027'],
  ['Halcyon 14" Ultrabook', 'Halcyon', 'Laptops', 'HappyMarket', '£102.97', 'Feb 15, 2027'],
].map(([title, brand, category, store, price, expires], index) => ({
  id: String(index + 1),
  title: title!,
  brand: brand!,
  category: category!,
  store: store!,
  price: price!,
  expires: expires!,
}));
const productColumns: DataTableColumn<ProductRow>[] = [
  { id: 'image', header: 'Image', cell: (row) => row.title.slice(0, 2).toUpperCase(), fit: true },
  { id: 'title', header: 'Title', cell: (row) => row.title, isRowHeader: true },
  { id: 'brand', header: 'Brand', cell: (row) => row.brand },
  { id: 'category', header: 'Category', cell: (row) => row.category },
  { id: 'store', header: 'Store', cell: (row) => row.store },
  { id: 'price', header: 'Price', cell: (row) => row.price },
  { id: 'expires', header: 'Expires', cell: (row) => row.expires },
];

function ProductTable() {
  const [selected, setSelected] = useState<Set<string>>(new Set(['2']));
  return (
    <DataTable
      aria-label="Products"
      columns={productColumns}
      rows={products}
      state={{ status: 'success' }}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      bulkActions={() => null}
    />
  );
}

/**
 * On a phone the table scrolls sideways in its box; the checkbox and the title stay at its left edge, so the columns
 * scrolled into view are still next to the product they belong to.
 */
export const TitleStaysInViewOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <ProductTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Products' });
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const title = within(table).getAllByRole('rowheader')[1]!;
    const checkbox = within(table).getAllByRole('checkbox')[2]!.closest('td')!;
    const category = within(table).getAllByRole('gridcell', { name: 'Lighting' })[1]!;
    const left = (element: Element) => element.getBoundingClientRect().left;
    const before = { title: left(title), checkbox: left(checkbox), category: left(category) };
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(left(category)).toBeLessThan(before.category - 50));
    // The checkbox did not move and the title now sits right after it; the rest scrolled under them.
    await expect(left(checkbox)).toBeCloseTo(before.checkbox, 0);
    await expect(left(title)).toBeCloseTo(checkbox.getBoundingClientRect().right, 0);
    await expect(title).toHaveTextContent('Ashgrove Floor Lamp');
    // The last column is in view, in the same row as its title.
    const expires = within(table).getByRole('gridcell', { name: 'Feb 2, 2027' });
    await expect(expires.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    await expect(expires.getBoundingClientRect().top).toBeCloseTo(title.getBoundingClientRect().top, 0);
  },
};

/**
 * Loading on a phone: the placeholder rows do not make the frame scroll sideways, a scroll region with nothing in it
 * a keyboard could reach (the story's axe check: scrollable-region-focusable).
 */
export const LoadingOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <DataTable
      aria-label="Products"
      columns={productColumns}
      rows={[]}
      state={{ status: 'loading' }}
      selectedKeys={new Set()}
      onSelectionChange={() => undefined}
      bulkActions={() => null}
    />
  ),
  play: async ({ canvas }) => {
    const scroller = (await canvas.findByRole('status', { name: 'Loading Products' })).parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(getComputedStyle(scroller).overflowX).toBe('hidden');
  },
};

/** Row actions of different kinds sit side by side on one line, in every screen's table. */
export const RowActionsOnOneLine: Story = {
  render: () => (
    <DataTable
      aria-label="Layouts"
      columns={[
        { id: 'title', header: 'Layout', cell: (row: BrandRow) => row.title, isRowHeader: true },
        {
          id: 'sections',
          header: 'Sections',
          cell: () => 'Banner carousel: Category spotlight · Product carousel: Editors’ picks · Sale: Tech Week 2026',
        },
      ]}
      rows={allBrands.slice(0, 2)}
      state={{ status: 'success' }}
      rowActions={(row) => (
        <>
          <Button size="sm" variant="secondary" aria-label={`Make live: ${row.title}`}>
            Make live
          </Button>
          <Button size="sm" variant="secondary" aria-label={`New version from ${row.title}`}>
            New version
          </Button>
        </>
      )}
    />
  ),
  play: async ({ canvas }) => {
    const live = canvas.getByRole('button', { name: 'Make live: Arclight' }).getBoundingClientRect();
    const copy = canvas.getByRole('button', { name: 'New version from Arclight' }).getBoundingClientRect();
    await expect(copy.top).toBeCloseTo(live.top, 0);
    await expect(copy.left).toBeGreaterThan(live.right);
  },
};
