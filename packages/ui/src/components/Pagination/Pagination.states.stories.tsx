import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Pagination, type PaginationProps } from './Pagination';

const meta = { title: 'Data/Pagination', component: Pagination, ...statesMeta } satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const nouns = { one: 'product', other: 'products' };
const pagination = (props: Partial<PaginationProps>) => (
  <Pagination
    page={2}
    pageSize={25}
    total={2000}
    itemLabel="products"
    itemNouns={nouns}
    onPageChange={ignore}
    {...props}
  />
);

export const States: Story = {
  args: { page: 1, pageSize: 25, total: 0, onPageChange: ignore },
  render: () => (
    <StateGrid minColumnWidth={420}>
      <State name="Middle page">{pagination({})}</State>
      <State name="First page" note="Previous disabled">
        {pagination({ page: 1 })}
      </State>
      <State name="Last page" note="Next disabled">
        {pagination({ page: 80 })}
      </State>
      <State name="Count loading" note="The total is on its way">
        {pagination({ page: 1, total: null })}
      </State>
      <State name="One item">{pagination({ page: 1, total: 1 })}</State>
      <State name="Empty">{pagination({ page: 1, total: 0 })}</State>
      <State name="Large numbers">{pagination({ page: 4012, total: 100_293 })}</State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(
      canvasElement,
      ['Middle page', 'First page', 'Last page', 'Count loading', 'One item', 'Empty', 'Large numbers'],
      'Middle page',
    ),
};
