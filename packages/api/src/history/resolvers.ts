import { roleCan, type Action } from '@deals/domain/access';
import type { RequestContext } from '../context';
import { badInput, permissionDenied } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { toId } from '../domains/listQuery';
import { deleteImpact } from './deleteCascade';
import { historyRepository, type HistoryEntryRow } from './historyRepository';
import { recordedUpdate } from './recordedWrite';
import { namesOf, referenceList, referencesOf } from './referenceNames';
import { recordTypeInfo, type RecordType } from './recordTypes';
import { isRestorable, previewRestore, restoredState, restorerFor } from './restore';

/** The rule table says "signed in"; which resource is meant is only known from the arguments. */
async function mayOn(ctx: RequestContext, action: Action, type: RecordType) {
  if (!roleCan((await ctx.currentUser()).role, action, recordTypeInfo(type).resource)) throw permissionDenied();
}

/** The entry of a restore or its preview, refused when it has no earlier state that could be put back. */
async function restorableEntry(ctx: RequestContext, historyEntryId: string) {
  const entry = await historyRepository.byId(ctx.db, historyEntryId);
  const info = recordTypeInfo(entry.recordType);
  await mayOn(ctx, 'update', entry.recordType);
  const restore = restorerFor(entry.recordType);
  if (!restore || !isRestorable(entry)) {
    throw badInput(
      restore
        ? 'This entry has no earlier version to restore (it created or deleted the record).'
        : `${info.noun} history can be read but not restored.`,
      'historyEntryId',
    );
  }
  return { entry, restore };
}

/** Names stored with the entry; an entry written before names were kept is named as the records are now. */
async function referencesOfEntry(ctx: RequestContext, entry: HistoryEntryRow) {
  if (entry.names) return referenceList(entry.names);
  return referenceList(await namesOf(ctx.db, referencesOf(entry.recordType, [entry.before, entry.after])));
}

const MAX_IMPACT_IDS = 100;

export const historyResolvers: Resolvers = {
  Query: {
    async recordHistory(_, { recordType, recordId, page, perPage }, ctx) {
      await mayOn(ctx, 'read', recordType);
      return historyRepository.forRecord(ctx.db, recordType, recordId, { page, perPage });
    },
    activity: (_, { filter, page, perPage }, { db }) => historyRepository.activity(db, filter ?? {}, { page, perPage }),
    async deleteImpact(_, { recordType, ids }, ctx) {
      await mayOn(ctx, 'read', recordType);
      const unique = [...new Set(ids.map((id) => toId(id, 'ids')))];
      if (unique.length > MAX_IMPACT_IDS) throw badInput(`Ask about at most ${MAX_IMPACT_IDS} records at once.`, 'ids');
      return unique.length ? deleteImpact(ctx.db, recordType, unique) : [];
    },
    async restorePreview(_, { historyEntryId }, ctx) {
      const { entry } = await restorableEntry(ctx, historyEntryId);
      return previewRestore(ctx.db, entry);
    },
  },
  Mutation: {
    async restoreRecordVersion(_, { historyEntryId, expectedVersion }, ctx) {
      const { entry, restore } = await restorableEntry(ctx, historyEntryId);
      let written = '';
      await recordedUpdate(ctx, {
        type: entry.recordType,
        id: entry.recordId,
        expectedVersion,
        action: 'RESTORE',
        write: async (tx) => restore(tx, entry.recordId, (await restoredState(tx, entry)).state),
        recorded: (entryId) => (written = entryId),
      });
      const restored = await historyRepository.byId(ctx.db, written);
      return { entry: restored, version: restored.after!.version as number };
    },
  },
  HistoryEntry: {
    restorable: (entry) => isRestorable(entry),
    references: (entry, _, ctx) => referencesOfEntry(ctx, entry),
    currency: (entry) => {
      const currency = (entry.after ?? entry.before)?.currency;
      return typeof currency === 'string' ? currency : null;
    },
  },
};
