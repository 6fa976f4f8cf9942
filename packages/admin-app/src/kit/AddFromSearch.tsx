import type { QueryResult } from '@deals/admin-core';
import { ComboBox, useReadOnly } from '@deals/ui';
import { useDeferredValue, useState } from 'react';

export interface SearchOption {
  id: string;
  label: string;
}

export interface AddFromSearchProps<Option extends SearchOption> {
  label: string;
  description?: string;
  /** Searches on the server as the user types; a hook, called on every render. */
  useOptions: (search: string) => QueryResult<Option[]>;
  exclude: ReadonlySet<string>;
  onAdd: (option: Option) => void;
  isDisabled?: boolean;
  errorMessage?: string;
}

/**
 * A search box that adds what is picked to an ordered list (carousel products, layout sections) and empties
 * itself for the next pick. Options already in the list are left out. A read-only form has nothing to add: no
 * search box, and no search sent.
 */
export function AddFromSearch<Option extends SearchOption>(props: AddFromSearchProps<Option>) {
  return useReadOnly() ? null : <SearchToAdd {...props} />;
}

function SearchToAdd<Option extends SearchOption>({
  label,
  description,
  useOptions,
  exclude,
  onAdd,
  isDisabled,
  errorMessage,
}: AddFromSearchProps<Option>) {
  const [inputValue, setInputValue] = useState('');
  const search = useDeferredValue(inputValue);
  const found = useOptions(search);
  const options = found.status === 'success' ? found.data.filter((option) => !exclude.has(option.id)) : [];
  return (
    <ComboBox
      label={label}
      description={description}
      placeholder="Type to search"
      items={options}
      inputValue={inputValue}
      onInputChange={setInputValue}
      selectedKey={null}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        const option = options.find((candidate) => candidate.id === key);
        if (!option) return;
        onAdd(option);
        setInputValue('');
      }}
      isLoading={found.status === 'loading' || (found.status === 'success' && found.refreshing)}
      errorMessage={found.status === 'error' ? found.message : errorMessage}
    />
  );
}
