import { metadataOf } from '@deals/domain/rules';
import { brandEntity } from '@deals/domain/entities';
import type { BrandInput, Resolvers } from '../../graphql/resolvers.generated';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';
import { entityWriteFrom } from '../../validation/entityWrite';
import { brandRepository } from './repository';

/** The brand's definition checks the input (the form checks the same), then it is tidied as stored. */
export const brandWriteFrom = (input: BrandInput) => entityWriteFrom(brandEntity, input);

const brandWrites = recordedMutations('BRAND', brandWriteFrom, brandRepository);

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
