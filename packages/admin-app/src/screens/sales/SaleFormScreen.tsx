import {
  draftOfRecord,
  emptyDraft,
  inputOfDraft,
  saleResource,
  type FindSaleBySlugQuery,
  type ReferenceValue,
} from '@deals/admin-core';
import { TextField, type MetadataValue } from '@deals/ui';
import { ImageField } from '../../kit/catalogueFields';
import { DefinedFields } from '../../kit/form/DefinedFields';
import { PeriodField } from '../../kit/form/PeriodField';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { TitleAndSlugFields } from '../../kit/form/TitleAndSlugFields';
import { ProductPicker, type PickedProduct } from './ProductPicker';

/** The slug follows the title until the person edits it. */
const SLUGGED = { title: 'title', slug: 'slug', edited: 'slugEdited' } as const;
interface SaleDraft {
  title: string;
  slug: string;
  slugEdited: boolean;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  discountLabel: string;
  storeId: ReferenceValue | null;
  /** The chosen products with what the picker shows of them (brand · store · price); sent as their ids. */
  productIds: PickedProduct[];
  imageUrl: string | null;
  active: boolean;
  metadata: MetadataValue;
}

type LoadedSale = FindSaleBySlugQuery['findSaleBySlug'];

const pickedProduct = ({ id, title, brand, store, price, salePrice, currency }: LoadedSale['products'][number]) => ({
  id,
  title,
  brand,
  store,
  price,
  salePrice,
  currency,
});

function draftOf(record: object | undefined): SaleDraft {
  const sale = record as LoadedSale | undefined;
  if (!sale) return { ...emptyDraft(saleResource.entity), slugEdited: false, imageUrl: null } as unknown as SaleDraft;
  return {
    ...draftOfRecord(saleResource.entity, sale),
    slugEdited: true,
    imageUrl: sale.imageUrl ?? null,
    productIds: sale.products.map(pickedProduct),
  } as unknown as SaleDraft;
}

const inputOf = (draft: SaleDraft, mode: 'create' | 'update') => ({
  ...inputOfDraft(saleResource.entity, draft as unknown as Record<string, unknown>, mode),
  // Empty until a period is chosen: the period rule refuses that before anything is saved.
  startsAt: draft.startsAt ?? '',
  endsAt: draft.endsAt ?? '',
  productIds: draft.productIds.map((product) => product.id),
});

/** /sales/new and /sales/{slug}/edit: sales are addressed by slug, fixed once the sale exists. */
export function SaleFormScreen() {
  return (
    <ResourceFormRoute resource={saleResource}>
      {(loaded) => (
        <ResourceFormPage<SaleDraft>
          resource={saleResource}
          basePath="/sales"
          {...loaded}
          options={{ draftOf, inputOf }}
          texts={{
            save: (live) => (live.active ? `"${live.title}" is live: shoppers see the changes immediately.` : null),
            remove: (saved) => `"${saved.title}" will be removed. Its products stay in the catalogue.`,
          }}
        >
          {(form) => (
            <DefinedFields
              form={form}
              except={['slug', 'endsAt']}
              help={{ discountLabel: 'Shown on the sale badge, e.g. "Up to 40% off".' }}
              render={{
                title: () => (
                  <TitleAndSlugFields {...form.titleAndSlug(SLUGGED, { locked: loaded.id !== undefined })} />
                ),
                description: () => <TextField {...form.field('description')} multiline rows={3} />,
                startsAt: () => <PeriodField form={form} start="startsAt" end="endsAt" label="Runs" />,
                productIds: () => <ProductPicker {...form.field('productIds')} />,
                imageUrl: () => <ImageField {...form.field('imageUrl')} label="Banner image" folder="/banners" />,
              }}
            />
          )}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
