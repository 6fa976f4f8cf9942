import { useCatalogueTitles } from '@deals/admin-core';
import { ComboBox } from '@deals/ui';
import { useDeferredValue, useState } from 'react';

/** A brand searched on the server as the user types, through admin-core's catalogue titles. */
export function BrandPicker() {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; title: string } | null>(null);
  const titles = useCatalogueTitles('brand', useDeferredValue(search));
  const items =
    titles.status === 'success' ? titles.data.items.map((brand) => ({ id: brand.id, label: brand.title })) : [];
  return (
    <>
      <ComboBox
        label="Featured brand"
        items={items}
        inputValue={search}
        onInputChange={setSearch}
        onSelectionChange={(key) => {
          const brand = items.find((item) => item.id === key);
          if (brand) setChosen({ id: brand.id, title: brand.label });
        }}
        isLoading={titles.status === 'loading'}
        errorMessage={titles.status === 'error' ? titles.message : undefined}
      />
      <p role="status">{chosen ? `Featured: ${chosen.title}` : 'No brand featured yet'}</p>
    </>
  );
}
