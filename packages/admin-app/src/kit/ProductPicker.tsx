import { useProductList } from '@deals/admin-core';
import { MultiComboBox } from '@deals/ui';
import { useDeferredValue, useState } from 'react';

export interface PickedProduct {
  id: string;
  title: string;
}

/** Products chosen by searching their titles on the server (sales, product carousels). */
export function ProductPicker({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  max?: number;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const found = useProductList({ search: deferred || undefined, limit: 25 });
  const options = found.status === 'success' ? found.data.items : [];
  const known = new Map([...value, ...options].map((product) => [product.id, product.title]));
  const full = max !== undefined && value.length >= max;
  return (
    <MultiComboBox
      label={label}
      placeholder={full ? `At most ${max}` : 'Search products'}
      options={full ? [] : options.map((product) => ({ id: product.id, label: product.title }))}
      selected={value.map((product) => ({ id: product.id, label: product.title }))}
      onSelectedChange={(ids) => onChange(ids.map((id) => ({ id, title: known.get(id) ?? id })))}
      onSearch={setSearch}
      isLoading={found.status === 'loading' || (found.status === 'success' && found.refreshing)}
    />
  );
}
