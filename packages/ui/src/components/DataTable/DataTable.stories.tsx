import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { SortDescriptor } from './DataTable';
import { expect, fn, userEvent, within } from 'storybook/test';
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
