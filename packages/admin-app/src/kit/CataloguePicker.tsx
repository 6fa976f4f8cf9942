import { useCatalogueTitles, type FilterKind } from '@deals/admin-core';
import { ComboBox } from '@deals/ui';
import { useDeferredValue, useState } from 'react';

export interface CataloguePickerValue {
  id: string;
  title: string;
}

/**
 * One brand, category or store for a form, searched on the server as the user types. Nothing chosen, the field is
 * empty with a placeholder; the ✕ or deleting the title clears a choice.
 */
export function CataloguePicker({
  kind,
  label,
  value,
  onChange,
  errorMessage,
}: {
  kind: FilterKind;
  label: string;
  value: CataloguePickerValue | null;
  onChange: (value: CataloguePickerValue | null) => void;
  errorMessage?: string;
}) {
  // What the person is typing to search; null shows the chosen title.
  const [inputValue, setInputValue] = useState<string | null>(null);
  const search = useDeferredValue(inputValue ?? '');
  const titles = useCatalogueTitles(kind, search);
  const found = titles.status === 'success' ? titles.data.items : [];
  const items = [
    ...(value && !found.some((item) => item.id === value.id) && !search ? [{ id: value.id, label: value.title }] : []),
    ...found.map((item) => ({ id: item.id, label: item.title })),
  ];
  return (
    <ComboBox
      label={label}
      placeholder={`No ${kind}`}
      items={items}
      inputValue={inputValue ?? value?.title ?? ''}
      onInputChange={setInputValue}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        // Leaving the field answers the choice it already has: the search ends and the chosen title is back.
        setInputValue(null);
        if (key === (value?.id ?? null)) return;
        const item = items.find((option) => option.id === key);
        if (key === null) onChange(null);
        else if (item) onChange({ id: String(key), title: item.label });
      }}
      isLoading={titles.status === 'loading' || (titles.status === 'success' && titles.refreshing)}
      errorMessage={titles.status === 'error' ? titles.message : errorMessage}
    />
  );
}
