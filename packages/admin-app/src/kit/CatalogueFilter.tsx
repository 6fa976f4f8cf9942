import { useFilterPicker, type FilterKind } from '@deals/admin-core';
import { MultiComboBox } from '@deals/ui';

/** A brand, category or store filter on its filter store (spec §3/§4); the chosen ids live in the URL. */
export function CatalogueFilter({
  kind,
  label,
  ids,
  onChange,
}: {
  kind: FilterKind;
  label: string;
  ids: string[];
  onChange: (ids: string[]) => void;
}) {
  const picker = useFilterPicker(kind, ids);
  return (
    <MultiComboBox
      label={label}
      options={picker.options.map((option) => ({ id: option.id, label: option.title }))}
      selected={picker.selected.map((option) => ({ id: option.id, label: option.title }))}
      onSelectedChange={onChange}
      onSearch={picker.setSearch}
      onLoadMore={picker.loadMore}
      isLoading={picker.loading}
    />
  );
}
