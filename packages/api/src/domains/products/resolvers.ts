import { productEntity } from '@deals/domain/entities';
import { badInput } from '../../graphql/errors';
import type { ProductInput, Resolvers } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
import { metadataOf } from '@deals/domain/rules';
import { recordedBulk } from '../../history/recordedWrite';
import { expectedVersionMap } from '../../history/rowVersions';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';
import { toId } from '../listQuery';
import { productRepository, type ProductWrite } from './repository';

/** The product's definition checks the input (the form checks the same), then it is tidied as stored. */
export const productWriteFrom = (input: ProductInput): ProductWrite => entityWriteFrom(productEntity, input);

function idList(ids: readonly string[]): number[] {
  const unique = [...new Set(ids.map((id) => toId(id, 'ids')))];
  if (unique.length === 0) throw badInput('Choose at least one product.', 'ids');
  if (unique.length > 100) throw badInput('At most 100 products can be changed at once.', 'ids');
  return unique;
}

/** "3 products updated." — plus, when some rows changed under the action, how many were left alone. */
function bulkMessage(affected: number, verb: string, conflicts: number): string {
  const done = `${affected} product${affected === 1 ? '' : 's'} ${verb}.`;
  if (conflicts === 0) return done;
  return `${done} ${conflicts} changed since they were loaded and ${conflicts === 1 ? 'was' : 'were'} left as ${conflicts === 1 ? 'it is' : 'they are'}.`;
}

const productWrites = recordedMutations('PRODUCT', productWriteFrom, productRepository);

export const productResolvers: Resolvers = {
  Query: {
    findProducts: (_, args, { db }) => productRepository.list(db, args),
    findProductById: (_, { id }, { db }) => productRepository.byId(db, id),
  },
  Mutation: {
    createProduct: (_, { input }, ctx) => productWrites.create(ctx, input),
    updateProduct: (_, { id, input, expectedVersion }, ctx) => productWrites.update(ctx, id, input, expectedVersion),
    deleteProduct: (_, { id }, ctx) => productWrites.remove(ctx, id),
    async bulkUpdateProducts(_, { ids, input, expectedVersions }, ctx) {
      if (input.active == null && input.featured == null) {
        throw badInput('Say what to change: active or featured.', 'input');
      }
      const { result: affected, conflicts } = await recordedBulk(ctx, {
        type: 'PRODUCT',
        ids: idList(ids),
        expectedVersions: expectedVersionMap(expectedVersions),
        action: 'BULK_UPDATE',
        apply: (tx, claimed) => productRepository.bulkUpdate(tx, claimed, input),
      });
      return { statusCode: 200, message: bulkMessage(affected, 'updated', conflicts.length), affected, conflicts };
    },
    async bulkDeleteProducts(_, { ids, expectedVersions }, ctx) {
      const { result: affected, conflicts } = await recordedBulk(ctx, {
        type: 'PRODUCT',
        ids: idList(ids),
        expectedVersions: expectedVersionMap(expectedVersions),
        action: 'BULK_DELETE',
        apply: (tx, claimed) => productRepository.bulkRemove(tx, claimed),
      });
      return { statusCode: 200, message: bulkMessage(affected, 'deleted', conflicts.length), affected, conflicts };
    },
  },
  Product: {
    metadata: (product) => metadataOf(product.metadata),
    brand: (product, _, { loaders }) => (product.brandId ? loaders.brand.load(product.brandId) : null),
    store: (product, _, { loaders }) => (product.storeId ? loaders.store.load(product.storeId) : null),
    category: (product, _, { loaders }) => (product.categoryId ? loaders.category.load(product.categoryId) : null),
    updatedBy,
  },
};
