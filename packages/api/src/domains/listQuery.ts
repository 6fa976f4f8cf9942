import type { Queryable } from '../db/database';
import { badInput } from '../graphql/errors';
import type { InputMaybe, SortOrder } from '../graphql/resolvers.generated';

/** A list query's `sort` argument, whichever entity's sort enum `field` is of. */
export interface SortArg {
  field: string;
  order?: InputMaybe<SortOrder>;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface Page {
  skip: number;
  limit: number;
}

/** skip ≥ 0 and 1 ≤ limit ≤ 100 (25 when not given); anything else is a clear input error. */
export function pageOf(skip: number | null | undefined, limit: number | null | undefined, max = MAX_PAGE_SIZE): Page {
  const page = { skip: skip ?? 0, limit: limit ?? DEFAULT_PAGE_SIZE };
  if (!Number.isInteger(page.skip) || page.skip < 0)
    throw badInput('skip must be a whole number of 0 or more.', 'skip');
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > max) {
    throw badInput(`limit must be between 1 and ${max}.`, 'limit');
  }
  return page;
}

/** Accumulates WHERE conditions with numbered parameters, so filters compose without string juggling. */
export class Conditions {
  private readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a parameter and returns its placeholder ($n). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** `column = $n` when `value` is given (null and undefined mean "no filter"). */
  equals(column: string, value: unknown): this {
    if (value !== undefined && value !== null) this.add(`${column} = ${this.param(value)}`);
    return this;
  }

  /** `column = ANY($n)` for a non-empty id list. */
  anyOf(column: string, values: readonly unknown[] | null | undefined): this {
    if (values && values.length > 0) this.add(`${column} = ANY(${this.param(values.map(Number))}::bigint[])`);
    return this;
  }

  /** Case-insensitive substring search over one or more columns. */
  search(columns: string[], term: string | null | undefined): this {
    const trimmed = term?.trim();
    if (!trimmed) return this;
    if (trimmed.length > 200) throw badInput('Search text must be 200 characters or fewer.', 'search');
    const placeholder = this.param(`%${trimmed.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    this.add(`(${columns.map((column) => `lower(${column}) LIKE ${placeholder}`).join(' OR ')})`);
    return this;
  }

  get where(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/**
 * The table's id column, qualified. The lists select `id::text AS id`, and an unqualified `id` in ORDER BY means that
 * output column: ties would go 1, 10, 11, 2 … A qualified name always means the bigint column.
 */
export type QualifiedId = `${string}.id`;

/** ORDER BY from a whitelisted field map; the id breaks ties so pages never overlap or skip rows. */
export function orderBy(
  columns: Record<string, string>,
  sort: InputMaybe<SortArg> | undefined,
  fallback: { field: string; order: SortOrder },
  idColumn: QualifiedId,
): string {
  const chosen = sort ?? fallback;
  const column = columns[chosen.field];
  if (!column) throw badInput(`Sorting by ${chosen.field} is not supported.`, 'sort');
  const direction = chosen.order === 'DESC' ? 'DESC' : 'ASC';
  const nulls = direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST';
  return `ORDER BY ${column} ${direction} ${nulls}, ${idColumn} ${direction}`;
}

/** Ids arrive as GraphQL ID strings; only positive integers can name a row. */
export function toId(id: string | number, field = 'id'): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw badInput(`"${id}" is not a valid id.`, field);
  return value;
}

/** One page of rows plus the total count under the same filter, queried together. */
export async function listPage<Row>(
  db: Queryable,
  query: { select: string; from: string; where: Conditions; order: string; page: Page },
): Promise<{ items: Row[]; count: number }> {
  const { select, from, where, order, page } = query;
  const [items, total] = await Promise.all([
    db.query<Row>(
      `SELECT ${select} FROM ${from} ${where.where} ${order} LIMIT ${page.limit} OFFSET ${page.skip}`,
      where.params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${from} ${where.where}`, where.params),
  ]);
  return { items: items.rows, count: total.rows[0]?.count ?? 0 };
}

/** The `{ statusCode, message }` answer of every delete: "Brand deleted." or "Brand 12 was not found.". */
export function deleteResult(deleted: boolean, label: string, key: string) {
  return deleted
    ? { statusCode: 200, message: `${label} deleted.` }
    : { statusCode: 404, message: `${label} ${key} was not found.` };
}
