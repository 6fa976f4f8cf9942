import { PRODUCT_IMAGE_LIMIT, type ResourceFormController } from '@deals/admin-core';
import { Card, DatePicker, Switch, useReadOnly } from '@deals/ui';
import { ImageField } from '../../kit/catalogueFields';
import type { ProductDraft } from './ProductFormScreen';

/** The fields the side panel shows, so the main column leaves them out. */
export const SIDE_PANEL_FIELDS = ['active', 'featured', 'expiresAt', 'images'] as const;

/**
 * The product form's side panel: whether and until when the deal shows, and its pictures — an empty slot to add one
 * while under the shared limit; a product saved with more before the limit shows them all, so some can be removed.
 */
export function ProductSidePanel({ form }: { form: ResourceFormController<ProductDraft> }) {
  const { draft, set, errors } = form;
  const images = (draft.images as string[]) ?? [];
  const readOnly = useReadOnly();
  // A read-only form has no slot to add a picture to (one without any still says it has none).
  const emptySlot = images.length < PRODUCT_IMAGE_LIMIT && (!readOnly || images.length === 0);
  const expiry = form.field('expiresAt');
  return (
    <>
      <Card title="Publishing">
        <Switch {...form.toggle('active')}>Active</Switch>
        <Switch {...form.toggle('featured')}>Featured</Switch>
        <DatePicker
          {...expiry}
          label="Deal expires"
          description="Leave empty for a deal without an end."
          value={(expiry.value as string | null) ?? null}
        />
      </Card>
      <Card title="Images">
        {[...images, ...(emptySlot ? [null] : [])].map((image, index) => (
          <ImageField
            key={index}
            label={index === 0 ? 'Main image' : image ? `Image ${index + 1}` : 'Add an image'}
            folder="/products"
            value={image}
            onChange={(url) =>
              set(
                'images',
                url ? Object.assign([...images], { [index]: url }) : images.filter((_, position) => position !== index),
              )
            }
            errorMessage={errors[`images.${index}`] ?? (index === 0 ? errors.images : undefined)}
          />
        ))}
      </Card>
    </>
  );
}
