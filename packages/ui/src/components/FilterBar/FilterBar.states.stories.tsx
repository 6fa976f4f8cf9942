import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { FilterBar } from './FilterBar';

const meta = { title: 'Layout/FilterBar', component: FilterBar, ...statesMeta } satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (
  <Select
    label="Status"
    options={[
      { id: 'all', label: 'All statuses' },
      { id: 'true', label: 'Active' },
    ]}
    defaultSelectedKey="all"
  />
);

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={320}>
      <State name="Search and a filter">
        <FilterBar search={<SearchField aria-label="Search brands" placeholder="Search brands…" />}>{status}</FilterBar>
      </State>
      <State name="Search only">
        <FilterBar search={<SearchField aria-label="Search media" placeholder="Search media…" />} />
      </State>
      <State name="Narrow" note="Filters wrap under the search">
        <div style={{ maxWidth: 300 }}>
          <FilterBar search={<SearchField aria-label="Search products" placeholder="Search products…" />}>
            {status}
          </FilterBar>
        </div>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Search and a filter', 'Search only', 'Narrow'], 'Search and a filter'),
};
