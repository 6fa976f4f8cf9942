import {
  productFilterFromUrl,
  useBulkDeleteProducts,
  useBulkUpdateProducts,
  conflictingTitles,
  expectedVersionsOf,
  productResource,
  useProductList,
  type FindProductsQuery,
} from '@deals/admin-core';
import { Badge, Button, ConfirmDialog, useToaster, type DataTableColumn } from '@deals/ui';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDeleteImpactNote } from '../../kit/useDeleteImpactNote';
import { EntityListPage } from '../../kit/EntityListPage';
import { ListExportButton } from '../../kit/ListExportButton';
import { definedColumns } from '../../kit/list/definedColumns';
import { dateFormat } from '../../kit/listTable';
import { thumbnailColumn } from '../../kit/thumbnailColumn';
import { useUrlListState } from '../../kit/useUrlListState';
import { formatPrice } from './price';
import { productListOptions, productListVariables } from './productListQuery';

type ProductRow = FindProductsQuery['findProducts']['items'][number];

// The product definition's list columns; the screen draws the picture, the price with its sale price and the expiry
// warning.
const columns: DataTableColumn<ProductRow>[] = definedColumns<ProductRow>(productResource.entity, {
  extra: { images: thumbnailColumn('Image', (row) => row.images[0]) },
  order: ['images'],
  overrides: {
    price: {
      cell: (row) =>
        row.salePrice != null ? (
          <>
            {formatPrice(row.salePrice, row.currency)} <s>{formatPrice(row.price, row.currency)}</s>
          </>
        ) : (
          formatPrice(row.price, row.currency)
        ),
    },
    salePrice: false,
    expiresAt: {
      cell: (row) =>
        row.expiresAt ? (
          new Date(row.expiresAt) < new Date() ? (
            <Badge tone="warning">Ended {dateFormat.format(new Date(row.expiresAt))}</Badge>
          ) : (
            dateFormat.format(new Date(row.expiresAt))
          )
        ) : (
          '—'
        ),
    },
    updatedAt: false,
  },
});

/**
 * /products: the definition's filters (brands, categories and stores on their filter stores, status, flags), the
 * dashboard's "ends within", sort, paging, bulk actions — in the URL.
 */
export function ProductListScreen() {
  const toaster = useToaster();
  const [state, update] = useUrlListState(productListOptions);
  const filter = useMemo(() => productFilterFromUrl(state.filters), [state.filters]);
  const variables = productListVariables(state, filter);
  const list = useProductList(variables);
  const bulkUpdate = useBulkUpdateProducts();
  const bulkDelete = useBulkDeleteProducts();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);
  const deleteImpact = useDeleteImpactNote('PRODUCT', confirmDelete ?? [], confirmDelete !== null);
  const setFilter = (name: string, values: string[]) => {
    setSelected(new Set());
    update({ filters: { ...state.filters, [name]: values } });
  };

  const rows = list.status === 'success' ? list.data.items : [];
  /** The answer of a bulk action; rows changed since the list loaded were left as they are, and are named. */
  function reportBulk(title: string, result: { message: string; conflicts?: { id: string }[] | null }) {
    const changed = conflictingTitles(rows, result.conflicts);
    if (changed.length)
      toaster.error(
        `${title}, except what changed meanwhile`,
        `${result.message} Changed meanwhile: ${changed.join(', ')}.`,
      );
    else toaster.success(title, result.message);
  }

  async function setActive(ids: string[], active: boolean) {
    const expectedVersions = expectedVersionsOf(rows, ids);
    const outcome = await bulkUpdate.run({ ids, input: { active }, expectedVersions });
    if (!outcome.ok) return toaster.error('The products were not changed', outcome.message);
    reportBulk(active ? 'Products activated' : 'Products deactivated', outcome.data.bulkUpdateProducts);
    setSelected(new Set());
  }

  return (
    <>
      <EntityListPage
        title="Products"
        itemLabel="products"
        itemNoun="product"
        newItem={{ href: '/products/new', label: 'New product' }}
        columns={columns}
        list={list}
        listArgs={variables}
        state={state}
        update={(change) => {
          setSelected(new Set());
          update(change);
        }}
        rowHref={(row) => `/products/${row.id}/edit`}
        entity={productResource.entity}
        filters={
          state.filters.expiring ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<X size={14} />}
              aria-label={`Remove the filter: ends within ${state.filters.expiring[0]} days`}
              onPress={() => setFilter('expiring', [])}
            >
              Ends within {state.filters.expiring[0]} days
            </Button>
          ) : null
        }
        selection={{
          selectedKeys: selected,
          onSelectionChange: setSelected,
          bulkActions: (ids) => (
            <>
              <ListExportButton resource="products" args={variables} ids={ids} label="Export selected" size="sm" />
              <Button size="sm" variant="secondary" onPress={() => void setActive(ids, true)}>
                Activate
              </Button>
              <Button size="sm" variant="secondary" onPress={() => void setActive(ids, false)}>
                Deactivate
              </Button>
              <Button size="sm" variant="danger" onPress={() => setConfirmDelete(ids)}>
                Delete
              </Button>
            </>
          ),
        }}
      />
      <ConfirmDialog
        variant="delete"
        isOpen={confirmDelete !== null}
        onOpenChange={(open) => !open && setConfirmDelete(null)}
        isConfirmDisabled={deleteImpact.checking}
        onConfirm={async () => {
          const ids = confirmDelete ?? [];
          const outcome = await bulkDelete.run({ ids, expectedVersions: expectedVersionsOf(rows, ids) });
          if (!outcome.ok) {
            toaster.error('The products were not deleted', outcome.message);
            throw new Error(outcome.message);
          }
          reportBulk('Products deleted', outcome.data.bulkDeleteProducts);
          setSelected(new Set());
          setConfirmDelete(null);
        }}
      >
        {confirmDelete?.length === 1 ? 'The selected product' : `${confirmDelete?.length} selected products`} will be
        removed from the catalogue.
        {deleteImpact.note}
      </ConfirmDialog>
    </>
  );
}
