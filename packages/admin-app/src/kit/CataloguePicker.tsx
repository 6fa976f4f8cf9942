import { useCatalogueTitles, type FilterKind } from '@deals/admin-core';
import { ComboBox } from '@deals/ui';
import { useDeferredValue, useState } from 'react';

export interface CataloguePickerValue {
  id: string;
  title: string;
}

const NONE = '__none__';

/** One brand, category or store for a form, searched on the server as the user types; "None" clears it. */
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
  const [inputValue, setInputValue] = useState<string | null>(null);
  const search = useDeferredValue(inputValue ?? '');
  const titles = useCatalogueTitles(kind, search);
  const found = titles.status === 'success' ? titles.data.items : [];
  const items = [
    { id: NONE, label: 'None' },
    ...(value && !found.some((item) => item.id === value.id) && !search ? [{ id: value.id, label: value.title }] : []),
    ...found.map((item) => ({ id: item.id, label: item.title })),
  ];
  return (
    <ComboBox
      label={label}
      items={items}
      inputValue={inputValue ?? value?.title ?? 'None'}
      onInputChange={setInputValue}
      selectedKey={value?.id ?? NONE}
      onSelectionChange={(key) => {
        if (key === null) return;
        const item = items.find((option) => option.id === key);
        onChange(key === NONE || !item ? null : { id: String(key), title: item.label });
        setInputValue(null);
      }}
      isLoading={titles.status === 'loading' || (titles.status === 'success' && titles.refreshing)}
      errorMessage={titles.status === 'error' ? titles.message : errorMessage}
    />
  );
}
