import { saleEntity } from '@deals/domain/entities';
import { metadataOf } from '@deals/domain/rules';
import type { CreateSaleInput, Resolvers, UpdateSaleInput } from '../../graphql/resolvers.generated';
import { productRepository } from '../products/repository';
import { entityWriteFrom } from '../../validation/entityWrite';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
import { deleteResult } from '../listQuery';
import { saleRepository, saleStatus, type SaleWrite } from './repository';

/** The sale's definition checks the input (the form checks the same), then it is tidied as stored. */
function saleWriteFrom(input: CreateSaleInput | UpdateSaleInput, mode: 'create' | 'update') {
  const { productIds, ...write } = entityWriteFrom(saleEntity, input, { mode });
  return { ...write, productIds: productIds.map(Number) } satisfies SaleWrite;
}

export const saleResolvers: Resolvers = {
  Query: {
    findSales: (_, args, { db }) => saleRepository.list(db, args),
    findSaleBySlug: (_, { slug }, { db }) => saleRepository.bySlug(db, slug),
  },
  Mutation: {
    createSale(_, { input }, ctx) {
      const { slug, ...write } = saleWriteFrom(input, 'create');
      return recordedCreate(ctx, 'SALE', (tx) => saleRepository.create(tx, slug, write));
    },
    async updateSale(_, { slug, input, expectedVersion }, ctx) {
      const write = saleWriteFrom(input, 'update');
      // Sales are addressed by slug (spec §7), which an update never changes; the history keys them by id.
      const { id } = await saleRepository.bySlug(ctx.db, slug);
      return recordedUpdate(ctx, {
        type: 'SALE',
        id,
        expectedVersion,
        write: (tx) => saleRepository.update(tx, slug, write),
      });
    },
    async deleteSale(_, { slug }, ctx) {
      const sale = await saleRepository.bySlug(ctx.db, slug).catch(() => null);
      const deleted = sale
        ? await recordedDelete(ctx, { type: 'SALE', id: sale.id, remove: (tx) => saleRepository.remove(tx, slug) })
        : false;
      return deleteResult(deleted, 'Sale', `"${slug}"`);
    },
  },
  Sale: {
    status: (sale) => saleStatus(sale),
    metadata: (sale) => metadataOf(sale.metadata),
    store: (sale, _, { loaders }) => (sale.storeId ? loaders.store.load(sale.storeId) : null),
    updatedBy,
    async products(sale, _, { db }) {
      return productRepository.byIds(db, await saleRepository.productIds(db, sale.id));
    },
  },
};
