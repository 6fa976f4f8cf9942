import type { Queryable } from '../db/database';
import { recordTypeInfo, type RecordType } from './recordTypes';

/**
 * A record's state as plain JSON with the GraphQL type's field names (`image_url` → `imageUrl`, ids as strings),
 * read generically from its row: what the history stores before and after each change, and what a CONFLICT answer
 * carries as `current`. Versioned records add `updatedBy: { id, name } | null`.
 */
export type RecordState = Record<string, unknown>;

/** Bookkeeping that changes on every write; a difference in these alone is not a change a person made. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt', 'updatedBy']);

function camelCase(key: string): string {
  return key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function stateFromRow(json: Record<string, unknown>): RecordState {
  const state: RecordState = {};
  for (const [key, value] of Object.entries(json)) {
    const name = camelCase(key);
    // JSON numbers for bigint ids; GraphQL IDs are strings.
    const isId = name === 'id' || name.endsWith('Id');
    state[name] = isId && typeof value === 'number' ? String(value) : value;
  }
  return state;
}

function stateSql(type: RecordType, where: string, lock: boolean): string {
  const info = recordTypeInfo(type);
  // product_count is kept by triggers on products (migration 040): a count, not something a person edited.
  const hidden = ['updated_by', 'product_count', ...(info.hidden ?? [])];
  const extras = Object.entries(info.extra ?? {}).map(([name, sql]) => `'${name}', ${sql}`);
  if (info.versioned) {
    extras.push(`'updatedBy', (SELECT jsonb_build_object('id', u.id::text, 'name', u.name)
                                 FROM users u WHERE u.id = t.updated_by)`);
  }
  const merged = extras.length ? ` || jsonb_build_object(${extras.join(', ')})` : '';
  return `SELECT t.id::text AS id, (to_jsonb(t) - '{${hidden.join(',')}}'::text[])${merged} AS state
            FROM ${info.table} t WHERE ${where} ${lock ? 'ORDER BY t.id FOR UPDATE OF t' : ''}`;
}

/** One record's state, or null when it does not exist. `lock` holds the row until the transaction ends. */
export async function readState(
  db: Queryable,
  type: RecordType,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RecordState | null> {
  const { rows } = await db.query<{ state: Record<string, unknown> }>(
    stateSql(type, 't.id = $1', options.lock ?? false),
    [id],
  );
  return rows[0] ? stateFromRow(rows[0].state) : null;
}

/** Several records' states by id (missing ones left out), locked in id order so two bulk actions cannot deadlock. */
export async function readStates(
  db: Queryable,
  type: RecordType,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<Map<string, RecordState>> {
  const { rows } = await db.query<{ id: string; state: Record<string, unknown> }>(
    stateSql(type, 't.id = ANY($1::bigint[])', options.lock ?? false),
    [ids],
  );
  return new Map(rows.map((row) => [row.id, stateFromRow(row.state)]));
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** Field → { before, after } for every field a person can change that differs (all of them for a create or delete). */
export function diffStates(before: RecordState | null, after: RecordState | null): FieldChanges {
  const changes: FieldChanges = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (BOOKKEEPING.has(name)) continue;
    const was = before?.[name] ?? null;
    const now = after?.[name] ?? null;
    // jsonb orders object keys canonically, so equal values serialise equally.
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[name] = { before: was, after: now };
  }
  return changes;
}

export function labelOf(type: RecordType, state: RecordState | null): string {
  const value = state?.[camelCase(recordTypeInfo(type).labelColumn)];
  return typeof value === 'string' ? value : '';
}
