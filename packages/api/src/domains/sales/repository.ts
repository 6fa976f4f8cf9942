import type { EntityWrite, saleEntity } from '@deals/domain/entities';
import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { badInput, notFound } from '../../graphql/errors';
import { Conditions, orderBy, listPage, pageOf, toId } from '../listQuery';
import type { Metadata, QueryFindSalesArgs } from '../../graphql/resolvers.generated';

export interface SaleRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  storeId: string | null;
  discountLabel: string;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  productCount: number;
  metadata: Metadata;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
}

/** A sale as written: the checked input (its slug is given apart, fixed once created), products as row ids. */
export type SaleWrite = Omit<EntityWrite<typeof saleEntity>, 'slug' | 'productIds'> & { productIds: number[] };

const columns = `id::text AS id, slug, title, description, image_url AS "imageUrl", store_id::text AS "storeId",
  discount_label AS "discountLabel", starts_at AS "startsAt", ends_at AS "endsAt", active, metadata,
  (SELECT count(*)::int FROM sale_products sp WHERE sp.sale_id = sales.id) AS "productCount",
  created_at AS "createdAt", updated_at AS "updatedAt", version, updated_by::text AS "updatedById"`;

const sortColumns = { TITLE: 'lower(title)', STARTS_AT: 'starts_at', ENDS_AT: 'ends_at', CREATED_AT: 'created_at' };

export function saleStatus(sale: Pick<SaleRow, 'startsAt' | 'endsAt'>, now = new Date()) {
  if (sale.startsAt > now) return 'UPCOMING' as const;
  if (sale.endsAt < now) return 'ENDED' as const;
  return 'RUNNING' as const;
}

async function replaceProducts(db: Queryable, saleId: string, productIds: number[]) {
  await db.query(`DELETE FROM sale_products WHERE sale_id = $1`, [saleId]);
  if (productIds.length === 0) return;
  const found = await db.query<{ id: number }>(`SELECT id FROM products WHERE id = ANY($1::bigint[])`, [productIds]);
  if (found.rows.length !== productIds.length) {
    throw badInput('Some of the chosen products no longer exist.', 'productIds');
  }
  await db.query(
    `INSERT INTO sale_products (sale_id, product_id, position)
     SELECT $1, product_id, position FROM unnest($2::bigint[]) WITH ORDINALITY AS t(product_id, position)`,
    [saleId, productIds],
  );
}

function referenceError(error: unknown): never {
  if ((error as { code?: string }).code === '23503') throw badInput('The chosen store does not exist.', 'storeId');
  throw error;
}

export const saleRepository = {
  /** The list's rows, in its order, whatever the page: what a page and an export of the list both read. */
  listQuery(args: Omit<QueryFindSalesArgs, 'skip' | 'limit'>) {
    const where = new Conditions().equals('active', args.filter?.active).search(['title', 'slug'], args.search);
    if (args.filter?.storeId) where.equals('store_id', toId(args.filter.storeId, 'filter.storeId'));
    if (args.filter?.status === 'RUNNING') where.add('starts_at <= now() AND ends_at >= now()');
    if (args.filter?.status === 'UPCOMING') where.add('starts_at > now()');
    if (args.filter?.status === 'ENDED') where.add('ends_at < now()');
    const order = orderBy(sortColumns, args.sort, { field: 'STARTS_AT', order: 'DESC' }, 'sales.id');
    return { from: 'sales', where, order, idColumn: 'sales.id' };
  },

  async list(db: Queryable, args: QueryFindSalesArgs) {
    const page = pageOf(args.skip, args.limit);
    return listPage<SaleRow>(db, { select: columns, ...this.listQuery(args), page });
  },

  async bySlug(db: Queryable, slug: string): Promise<SaleRow> {
    const { rows } = await db.query<SaleRow>(`SELECT ${columns} FROM sales WHERE slug = $1`, [slug]);
    if (!rows[0]) throw notFound('Sale', `"${slug}"`);
    return rows[0];
  },

  async byId(db: Queryable, id: string): Promise<SaleRow | null> {
    const { rows } = await db.query<SaleRow>(`SELECT ${columns} FROM sales WHERE id = $1`, [toId(id)]);
    return rows[0] ?? null;
  },

  async productIds(db: Queryable, saleId: string): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT product_id::text AS id FROM sale_products WHERE sale_id = $1 ORDER BY position`,
      [toId(saleId)],
    );
    return rows.map((row) => row.id);
  },

  /** Runs inside a transaction: the sale and its product list are written together. */
  async create(db: Queryable, slug: string, input: SaleWrite): Promise<SaleRow> {
    const { rows } = await withUniqueMessages(
      () =>
        db
          .query<{ id: string }>(
            `INSERT INTO sales (slug, title, description, image_url, store_id, discount_label, starts_at, ends_at,
               active, metadata) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text`,
            [slug, ...writeParams(input)],
          )
          .catch(referenceError),
      { sales_slug_key: { field: 'slug', message: `The slug "${slug}" is already used by another sale.` } },
    );
    await replaceProducts(db, rows[0]!.id, input.productIds);
    return this.bySlug(db, slug);
  },

  async update(db: Queryable, slug: string, input: SaleWrite): Promise<SaleRow> {
    const { rows } = await db
      .query<{ id: string }>(
        `UPDATE sales SET title = $2, description = $3, image_url = $4, store_id = $5, discount_label = $6,
           starts_at = $7, ends_at = $8, active = $9, metadata = $10, updated_at = now()
         WHERE slug = $1 RETURNING id::text`,
        [slug, ...writeParams(input)],
      )
      .catch(referenceError);
    if (!rows[0]) throw notFound('Sale', `"${slug}"`);
    await replaceProducts(db, rows[0].id, input.productIds);
    return this.bySlug(db, slug);
  },

  async remove(db: Queryable, slug: string): Promise<boolean> {
    return (await db.query(`DELETE FROM sales WHERE slug = $1 RETURNING id`, [slug])).rows.length > 0;
  },
};

function writeParams(input: SaleWrite): unknown[] {
  return [
    input.title,
    input.description,
    input.imageUrl,
    input.storeId ? toId(input.storeId, 'storeId') : null,
    input.discountLabel,
    input.startsAt,
    input.endsAt,
    input.active,
    input.metadata,
  ];
}
