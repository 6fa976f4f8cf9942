import type { Resolvers } from '../../graphql/resolvers.generated';
import { recordedCreate, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
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
    createStore(_, { input }, ctx) {
      const write = titledWriteFrom(input);
      return recordedCreate(ctx, 'STORE', (tx) => storeRepository.create(tx, write));
    },
    updateStore(_, { id, input, expectedVersion }, ctx) {
      const write = titledWriteFrom(input);
      return recordedUpdate(ctx, {
        type: 'STORE',
        id,
        expectedVersion,
        write: (tx) => storeRepository.update(tx, id, write),
      });
    },
  },
  Store: {
    metadata: (store) => metadataOf(store.metadata),
    productCount: (store, _, { loaders }) => loaders.productCount.store.load(store.id),
    updatedBy,
  },
};
