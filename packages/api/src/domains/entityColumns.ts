import { columnOf, ENTITIES, filtersOf, type EntityDefinition, type FieldDefinition } from '@deals/domain/entities';
import { toId, type Conditions } from './listQuery';

/** A field stored in the entity's own row, with its column. */
interface StoredField {
  key: string;
  field: FieldDefinition;
  column: string;
}

const isText = (field: FieldDefinition) => ['text', 'longText', 'html', 'slug', 'url', 'email'].includes(field.kind);
// JSONB arrays: pg would send a JavaScript array as a PostgreSQL array, so they travel as JSON text.
const isJsonArray = (field: FieldDefinition) => ['urlList', 'tags', 'list', 'referenceList'].includes(field.kind);

/**
 * The SQL an entity's definition implies for its scalar fields: the SELECT list (GraphQL names, ids as text), the
 * INSERT/UPDATE columns and parameters, the search columns, the sort columns and the list filters it declares. A new
 * field with a column needs no repository change: it is read, written, searched, sorted and filtered from here.
 */
export function entityColumns(definition: EntityDefinition) {
  const { table } = definition;
  const stored: StoredField[] = Object.entries(definition.fields).flatMap(([key, field]) => {
    const column = columnOf(key, field);
    return column ? [{ key, field, column }] : [];
  });
  const written = stored.filter(({ field }) => !field.readOnly);
  const qualified = (column: string) => `${table}.${column}`;
  const selected = ({ key, field, column }: StoredField) =>
    `${qualified(column)}${field.kind === 'reference' ? '::text' : ''} AS "${key}"`;

  const bookkeeping = [`${qualified('id')}::text AS id`];
  if (definition.versioned) {
    bookkeeping.push(`${qualified('version')} AS version`, `${qualified('updated_by')}::text AS "updatedById"`);
  }

  return {
    /** The SELECT list of a row: every stored field under its GraphQL name, plus id (and version, last writer). */
    select: [...bookkeeping, ...stored.map(selected)].join(', '),

    /** The columns an insert or update writes, in definition order. */
    writtenColumns: (write: Readonly<Record<string, unknown>>) =>
      written.filter(({ key }) => key in write).map(({ column }) => column),

    /** The parameters of those columns: ids as numbers, JSON arrays as JSON text. */
    writtenParams: (write: Readonly<Record<string, unknown>>) =>
      written
        .filter(({ key }) => key in write)
        .map(({ key, field }) => {
          const value = write[key];
          if (field.kind === 'reference') return value == null ? null : toId(value as string, key);
          return isJsonArray(field) ? JSON.stringify(value ?? []) : value;
        }),

    /** The columns the list's text search looks in. */
    searchColumns: stored.filter(({ field }) => field.search).map(({ column }) => qualified(column)),

    /** Sort enum value → ORDER BY expression; text sorts case-insensitively. */
    sortColumns: Object.fromEntries(
      stored.flatMap(({ field, column }) =>
        field.list && field.list.sort
          ? [[field.list.sort, isText(field) ? `lower(${qualified(column)})` : qualified(column)]]
          : [],
      ),
    ) as Record<string, string>,

    /** Adds the filters the definition declares, read from the list query's `filter` argument, plus `ids`. */
    applyFilters(where: Conditions, filter: Readonly<Record<string, unknown>> | null | undefined): Conditions {
      if (!filter) return where;
      const ids = filter.ids as readonly string[] | null | undefined;
      where.anyOf(
        qualified('id'),
        ids?.map((id) => toId(id, 'filter.ids')),
      );
      for (const { key, field, column } of stored) {
        for (const declared of filtersOf(field)) addFilter(where, declared, filter, qualified(column), field, key);
      }
      return where;
    },
  };
}

function addFilter(
  where: Conditions,
  declared: ReturnType<typeof filtersOf>[number],
  filter: Readonly<Record<string, unknown>>,
  column: string,
  field: FieldDefinition,
  key: string,
): void {
  switch (declared.kind) {
    case 'equals': {
      const value = filter[declared.arg];
      where.equals(
        column,
        field.kind === 'reference' && value != null ? toId(value as string, `filter.${key}`) : value,
      );
      return;
    }
    case 'presence': {
      const present = filter[declared.arg];
      if (present == null) return;
      const filled = isText(field) ? `(${column} IS NOT NULL AND ${column} <> '')` : `${column} IS NOT NULL`;
      where.add(present ? filled : `NOT ${filled}`);
      return;
    }
    case 'range': {
      const min = declared.min ? filter[declared.min] : undefined;
      const max = declared.max ? filter[declared.max] : undefined;
      if (min != null) where.add(`${column} >= ${where.param(min)}`);
      if (max != null) where.add(`${column} <= ${where.param(max)}`);
      return;
    }
    case 'in': {
      const chosen = (filter[declared.arg] as readonly string[] | null | undefined)?.map((id) =>
        toId(id, `filter.${declared.arg}`),
      );
      if (!chosen?.length) return;
      if (!declared.tree) {
        where.anyOf(column, chosen);
        return;
      }
      if (field.kind !== 'reference' || typeof field.to !== 'string') {
        throw new Error(`The definition of ${key} declares a tree filter, but it does not reference one entity.`);
      }
      // A tree filter includes every record below the chosen ones: their paths start with a chosen path.
      const tree = ENTITIES[field.to].table;
      where.add(`${column} IN (SELECT below.id FROM ${tree} below JOIN ${tree} chosen
        ON chosen.id = ANY(${where.param(chosen)}::bigint[])
        AND (below.path = chosen.path OR below.path LIKE chosen.path || '/%'))`);
      return;
    }
  }
}
