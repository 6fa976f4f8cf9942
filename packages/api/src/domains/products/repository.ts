import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { badInput, notFound } from '../../graphql/errors';
import type { Metadata } from '../../validation/metadata';
import { Conditions, orderBy, listPage, pageOf, toId } from '../listQuery';

export interface ProductRow {
  id: string;
  title: string;
  slug: string;
  description: string;
  images: string[];
  price: number;
  salePrice: number | null;
  currency: string;
  dealUrl: string;
  brandId: string | null;
  categoryId: string | null;
  storeId: string | null;
  active: boolean;
  featured: boolean;
  expiresAt: Date | null;
  metadata: Partial<Metadata>;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
}

export type ProductWrite = Omit<
  ProductRow,
  'id' | 'createdAt' | 'updatedAt' | 'expiresAt' | 'version' | 'updatedById'
> & {
  expiresAt: Date | null;
};

export const productColumns = `products.id::text AS id, title, slug, description, images, price,
  sale_price AS "salePrice", currency, deal_url AS "dealUrl", brand_id::text AS "brandId",
  category_id::text AS "categoryId", store_id::text AS "storeId", active, featured, expires_at AS "expiresAt",
  metadata, created_at AS "createdAt", updated_at AS "updatedAt", products.version, products.updated_by::text AS "updatedById"`;

const sortColumns = {
  TITLE: 'lower(title)',
  PRICE: 'price',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  EXPIRES_AT: 'expires_at',
};

export interface ProductListArgs {
  filter?: {
    active?: boolean | null;
    featured?: boolean | null;
    ids?: readonly string[] | null;
    brandIds?: readonly string[] | null;
    categoryIds?: readonly string[] | null;
    storeIds?: readonly string[] | null;
    minPrice?: number | null;
    maxPrice?: number | null;
    expiresAfter?: string | null;
    expiresBefore?: string | null;
    createdAfter?: string | null;
  } | null;
  sort?: { field: string; order?: 'ASC' | 'DESC' | null } | null;
  search?: string | null;
  skip?: number | null;
  limit?: number | null;
}

const uniqueSlug = (slug: string) => ({
  products_slug_key: { field: 'slug', message: `The slug "${slug}" is already used by another product.` },
});

/** A product pointing at a brand, category or store that doesn't exist is refused with the field named. */
async function withReferenceMessages<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pgError = error as { code?: string; constraint?: string };
    if (pgError.code === '23503') {
      const field = pgError.constraint?.includes('brand')
        ? 'brandId'
        : pgError.constraint?.includes('category')
          ? 'categoryId'
          : 'storeId';
      throw badInput(`The chosen ${field.replace('Id', '')} does not exist.`, field);
    }
    throw error;
  }
}

export const productRepository = {
  async list(db: Queryable, args: ProductListArgs) {
    const page = pageOf(args.skip, args.limit);
    const filter = args.filter ?? {};
    const where = new Conditions()
      .equals('active', filter.active)
      .equals('featured', filter.featured)
      .anyOf(
        'products.id',
        filter.ids?.map((id) => toId(id)),
      )
      .anyOf(
        'brand_id',
        filter.brandIds?.map((id) => toId(id, 'filter.brandIds')),
      )
      .anyOf(
        'store_id',
        filter.storeIds?.map((id) => toId(id, 'filter.storeIds')),
      )
      .search(['title', 'slug'], args.search);
    if (filter.categoryIds?.length) {
      // A category filter includes every category below the chosen ones.
      const ids = where.param(filter.categoryIds.map((id) => toId(id, 'filter.categoryIds')));
      where.add(`category_id IN (SELECT c.id FROM categories c JOIN categories chosen ON chosen.id = ANY(${ids}::bigint[])
        AND (c.path = chosen.path OR c.path LIKE chosen.path || '/%'))`);
    }
    if (filter.minPrice != null) where.add(`price >= ${where.param(filter.minPrice)}`);
    if (filter.maxPrice != null) where.add(`price <= ${where.param(filter.maxPrice)}`);
    if (filter.expiresAfter) where.add(`expires_at >= ${where.param(filter.expiresAfter)}`);
    if (filter.expiresBefore) where.add(`expires_at <= ${where.param(filter.expiresBefore)}`);
    if (filter.createdAfter) where.add(`created_at >= ${where.param(filter.createdAfter)}`);
    const order = orderBy(sortColumns, args.sort, { field: 'CREATED_AT', order: 'DESC' }, 'products.id');
    return listPage<ProductRow>(db, { select: productColumns, from: 'products', where, order, page });
  },

  async byId(db: Queryable, id: string): Promise<ProductRow> {
    const { rows } = await db.query<ProductRow>(`SELECT ${productColumns} FROM products WHERE id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Product', id);
    return rows[0];
  },

  async byIds(db: Queryable, ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.query<ProductRow>(`SELECT ${productColumns} FROM products WHERE id = ANY($1::bigint[])`, [
      ids.map((id) => toId(id)),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(String(toId(id)))).filter((row): row is ProductRow => Boolean(row));
  },

  async create(db: Queryable, input: ProductWrite): Promise<ProductRow> {
    const { rows } = await withReferenceMessages(() =>
      withUniqueMessages(
        () =>
          db.query<{ id: string }>(
            `INSERT INTO products (title, slug, description, images, price, sale_price, currency, deal_url, brand_id,
               category_id, store_id, active, featured, expires_at, metadata)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id::text`,
            writeParams(input),
          ),
        uniqueSlug(input.slug),
      ),
    );
    return this.byId(db, rows[0]!.id);
  },

  async update(db: Queryable, id: string, input: ProductWrite): Promise<ProductRow> {
    const { rows } = await withReferenceMessages(() =>
      withUniqueMessages(
        () =>
          db.query<{ id: string }>(
            `UPDATE products SET title = $1, slug = $2, description = $3, images = $4, price = $5, sale_price = $6,
               currency = $7, deal_url = $8, brand_id = $9, category_id = $10, store_id = $11, active = $12,
               featured = $13, expires_at = $14, metadata = $15, updated_at = now()
             WHERE id = $16 RETURNING id::text`,
            [...writeParams(input), toId(id)],
          ),
        uniqueSlug(input.slug),
      ),
    );
    if (!rows[0]) throw notFound('Product', id);
    return this.byId(db, rows[0].id);
  },

  async remove(db: Queryable, id: string): Promise<boolean> {
    return (await db.query(`DELETE FROM products WHERE id = $1 RETURNING id`, [toId(id)])).rows.length > 0;
  },

  async bulkUpdate(
    db: Queryable,
    ids: readonly number[],
    changes: { active?: boolean | null; featured?: boolean | null },
  ) {
    const { rows } = await db.query(
      `UPDATE products SET active = COALESCE($2, active), featured = COALESCE($3, featured), updated_at = now()
       WHERE id = ANY($1::bigint[]) RETURNING id`,
      [ids, changes.active ?? null, changes.featured ?? null],
    );
    return rows.length;
  },

  async bulkRemove(db: Queryable, ids: readonly number[]) {
    return (await db.query(`DELETE FROM products WHERE id = ANY($1::bigint[]) RETURNING id`, [ids])).rows.length;
  },
};

function writeParams(input: ProductWrite): unknown[] {
  return [
    input.title,
    input.slug,
    input.description,
    JSON.stringify(input.images),
    input.price,
    input.salePrice,
    input.currency,
    input.dealUrl,
    input.brandId ? toId(input.brandId, 'brandId') : null,
    input.categoryId ? toId(input.categoryId, 'categoryId') : null,
    input.storeId ? toId(input.storeId, 'storeId') : null,
    input.active,
    input.featured,
    input.expiresAt,
    input.metadata,
  ];
}
