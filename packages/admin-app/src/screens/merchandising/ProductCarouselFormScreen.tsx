import {
  productCarouselResource,
  useProductList,
  type FindProductCarouselByIdQuery,
  type Placement,
  type QueryResult,
  LIST_LIMITS,
} from '@deals/admin-core';
import { CarouselPreview, GroupError, Select, SortableList, Stack, Switch, TextField } from '@deals/ui';
import { AddFromSearch } from '../../kit/AddFromSearch';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { formatPrice } from '../products/price';
import { productDetail, productLabel, type ProductSummaryFields } from '../products/productSummary';

type LoadedProduct = FindProductCarouselByIdQuery['findProductCarouselById']['products'][number];

/** A product of the carousel as the form holds it; one a colleague added shows by its title alone in a review. */
type CarouselProduct = ProductSummaryFields & { id: string; images?: readonly string[] };

interface ProductCarouselDraft {
  title: string;
  placement: Placement;
  active: boolean;
  /** The products in display order, with what the list and the preview show of them; sent as their ids. */
  productIds: CarouselProduct[];
}

const emptyDraft: ProductCarouselDraft = { title: '', placement: 'HOME_SECONDARY', active: true, productIds: [] };

function draftOf(record: object | undefined): ProductCarouselDraft {
  const carousel = record as FindProductCarouselByIdQuery['findProductCarouselById'] | undefined;
  if (!carousel) return emptyDraft;
  return {
    title: carousel.title,
    placement: carousel.placement,
    active: carousel.active,
    productIds: [...carousel.products],
  };
}

const inputOf = (draft: ProductCarouselDraft) => ({
  title: draft.title,
  placement: draft.placement,
  active: draft.active,
  productIds: draft.productIds.map((product) => product.id),
});

const priceOf = (product: CarouselProduct) =>
  product.price !== undefined && product.currency
    ? formatPrice(product.salePrice ?? product.price, product.currency)
    : undefined;

function useProductOptions(search: string): QueryResult<(LoadedProduct & { label: string })[]> {
  const found = useProductList({ search: search || undefined, limit: 25 });
  if (found.status !== 'success') return found;
  return {
    ...found,
    data: found.data.items.map((product) => ({
      ...product,
      label: productLabel(product),
    })),
  };
}

/** /carousel/product-carousel/new and …/{id}/edit: hand-picked products in display order, with a preview. */
export function ProductCarouselFormScreen() {
  return (
    <ResourceFormRoute resource={productCarouselResource}>
      {(loaded) => (
        <ResourceFormPage<ProductCarouselDraft>
          resource={productCarouselResource}
          basePath="/carousel/product-carousel"
          {...loaded}
          options={{ draftOf, inputOf }}
          texts={{
            save: (live) => (live.active ? `"${live.title}" is live on the site.` : null),
            remove: (saved) => `"${saved.title}" will be removed from the site. Its products stay in the catalogue.`,
          }}
        >
          {(form) => {
            const products = form.field('productIds');
            const full = products.value.length >= LIST_LIMITS.carouselProducts;
            return (
              <>
                <TextField {...form.field('title')} />
                <Select {...form.choice('placement')} description="Where on the site the carousel shows." />
                <Stack>
                  <AddFromSearch
                    label="Add a product"
                    description={
                      full
                        ? `A carousel shows at most ${LIST_LIMITS.carouselProducts} products.`
                        : `${products.value.length} of at most ${LIST_LIMITS.carouselProducts} products.`
                    }
                    useOptions={useProductOptions}
                    exclude={new Set(products.value.map((product) => product.id))}
                    isDisabled={full}
                    onAdd={({ label: _label, ...product }) => products.onChange([...products.value, product])}
                  />
                  <SortableList
                    label="Products in display order"
                    isRequired
                    items={products.value}
                    textValue={(product) => product.title}
                    onReorder={products.onChange}
                    onRemove={(removed) => products.onChange(products.value.filter(({ id }) => id !== removed.id))}
                    emptyText="No products yet"
                    renderItem={(product) => (
                      <span>
                        <strong>{product.title}</strong> {productDetail(product)}
                      </span>
                    )}
                  />
                  <GroupError>{products.errorMessage}</GroupError>
                </Stack>
                <CarouselPreview
                  label="Preview"
                  kind="strip"
                  slides={products.value.map((product) => ({
                    id: product.id,
                    imageUrl: product.images?.[0] ?? null,
                    title: product.title,
                    caption: priceOf(product),
                  }))}
                />
                <Switch {...form.toggle('active')}>Active</Switch>
              </>
            );
          }}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
