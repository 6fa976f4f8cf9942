import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { startTestApi, type TestApi } from '../testing/testApi';

/**
 * Every list query, sorted by each of its sort fields both ways, over row counts past 9, 25 (one default page) and 99
 * with many ties: ties go by the numeric id, the pages of any size concatenate to the whole ordered list without a
 * duplicate or a gap, and `count` is the number of rows. Ids past 9 are where ordering a text-cast id shows
 * (1, 10, 11, 2 …); the rows are inserted in bulk so timestamps tie too.
 */

type Row = Record<string, unknown> & { id: string };
type Key = string | number | null;

interface ListCase {
  name: string;
  field: string;
  fields: string;
  /** Extra arguments and their GraphQL types, besides sort/skip/limit. */
  args: Record<string, [type: string, value: unknown]>;
  sortType?: string;
  /** Sort field → the value it orders by, read from a row. */
  sorts: Record<string, (row: Row) => Key>;
  /** A fixed order instead of `sort` (lists without a sort argument). */
  fixed?: (a: Row, b: Row) => number;
  insert(db: Queryable, count: number, batch: number): Promise<unknown>;
}

// Lower-case letters only, so every collation orders them as plain character order.
const TITLE = `'zq' || chr(97 + (g % 3))`;
const time = (value: unknown) => (value === null || value === undefined ? null : Date.parse(value as string));
const lower = (value: unknown) => (value as string).toLowerCase();

const CASES: ListCase[] = [
  ...(['Brands', 'Stores'] as const).map<ListCase>((kind) => ({
    name: kind,
    field: `find${kind}`,
    fields: 'id title createdAt updatedAt',
    args: { search: ['String', 'zq'] },
    sortType: 'CatalogueSort',
    sorts: {
      TITLE: (row) => lower(row.title),
      CREATED_AT: (row) => time(row.createdAt),
      UPDATED_AT: (row) => time(row.updatedAt),
    },
    insert: (db, count) =>
      db.query(`INSERT INTO ${kind.toLowerCase()} (title) SELECT ${TITLE} FROM generate_series(1, $1) g`, [count]),
  })),
  {
    name: 'Categories',
    field: 'findCategories',
    fields: 'id title path createdAt updatedAt',
    args: { search: ['String', 'zq'] },
    sortType: 'CategorySort',
    sorts: {
      TREE: (row) => row.path as string,
      TITLE: (row) => lower(row.title),
      CREATED_AT: (row) => time(row.createdAt),
      UPDATED_AT: (row) => time(row.updatedAt),
    },
    insert: (db, count, batch) =>
      db.query(
        `INSERT INTO categories (title, slug, path)
         SELECT ${TITLE}, 'zq-' || $2 || '-' || g, 'zq-' || $2 || '-' || g FROM generate_series(1, $1) g`,
        [count, batch],
      ),
  },
  {
    name: 'Products',
    field: 'findProducts',
    fields: 'id title price createdAt updatedAt expiresAt',
    args: { search: ['String', 'zq'] },
    sortType: 'ProductSort',
    sorts: {
      TITLE: (row) => lower(row.title),
      PRICE: (row) => row.price as number,
      CREATED_AT: (row) => time(row.createdAt),
      UPDATED_AT: (row) => time(row.updatedAt),
      EXPIRES_AT: (row) => time(row.expiresAt),
    },
    insert: (db, count, batch) =>
      db.query(
        `INSERT INTO products (title, slug, price, currency, deal_url, expires_at)
         SELECT ${TITLE}, 'zq-' || $2 || '-' || g, (g % 4) * 10, 'USD', 'https://deals.example/zq',
           CASE WHEN g % 5 = 0 THEN NULL ELSE date_trunc('day', now()) + (g % 3) * interval '1 day' END
         FROM generate_series(1, $1) g`,
        [count, batch],
      ),
  },
  {
    name: 'Sales',
    field: 'findSales',
    fields: 'id title startsAt endsAt createdAt',
    args: { search: ['String', 'zq'] },
    sortType: 'SaleSort',
    sorts: {
      TITLE: (row) => lower(row.title),
      STARTS_AT: (row) => time(row.startsAt),
      ENDS_AT: (row) => time(row.endsAt),
      CREATED_AT: (row) => time(row.createdAt),
    },
    insert: (db, count, batch) =>
      db.query(
        `INSERT INTO sales (slug, title, starts_at, ends_at)
         SELECT 'zq-' || $2 || '-' || g, ${TITLE}, date_trunc('day', now()) + (g % 2) * interval '1 day',
           date_trunc('day', now()) + (2 + g % 3) * interval '1 day' FROM generate_series(1, $1) g`,
        [count, batch],
      ),
  },
  {
    name: 'Users',
    field: 'findUsers',
    fields: 'id name email createdAt lastLoginAt',
    args: { search: ['String', 'zq'] },
    sortType: 'UserSort',
    sorts: {
      NAME: (row) => lower(row.name),
      EMAIL: (row) => lower(row.email),
      CREATED_AT: (row) => time(row.createdAt),
      LAST_LOGIN_AT: (row) => time(row.lastLoginAt),
    },
    insert: (db, count, batch) =>
      db.query(
        `INSERT INTO users (name, email, password_hash, role, last_login_at)
         SELECT ${TITLE}, 'zq' || $2 || 'x' || g || '@example.com', 'not-a-hash', 'VIEWER',
           CASE WHEN g % 4 = 0 THEN NULL ELSE date_trunc('day', now()) - (g % 2) * interval '1 day' END
         FROM generate_series(1, $1) g`,
        [count, batch],
      ),
  },
  {
    name: 'Organizations',
    field: 'findOrganizations',
    fields: 'id name createdAt',
    args: { search: ['String', 'zq'] },
    sortType: 'OrganizationSort',
    sorts: { NAME: (row) => lower(row.name), CREATED_AT: (row) => time(row.createdAt) },
    insert: (db, count, batch) =>
      db.query(
        `INSERT INTO organizations (name, slug) SELECT ${TITLE}, 'zq-' || $2 || '-' || g FROM generate_series(1, $1) g`,
        [count, batch],
      ),
  },
  ...(
    [
      ['BannerCarousels', 'banner_carousels', true],
      ['ProductCarousels', 'product_carousels', true],
      ['FeaturedMenus', 'featured_menus', false],
    ] as const
  ).map<ListCase>(([kind, table, placed]) => ({
    name: kind,
    field: `find${kind}`,
    fields: 'id title createdAt updatedAt',
    args: { search: ['String', 'zq'] },
    sortType: 'MerchandisingSort',
    sorts: {
      TITLE: (row) => lower(row.title),
      CREATED_AT: (row) => time(row.createdAt),
      UPDATED_AT: (row) => time(row.updatedAt),
    },
    insert: (db, count) =>
      db.query(
        `INSERT INTO ${table} (title${placed ? ', placement' : ''})
         SELECT ${TITLE}${placed ? `, 'SIDEBAR'` : ''} FROM generate_series(1, $1) g`,
        [count],
      ),
  })),
  {
    name: 'BlogPosts',
    field: 'findBlogPosts',
    fields: 'id title createdAt publishedAt',
    args: { search: ['String', 'zq'] },
    sortType: 'BlogPostSort',
    sorts: {
      TITLE: (row) => lower(row.title),
      CREATED_AT: (row) => time(row.createdAt),
      PUBLISHED_AT: (row) => time(row.publishedAt),
    },
    insert: (db, count, batch) =>
      db.query(
        `INSERT INTO blog_posts (title, slug, status, published_at)
         SELECT ${TITLE}, 'zq-' || $2 || '-' || g, CASE WHEN g % 3 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END,
           CASE WHEN g % 3 = 0 THEN NULL ELSE date_trunc('day', now()) - (g % 2) * interval '1 day' END
         FROM generate_series(1, $1) g`,
        [count, batch],
      ),
  },
  {
    name: 'Jobs',
    field: 'findJobs',
    fields: 'id name',
    args: { search: ['String', 'zq'] },
    sorts: {},
    fixed: (a, b) => compareKeys(lower(a.name), lower(b.name), 'ASC') || compareIds(a, b, 'ASC'),
    insert: (db, count) =>
      db.query(
        `INSERT INTO jobs (name, kind, schedule, status)
         SELECT ${TITLE}, 'DEACTIVATE_EXPIRED_DEALS', '0 3 * * *', 'PAUSED' FROM generate_series(1, $1) g`,
        [count],
      ),
  },
  {
    name: 'PageLayouts',
    field: 'findPageLayouts',
    fields: 'id page createdAt',
    args: { filter: ['PageLayoutFilter', { page: 'DEALS' }] },
    sorts: {},
    // A page's layouts, newest first.
    fixed: (a, b) => compareKeys(time(a.createdAt), time(b.createdAt), 'DESC') || compareIds(a, b, 'DESC'),
    insert: (db, count) =>
      db.query(`INSERT INTO page_layouts (name, page) SELECT 'zq', 'DEALS' FROM generate_series(1, $1) g`, [count]),
  },
];

/** ASC puts nulls last, DESC first, as the API documents. */
function compareKeys(a: Key, b: Key, order: 'ASC' | 'DESC'): number {
  if (a === b) return 0;
  if (a === null) return order === 'ASC' ? 1 : -1;
  if (b === null) return order === 'ASC' ? -1 : 1;
  const ascending = a < b ? -1 : 1;
  return order === 'ASC' ? ascending : -ascending;
}

function compareIds(a: Row, b: Row, order: 'ASC' | 'DESC'): number {
  return compareKeys(Number(a.id), Number(b.id), order);
}

describe('list ordering, paging and counting', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  });
  afterAll(() => api.close());

  async function walk(list: ListCase, sort: object | undefined, pageSize: number | undefined) {
    const args = { ...list.args, ...(list.sortType ? { sort: [list.sortType, sort] } : {}) };
    const declared = Object.entries(args).map(([name, [type]]) => `$${name}: ${type}`);
    const passed = Object.keys(args).map((name) => `${name}: $${name}`);
    const query = `query(${[...declared, '$skip: Int', '$limit: Int'].join(', ')}) {
      ${list.field}(${[...passed, 'skip: $skip', 'limit: $limit'].join(', ')}) { count items { ${list.fields} } } }`;
    const values = Object.fromEntries(Object.entries(args).map(([name, [, value]]) => [name, value]));
    const rows: Row[] = [];
    let count = 0;
    do {
      const data = await api.asAdmin<Record<string, { count: number; items: Row[] }>>(query, {
        ...values,
        skip: rows.length,
        ...(pageSize === undefined ? {} : { limit: pageSize }),
      });
      const page = data[list.field]!;
      count = page.count;
      expect(page.items.length).toBe(Math.min(pageSize ?? 25, count - rows.length));
      rows.push(...page.items);
    } while (rows.length < count);
    return { rows, count };
  }

  for (const list of CASES) {
    it(`${list.name}: every sort, both ways, pages of any size`, async () => {
      // Page layouts have no search: the seeded ones of that page are part of the list.
      let inserted = (await walk(list, undefined, 100)).count;
      let batch = 0;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 10, max: 130 }), fc.integer({ min: 10, max: 100 }), async (more, size) => {
          await list.insert(api.services.db, more, ++batch);
          inserted += more;
          const orders = list.fixed
            ? [{ sort: undefined, compare: list.fixed }]
            : Object.entries(list.sorts).flatMap(([field, key]) =>
                (['ASC', 'DESC'] as const).map((order) => ({
                  sort: { field, order },
                  compare: (a: Row, b: Row) => compareKeys(key(a), key(b), order) || compareIds(a, b, order),
                })),
              );
          for (const { sort, compare } of orders) {
            for (const pageSize of [size, undefined]) {
              const { rows, count } = await walk(list, sort, pageSize);
              expect(count).toBe(inserted);
              expect(new Set(rows.map((row) => row.id)).size).toBe(inserted);
              expect(rows.map((row) => row.id)).toEqual([...rows].sort(compare).map((row) => row.id));
            }
          }
        }),
        // The examples take every list past 9 and 25 rows (and ids), then past 99; the random runs add more.
        {
          numRuns: 3,
          examples: [
            [11, 10],
            [101, 25],
          ],
          endOnFailure: true,
        },
      );
    }, 120_000);
  }
});
