import type { Queryable } from '../db/database';
import type { RecordState } from './recordState';
import { RECORD_TYPES, recordTypeInfo, type RecordType } from './recordTypes';

/** The names of records an entry refers to, by kind and id: `{ BRAND: { "16": "Acme" } }`. */
export type ReferenceNames = Partial<Record<RecordType, Record<string, string>>>;

/** A page layout's section names what it shows by kind and id. */
const SECTION_KINDS: Readonly<Record<string, RecordType>> = {
  BANNER_CAROUSEL: 'BANNER_CAROUSEL',
  PRODUCT_CAROUSEL: 'PRODUCT_CAROUSEL',
  FEATURED_MENU: 'FEATURED_MENU',
  SALES: 'SALE',
};

/** The fields of each kind's state that hold ids of other records (one id, or a list of them). */
const REFERENCE_FIELDS: Partial<Record<RecordType, Readonly<Record<string, RecordType>>>> = {
  PRODUCT: { brandId: 'BRAND', categoryId: 'CATEGORY', storeId: 'STORE' },
  CATEGORY: { parentId: 'CATEGORY' },
  SALE: { storeId: 'STORE', productIds: 'PRODUCT' },
  PRODUCT_CAROUSEL: { productIds: 'PRODUCT' },
  BLOG_POST: { authorId: 'USER' },
};

type Wanted = Map<RecordType, Set<string>>;

function want(wanted: Wanted, type: RecordType, id: unknown) {
  if (typeof id !== 'string' && typeof id !== 'number') return;
  if (!/^\d+$/.test(String(id))) return;
  const ids = wanted.get(type) ?? new Set<string>();
  ids.add(String(id));
  wanted.set(type, ids);
}

/** Every record the states of one entry refer to. */
export function referencesOf(type: RecordType, states: readonly (RecordState | null)[], into: Wanted = new Map()) {
  const fields = REFERENCE_FIELDS[type] ?? {};
  for (const state of states) {
    if (!state) continue;
    for (const [field, target] of Object.entries(fields)) {
      const value = state[field];
      for (const id of Array.isArray(value) ? value : [value]) want(into, target, id);
    }
    if (type === 'PAGE_LAYOUT' && Array.isArray(state.sections)) {
      for (const section of state.sections as { kind?: string; ref?: unknown }[]) {
        const target = SECTION_KINDS[section.kind ?? ''];
        if (target) want(into, target, section.ref);
      }
    }
  }
  return into;
}

/**
 * The names of the wanted records as they are now; a record deleted since is named by the last label the history
 * gave it (its DELETE entry), so a delete's own cascade still names what it deleted.
 */
export async function namesOf(db: Queryable, wanted: Wanted): Promise<ReferenceNames> {
  const names: ReferenceNames = {};
  for (const [type, idSet] of wanted) {
    const ids = [...idSet].map(Number);
    const info = recordTypeInfo(type);
    const found: Record<string, string> = {};
    const live = await db.query<{ id: string; label: string }>(
      `SELECT id::text AS id, ${info.labelColumn} AS label FROM ${info.table} WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    for (const row of live.rows) found[row.id] = row.label;
    const missing = ids.filter((id) => !(String(id) in found));
    if (missing.length) {
      const recorded = await db.query<{ id: string; label: string }>(
        `SELECT DISTINCT ON (record_id) record_id::text AS id, record_label AS label FROM history_entries
          WHERE record_type = $1 AND record_id = ANY($2::bigint[]) ORDER BY record_id, id DESC`,
        [type, missing],
      );
      for (const row of recorded.rows) found[row.id] = row.label;
    }
    if (Object.keys(found).length) names[type] = found;
  }
  return names;
}

/** The part of `names` one entry's states refer to. */
export function namesFor(type: RecordType, states: readonly (RecordState | null)[], names: ReferenceNames) {
  const picked: ReferenceNames = {};
  for (const [target, ids] of referencesOf(type, states)) {
    for (const id of ids) {
      const name = names[target]?.[id];
      if (name !== undefined) (picked[target] ??= {})[id] = name;
    }
  }
  return picked;
}

/** Names as GraphQL's list of references: `{ recordType, id, label }`. */
export function referenceList(names: ReferenceNames) {
  return (Object.keys(names) as RecordType[])
    .filter((type) => RECORD_TYPES.includes(type))
    .flatMap((recordType) => Object.entries(names[recordType] ?? {}).map(([id, label]) => ({ recordType, id, label })));
}
