import { useProductList } from '@deals/admin-core';
import { MultiComboBox } from '@deals/ui';
import { useDeferredValue, useState } from 'react';
import { productLabel, type ProductSummaryFields } from '../products/productSummary';

export interface PickedProduct extends ProductSummaryFields {
  id: string;
}

/**
 * Products chosen by searching their titles on the server (sales). Options and chosen products show brand, store and
 * price beside the title, so two products of the same name can be told apart.
 */
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
  const known = new Map<string, PickedProduct>([...value, ...options].map((product) => [product.id, product]));
  const full = max !== undefined && value.length >= max;
  return (
    <MultiComboBox
      label={label}
      placeholder={full ? `At most ${max}` : 'Search products'}
      options={full ? [] : options.map((product) => ({ id: product.id, label: productLabel(product) }))}
      selected={value.map((product) => ({ id: product.id, label: productLabel(product) }))}
      onSelectedChange={(ids) => onChange(ids.map((id) => known.get(id) ?? { id, title: id }))}
      onSearch={setSearch}
      isLoading={found.status === 'loading' || (found.status === 'success' && found.refreshing)}
    />
  );
}
