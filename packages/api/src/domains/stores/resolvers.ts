import type { Resolvers } from '../../graphql/resolvers.generated';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';
import { metadataOf } from '../../validation/metadata';
import { titledWriteFrom } from '../catalogue/titledInput';
import { storeRepository } from './repository';

const storeWrites = recordedMutations('STORE', titledWriteFrom, storeRepository);

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
