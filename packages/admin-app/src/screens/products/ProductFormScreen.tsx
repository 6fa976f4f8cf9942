import { productResource } from '@deals/admin-core';
import { DefinedFields } from '../../kit/form/DefinedFields';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { ProductSidePanel, SIDE_PANEL_FIELDS } from './ProductSidePanel';

/** A product as its form holds it: every writable field of the product's definition. */
export type ProductDraft = Record<string, unknown>;

/** /products/new and /products/{id}/edit: the product's fields from its definition, publishing and images aside. */
export function ProductFormScreen() {
  return (
    <ResourceFormRoute resource={productResource}>
      {(loaded) => (
        <ResourceFormPage<ProductDraft>
          resource={productResource}
          basePath="/products"
          {...loaded}
          texts={{
            save: (live) =>
              live.active
                ? `"${String(live.title)}" is live: shoppers see the new price and details immediately.`
                : null,
            remove: (saved) =>
              `"${String(saved.title)}" will be removed from the catalogue and from any carousel that shows it.`,
          }}
          aside={(form) => <ProductSidePanel form={form} />}
        >
          {(form) => (
            <DefinedFields
              form={form}
              except={SIDE_PANEL_FIELDS}
              help={{
                slug: "The product's address on the site. Left empty, it is made from the title.",
                salePrice: 'Leave empty when the deal has no reduced price.',
              }}
            />
          )}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
