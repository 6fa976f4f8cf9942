import { FilterBar, SearchField, Select } from '@deals/ui';
import type { ReactNode } from 'react';
import { activeFilterOptions } from './activeFilter';

export interface ListToolbarProps {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  active: string;
  onActiveChange: (value: string) => void;
  children?: ReactNode;
}

/** Search and the status filter above a catalogue list; more filters come as children. */
export function ListToolbar({ searchLabel, search, onSearch, active, onActiveChange, children }: ListToolbarProps) {
  return (
    <FilterBar
      search={
        <SearchField
          aria-label={searchLabel}
          placeholder={`${searchLabel}…`}
          defaultValue={search}
          onSubmit={onSearch}
          onClear={() => onSearch('')}
        />
      }
    >
      <Select
        label="Status"
        options={activeFilterOptions}
        selectedKey={active}
        onSelectionChange={(key) => onActiveChange(String(key))}
      />
      {children}
    </FilterBar>
  );
}
