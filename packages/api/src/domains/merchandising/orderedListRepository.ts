import type { Queryable } from '../../db/database';
import { notFound } from '../../graphql/errors';
import { Conditions, deleteResult, listPage, orderBy, pageOf, toId } from '../listQuery';
import type {
  QueryFindBannerCarouselsArgs,
  QueryFindFeaturedMenusArgs,
  QueryFindProductCarouselsArgs,
} from '../../graphql/resolvers.generated';

export interface OrderedListRow<Entry> {
  id: string;
  title: string;
  placement: string | null;
  active: boolean;
  entries: Entry[];
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
}

export interface OrderedListWrite<Entry> {
  title: string;
  placement: string | null;
  active: boolean;
  entries: Entry[];
}

/** The three lists take the same arguments (`MerchandisingFilter`, `MerchandisingSort`). */
type OrderedListArgs = QueryFindBannerCarouselsArgs | QueryFindProductCarouselsArgs | QueryFindFeaturedMenusArgs;

/**
 * Banner carousels, product carousels and featured menus are all a titled, ordered list kept as one JSON column:
 * a reorder is one atomic write of the whole list.
 */
export function orderedListRepository<Entry>(options: {
  table: 'banner_carousels' | 'product_carousels' | 'featured_menus';
  entriesColumn: 'slides' | 'product_ids' | 'items';
  label: string;
  hasPlacement: boolean;
}) {
  const { table, entriesColumn, label, hasPlacement } = options;
  const columns = `id::text AS id, title, ${hasPlacement ? 'placement' : 'NULL::text AS placement'}, active,
    ${entriesColumn} AS entries, created_at AS "createdAt", updated_at AS "updatedAt", version, updated_by::text AS "updatedById"`;
  const sortColumns = { TITLE: 'lower(title)', CREATED_AT: 'created_at', UPDATED_AT: 'updated_at' };

  return {
    async list(db: Queryable, args: OrderedListArgs) {
      const page = pageOf(args.skip, args.limit);
      const where = new Conditions().equals('active', args.filter?.active).search(['title'], args.search);
      if (hasPlacement) where.equals('placement', args.filter?.placement);
      const order = orderBy(sortColumns, args.sort, { field: 'TITLE', order: 'ASC' }, `${table}.id`);
      return listPage<OrderedListRow<Entry>>(db, { select: columns, from: table, where, order, page });
    },

    async byId(db: Queryable, id: string): Promise<OrderedListRow<Entry>> {
      const row = await this.findById(db, id);
      if (!row) throw notFound(label, id);
      return row;
    },

    async findById(db: Queryable, id: string): Promise<OrderedListRow<Entry> | null> {
      const { rows } = await db.query<OrderedListRow<Entry>>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [
        toId(id),
      ]);
      return rows[0] ?? null;
    },

    async create(db: Queryable, input: OrderedListWrite<Entry>) {
      const { rows } = await db.query<{ id: string }>(
        hasPlacement
          ? `INSERT INTO ${table} (title, active, ${entriesColumn}, placement) VALUES ($1, $2, $3, $4) RETURNING id::text`
          : `INSERT INTO ${table} (title, active, ${entriesColumn}) VALUES ($1, $2, $3) RETURNING id::text`,
        [input.title, input.active, JSON.stringify(input.entries), ...(hasPlacement ? [input.placement] : [])],
      );
      return this.byId(db, rows[0]!.id);
    },

    async update(db: Queryable, id: string, input: OrderedListWrite<Entry>) {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE ${table} SET title = $2, active = $3, ${entriesColumn} = $4,
           ${hasPlacement ? 'placement = $5,' : ''} updated_at = now() WHERE id = $1 RETURNING id::text`,
        [
          toId(id),
          input.title,
          input.active,
          JSON.stringify(input.entries),
          ...(hasPlacement ? [input.placement] : []),
        ],
      );
      if (!rows[0]) throw notFound(label, id);
      return this.byId(db, id);
    },

    async remove(db: Queryable, id: string) {
      const deleted = (await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [toId(id)])).rows.length > 0;
      return deleteResult(deleted, label, id);
    },
  };
}
