import type { Queryable } from '../db/database';
import { appendHistories, type HistoryAction, type HistoryAuthor, type HistoryWrite } from './historyLog';
import { diffStates, labelOf, readStates, type RecordState } from './recordState';
import { recordTypeInfo, type RecordType } from './recordTypes';

/** A kind of record that refers to another kind, and what deleting the other does to it. */
interface Dependent {
  type: RecordType;
  /** The field of its state that holds the reference: what a delete empties or shortens. */
  field: string;
  /** Ids of the records of `type` that refer to any of the records `$1` (bigint[]) about to be deleted. */
  referring: string;
  /** Run after the delete where the database does not unlink them itself: `$1` their ids, `$2` the deleted ids. */
  unlink?: string;
  /** False where they keep pointing at nothing instead (a page layout is never edited): told, not changed. */
  changed: boolean;
}

const productsOf = (column: string, field: string): Dependent => ({
  type: 'PRODUCT',
  field,
  // Foreign keys ON DELETE SET NULL empty the field; the cascade only records it.
  referring: `SELECT id FROM products WHERE ${column} = ANY($1::bigint[]) ORDER BY id`,
  changed: true,
});

/** Page layouts show carousels, menus and sales by id; a layout is immutable, so its section then shows nothing. */
const layoutsShowing = (kind: string): Dependent => ({
  type: 'PAGE_LAYOUT',
  field: 'sections',
  referring: `SELECT id FROM page_layouts WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(sections) s
                WHERE s ->> 'kind' = '${kind}' AND (s ->> 'ref')::bigint = ANY($1::bigint[])) ORDER BY id`,
  changed: false,
});

/** Every reference between records, by the kind that is deleted (migration 001's foreign keys and JSON lists). */
const DEPENDENTS: Partial<Record<RecordType, readonly Dependent[]>> = {
  BRAND: [productsOf('brand_id', 'brandId')],
  CATEGORY: [productsOf('category_id', 'categoryId')],
  STORE: [
    productsOf('store_id', 'storeId'),
    {
      type: 'SALE',
      field: 'storeId',
      referring: `SELECT id FROM sales WHERE store_id = ANY($1::bigint[]) ORDER BY id`,
      changed: true,
    },
  ],
  PRODUCT: [
    {
      type: 'SALE',
      field: 'productIds',
      // sale_products rows go with the product (ON DELETE CASCADE).
      referring: `SELECT DISTINCT sale_id AS id FROM sale_products WHERE product_id = ANY($1::bigint[]) ORDER BY sale_id`,
      changed: true,
    },
    {
      type: 'PRODUCT_CAROUSEL',
      field: 'productIds',
      referring: `SELECT id FROM product_carousels WHERE product_ids ?| $1::bigint[]::text[] ORDER BY id`,
      unlink: `UPDATE product_carousels SET product_ids = product_ids - $2::bigint[]::text[] WHERE id = ANY($1::bigint[])`,
      changed: true,
    },
  ],
  USER: [
    {
      type: 'BLOG_POST',
      field: 'authorId',
      referring: `SELECT id FROM blog_posts WHERE author_id = ANY($1::bigint[]) ORDER BY id`,
      changed: true,
    },
  ],
  SALE: [layoutsShowing('SALES')],
  BANNER_CAROUSEL: [layoutsShowing('BANNER_CAROUSEL')],
  PRODUCT_CAROUSEL: [layoutsShowing('PRODUCT_CAROUSEL')],
  FEATURED_MENU: [layoutsShowing('FEATURED_MENU')],
};

async function referringIds(tx: Queryable, dependent: Dependent, ids: readonly number[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: string }>(dependent.referring, [ids]);
  return rows.map((row) => Number(row.id));
}

/** The records a delete will change, locked, with their states before it. */
export interface LockedDependents {
  groups: { dependent: Dependent; before: Map<string, RecordState> }[];
}

/**
 * Finds and locks (in id order, kind by kind) the records that refer to `ids`. Call it before locking the records to
 * delete — a save of one of them waits for us instead of deadlocking with us — and again once they are locked, for
 * references made in between (none can be made after: the row lock blocks the foreign-key checks).
 */
export async function lockDependents(
  tx: Queryable,
  type: RecordType,
  ids: readonly number[],
  locked: LockedDependents = { groups: [] },
): Promise<LockedDependents> {
  const dependents = (DEPENDENTS[type] ?? []).filter((dependent) => dependent.changed);
  for (const [index, dependent] of dependents.entries()) {
    const group = (locked.groups[index] ??= { dependent, before: new Map() });
    const fresh = (await referringIds(tx, dependent, ids)).filter((id) => !group.before.has(String(id)));
    if (!fresh.length) continue;
    for (const [id, state] of await readStates(tx, dependent.type, fresh, { lock: true })) group.before.set(id, state);
  }
  return locked;
}

/**
 * After the delete: unlinks what the database did not, then gives every record that changed a new version stamped
 * with who deleted, and an entry naming the delete as its cause — in the delete's own transaction, so a failure
 * anywhere leaves none of it.
 */
export async function recordDependents(
  tx: Queryable,
  locked: LockedDependents,
  deletion: {
    author: HistoryAuthor;
    type: RecordType;
    action: HistoryAction;
    /** The records deleted, with their last states. */
    deleted: ReadonlyMap<string, RecordState>;
  },
): Promise<void> {
  const deletedIds = [...deletion.deleted.keys()].map(Number);
  if (!deletedIds.length) return;
  const entries: HistoryWrite[] = [];
  for (const { dependent, before } of locked.groups) {
    const ids = [...before.keys()].map(Number);
    if (!ids.length) continue;
    if (dependent.unlink) await tx.query(dependent.unlink, [ids, deletedIds]);
    const unlinked = await readStates(tx, dependent.type, ids);
    const changedIds = ids.filter((id) => {
      const was = before.get(String(id));
      return Object.keys(diffStates(was ?? null, unlinked.get(String(id)) ?? null)).length > 0;
    });
    if (!changedIds.length) continue;
    await tx.query(
      `UPDATE ${recordTypeInfo(dependent.type).table} SET version = version + 1, updated_by = $2, updated_at = now()
        WHERE id = ANY($1::bigint[])`,
      [changedIds, Number(deletion.author.id)],
    );
    const after = await readStates(tx, dependent.type, changedIds);
    for (const id of changedIds) {
      const was = before.get(String(id))!;
      const causes = deletedIds.filter((deletedId) => refersTo(was[dependent.field], deletedId));
      const first = String(causes[0] ?? deletedIds[0]);
      entries.push({
        author: deletion.author,
        type: dependent.type,
        id,
        action: 'UPDATE',
        before: was,
        after: after.get(String(id)) ?? null,
        cause: {
          recordType: deletion.type,
          recordId: first,
          recordLabel: labelOf(deletion.type, deletion.deleted.get(first) ?? null),
          action: deletion.action,
          count: Math.max(causes.length, 1),
        },
      });
    }
  }
  await appendHistories(tx, entries);
}

const refersTo = (value: unknown, id: number) =>
  Array.isArray(value) ? value.map(String).includes(String(id)) : String(value) === String(id);

/** What deleting `ids` would do to other records: per kind and field, how many and the first few names. */
export async function deleteImpact(tx: Queryable, type: RecordType, ids: readonly number[]) {
  const impact = [];
  for (const dependent of DEPENDENTS[type] ?? []) {
    const found = await referringIds(tx, dependent, ids);
    if (!found.length) continue;
    const info = recordTypeInfo(dependent.type);
    const { rows } = await tx.query<{ label: string }>(
      `SELECT ${info.labelColumn} AS label FROM ${info.table} WHERE id = ANY($1::bigint[]) ORDER BY id LIMIT 3`,
      [found],
    );
    impact.push({
      recordType: dependent.type,
      field: dependent.field,
      count: found.length,
      changed: dependent.changed,
      examples: rows.map((row) => row.label),
    });
  }
  return impact;
}
