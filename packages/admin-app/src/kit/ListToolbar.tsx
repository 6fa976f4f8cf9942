import { LIST_SEARCH_MAX_LENGTH } from '@deals/admin-core';
import { DeferredSelect, FilterBar, SearchField } from '@deals/ui';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { activeFilterOptions } from './activeFilter';

/** How long typing pauses before the list filters: long enough not to query per keystroke, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps {
  /** Leave out for lists the API cannot search. */
  searchLabel?: string;
  search: string;
  /** `typing`: the person is still typing (replace the history entry); `submit`: Enter or clear. */
  onSearch: (search: string, how: 'typing' | 'submit') => void;
  /** The status filter's value; leave out for lists without an active flag. */
  active?: string;
  onActiveChange: (value: string) => void;
  /** How many filters are set (the status one included): counted on the phone's "Filters" button. */
  appliedCount?: number;
  children?: ReactNode;
}

/** Search (as you type, debounced; Enter applies at once) and the status filter above a list; more filters as children. */
export function ListToolbar({
  searchLabel,
  search,
  onSearch,
  active,
  onActiveChange,
  appliedCount,
  children,
}: ListToolbarProps) {
  const [text, setText] = useState(search);
  // What this field last sent while typing: the URL catching up with it must not undo keys typed since.
  const [sent, setSent] = useState(search);
  // The URL's search changes under the field too (back button, a link): the field then follows it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    if (search !== sent) {
      setText(search);
      setSent(search);
    }
  }
  const applyTyped = useEffectEvent((value: string) => {
    if (value === search) return;
    setSent(value);
    onSearch(value, 'typing');
  });
  useEffect(() => {
    const timer = setTimeout(() => applyTyped(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <FilterBar
      appliedCount={appliedCount}
      search={
        searchLabel === undefined ? null : (
          // Labelled like every filter beside it, so all of them line up.
          <SearchField
            label={searchLabel}
            // What the list's URL keeps: a longer search would show results its link cannot reproduce.
            maxLength={LIST_SEARCH_MAX_LENGTH}
            value={text}
            onChange={setText}
            onSubmit={(value) => {
              setSent(value.trim());
              if (value.trim() !== search) onSearch(value.trim(), 'submit');
            }}
            onClear={() => {
              setText('');
              setSent('');
              onSearch('', 'submit');
            }}
          />
        )
      }
    >
      {active === undefined ? null : (
        <DeferredSelect
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
