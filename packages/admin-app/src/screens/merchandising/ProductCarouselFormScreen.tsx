import {
  useCreateProductCarousel,
  useDeleteProductCarousel,
  useProductCarouselById,
  useProductList,
  useUpdateProductCarousel,
  type FindProductCarouselByIdQuery,
  type Placement,
  type QueryResult,
  createOrUpdate,
  deleteOutcome,
  type FieldErrors,
  LIST_LIMITS,
} from '@deals/admin-core';
import { entityProblems, productCarouselEntity } from '@deals/domain';
import { CarouselPreview, GroupError, SortableList, Stack, Switch } from '@deals/ui';
import { AddFromSearch } from '../../kit/AddFromSearch';
import { TitleField } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { formatPrice } from '../products/price';
import { PlacementField } from './placementField';

type CarouselProduct = FindProductCarouselByIdQuery['findProductCarouselById']['products'][number];

interface ProductCarouselDraft {
  title: string;
  placement: Placement;
  active: boolean;
  products: CarouselProduct[];
}

const emptyDraft: ProductCarouselDraft = { title: '', placement: 'HOME_SECONDARY', active: true, products: [] };

const validate = (draft: ProductCarouselDraft): FieldErrors =>
  entityProblems(productCarouselEntity, { ...draft, productIds: draft.products.map((product) => product.id) });

const priceOf = (product: CarouselProduct) => formatPrice(product.salePrice ?? product.price, product.currency);

function useProductOptions(search: string): QueryResult<(CarouselProduct & { label: string })[]> {
  const found = useProductList({ search: search || undefined, limit: 25 });
  if (found.status !== 'success') return found;
  return {
    ...found,
    data: found.data.items.map((product) => ({
      ...product,
      label: `${product.title} · ${priceOf(product)}`,
    })),
  };
}

/** /carousel/product-carousel/new and …/{id}/edit: hand-picked products in display order, with a preview. */
export function ProductCarouselFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useProductCarouselById}
      label="the carousel"
      empty={emptyDraft}
      draftOf={(carousel) => ({
        title: carousel.title,
        placement: carousel.placement,
        active: carousel.active,
        products: [...carousel.products],
      })}
      form={ProductCarouselForm}
    />
  );
}

function ProductCarouselForm({ id, initial }: { id?: string; initial: ProductCarouselDraft }) {
  const create = useCreateProductCarousel();
  const update = useUpdateProductCarousel();
  const remove = useDeleteProductCarousel();
  return (
    <EntityFormPage
      noun="Product carousel"
      listLabel="Product carousels"
      listHref="/carousel/product-carousel"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={validate}
      save={(draft, { expectedVersion }) => {
        const input = {
          title: draft.title,
          placement: draft.placement,
          active: draft.active,
          productIds: draft.products.map((product) => product.id),
        };
        return createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/carousel/product-carousel/${data.createProductCarousel.id}/edit`,
        );
      }}
      confirmSaveText={(saved) => (saved.active ? `"${saved.title}" is live on the site.` : null)}
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed from the site. Its products stay in the catalogue.`,
      }}
    >
      {(form) => {
        const { draft, set, errors } = form;
        const full = draft.products.length >= LIST_LIMITS.carouselProducts;
        return (
          <>
            <TitleField form={form} />
            <PlacementField value={draft.placement} onChange={(placement) => set('placement', placement)} />
            <Stack>
              <AddFromSearch
                label="Add a product"
                description={
                  full
                    ? `A carousel shows at most ${LIST_LIMITS.carouselProducts} products.`
                    : `${draft.products.length} of at most ${LIST_LIMITS.carouselProducts} products.`
                }
                useOptions={useProductOptions}
                exclude={new Set(draft.products.map((product) => product.id))}
                isDisabled={full}
                onAdd={({ label: _label, ...product }) => set('products', [...draft.products, product])}
              />
              <SortableList
                label="Products in display order"
                isRequired
                items={draft.products}
                textValue={(product) => product.title}
                onReorder={(products) => set('products', products)}
                onRemove={(removed) =>
                  set(
                    'products',
                    draft.products.filter((product) => product.id !== removed.id),
                  )
                }
                emptyText="No products yet"
                renderItem={(product) => (
                  <span>
                    <strong>{product.title}</strong> {priceOf(product)}
                  </span>
                )}
              />
              <GroupError>{errors.productIds}</GroupError>
            </Stack>
            <CarouselPreview
              label="Preview"
              kind="strip"
              slides={draft.products.map((product) => ({
                id: product.id,
                imageUrl: product.images[0] ?? null,
                title: product.title,
                caption: priceOf(product),
              }))}
            />
            <Switch isSelected={draft.active} onChange={(active) => set('active', active)}>
              Active
            </Switch>
          </>
        );
      }}
    </EntityFormPage>
  );
}
