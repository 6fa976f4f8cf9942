import {
  useCreateProduct,
  useDeleteProduct,
  useProductById,
  useUpdateProduct,
  type FindProductByIdQuery,
  createOrUpdate,
  deleteOutcome,
  TEXT_LIMITS,
  SLUG_MAX_LENGTH,
  recordAsDraft,
  useAdminCore,
  type FilterKind,
  type RecordConflict,
} from '@deals/admin-core';
import { NumberField, Select, TextField, type MetadataValue } from '@deals/ui';
import { CataloguePicker, type CataloguePickerValue } from '../../kit/CataloguePicker';
import { emptyMetadata, metadataDraft, SeoFields, TitleField } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { ProductSidePanel } from './ProductSidePanel';
import { currencyOptions, validateProduct } from './productValidation';

export interface ProductDraft {
  title: string;
  slug: string;
  description: string;
  images: string[];
  price: number;
  salePrice: number | null;
  currency: string;
  dealUrl: string;
  brand: CataloguePickerValue | null;
  category: CataloguePickerValue | null;
  store: CataloguePickerValue | null;
  active: boolean;
  featured: boolean;
  expiresAt: string | null;
  metadata: MetadataValue;
}

const emptyDraft: ProductDraft = {
  title: '',
  slug: '',
  description: '',
  images: [],
  price: Number.NaN,
  salePrice: null,
  currency: 'EUR',
  dealUrl: '',
  brand: null,
  category: null,
  store: null,
  active: true,
  featured: false,
  expiresAt: null,
  metadata: emptyMetadata,
};

function draftOf(product: FindProductByIdQuery['findProductById']): ProductDraft {
  const pick = (item: { id: string; title: string } | null) => (item ? { id: item.id, title: item.title } : null);
  return {
    title: product.title,
    slug: product.slug,
    description: product.description,
    images: [...product.images],
    price: product.price,
    salePrice: product.salePrice ?? null,
    currency: product.currency,
    dealUrl: product.dealUrl,
    brand: pick(product.brand),
    category: pick(product.category),
    store: pick(product.store),
    active: product.active,
    featured: product.featured,
    expiresAt: product.expiresAt ?? null,
    metadata: metadataDraft(product.metadata),
  };
}

const inputOf = ({ brand, category, store, slug, salePrice, dealUrl, ...rest }: ProductDraft) => ({
  ...rest,
  slug: slug || undefined,
  salePrice,
  dealUrl: dealUrl.trim(),
  brandId: brand?.id ?? null,
  categoryId: category?.id ?? null,
  storeId: store?.id ?? null,
});

/**
 * A colleague's product (a conflict's `current`: references as `brandId`, `categoryId`, `storeId`) as this form's
 * draft, with the titles of references that changed looked up.
 */
async function theirProduct(
  current: RecordConflict['current'],
  saved: ProductDraft,
  titlesOf: (kind: FilterKind, ids: string[]) => Promise<{ id: string; title: string }[]>,
): Promise<ProductDraft> {
  const reference = async (kind: FilterKind, id: unknown, loaded: CataloguePickerValue | null) => {
    if (id === null || id === undefined) return null;
    if (loaded?.id === String(id)) return loaded;
    const [option] = await titlesOf(kind, [String(id)]).catch(() => []);
    return { id: String(id), title: option?.title ?? `#${String(id)}` };
  };
  return {
    ...recordAsDraft(current, saved),
    brand: await reference('brand', current.brandId, saved.brand),
    category: await reference('category', current.categoryId, saved.category),
    store: await reference('store', current.storeId, saved.store),
  };
}

/** /products/new and /products/{id}/edit. */
export function ProductFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useProductById}
      label="the product"
      empty={emptyDraft}
      draftOf={draftOf}
      form={ProductForm}
    />
  );
}

function ProductForm({ id, initial }: { id?: string; initial: ProductDraft }) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const core = useAdminCore();
  return (
    <EntityFormPage
      noun="Product"
      listLabel="Products"
      listHref="/products"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={validateProduct}
      save={(draft, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input: inputOf(draft), expectedVersion }),
          () => create.run({ input: inputOf(draft) }),
          (data) => `/products/${data.createProduct.id}/edit`,
        )
      }
      theirsAsDraft={(current, saved) => theirProduct(current, saved, core.filterTitles)}
      confirmSaveText={(saved) =>
        saved.active ? `"${saved.title}" is live: shoppers see the new price and details immediately.` : null
      }
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed from the catalogue and from any carousel that shows it.`,
      }}
      aside={(form) => <ProductSidePanel form={form} />}
    >
      {(form) => {
        const { draft, set, errors } = form;
        return (
          <>
            <TitleField form={form} maxLength={TEXT_LIMITS.productTitle} />
            <TextField
              label="Slug"
              description="The product's address on the site. Left empty, it is made from the title."
              value={draft.slug}
              onChange={(slug) => set('slug', slug)}
              maxLength={SLUG_MAX_LENGTH}
              isInvalid={Boolean(errors.slug)}
              errorMessage={errors.slug}
            />
            <TextField
              label="Description"
              multiline
              rows={4}
              value={draft.description}
              onChange={(description) => set('description', description)}
              errorMessage={errors.description}
              isInvalid={Boolean(errors.description)}
              maxLength={TEXT_LIMITS.description}
            />
            <Select
              label="Currency"
              options={currencyOptions}
              selectedKey={draft.currency}
              onSelectionChange={(key) => set('currency', String(key))}
              errorMessage={errors.currency}
            />
            <NumberField
              label="Price"
              isRequired
              value={draft.price}
              onChange={(price) => set('price', price)}
              formatOptions={{ style: 'currency', currency: draft.currency }}
              minValue={0}
              isInvalid={Boolean(errors.price)}
              errorMessage={errors.price}
            />
            <NumberField
              label="Sale price"
              description="Leave empty when the deal has no reduced price."
              value={draft.salePrice ?? Number.NaN}
              onChange={(value) => set('salePrice', Number.isFinite(value) ? value : null)}
              formatOptions={{ style: 'currency', currency: draft.currency }}
              minValue={0}
              isInvalid={Boolean(errors.salePrice)}
              errorMessage={errors.salePrice}
            />
            <TextField
              label="Deal URL"
              type="url"
              isRequired
              value={draft.dealUrl}
              onChange={(dealUrl) => set('dealUrl', dealUrl)}
              isInvalid={Boolean(errors.dealUrl)}
              errorMessage={errors.dealUrl}
            />
            <CataloguePicker
              kind="brand"
              label="Brand"
              value={draft.brand}
              onChange={(brand) => set('brand', brand)}
              errorMessage={errors.brandId}
            />
            <CataloguePicker
              kind="category"
              label="Category"
              value={draft.category}
              onChange={(category) => set('category', category)}
              errorMessage={errors.categoryId}
            />
            <CataloguePicker
              kind="store"
              label="Store"
              value={draft.store}
              onChange={(store) => set('store', store)}
              errorMessage={errors.storeId}
            />
            <SeoFields form={form} />
          </>
        );
      }}
    </EntityFormPage>
  );
}
