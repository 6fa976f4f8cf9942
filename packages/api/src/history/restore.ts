import type { Queryable } from '../db/database';
import type {
  BlogPostInput,
  BrandInput,
  CategoryInput,
  ProductInput,
  StoreInput,
} from '../graphql/resolvers.generated';
import { blogRepository } from '../domains/blog/repository';
import { postWriteFrom } from '../domains/blog/resolvers';
import { brandRepository } from '../domains/brands/repository';
import { brandWriteFrom } from '../domains/brands/resolvers';
import { categoryRepository } from '../domains/categories/repository';
import { categoryWriteFrom } from '../domains/categories/resolvers';
import { productRepository } from '../domains/products/repository';
import { productWriteFrom } from '../domains/products/resolvers';
import { storeRepository } from '../domains/stores/repository';
import { storeWriteFrom } from '../domains/stores/resolvers';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/database';
import { notFound } from '../graphql/errors';
import type { HistoryEntryRow } from './historyRepository';
import { diffStates, readState, type RecordState } from './recordState';
import { namesOf, referenceList, referencesOf } from './referenceNames';
import { recordTypeInfo, type RecordType } from './recordTypes';

/**
 * How a stored state is written back, per restorable type. A state carries the GraphQL field names the inputs use,
 * so it goes through the same validation as a save from the form: a state that no longer passes today's rules (a
 * slug taken since, a deleted parent) is refused with the usual field error instead of being forced in.
 */
const RESTORERS: Partial<Record<RecordType, (tx: Queryable, id: string, state: RecordState) => Promise<unknown>>> = {
  BRAND: (tx, id, state) => brandRepository.update(tx, id, brandWriteFrom(state as unknown as BrandInput)),
  STORE: (tx, id, state) => storeRepository.update(tx, id, storeWriteFrom(state as unknown as StoreInput)),
  CATEGORY: (tx, id, state) => categoryRepository.update(tx, id, categoryWriteFrom(state as unknown as CategoryInput)),
  PRODUCT: (tx, id, state) => productRepository.update(tx, id, productWriteFrom(state as unknown as ProductInput)),
  BLOG_POST: (tx, id, state) => blogRepository.update(tx, id, postWriteFrom(state as unknown as BlogPostInput)),
};

export function restorerFor(type: RecordType) {
  return RESTORERS[type];
}

/** Restore puts back an entry's `before` state, so entries without one (creates) and deletes cannot be restored. */
export function isRestorable(entry: Pick<HistoryEntryRow, 'recordType' | 'action' | 'before'>): boolean {
  return Boolean(RESTORERS[entry.recordType]) && entry.before !== null && entry.action !== 'DELETE';
}

/**
 * A product's brand, category and store are optional: one deleted since the version was written is left empty (as
 * its delete left the product), instead of refusing the whole restore. A category's parent is not optional in the
 * same way — moving it to the top would be a surprise — so a deleted parent still refuses the restore.
 */
const OPTIONAL_REFERENCES: Partial<Record<RecordType, Readonly<Record<string, RecordType>>>> = {
  PRODUCT: { brandId: 'BRAND', categoryId: 'CATEGORY', storeId: 'STORE' },
};

/** The state a restore writes: the entry's `before`, less references to records deleted since (named in `lost`). */
export async function restoredState(tx: Queryable, entry: Pick<HistoryEntryRow, 'recordType' | 'before'>) {
  const state = { ...entry.before! };
  const lost: { recordType: RecordType; id: string }[] = [];
  for (const [field, type] of Object.entries(OPTIONAL_REFERENCES[entry.recordType] ?? {})) {
    const id = state[field];
    if (id === null || id === undefined) continue;
    const info = recordTypeInfo(type);
    const { rows } = await tx.query(`SELECT 1 FROM ${info.table} WHERE id = $1`, [Number(id)]);
    if (rows.length) continue;
    lost.push({ recordType: type, id: String(id) });
    state[field] = null;
  }
  return { state, lost };
}

/** Thrown to end the preview's transaction: everything it wrote is rolled back. */
class PreviewDone {
  constructor(readonly outcome: { current: RecordState; after: RecordState }) {}
}

/**
 * What restoring `entry` would change now: the restore is written for real inside a transaction that is then
 * rolled back, so the preview runs the same validation and writes exactly what the restore would (a recomputed
 * path, a slug taken since → `problem`).
 */
export async function previewRestore(db: Database, entry: HistoryEntryRow) {
  const restore = restorerFor(entry.recordType)!;
  const { noun } = recordTypeInfo(entry.recordType);
  let lost: { recordType: RecordType; id: string }[] = [];
  let problem: string | null = null;
  let outcome: { current: RecordState; after: RecordState } | null = null;
  try {
    await db.transaction(async (tx) => {
      const current = await readState(tx, entry.recordType, Number(entry.recordId), { lock: true });
      if (!current) throw notFound(noun, entry.recordId);
      const restored = await restoredState(tx, entry);
      lost = restored.lost;
      // A refused state still shows what it would change; the problem says why it cannot be written.
      outcome = { current, after: { ...current, ...restored.state } };
      await restore(tx, entry.recordId, restored.state);
      throw new PreviewDone({ current, after: (await readState(tx, entry.recordType, Number(entry.recordId)))! });
    });
  } catch (thrown) {
    if (thrown instanceof PreviewDone) outcome = thrown.outcome;
    else if (thrown instanceof GraphQLError && thrown.extensions.code === 'BAD_USER_INPUT') problem = thrown.message;
    else throw thrown;
  }
  const { current, after } = outcome!;
  const wanted = referencesOf(entry.recordType, [current, after]);
  for (const reference of lost)
    wanted.set(reference.recordType, (wanted.get(reference.recordType) ?? new Set()).add(reference.id));
  const references = referenceList(await namesOf(db, wanted));
  const named = (reference: { recordType: RecordType; id: string }) =>
    references.find((known) => known.recordType === reference.recordType && known.id === reference.id) ?? {
      ...reference,
      label: '',
    };
  return {
    version: current.version as number,
    changes: diffStates(current, after),
    references,
    currency: typeof current.currency === 'string' ? current.currency : null,
    lost: lost.map(named),
    problem,
  };
}
