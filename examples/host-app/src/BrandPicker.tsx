import { useCataloguePicker } from '@deals/admin-core';
import { ComboBox, useToaster } from '@deals/ui';

/** The brand picker widget: searched on the server as the user types (debounced), errors as toasts. */
export function BrandPicker() {
  const brand = useCataloguePicker('brand', { toaster: useToaster() });
  return (
    <>
      <ComboBox label="Featured brand" {...brand.props} />
      <p role="status">{brand.selected ? `Featured: ${brand.selected.title}` : 'No brand featured yet'}</p>
    </>
  );
}
