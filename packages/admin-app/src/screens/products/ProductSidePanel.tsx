import { PRODUCT_IMAGE_LIMIT } from '@deals/admin-core';
import { Card, DatePicker, Switch, useReadOnly } from '@deals/ui';
import { ActiveField, ImageField } from '../../kit/catalogueFields';
import type { FormApi } from '../../kit/EntityFormPage';
import type { ProductDraft } from './ProductFormScreen';

/**
 * The product form's side panel: whether and until when the deal shows, and its pictures — an empty slot to add one
 * while under the shared limit; a product saved with more before the limit shows them all, so some can be removed.
 */
export function ProductSidePanel({ form }: { form: FormApi<ProductDraft> }) {
  const { draft, set, errors } = form;
  const readOnly = useReadOnly();
  // A read-only form has no slot to add a picture to (one without any still says it has none).
  const emptySlot = draft.images.length < PRODUCT_IMAGE_LIMIT && (!readOnly || draft.images.length === 0);
  return (
    <>
      <Card title="Publishing">
        <ActiveField form={form} />
        <Switch isSelected={draft.featured} onChange={(featured) => set('featured', featured)}>
          Featured
        </Switch>
        <DatePicker
          label="Deal expires"
          description="Leave empty for a deal without an end."
          value={draft.expiresAt}
          onChange={(expiresAt) => set('expiresAt', expiresAt)}
          errorMessage={errors.expiresAt}
          isInvalid={Boolean(errors.expiresAt)}
        />
      </Card>
      <Card title="Images">
        {[...draft.images, ...(emptySlot ? [null] : [])].map((image, index) => (
          <ImageField
            key={index}
            label={index === 0 ? 'Main image' : image ? `Image ${index + 1}` : 'Add an image'}
            folder="/products"
            value={image}
            onChange={(url) =>
              set(
                'images',
                url
                  ? Object.assign([...draft.images], { [index]: url })
                  : draft.images.filter((_, position) => position !== index),
              )
            }
            errorMessage={errors[`images.${index}`] ?? (index === 0 ? errors.images : undefined)}
          />
        ))}
      </Card>
    </>
  );
}
