import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { roleCan, type Resource } from '@deals/domain/access';
import {
  blogPostEntity,
  brandEntity,
  categoryEntity,
  ENTITIES,
  exportCell,
  feedColumns,
  organizationEntity,
  productEntity,
  saleEntity,
  storeEntity,
  type EntityDefinition,
} from '@deals/domain/entities';
import { stringify } from 'csv-stringify';
import { buildSchema as schemaFromText, coerceInputValue, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { Queryable } from '../db/database';
import { blogRepository } from '../domains/blog/repository';
import { brandRepository } from '../domains/brands/repository';
import { categoryRepository } from '../domains/categories/repository';
import { entityColumns } from '../domains/entityColumns';
import type { Conditions } from '../domains/listQuery';
import { toId } from '../domains/listQuery';
import { organizationRepository } from '../domains/organizations/repository';
import { productRepository } from '../domains/products/repository';
import { saleRepository } from '../domains/sales/repository';
import { storeRepository } from '../domains/stores/repository';
import { badInput, permissionDenied } from '../graphql/errors';
import { targetOf } from './planLookups';
import { feedNameField } from './feedEntities';

type ListQuery = (args: never) => { from: string; where: Conditions; order: string; idColumn: string };

/** Every list that exports, by its resource: its definition, its list query and the GraphQL types of its arguments. */
const EXPORTS: Partial<
  Record<Resource, { definition: EntityDefinition; listQuery: ListQuery; filter: string; sort: string }>
> = {
  products: {
    definition: productEntity,
    listQuery: (a) => productRepository.listQuery(a),
    filter: 'ProductFilter',
    sort: 'ProductSort',
  },
  brands: {
    definition: brandEntity,
    listQuery: (a) => brandRepository.listQuery(a),
    filter: 'BrandFilter',
    sort: 'CatalogueSort',
  },
  stores: {
    definition: storeEntity,
    listQuery: (a) => storeRepository.listQuery(a),
    filter: 'StoreFilter',
    sort: 'CatalogueSort',
  },
  categories: {
    definition: categoryEntity,
    listQuery: (a) => categoryRepository.listQuery(a),
    filter: 'CategoryFilter',
    sort: 'CategorySort',
  },
  sales: {
    definition: saleEntity,
    listQuery: (a) => saleRepository.listQuery(a),
    filter: 'SaleFilter',
    sort: 'SaleSort',
  },
  organizations: {
    definition: organizationEntity,
    listQuery: (a) => organizationRepository.listQuery(a),
    filter: 'OrganizationFilter',
    sort: 'OrganizationSort',
  },
  blogPosts: {
    definition: blogPostEntity,
    listQuery: (a) => blogRepository.listQuery(a),
    filter: 'BlogPostFilter',
    sort: 'BlogPostSort',
  },
};

/** What a list export asks for: the list's own arguments, and for products an explicit selection. */
export interface ExportRequest {
  list: string;
  search?: string | null;
  sort?: unknown;
  filter?: unknown;
  ids?: readonly string[] | null;
}

/** Rows read per query while the file streams: memory holds one chunk and the list's ids, never the file. */
const EXPORT_CHUNK = 1000;
/** An explicit selection is what a person ticks in a list, never the whole catalogue. */
export const MAX_EXPORT_IDS = 10_000;

let inputSchema: GraphQLSchema | undefined;

/** The list's arguments checked as the list query's own (GraphQL's coercion): a wrong one names its field. */
function coerced(typeName: string, value: unknown, argument: string): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  // Read here rather than imported from graphql/schema.ts, which imports every resolver (this module among them).
  inputSchema ??= schemaFromText(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
  const type = inputSchema.getType(typeName) as GraphQLInputType;
  return coerceInputValue(value, type, (path, _invalid, error) => {
    throw badInput(`${argument}${path.length ? `.${path.join('.')}` : ''}: ${error.message}`, argument);
  }) as Record<string, unknown>;
}

export function exportOf(list: string) {
  // Own keys only: a list named `__proto__` or `constructor` is a name like any other, not the object's machinery.
  if (!Object.hasOwn(EXPORTS, list)) {
    throw badInput(`The list "${list}" cannot be exported. Lists that export: ${Object.keys(EXPORTS).join(', ')}.`, 'list');
  }
  return EXPORTS[list as Resource]!;
}

/**
 * A list as CSV (UTF-8 with a byte-order mark, for spreadsheet programs), streamed: the header at once, then the
 * rows in the list's order, a thousand per query, each cell as `exportCell` writes it (formula characters
 * neutralised) under the import's headers, so the file imports back unchanged. References are written by the name
 * an import finds them by (a brand's title, a category's path).
 */
export async function exportStream(
  db: Queryable,
  role: string,
  request: ExportRequest,
): Promise<{ body: ReadableStream<Uint8Array>; fileName: string }> {
  const entry = exportOf(request.list);
  if (!roleCan(role as never, 'export', request.list as Resource)) throw permissionDenied();
  const { definition } = entry;
  const args = {
    search: request.search ?? null,
    filter: coerced(entry.filter, request.filter, 'filter'),
    sort: coerced(entry.sort, request.sort, 'sort'),
  };
  if (request.ids && request.list !== 'products') throw badInput('Only the product list exports a selection.', 'ids');
  if (request.ids && request.ids.length > MAX_EXPORT_IDS) {
    throw badInput(`At most ${MAX_EXPORT_IDS.toLocaleString('en')} products can be exported by selection.`, 'ids');
  }
  const selected = request.ids?.map((id) => toId(id, 'ids'));
  const query = entry.listQuery(
    (selected ? { ...args, filter: { ...args.filter, ids: selected.map(String) } } : args) as never,
  );
  const columns = feedColumns(definition);
  const { select } = entityColumns(definition);
  const table = definition.table;

  async function* rows() {
    yield columns.map((column) => column.header);
    const { rows: ids } = await db.query<{ id: string }>(
      `SELECT ${query.idColumn}::text AS id FROM ${query.from} ${query.where.where} ${query.order}`,
      query.where.params,
    );
    for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
      const chunk = ids.slice(start, start + EXPORT_CHUNK).map((row) => Number(row.id));
      const { rows: records } = await db.query<Record<string, unknown>>(
        `SELECT ${select} FROM ${table} WHERE ${table}.id = ANY($1::bigint[])`,
        [chunk],
      );
      const byId = new Map(records.map((record) => [String(record.id), record]));
      const names = await referenceNames(db, columns, records);
      for (const id of chunk) {
        const record = byId.get(String(id));
        if (!record) continue;
        yield columns.map((column) => {
          const value = record[column.key];
          const target = targetOf(column.field);
          return exportCell(column.field, target && value != null ? names.get(`${target}:${value}`) : value);
        });
      }
    }
  }
  const csv = Readable.from(rows()).pipe(stringify({ bom: true }));
  const date = new Date().toISOString().slice(0, 10);
  return { body: Readable.toWeb(csv) as ReadableStream<Uint8Array>, fileName: `${request.list}-${date}.csv` };
}

/** The names of the records a chunk refers to, as `entity:id` → name. */
async function referenceNames(
  db: Queryable,
  columns: ReturnType<typeof feedColumns>,
  records: Record<string, unknown>[],
) {
  const names = new Map<string, string>();
  for (const column of columns) {
    const target = targetOf(column.field);
    if (!target) continue;
    const ids = [...new Set(records.map((record) => record[column.key]).filter((id) => id != null))].map(Number);
    if (ids.length === 0) continue;
    const definition: EntityDefinition = ENTITIES[target];
    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT id::text AS id, ${feedNameField(target)} AS name FROM ${definition.table} WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    for (const row of rows) names.set(`${target}:${row.id}`, row.name);
  }
  return names;
}
