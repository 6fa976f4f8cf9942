import type { Role } from '@deals/domain/access';
import { feedColumns, type FeedColumn } from '@deals/domain/entities';
import { GraphQLError } from 'graphql';
import { verifyToken } from '../auth/tokens';
import type { RequestContext } from '../context';
import { badInput, forbidden } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { historyRepository } from '../history/historyRepository';
import { sessionStream, streamed } from '../live/resolvers';
import { signDownloadLink } from './downloadLinks';
import { checkedExport } from './exportList';
import { mayManage, mayRead, requireManage, requireRead } from './feedAccess';
import { FEED_ENTITIES, feedEntity, feedEntityOf, type FeedEntityName } from './feedEntities';
import { saveFeedSettings, settingsFrom, settingsView, suggestedSettings } from './feedSettings';
import { historyBatchById } from './historyBatch';
import { importRepository, type FeedImportRecord, type FeedStatus } from './importRepository';
import { rowRepository } from './rowRepository';

const fieldView = (column: FeedColumn) => ({
  key: column.key,
  label: column.header,
  synonyms: [...column.synonyms],
  required: column.required,
  isKey: column.isKey,
  matchOnly: column.matchOnly,
});

async function person(ctx: RequestContext) {
  const user = await ctx.currentUser();
  return { id: user.id, name: user.name, role: user.role as Role };
}

/** The import, read under its row lock in `work`'s transaction, with the caller allowed to manage it. */
async function managed<T>(
  ctx: RequestContext,
  id: string,
  allowed: readonly FeedStatus[],
  refusal: string,
  work: (record: FeedImportRecord, tx: Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  const me = await person(ctx);
  return ctx.db.transaction(async (tx) => {
    const record = await importRepository.byId(tx, id, { lock: true });
    requireManage(me, record);
    if (!allowed.includes(record.status)) throw badInput(refusal, 'id');
    return work(record, tx);
  });
}

/** Another import of the same feed is writing: the person is told who, and since when. */
async function busy(ctx: RequestContext, record: FeedImportRecord): Promise<GraphQLError> {
  const writing = await importRepository.writingOfFeed(ctx.db, record.entity, record.feedName);
  const who = writing ? (writing.appliedByName ?? writing.undoneByName ?? writing.createdByName) : 'someone';
  const since = writing?.phaseStartedAt ? ` since ${writing.phaseStartedAt.toISOString()}` : '';
  return new GraphQLError(
    `"${record.feedName}" is being ${writing?.status === 'UNDOING' ? 'undone' : 'imported'} by ${who}${since}. ` +
      'Wait for it to finish, then apply this file.',
    { extensions: { code: 'FEED_IMPORT_BUSY', importId: writing?.id ?? null } },
  );
}

/** Starts a writing phase; the partial unique index refuses a second writer of the same feed. */
async function startWriting(ctx: RequestContext, record: FeedImportRecord, start: () => Promise<void>) {
  try {
    await start();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'feed_imports_one_writing_per_feed') throw await busy(ctx, record);
    throw error;
  }
  ctx.feeds.wake();
  return importRepository.byId(ctx.db, record.id);
}

const PHASE_STATUSES: readonly FeedStatus[] = ['CHECKING', 'APPLYING', 'UNDOING'];

export const feedResolvers: Resolvers = {
  Query: {
    async feedImport(_, { id }, ctx) {
      const record = await importRepository.byId(ctx.db, id);
      requireRead(await person(ctx), record.entity);
      return record;
    },
    async feedImports(_, { filter, skip, limit }, ctx) {
      const me = await person(ctx);
      const readable = (Object.keys(FEED_ENTITIES) as FeedEntityName[]).filter((entity) => mayRead(me, entity));
      const entity = filter?.entity ? feedEntityOf(filter.entity) : null;
      if (entity && !readable.includes(entity)) throw forbidden();
      const page = await importRepository.list(
        ctx.db,
        { entity, statuses: filter?.status, feedName: filter?.feedName, createdBy: filter?.mine ? me.id : null },
        { skip, limit },
      );
      return { ...page, items: page.items.filter((item) => readable.includes(item.entity)) };
    },
    async feedImportRows(_, { id, filter, skip, limit }, ctx) {
      const record = await importRepository.byId(ctx.db, id);
      requireRead(await person(ctx), record.entity);
      return rowRepository.list(ctx.db, id, filter ?? {}, { skip, limit });
    },
    feedFields: (_, { entity }) => feedColumns(feedEntity(feedEntityOf(entity))).map(fieldView),
    feedLimits: (_, __, { config }) => ({ maxBytes: config.feedLimits.bytes, maxRows: config.feedLimits.rows }),
    historyBatchEntries: (_, { batchId, page, perPage }, { db }) =>
      historyRepository.forBatch(db, batchId, { page, perPage }),
  },
  Mutation: {
    async checkFeedImport(_, { id, settings }, ctx) {
      const me = await person(ctx);
      await managed(
        ctx,
        id,
        ['UPLOADED', 'CHECKED', 'FAILED'],
        'This import was applied: upload the file again to change its settings.',
        async (record, tx) => {
          if (record.historyBatchId)
            throw badInput('This import wrote records: undo it, or upload the file again.', 'id');
          const checked = settingsFrom(feedEntity(record.entity), record.headers, settings);
          await saveFeedSettings(tx, record, checked, me.id);
          await ctx.feeds.startPhase(tx, id, 'CHECKING', record.rowCount, {
            settings: checked,
            plan: null,
            cancel_requested: false,
          });
        },
      );
      ctx.feeds.wake();
      return importRepository.byId(ctx.db, id);
    },
    async applyFeedImport(_, { id }, ctx) {
      const me = await person(ctx);
      const record = await importRepository.byId(ctx.db, id);
      return startWriting(ctx, record, () =>
        managed(
          ctx,
          id,
          ['CHECKED'],
          'Check the file first: run the dry run and read its plan.',
          async (current, tx) => {
            await ctx.feeds.startPhase(tx, id, 'APPLYING', current.rowCount, {
              applied_by: Number(me.id),
              applied_by_name: me.name,
              applied_at: new Date(),
              counts: {},
            });
          },
        ),
      );
    },
    async cancelFeedImport(_, { id }, ctx) {
      await managed(
        ctx,
        id,
        ['CHECKING', 'APPLYING'],
        'Only a dry run or an apply under way can be cancelled.',
        async (record, tx) => {
          // A dry run wrote nothing: it is dropped at once. An apply stops after the batch it is writing.
          if (record.status === 'CHECKING')
            await importRepository.set(tx, id, { status: 'UPLOADED', worker_token: null, plan: null });
          else await importRepository.set(tx, id, { cancel_requested: true });
        },
      );
      return importRepository.byId(ctx.db, id);
    },
    async undoFeedImport(_, { id }, ctx) {
      const me = await person(ctx);
      const record = await importRepository.byId(ctx.db, id);
      return startWriting(ctx, record, () =>
        managed(
          ctx,
          id,
          ['APPLIED', 'CANCELLED', 'FAILED'],
          'Only an import that wrote records can be undone.',
          async (current, tx) => {
            if (!current.historyBatchId)
              throw badInput('This import wrote no records: there is nothing to undo.', 'id');
            const { rows } = await tx.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM history_entries WHERE batch_id = $1`,
              [Number(current.historyBatchId)],
            );
            await ctx.feeds.startPhase(tx, id, 'UNDOING', rows[0]!.n, {
              undone_by: Number(me.id),
              undone_by_name: me.name,
              undo_counts: null,
            });
          },
        ),
      );
    },
    async discardFeedImport(_, { id }, ctx) {
      await managed(
        ctx,
        id,
        ['UPLOADED', 'CHECKED', 'FAILED'],
        'An import under way cannot be discarded.',
        async (record, tx) => {
          if (record.historyBatchId) throw badInput('This import wrote records: undo it instead.', 'id');
          await importRepository.remove(tx, id);
        },
      );
      return { statusCode: 200, message: 'Import discarded.' };
    },
    async feedDownloadLink(_, { input }, ctx) {
      const me = await person(ctx);
      const access = ctx.bearer ? await verifyToken(ctx.config, ctx.bearer, 'access') : null;
      if (!access) throw forbidden();
      if (Boolean(input.export) === Boolean(input.rejectedRowsOf)) {
        throw badInput('Ask for one file: an export or the rejected rows of an import.', 'input');
      }
      if (input.rejectedRowsOf) {
        const record = await importRepository.byId(ctx.db, input.rejectedRowsOf);
        requireRead(me, record.entity);
        return signDownloadLink(ctx.config, access, { kind: 'rejected', importId: record.id });
      }
      const wanted = input.export!;
      const request = {
        list: wanted.list,
        search: wanted.search ?? null,
        sort: wanted.sort ?? null,
        filter: wanted.filter ?? null,
        ids: wanted.ids ? [...wanted.ids] : null,
      };
      checkedExport(me.role, request);
      return signDownloadLink(ctx.config, access, { kind: 'export', ...request });
    },
  },
  Subscription: {
    feedImportChanged: {
      subscribe: async (_, { id }, ctx) => {
        const record = await importRepository.byId(ctx.db, id);
        requireRead(await person(ctx), record.entity);
        return sessionStream(ctx, ctx.changes.importChanges, (event) => event.id === record.id);
      },
      resolve: (payload: Parameters<typeof streamed<{ id: string }>>[0], _: unknown, ctx: RequestContext) =>
        importRepository.byId(ctx.db, streamed(payload).id),
    },
  },
  FeedImport: {
    entity: (record) => FEED_ENTITIES[record.entity].recordType as never,
    createdBy: (record) => (record.createdById ? { id: record.createdById, name: record.createdByName } : null),
    appliedBy: (record) => (record.appliedById ? { id: record.appliedById, name: record.appliedByName ?? '' } : null),
    undoneBy: (record) => (record.undoneById ? { id: record.undoneById, name: record.undoneByName ?? '' } : null),
    sample: (record, { limit }, { db }) => rowRepository.sample(db, record.id, limit ?? 5),
    fields: (record) => feedColumns(feedEntity(record.entity)).map(fieldView),
    settings: (record) => (record.settings ? settingsView(record.headers, record.settings) : null),
    async suggestedSettings(record, _, { db }) {
      const suggested = await suggestedSettings(db, feedEntity(record.entity), record);
      return settingsView(record.headers, suggested.settings);
    },
    savedSettingsUsed: async (record, _, { db }) =>
      (await suggestedSettings(db, feedEntity(record.entity), record)).saved,
    plan(record) {
      if (!record.plan) return null;
      const columns = feedColumns(feedEntity(record.entity));
      const label = (key: string) => columns.find((column) => column.key === key)?.header ?? key;
      return {
        counts: record.plan.counts,
        unmappedRequired: columns.filter((column) => record.plan!.unmappedRequired.includes(column.key)).map(fieldView),
        newReferences: record.plan.newReferences.map((entry) => ({ ...entry, label: label(entry.field) })),
        checkedAt: record.plan.checkedAt,
      };
    },
    progress(record, _, { config }) {
      if (!PHASE_STATUSES.includes(record.status)) return null;
      const since = record.stintStartedAt ? (Date.now() - record.stintStartedAt.getTime()) / 1000 : 0;
      const doneThisStint = record.phaseDone - record.stintDone;
      const measured = since > 0 && doneThisStint > 0 ? doneThisStint / since : null;
      // Right after a batch the measure has not seen the rest that keeps the deployment's write rate: the rate and
      // time left never promise more than that rate allows (600 rows at 100 rows/s showed "661 rows/s · 1 s left").
      const limit = record.status === 'CHECKING' ? undefined : config.feedWriteRowsPerSecond;
      const rate = measured !== null && limit !== undefined ? Math.min(measured, limit) : measured;
      return {
        done: record.phaseDone,
        total: record.phaseTotal,
        rate,
        secondsLeft: rate ? Math.ceil((record.phaseTotal - record.phaseDone) / rate) : null,
        startedAt: record.phaseStartedAt?.toISOString() ?? null,
        waiting: record.workerToken === null,
      };
    },
    counts: (record) =>
      record.appliedAt
        ? {
            created: record.counts.created ?? 0,
            updated: record.counts.updated ?? 0,
            unchanged: record.counts.unchanged ?? 0,
            skipped: record.counts.skipped ?? 0,
            rejected: record.counts.rejected ?? 0,
          }
        : null,
    referencesCreated: (record) => record.counts.referencesCreated ?? 0,
    undoCounts: (record) =>
      record.undoCounts ? ({ keptReferences: [], ...(record.undoCounts as object) } as never) : null,
    canManage: async (record, _, ctx) => mayManage(await person(ctx), record),
  },
  FeedImportRow: {
    problems: (row) => row.problems ?? [],
  },
  HistoryEntry: {
    batch: (entry, _, { db }) => (entry.batchId ? historyBatchById(db, entry.batchId) : null),
  },
  HistoryBatch: {
    entity: (batch) => (batch.entity ? (FEED_ENTITIES[batch.entity].recordType as never) : null),
  },
};
