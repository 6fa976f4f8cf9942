import { FilterBar, SearchField, Select } from '@deals/ui';
import type { ReactNode } from 'react';
import { activeFilterOptions } from './activeFilter';

export interface ListToolbarProps {
  /** Leave out for lists the API cannot search. */
  searchLabel?: string;
  search: string;
  onSearch: (search: string) => void;
  /** The status filter's value; leave out for lists without an active flag. */
  active?: string;
  onActiveChange: (value: string) => void;
  children?: ReactNode;
}

/** Search and the status filter above a catalogue list; more filters come as children. */
export function ListToolbar({ searchLabel, search, onSearch, active, onActiveChange, children }: ListToolbarProps) {
  return (
    <FilterBar
      search={
        searchLabel === undefined ? null : (
          <SearchField
            aria-label={searchLabel}
            placeholder={`${searchLabel}…`}
            defaultValue={search}
            onSubmit={onSearch}
            onClear={() => onSearch('')}
          />
        )
      }
    >
      {active === undefined ? null : (
        <Select
          label="Status"
          options={activeFilterOptions}
          selectedKey={active}
          onSelectionChange={(key) => onActiveChange(String(key))}
        />
      )}
      {children}
    </FilterBar>
  );
}
