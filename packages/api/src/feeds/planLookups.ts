import {
  columnOf,
  fieldValue,
  type EntityDefinition,
  type EntityName,
  type FieldDefinition,
  type ReferenceFieldDefinition,
} from '@deals/domain/entities';
import { slugFromTitle } from '@deals/domain/rules';
import type { Queryable } from '../db/database';
import { entityColumns } from '../domains/entityColumns';
import { findByNames, type NameMatch } from './references';

/** A record as the database answers it: its definition's fields by key, plus id and version. */
export type ExistingRecord = Record<string, unknown> & { id: string; version?: number };

/** The one entity a reference field points at (layout sections point at several and are not imported). */
export const targetOf = (field: FieldDefinition): EntityName | null =>
  field.kind === 'reference' && typeof (field as ReferenceFieldDefinition).to === 'string'
    ? ((field as ReferenceFieldDefinition).to as EntityName)
    : null;

/** Key values compare case-insensitively except addresses, which are exact. */
export const keyOf = (field: FieldDefinition, value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!text) return null;
  return field.kind === 'url' ? text : text.toLowerCase();
};

/**
 * The value a key field has for an input: as it will be stored (a slug left empty is made from the title), and for
 * a category's path, made from the parent's path and the title as the category repository makes it.
 */
export function keyValueOf(
  definition: EntityDefinition,
  key: string,
  input: Readonly<Record<string, unknown>>,
  parentPath: string | null,
): string | null {
  const field = definition.fields[key]!;
  if (field.readOnly) {
    // The only key that is never written: a category's path.
    if (input[key]) return keyOf(field, input[key]);
    const title = typeof input.title === 'string' ? slugFromTitle(input.title) : '';
    if (!title) return null;
    return keyOf(field, parentPath ? `${parentPath}/${title}` : title);
  }
  return keyOf(field, fieldValue(field, input[key], input));
}

/** Each name given for each referenced entity, looked up together. */
export async function lookUpNames(
  db: Queryable,
  wanted: Map<EntityName, Set<string>>,
): Promise<Map<EntityName, Map<string, NameMatch>>> {
  const found = new Map<EntityName, Map<string, NameMatch>>();
  for (const [entity, names] of wanted) found.set(entity, await findByNames(db, entity, [...names]));
  return found;
}

/**
 * The records whose key fields hold any of the wanted values (and, for a unique column, whose value is wanted),
 * read with the definition's columns; `lock` holds them until the transaction ends, in id order.
 */
export async function lookUpRecords(
  db: Queryable,
  definition: EntityDefinition,
  wanted: Map<string, Set<string>>,
  lock: boolean,
): Promise<ExistingRecord[]> {
  const { select } = entityColumns(definition);
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [key, values] of wanted) {
    if (values.size === 0) continue;
    const field = definition.fields[key]!;
    const column = columnOf(key, field)!;
    params.push([...values]);
    const compared = field.kind === 'url' ? `${definition.table}.${column}` : `lower(${definition.table}.${column})`;
    conditions.push(`${compared} = ANY($${params.length}::text[])`);
  }
  if (conditions.length === 0) return [];
  const { rows } = await db.query<ExistingRecord>(
    `SELECT ${select} FROM ${definition.table} WHERE ${conditions.join(' OR ')}
      ORDER BY ${definition.table}.id ${lock ? `FOR UPDATE OF ${definition.table}` : ''}`,
    params,
  );
  return rows;
}

/** A record as an input carries it: dates as ISO text, everything else as read. */
export function inputOf(definition: EntityDefinition, record: ExistingRecord): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.readOnly && key !== 'path') continue;
    const value = record[key];
    input[key] = value instanceof Date ? value.toISOString() : value;
  }
  return input;
}
