import { deleteResult } from '../listQuery';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { metadataOf } from '../../validation/metadata';
import { titledWriteFrom } from '../catalogue/titledInput';
import { brandRepository } from './repository';

export const brandResolvers: Resolvers = {
  Query: {
    findBrands: (_, args, { db }) => brandRepository.list(db, args),
    findBrandById: (_, { id }, { db }) => brandRepository.byId(db, id),
  },
  Mutation: {
    createBrand: (_, { input }, { db }) => brandRepository.create(db, titledWriteFrom(input)),
    updateBrand: (_, { id, input }, { db }) => brandRepository.update(db, id, titledWriteFrom(input)),
    async deleteBrand(_, { id }, { db }) {
      const deleted = await brandRepository.remove(db, id);
      // Products keep existing without a brand (ON DELETE SET NULL).
      return deleteResult(deleted, 'Brand', id);
    },
  },
  Brand: {
    metadata: (brand) => metadataOf(brand.metadata),
    productCount: (brand, _, { loaders }) => loaders.productCount.brand.load(brand.id),
  },
};
