import type { Database, Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import { toId } from '../domains/listQuery';
import { appendHistory, type HistoryAction, type HistoryAuthor } from './historyLog';
import { readState, readStates } from './recordState';
import { recordTypeInfo, type RecordType } from './recordTypes';
import { claimVersion, claimVersions, conflict } from './versioning';
import type { RowVersion } from '../graphql/resolvers.generated';

/** What the wrappers need of a request: the database and who is asking (the history says who). */
export interface WriteContext {
  db: Database;
  currentUser(): Promise<HistoryAuthor>;
}

/**
 * Creates a record, stamps who created it, and writes its CREATE entry, all in one transaction.
 * `create` returns the new row (it must carry `id`); the row is returned with `updatedById` set.
 */
export async function recordedCreate<Row extends { id: string; updatedById?: string | null }>(
  ctx: WriteContext,
  type: RecordType,
  create: (tx: Queryable) => Promise<Row>,
  action: HistoryAction = 'CREATE',
): Promise<Row> {
  const author = await ctx.currentUser();
  return ctx.db.transaction(async (tx) => {
    const row = await create(tx);
    const id = Number(row.id);
    const info = recordTypeInfo(type);
    if (info.versioned) {
      await tx.query(`UPDATE ${info.table} SET updated_by = $2 WHERE id = $1`, [id, Number(author.id)]);
      row.updatedById = author.id;
    }
    await appendHistory(tx, { author, type, id, action, before: null, after: await readState(tx, type, id) });
    return row;
  });
}

/**
 * Updates one record if it is still at `expectedVersion` (any version when null/undefined), then writes the history
 * entry. Throws NOT_FOUND for a missing record and CONFLICT (with the current record) for a stale version; in both
 * cases nothing is written.
 */
export async function recordedUpdate<Result>(
  ctx: WriteContext,
  change: {
    type: RecordType;
    id: string;
    expectedVersion?: number | null;
    action?: HistoryAction;
    write: (tx: Queryable) => Promise<Result>;
    /** Told the id of the history entry written, e.g. so a restore can answer with it. */
    recorded?: (entryId: string) => void;
  },
): Promise<Result> {
  const { type, expectedVersion, action = 'UPDATE' } = change;
  const id = toId(change.id);
  const author = await ctx.currentUser();
  return ctx.db.transaction(async (tx) => {
    // Locked first, so the "before" state is exactly what this write replaces.
    const before = await readState(tx, type, id, { lock: true });
    if (!before) throw notFound(recordTypeInfo(type).noun, change.id);
    if (recordTypeInfo(type).versioned && !(await claimVersion(tx, type, id, expectedVersion, author.id))) {
      throw conflict(type, before);
    }
    const result = await change.write(tx);
    const after = await readState(tx, type, id);
    // Not `recorded?.(await …)`: an optional call skips evaluating its arguments when there is no callback.
    const entryId = await appendHistory(tx, { author, type, id, action, before, after });
    change.recorded?.(entryId);
    return result;
  });
}

/** Deletes one record and writes a DELETE entry holding its last state; a missing record writes nothing. */
export async function recordedDelete<Result>(
  ctx: WriteContext,
  change: { type: RecordType; id: string; remove: (tx: Queryable) => Promise<Result> },
): Promise<Result> {
  const { type } = change;
  const id = toId(change.id);
  const author = await ctx.currentUser();
  return ctx.db.transaction(async (tx) => {
    const before = await readState(tx, type, id, { lock: true });
    const result = await change.remove(tx);
    // The repository may refuse (a category with children); only a record that is gone gets an entry.
    if (before && !(await readState(tx, type, id))) {
      await appendHistory(tx, { author, type, id, action: 'DELETE', before, after: null });
    }
    return result;
  });
}

export interface BulkOutcome<Result> {
  result: Result;
  /** Rows left alone because their version moved on: `{ id, version, updatedAt, updatedBy }` as they are now. */
  conflicts: RowVersion[];
}

/**
 * A change over several rows of one type. Rows whose expected version is stale are reported, not overwritten; the
 * others are claimed and `apply` runs over exactly them, and each changed row gets its own history entry.
 */
export async function recordedBulk<Result>(
  ctx: WriteContext,
  change: {
    type: RecordType;
    ids: readonly number[];
    expectedVersions?: ReadonlyMap<number, number>;
    action: HistoryAction;
    apply: (tx: Queryable, ids: number[]) => Promise<Result>;
    /** Refuse the whole action with NOT_FOUND when one of `ids` does not exist (a move must not half-happen). */
    requireAll?: boolean;
  },
): Promise<BulkOutcome<Result>> {
  const { type, ids, action } = change;
  const author = await ctx.currentUser();
  return ctx.db.transaction(async (tx) => {
    const befores = await readStates(tx, type, ids, { lock: true });
    const missing = ids.find((id) => !befores.has(String(id)));
    if (change.requireAll && missing !== undefined) throw notFound(recordTypeInfo(type).noun, String(missing));
    const claims = ids.map((id) => ({ id, expectedVersion: change.expectedVersions?.get(id) ?? null }));
    const claimed = await claimVersions(tx, type, claims, author.id);
    const conflicts = ids
      .filter((id) => befores.has(String(id)) && !claimed.has(String(id)))
      .map((id) => {
        const current = befores.get(String(id))!;
        return {
          id: String(id),
          version: current.version as number,
          updatedAt: current.updatedAt as string,
          updatedBy: current.updatedBy as { id: string; name: string } | null,
        };
      });
    const applied = ids.filter((id) => claimed.has(String(id)));
    const result = await change.apply(tx, applied);
    const afters = await readStates(tx, type, applied);
    for (const id of applied) {
      const before = befores.get(String(id)) ?? null;
      const after = afters.get(String(id)) ?? null;
      await appendHistory(tx, { author, type, id, action, before, after });
    }
    return { result, conflicts };
  });
}
