import DataLoader from 'dataloader';
import type { Queryable } from '../db/database';
import { brandRepository } from '../domains/brands/repository';
import { categoryRepository } from '../domains/categories/repository';
import { productRepository } from '../domains/products/repository';
import { storeRepository } from '../domains/stores/repository';
import { jobRepository } from '../jobs/repository';

function byIdLoader<Row extends { id: string }>(load: (ids: readonly string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await load(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * How many products point at each brand or store of `ids`: the count the database keeps beside each row
 * (migration 040), not a count over the products table per request.
 */
function productCountLoader(db: Queryable, table: 'brands' | 'stores') {
  return new DataLoader<string, number>(async (ids) => {
    const { rows } = await db.query<{ id: string; count: number }>(
      `SELECT id::text AS id, product_count AS count FROM ${table} WHERE id = ANY($1::bigint[])`,
      [ids.map(Number)],
    );
    const counts = new Map(rows.map((row) => [row.id, row.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/**
 * How many products sit in each category of `ids` or anywhere below it: a parent counts its subcategories' products,
 * as the product list's category filter does.
 */
function categorySubtreeProductCountLoader(db: Queryable) {
  return new DataLoader<string, number>(async (ids) => {
    const { rows } = await db.query<{ id: string; count: number }>(
      `SELECT chosen.id::text AS id, sum(below.product_count)::int AS count
         FROM categories chosen
         JOIN categories below ON below.path = chosen.path OR starts_with(below.path, chosen.path || '/')
        WHERE chosen.id = ANY($1::bigint[])
        GROUP BY chosen.id`,
      [ids.map(Number)],
    );
    const counts = new Map(rows.map((row) => [row.id, row.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Per-request batching: a page of 25 products asks for its brands, categories and stores in one query each. */
export function createLoaders(db: Queryable) {
  return {
    brand: byIdLoader((ids) => brandRepository.byIds(db, ids)),
    store: byIdLoader((ids) => storeRepository.byIds(db, ids)),
    category: byIdLoader((ids) => categoryRepository.byIds(db, ids)),
    product: byIdLoader((ids) => productRepository.byIds(db, ids)),
    job: byIdLoader((ids) => jobRepository.byIds(db, ids)),
    // Names only: `updatedBy` must not widen who can read users' emails and roles.
    userRef: byIdLoader(async (ids) => {
      const { rows } = await db.query<{ id: string; name: string }>(
        `SELECT id::text AS id, name FROM users WHERE id = ANY($1::bigint[])`,
        [ids.map(Number)],
      );
      return rows;
    }),
    productCount: {
      brand: productCountLoader(db, 'brands'),
      store: productCountLoader(db, 'stores'),
      category: categorySubtreeProductCountLoader(db),
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
