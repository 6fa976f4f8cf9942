import type { Resolvers } from '../../graphql/resolvers.generated';
import { metadataOf } from '../../validation/metadata';
import { titledWriteFrom } from '../catalogue/titledInput';
import { storeRepository } from './repository';

/** Stores have no delete (spec §7): they are deactivated instead. */
export const storeResolvers: Resolvers = {
  Query: {
    findStores: (_, args, { db }) => storeRepository.list(db, args),
    findStoreById: (_, { id }, { db }) => storeRepository.byId(db, id),
  },
  Mutation: {
    createStore: (_, { input }, { db }) => storeRepository.create(db, titledWriteFrom(input)),
    updateStore: (_, { id, input }, { db }) => storeRepository.update(db, id, titledWriteFrom(input)),
  },
  Store: {
    metadata: (store) => metadataOf(store.metadata),
    productCount: (store, _, { loaders }) => loaders.productCount.store.load(store.id),
  },
};
