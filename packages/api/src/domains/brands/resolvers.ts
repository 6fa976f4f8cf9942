import type { Resolvers } from '../../graphql/resolvers.generated';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';
import { metadataOf } from '../../validation/metadata';
import { titledWriteFrom } from '../catalogue/titledInput';
import { brandRepository } from './repository';

const brandWrites = recordedMutations('BRAND', titledWriteFrom, brandRepository);

export const brandResolvers: Resolvers = {
  Query: {
    findBrands: (_, args, { db }) => brandRepository.list(db, args),
    findBrandById: (_, { id }, { db }) => brandRepository.byId(db, id),
  },
  Mutation: {
    createBrand: (_, { input }, ctx) => brandWrites.create(ctx, input),
    updateBrand: (_, { id, input, expectedVersion }, ctx) => brandWrites.update(ctx, id, input, expectedVersion),
    // Products keep existing without a brand (ON DELETE SET NULL).
    deleteBrand: (_, { id }, ctx) => brandWrites.remove(ctx, id),
  },
  Brand: {
    metadata: (brand) => metadataOf(brand.metadata),
    // Read with the row; a brand built elsewhere (without the column) asks the loader.
    productCount: (brand, _, { loaders }) => brand.productCount ?? loaders.productCount.brand.load(brand.id),
    updatedBy,
  },
};
