import { metadataOf } from '@deals/domain/rules';
import { storeEntity } from '@deals/domain/entities';
import type { StoreInput, Resolvers } from '../../graphql/resolvers.generated';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';
import { entityWriteFrom } from '../../validation/entityWrite';
import { storeRepository } from './repository';

/** The store's definition checks the input (the form checks the same), then it is tidied as stored. */
export const storeWriteFrom = (input: StoreInput) => entityWriteFrom(storeEntity, input);

const storeWrites = recordedMutations('STORE', storeWriteFrom, storeRepository);

/** Stores have no delete (spec §7): they are deactivated instead. */
export const storeResolvers: Resolvers = {
  Query: {
    findStores: (_, args, { db }) => storeRepository.list(db, args),
    findStoreById: (_, { id }, { db }) => storeRepository.byId(db, id),
  },
  Mutation: {
    createStore: (_, { input }, ctx) => storeWrites.create(ctx, input),
    updateStore: (_, { id, input, expectedVersion }, ctx) => storeWrites.update(ctx, id, input, expectedVersion),
  },
  Store: {
    metadata: (store) => metadataOf(store.metadata),
    // Read with the row; a store built elsewhere (without the column) asks the loader.
    productCount: (store, _, { loaders }) => store.productCount ?? loaders.productCount.store.load(store.id),
    updatedBy,
  },
};
