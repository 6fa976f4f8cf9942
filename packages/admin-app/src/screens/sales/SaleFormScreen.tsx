import {
  useCreateSale,
  useDeleteSale,
  useSaleBySlug,
  useUpdateSale,
  type FindSaleBySlugQuery,
  createOrUpdate,
  deleteOutcome,
  type FieldErrors,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { entityProblems, saleEntity } from '@deals/domain';
import { DateRangePicker, TextField, type MetadataValue } from '@deals/ui';
import { CataloguePicker, type CataloguePickerValue } from '../../kit/CataloguePicker';
import { emptyMetadata, ImageField, metadataDraft, PublishingFields } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute, type EntityFormProps } from '../../kit/EntityFormRoute';
import { ProductPicker, type PickedProduct } from '../../kit/ProductPicker';
import { TitleAndSlugFields } from '../../kit/SlugField';

interface SaleDraft {
  title: string;
  slug: string;
  slugEdited: boolean;
  description: string;
  imageUrl: string | null;
  store: CataloguePickerValue | null;
  discountLabel: string;
  period: { start: string; end: string } | null;
  products: PickedProduct[];
  active: boolean;
  metadata: MetadataValue;
}

const emptyDraft: SaleDraft = {
  title: '',
  slug: '',
  slugEdited: false,
  description: '',
  imageUrl: null,
  store: null,
  discountLabel: '',
  period: null,
  products: [],
  active: true,
  metadata: emptyMetadata,
};

function draftOf(sale: FindSaleBySlugQuery['findSaleBySlug']): SaleDraft {
  return {
    title: sale.title,
    slug: sale.slug,
    slugEdited: true,
    description: sale.description,
    imageUrl: sale.imageUrl ?? null,
    store: sale.store ? { id: sale.store.id, title: sale.store.title } : null,
    discountLabel: sale.discountLabel,
    period: { start: sale.startsAt, end: sale.endsAt },
    products: sale.products.map((product) => ({ id: product.id, title: product.title })),
    active: sale.active,
    metadata: metadataDraft(sale.metadata),
  };
}

const inputOf = (draft: SaleDraft) => ({
  title: draft.title,
  description: draft.description,
  imageUrl: draft.imageUrl,
  storeId: draft.store?.id ?? null,
  discountLabel: draft.discountLabel,
  // Empty until a period is chosen: the period rule refuses that before anything is saved.
  startsAt: draft.period?.start ?? '',
  endsAt: draft.period?.end ?? '',
  active: draft.active,
  productIds: draft.products.map((product) => product.id),
  metadata: draft.metadata,
});

/** The sale's definition, its period rule included: what the API checks, with its messages. */
const validate = (draft: SaleDraft): FieldErrors => entityProblems(saleEntity, { ...inputOf(draft), slug: draft.slug });

/** /sales/new and /sales/{slug}/edit: sales are addressed by slug, fixed once the sale exists. */
export function SaleFormScreen() {
  return (
    <EntityFormRoute
      param="slug"
      useEntity={useSaleBySlug}
      label="the sale"
      empty={emptyDraft}
      draftOf={draftOf}
      form={SaleForm}
    />
  );
}

function SaleForm({ id: slug, initial }: EntityFormProps<SaleDraft>) {
  const create = useCreateSale();
  const update = useUpdateSale();
  const remove = useDeleteSale();
  return (
    <EntityFormPage
      noun="Sale"
      listLabel="Sales"
      listHref="/sales"
      id={slug}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={validate}
      save={(draft, { expectedVersion }) =>
        createOrUpdate(
          slug,
          (slug) => update.run({ slug, input: inputOf(draft), expectedVersion }),
          () => create.run({ input: { ...inputOf(draft), slug: draft.slug } }),
          (data) => `/sales/${data.createSale.slug}/edit`,
        )
      }
      confirmSaveText={(saved) =>
        saved.active ? `"${saved.title}" is live: shoppers see the changes immediately.` : null
      }
      remove={{
        run: async () => deleteOutcome(await remove.run({ slug: slug! })),
        text: (saved) => `"${saved.title}" will be removed. Its products stay in the catalogue.`,
      }}
    >
      {(form) => {
        const { draft, set, errors } = form;
        return (
          <>
            <TitleAndSlugFields form={form} isSlugLocked={slug !== undefined} titleMaxLength={TEXT_LIMITS.saleTitle} />
            <TextField
              label="Description"
              multiline
              rows={3}
              value={draft.description}
              onChange={(description) => set('description', description)}
              maxLength={TEXT_LIMITS.description}
              isInvalid={Boolean(errors.description)}
              errorMessage={errors.description}
            />
            <DateRangePicker
              label="Runs"
              isRequired
              value={draft.period}
              onChange={(period) => set('period', period)}
              isInvalid={Boolean(errors.startsAt ?? errors.endsAt)}
              errorMessage={errors.startsAt ?? errors.endsAt}
            />
            <TextField
              label="Discount label"
              description='Shown on the sale badge, e.g. "Up to 40% off".'
              value={draft.discountLabel}
              onChange={(discountLabel) => set('discountLabel', discountLabel)}
              maxLength={TEXT_LIMITS.discountLabel}
              isInvalid={Boolean(errors.discountLabel)}
              errorMessage={errors.discountLabel}
            />
            <CataloguePicker
              kind="store"
              label="Store"
              value={draft.store}
              onChange={(store) => set('store', store)}
              errorMessage={errors.storeId}
            />
            <ProductPicker label="Products" value={draft.products} onChange={(products) => set('products', products)} />
            <ImageField
              label="Banner image"
              folder="/banners"
              value={draft.imageUrl}
              onChange={(url) => set('imageUrl', url)}
              errorMessage={errors.imageUrl}
            />
            <PublishingFields form={form} />
          </>
        );
      }}
    </EntityFormPage>
  );
}
