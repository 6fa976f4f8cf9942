import type { brandEntity, EntityRow, EntityWrite, storeEntity } from '@deals/domain/entities';
import type { Queryable } from '../../db/database';
import { notFound } from '../../graphql/errors';
import type { QueryFindBrandsArgs, QueryFindStoresArgs } from '../../graphql/resolvers.generated';
import { entityColumns } from '../entityColumns';
import { Conditions, listPage, orderBy, pageOf, toId } from '../listQuery';

type TitledEntity = typeof brandEntity | typeof storeEntity;

/** A brand or store as read: its definition's fields, plus id, version and last writer. */
export type TitledEntityRow<E extends TitledEntity> = EntityRow<E> & {
  id: string;
  version: number;
  updatedById: string | null;
};

/**
 * Brands and stores are the same shape (title, active, SEO metadata, products pointing at them; a brand adds its
 * logo): one repository serves both, reading columns, search, sorts and filters from the entity's definition.
 */
export function titledEntityRepository<E extends TitledEntity>(definition: E) {
  type Row = TitledEntityRow<E>;
  const { table, noun } = definition;
  // The product count is a column kept by triggers on products (migration 040): read with the row.
  const sql = entityColumns(definition);

  return {
    /** The list's rows, in its order, whatever the page: what a page and an export of the list both read. */
    listQuery(args: Omit<QueryFindBrandsArgs | QueryFindStoresArgs, 'skip' | 'limit'>) {
      const where = sql.applyFilters(new Conditions(), args.filter).search(sql.searchColumns, args.search);
      const order = orderBy(sql.sortColumns, args.sort, definition.defaultSort!, `${table}.id`);
      return { from: table, where, order, idColumn: `${table}.id` };
    },

    async list(db: Queryable, args: QueryFindBrandsArgs | QueryFindStoresArgs) {
      const page = pageOf(args.skip, args.limit);
      return listPage<Row>(db, { select: sql.select, ...this.listQuery(args), page });
    },

    async byId(db: Queryable, id: string): Promise<Row> {
      const { rows } = await db.query<Row>(`SELECT ${sql.select} FROM ${table} WHERE id = $1`, [toId(id)]);
      if (!rows[0]) throw notFound(noun, id);
      return rows[0];
    },

    async byIds(db: Queryable, ids: readonly string[]): Promise<Row[]> {
      const { rows } = await db.query<Row>(`SELECT ${sql.select} FROM ${table} WHERE id = ANY($1::bigint[])`, [
        ids.map((id) => toId(id)),
      ]);
      return rows;
    },

    async create(db: Queryable, input: EntityWrite<E>): Promise<Row> {
      const columns = sql.writtenColumns(input);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING id::text`,
        sql.writtenParams(input),
      );
      return this.byId(db, rows[0]!.id);
    },

    async update(db: Queryable, id: string, input: EntityWrite<E>): Promise<Row> {
      const columns = sql.writtenColumns(input);
      const { rows } = await db.query<{ id: string }>(
        `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
         WHERE id = $1 RETURNING id::text`,
        [toId(id), ...sql.writtenParams(input)],
      );
      if (!rows[0]) throw notFound(noun, id);
      return this.byId(db, rows[0].id);
    },

    async remove(db: Queryable, id: string): Promise<boolean> {
      const { rows } = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [toId(id)]);
      return rows.length > 0;
    },
  };
}
