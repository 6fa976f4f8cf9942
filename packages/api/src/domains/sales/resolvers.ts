import { countProblem, LIST_LIMITS, TEXT_LIMITS } from '@deals/admin-core/rules';
import { badInput } from '../../graphql/errors';
import type { Resolvers, UpdateSaleInput } from '../../graphql/resolvers.generated';
import { productRepository } from '../products/repository';
import { metadataFrom, metadataOf } from '../../validation/metadata';
import { optionalText, optionalUrl, refuse, requiredDate, requiredSlug, requiredText } from '../../validation/rules';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
import { deleteResult, toId } from '../listQuery';
import { saleRepository, saleStatus, type SaleWrite } from './repository';

function saleWriteFrom(input: UpdateSaleInput): SaleWrite {
  const startsAt = requiredDate(input.startsAt, 'startsAt', 'Start');
  const endsAt = requiredDate(input.endsAt, 'endsAt', 'End');
  if (startsAt >= endsAt) throw badInput('The sale must end after it starts.', 'endsAt');
  const productIds = [...new Set((input.productIds ?? []).map((id) => toId(id, 'productIds')))];
  refuse(countProblem(productIds.length, 'product', LIST_LIMITS.saleProducts, 0), 'productIds');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.saleTitle),
    description: optionalText(input.description, 'description', 'Description', TEXT_LIMITS.description),
    imageUrl: optionalUrl(input.imageUrl, 'imageUrl', 'Image URL'),
    storeId: input.storeId ? String(toId(input.storeId, 'storeId')) : null,
    discountLabel: optionalText(input.discountLabel, 'discountLabel', 'Discount label', TEXT_LIMITS.discountLabel),
    startsAt,
    endsAt,
    active: input.active ?? true,
    productIds,
    metadata: metadataFrom(input.metadata),
  };
}

export const saleResolvers: Resolvers = {
  Query: {
    findSales: (_, args, { db }) => saleRepository.list(db, args),
    findSaleBySlug: (_, { slug }, { db }) => saleRepository.bySlug(db, slug),
  },
  Mutation: {
    createSale(_, { input }, ctx) {
      const slug = requiredSlug(input.slug, 'slug');
      const write = saleWriteFrom(input);
      return recordedCreate(ctx, 'SALE', (tx) => saleRepository.create(tx, slug, write));
    },
    async updateSale(_, { slug, input, expectedVersion }, ctx) {
      const write = saleWriteFrom(input);
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
