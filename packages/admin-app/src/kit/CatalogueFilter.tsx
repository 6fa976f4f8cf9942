import { useFilterPicker, type FilterKind } from '@deals/admin-core';
import { DeferredMultiComboBox } from '@deals/ui';

/**
 * A brand, category or store filter on its filter store (spec §3/§4); the chosen ids live in the URL. Its options and
 * the combobox itself load when a person reaches the filter, not with the list: three filters' fetches and
 * comboboxes added about 45 ms to the product list's first rows (issue 17).
 */
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
  const picker = useFilterPicker(kind, ids, { fetchOnMount: false });
  return (
    <DeferredMultiComboBox
      label={label}
      options={picker.options.map((option) => ({ id: option.id, label: option.title }))}
      selected={picker.selected.map((option) => ({ id: option.id, label: option.title }))}
      onSelectedChange={onChange}
      onSearch={picker.setSearch}
      onLoadMore={picker.loadMore}
      isLoading={picker.loading}
      onReach={picker.reach}
    />
  );
}
