import { roleCan } from '@deals/domain/access';
import { badInput, permissionDenied } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { historyRepository } from './historyRepository';
import { recordedUpdate } from './recordedWrite';
import { recordTypeInfo } from './recordTypes';
import { isRestorable, restorerFor } from './restore';

export const historyResolvers: Resolvers = {
  Query: {
    async recordHistory(_, { recordType, recordId, page, perPage }, { db, currentUser }) {
      // The rule table says "signed in"; which resource the history belongs to is only known from the arguments.
      if (!roleCan((await currentUser()).role, 'read', recordTypeInfo(recordType).resource)) throw permissionDenied();
      return historyRepository.forRecord(db, recordType, recordId, { page, perPage });
    },
    activity: (_, { filter, page, perPage }, { db }) => historyRepository.activity(db, filter ?? {}, { page, perPage }),
  },
  Mutation: {
    async restoreRecordVersion(_, { historyEntryId, expectedVersion }, ctx) {
      const entry = await historyRepository.byId(ctx.db, historyEntryId);
      const info = recordTypeInfo(entry.recordType);
      if (!roleCan((await ctx.currentUser()).role, 'update', info.resource)) throw permissionDenied();
      const restore = restorerFor(entry.recordType);
      if (!restore || !isRestorable(entry)) {
        throw badInput(
          restore
            ? 'This entry has no earlier version to restore (it created or deleted the record).'
            : `${info.noun} history can be read but not restored.`,
          'historyEntryId',
        );
      }
      let written = '';
      await recordedUpdate(ctx, {
        type: entry.recordType,
        id: entry.recordId,
        expectedVersion,
        action: 'RESTORE',
        write: (tx) => restore(tx, entry.recordId, entry.before!),
        recorded: (entryId) => (written = entryId),
      });
      const restored = await historyRepository.byId(ctx.db, written);
      return { entry: restored, version: restored.after!.version as number };
    },
  },
  HistoryEntry: { restorable: (entry) => isRestorable(entry) },
};
