import { columnOf, entityValues, type EntityDefinition, type FieldDefinition } from '@deals/domain/entities';
import type { Queryable } from '../db/database';

/** The SQL type a field's value takes on its way through `jsonb_to_recordset`. */
function sqlTypeOf(field: FieldDefinition): string {
  switch (field.kind) {
    case 'money':
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'timestamptz';
    case 'reference':
      return 'bigint';
    case 'urlList':
    case 'tags':
    case 'list':
    case 'referenceList':
    case 'metadata':
      return 'jsonb';
    default:
      return 'text';
  }
}

/** The stored columns among `keys`, with their SQL types. */
function columnsOf(definition: EntityDefinition, keys: readonly string[]) {
  return keys.flatMap((key) => {
    const field = definition.fields[key];
    const column = field && !field.readOnly ? columnOf(key, field) : null;
    return column ? [{ key, column, type: sqlTypeOf(field!) }] : [];
  });
}

/** A write's values as JSON for `jsonb_to_recordset`: ids as numbers. */
function jsonRow(definition: EntityDefinition, write: Readonly<Record<string, unknown>>, keys: readonly string[]) {
  return Object.fromEntries(
    keys.map((key) => {
      const value = write[key];
      return [key, definition.fields[key]?.kind === 'reference' && value != null ? Number(value) : (value ?? null)];
    }),
  );
}

/**
 * Inserts many records of one entity in one statement, their ids taken from the table's sequence first so each
 * write knows its record; stamped with who imported them. Answers the ids in the order of `writes`.
 */
export async function insertRecords(
  tx: Queryable,
  definition: EntityDefinition,
  writes: readonly Record<string, unknown>[],
  userId: string,
): Promise<string[]> {
  if (writes.length === 0) return [];
  const { table } = definition;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::text AS id FROM generate_series(1, $2)`,
    [table, writes.length],
  );
  const ids = rows.map((row) => row.id);
  const columns = columnsOf(definition, Object.keys(writes[0]!));
  const keys = columns.map(({ key }) => key);
  const json = writes.map((write, index) => ({ ...jsonRow(definition, write, keys), id: Number(ids[index]) }));
  const names = columns.map(({ column }) => column);
  await tx.query(
    `INSERT INTO ${table} (id, ${names.join(', ')}${definition.versioned ? ', updated_by' : ''}) OVERRIDING SYSTEM VALUE
     SELECT x.id, ${keys.map((key) => `x."${key}"`).join(', ')}${definition.versioned ? ', $2' : ''}
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, ${columns.map(({ key, type }) => `"${key}" ${type}`).join(', ')})`,
    definition.versioned ? [JSON.stringify(json), Number(userId)] : [JSON.stringify(json)],
  );
  return ids;
}

/**
 * Updates many records of one entity: one statement per set of changed fields, each bumping the version and stamping
 * who imported it (the records were locked when the rows were planned).
 */
export async function updateRecords(
  tx: Queryable,
  definition: EntityDefinition,
  updates: readonly { id: string; write: Readonly<Record<string, unknown>> }[],
  userId: string,
): Promise<void> {
  const groups = new Map<string, { id: string; write: Readonly<Record<string, unknown>> }[]>();
  for (const update of updates) {
    const signature = Object.keys(update.write).sort().join(',');
    groups.set(signature, [...(groups.get(signature) ?? []), update]);
  }
  const { table } = definition;
  for (const [signature, group] of groups) {
    const columns = columnsOf(definition, signature.split(','));
    if (columns.length === 0) continue;
    const keys = columns.map(({ key }) => key);
    const json = group.map(({ id, write }) => ({ ...jsonRow(definition, write, keys), id: Number(id) }));
    const stamp = definition.versioned ? ', version = t.version + 1, updated_by = $2' : '';
    await tx.query(
      `UPDATE ${table} AS t SET ${columns.map(({ key, column }) => `${column} = x."${key}"`).join(', ')},
         updated_at = now()${stamp}
         FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, ${columns.map(({ key, type }) => `"${key}" ${type}`).join(', ')})
        WHERE t.id = x.id`,
      definition.versioned ? [JSON.stringify(json), Number(userId)] : [JSON.stringify(json)],
    );
  }
}

/** Deletes records by id; answers the ids that were there. */
export async function deleteRecords(tx: Queryable, definition: EntityDefinition, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    `DELETE FROM ${definition.table} WHERE id = ANY($1::bigint[]) RETURNING id::text AS id`,
    [ids.map(Number)],
  );
  return rows.map((row) => row.id);
}

/** A record named only by its title, as a feed row referring to a missing brand or store makes it. */
export const newNamedRecord = (definition: EntityDefinition, name: string) =>
  entityValues(definition, { [definition.titleField]: name }, { mode: 'create' });
