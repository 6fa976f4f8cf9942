import { productEntity, type EntityRow, type EntityWrite } from '@deals/domain/entities';
import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { badInput, notFound } from '../../graphql/errors';
import type { QueryFindProductsArgs } from '../../graphql/resolvers.generated';
import { entityColumns } from '../entityColumns';
import { Conditions, orderBy, listPage, pageOf, toId } from '../listQuery';

/** A product as read: every field of its definition, plus id, version and last writer. */
export type ProductRow = EntityRow<typeof productEntity> & { id: string; version: number; updatedById: string | null };

/** A product as written: the checked input (`entityWriteFrom(productEntity, …)`). */
export type ProductWrite = EntityWrite<typeof productEntity>;

const product = entityColumns(productEntity);
export const productColumns = product.select;

/** What a save (and a feed row) is told when another product has its slug. */
export const uniqueSlugMessage = (slug: string) => `The slug "${slug}" is already used by another product.`;

const uniqueSlug = (slug: string) => ({ products_slug_key: { field: 'slug', message: uniqueSlugMessage(slug) } });

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
  /** The list's rows, in its order, whatever the page: what a page and an export of the list both read. */
  listQuery(args: Omit<QueryFindProductsArgs, 'skip' | 'limit'>) {
    const where = product.applyFilters(new Conditions(), args.filter).search(product.searchColumns, args.search);
    const order = orderBy(product.sortColumns, args.sort, productEntity.defaultSort!, 'products.id');
    return { from: 'products', where, order, idColumn: 'products.id' };
  },

  async list(db: Queryable, args: QueryFindProductsArgs) {
    const page = pageOf(args.skip, args.limit);
    return listPage<ProductRow>(db, { select: productColumns, ...this.listQuery(args), page });
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
    const columns = product.writtenColumns(input);
    const { rows } = await withReferenceMessages(() =>
      withUniqueMessages(
        () =>
          db.query<{ id: string }>(
            `INSERT INTO products (${columns.join(', ')})
             VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id::text`,
            product.writtenParams(input),
          ),
        uniqueSlug(input.slug),
      ),
    );
    return this.byId(db, rows[0]!.id);
  },

  async update(db: Queryable, id: string, input: ProductWrite): Promise<ProductRow> {
    const columns = product.writtenColumns(input);
    const { rows } = await withReferenceMessages(() =>
      withUniqueMessages(
        () =>
          db.query<{ id: string }>(
            `UPDATE products SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')},
               updated_at = now()
             WHERE id = $1 RETURNING id::text`,
            [toId(id), ...product.writtenParams(input)],
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
