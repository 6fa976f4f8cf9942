import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { StatusPill } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

const meta = { title: 'Data/DataTable', component: DataTable, ...statesMeta } satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

interface BrandRow {
  id: string;
  title: string;
  productCount: number;
  active: boolean;
}

const rows: BrandRow[] = [
  { id: '1', title: 'Arclight', productCount: 37, active: true },
  { id: '2', title: 'Bramble', productCount: 4, active: false },
  { id: '3', title: 'Cobalt Audio', productCount: 81, active: true },
];
const columns: DataTableColumn<BrandRow>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'productCount', header: 'Products', cell: (row) => row.productCount },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
];
const ignore = () => undefined;
const table = (props: Partial<DataTableProps<BrandRow>>) => (
  <DataTable
    aria-label="Brands"
    columns={columns}
    rows={rows}
    state={{ status: 'success' }}
    sort={{ column: 'title', direction: 'ascending' }}
    onSortChange={ignore}
    {...props}
  />
);

export const States: Story = {
  args: { 'aria-label': 'Brands', columns: [], rows: [], state: { status: 'success' } },
  render: () => (
    <StateGrid minColumnWidth={520}>
      <State name="Loaded" note="Sorted by title, ascending">
        {table({})}
      </State>
      <State name="Loading" note="Placeholder rows keep the table's height">
        {table({ rows: [], state: { status: 'loading' }, loadingRows: 3 })}
      </State>
      <State name="Refreshing" note="A thin bar; the rows stay readable">
        {table({ state: { status: 'success', refreshing: true } })}
      </State>
      <State name="Empty" note="Says why, and what to do">
        {table({
          rows: [],
          empty: <EmptyState title="No brands match" description="Try another search, or clear the filters." />,
        })}
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Loaded', 'Loading', 'Refreshing', 'Empty'], 'Loaded'),
};

/** Errors, selection and marking: the rest of the table's states. */
export const MoreStates: Story = {
  name: 'More states',
  args: { 'aria-label': 'Brands', columns: [], rows: [], state: { status: 'success' } },
  render: () => (
    <StateGrid minColumnWidth={520}>
      <State name="Error" note="The API's message, and Try again">
        {table({ rows: [], state: { status: 'error', message: 'The server could not be reached.', retry: ignore } })}
      </State>
      <State name="Selected rows" note="The bulk-action bar appears">
        {table({
          selectedKeys: new Set(['1', '3']),
          onSelectionChange: ignore,
          bulkActions: () => (
            <Button size="sm" variant="secondary">
              Deactivate
            </Button>
          ),
        })}
      </State>
      <State name="Changed by someone else" note="Marked for a moment">
        {table({ highlightedKeys: new Set(['2']) })}
      </State>
      <State name="Compact, very long text">
        {table({
          density: 'compact',
          rows: [
            {
              id: '9',
              title: 'The Great Northern Kitchen and Home Appliance Outlet of the Western Isles',
              productCount: 1,
              active: true,
            },
          ],
        })}
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(
      canvasElement,
      ['Error', 'Selected rows', 'Changed by someone else', 'Compact, very long text'],
      'Error',
    ),
};
