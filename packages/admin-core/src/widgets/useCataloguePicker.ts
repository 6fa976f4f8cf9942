import { useCallback, useEffect, useState } from 'react';
import { useCatalogueTitles } from '../react/useCatalogueTitles';
import type { FilterKind } from '../stores/filters';
import type { WidgetHookOptions } from './notifier';

/** How long typing must pause before the search goes to the API. */
export const PICKER_DEBOUNCE_MS = 250;

export interface CataloguePickerOptions extends WidgetHookOptions {
  debounceMs?: number;
  /** The item chosen before (e.g. the product's current brand). */
  initial?: { id: string; title: string } | null;
}

/** Exactly what `@deals/ui`'s `ComboBox` takes besides its `label`: spread them, `<ComboBox label="Brand" {...picker.props} />`. */
export interface CataloguePickerProps {
  items: { id: string; label: string }[];
  inputValue: string;
  onInputChange: (value: string) => void;
  selectedKey: string | null;
  onSelectionChange: (key: string | number | null) => void;
  isLoading: boolean;
  errorMessage?: string;
}

export interface CataloguePicker {
  props: CataloguePickerProps;
  /** The chosen item, or null. */
  selected: { id: string; title: string } | null;
}

/**
 * A brand, category or store picked by searching the API as the user types: the search waits for a pause in typing,
 * results are cached per search, and the chosen item is kept while the list changes.
 */
export function useCataloguePicker(kind: FilterKind, options: CataloguePickerOptions = {}): CataloguePicker {
  const { debounceMs = PICKER_DEBOUNCE_MS, toaster } = options;
  const [selected, setSelected] = useState(options.initial ?? null);
  const [inputValue, setInputValue] = useState(options.initial?.title ?? '');
  const [search, setSearch] = useState(inputValue);
  useEffect(() => {
    if (inputValue === search) return;
    const timer = setTimeout(() => setSearch(inputValue), debounceMs);
    return () => clearTimeout(timer);
  }, [inputValue, search, debounceMs]);

  // Choosing an item fills the field with its title: that shows the item, it is not a new search.
  const titles = useCatalogueTitles(kind, selected && search === selected.title ? '' : search);
  const errorMessage = titles.status === 'error' ? titles.message : undefined;
  useEffect(() => {
    if (errorMessage) toaster?.error(errorMessage);
  }, [errorMessage, toaster]);

  const items =
    titles.status === 'success' ? titles.data.items.map((item) => ({ id: item.id, label: item.title })) : [];
  const onSelectionChange = useCallback(
    (key: string | number | null) => {
      if (key === null) return setSelected(null);
      const item = items.find((option) => option.id === String(key));
      if (item) setSelected({ id: item.id, title: item.label });
    },
    [items],
  );
  return {
    props: {
      items,
      inputValue,
      onInputChange: setInputValue,
      selectedKey: selected?.id ?? null,
      onSelectionChange,
      isLoading: titles.status === 'loading' || inputValue !== search,
      ...(errorMessage ? { errorMessage } : {}),
    },
    selected,
  };
}
