import type { Queryable } from '../../db/database';
import { notFound } from '../../graphql/errors';
import type { Metadata } from '../../validation/metadata';
import { Conditions, listPage, orderBy, pageOf, toId } from '../listQuery';

export interface TitledEntityRow {
  id: string;
  title: string;
  imageUrl: string | null;
  active: boolean;
  metadata: Partial<Metadata>;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
  /** Products pointing at this row, kept by triggers on products (migration 040). */
  productCount: number;
}

export interface TitledEntityWrite {
  title: string;
  imageUrl: string | null;
  active: boolean;
  metadata: Metadata;
}

export interface TitledListArgs {
  filter?: { active?: boolean | null; ids?: readonly string[] | null } | null;
  sort?: { field: string; order?: 'ASC' | 'DESC' | null } | null;
  search?: string | null;
  skip?: number | null;
  limit?: number | null;
}

const sortColumns = { TITLE: 'lower(title)', CREATED_AT: 'created_at', UPDATED_AT: 'updated_at' };

/**
 * Brands and stores are the same shape (title, active, SEO metadata, products pointing at them): one repository
 * serves both, given the table and whether it has an image.
 */
export function titledEntityRepository(options: {
  table: 'brands' | 'stores';
  entityLabel: string;
  hasImage: boolean;
}) {
  const { table, entityLabel, hasImage } = options;
  // The product count is a column kept by triggers (migration 040): read with the row, no query of its own.
  const columns = `id::text AS id, title, ${hasImage ? 'image_url' : 'NULL::text'} AS "imageUrl", active, metadata,
    created_at AS "createdAt", updated_at AS "updatedAt", version, updated_by::text AS "updatedById",
    product_count AS "productCount"`;

  return {
    async list(db: Queryable, args: TitledListArgs) {
      const page = pageOf(args.skip, args.limit);
      const where = new Conditions()
        .equals('active', args.filter?.active)
        .anyOf(
          'id',
          args.filter?.ids?.map((id) => toId(id)),
        )
        .search(['title'], args.search);
      const order = orderBy(sortColumns, args.sort, { field: 'TITLE', order: 'ASC' }, `${table}.id`);
      return listPage<TitledEntityRow>(db, { select: columns, from: table, where, order, page });
    },

    async byId(db: Queryable, id: string): Promise<TitledEntityRow> {
      const { rows } = await db.query<TitledEntityRow>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [toId(id)]);
      if (!rows[0]) throw notFound(entityLabel, id);
      return rows[0];
    },

    async byIds(db: Queryable, ids: readonly string[]): Promise<TitledEntityRow[]> {
      const { rows } = await db.query<TitledEntityRow>(`SELECT ${columns} FROM ${table} WHERE id = ANY($1::bigint[])`, [
        ids.map((id) => toId(id)),
      ]);
      return rows;
    },

    async create(db: Queryable, input: TitledEntityWrite): Promise<TitledEntityRow> {
      const values: Record<string, unknown> = { title: input.title, active: input.active, metadata: input.metadata };
      if (hasImage) values.image_url = input.imageUrl;
      const names = Object.keys(values);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING id::text`,
        Object.values(values),
      );
      return this.byId(db, rows[0]!.id);
    },

    async update(db: Queryable, id: string, input: TitledEntityWrite): Promise<TitledEntityRow> {
      const params = hasImage
        ? [toId(id), input.title, input.active, input.metadata, input.imageUrl]
        : [toId(id), input.title, input.active, input.metadata];
      const { rows } = await db.query<{ id: string }>(
        `UPDATE ${table} SET title = $2, active = $3, metadata = $4, ${hasImage ? 'image_url = $5,' : ''}
           updated_at = now() WHERE id = $1 RETURNING id::text`,
        params,
      );
      if (!rows[0]) throw notFound(entityLabel, id);
      return this.byId(db, rows[0].id);
    },

    async remove(db: Queryable, id: string): Promise<boolean> {
      const { rows } = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [toId(id)]);
      return rows.length > 0;
    },
  };
}
