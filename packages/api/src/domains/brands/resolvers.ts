import { deleteResult } from '../listQuery';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
import { metadataOf } from '../../validation/metadata';
import { titledWriteFrom } from '../catalogue/titledInput';
import { brandRepository } from './repository';

export const brandResolvers: Resolvers = {
  Query: {
    findBrands: (_, args, { db }) => brandRepository.list(db, args),
    findBrandById: (_, { id }, { db }) => brandRepository.byId(db, id),
  },
  Mutation: {
    createBrand(_, { input }, ctx) {
      const write = titledWriteFrom(input);
      return recordedCreate(ctx, 'BRAND', (tx) => brandRepository.create(tx, write));
    },
    updateBrand(_, { id, input, expectedVersion }, ctx) {
      const write = titledWriteFrom(input);
      return recordedUpdate(ctx, {
        type: 'BRAND',
        id,
        expectedVersion,
        write: (tx) => brandRepository.update(tx, id, write),
      });
    },
    async deleteBrand(_, { id }, ctx) {
      const deleted = await recordedDelete(ctx, { type: 'BRAND', id, remove: (tx) => brandRepository.remove(tx, id) });
      // Products keep existing without a brand (ON DELETE SET NULL).
      return deleteResult(deleted, 'Brand', id);
    },
  },
  Brand: {
    metadata: (brand) => metadataOf(brand.metadata),
    productCount: (brand, _, { loaders }) => loaders.productCount.brand.load(brand.id),
    updatedBy,
  },
};
