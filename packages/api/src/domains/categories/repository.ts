import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { badInput, notFound } from '../../graphql/errors';
import { categoryEntity, type EntityWrite } from '@deals/domain/entities';
import { slugFromTitle } from '@deals/domain/rules';
import type { Metadata, QueryFindCategoriesArgs } from '../../graphql/resolvers.generated';
import { entityColumns } from '../entityColumns';
import { Conditions, deleteResult, listPage, orderBy, pageOf, toId } from '../listQuery';

export interface CategoryRow {
  id: string;
  title: string;
  path: string;
  imageUrl: string | null;
  active: boolean;
  metadata: Metadata;
  parentId: string | null;
  depth: number;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
}

/** A category as written: the checked input; its slug and path are made from the title and the parent. */
export type CategoryWrite = EntityWrite<typeof categoryEntity>;

const columns = `id::text AS id, title, path, image_url AS "imageUrl", active, metadata, parent_id::text AS "parentId",
  (length(path) - length(replace(path, '/', '')))::int AS depth,
  created_at AS "createdAt", updated_at AS "updatedAt", version, updated_by::text AS "updatedById"`;

const category = entityColumns(categoryEntity);

const sortColumns = {
  ...category.sortColumns,
  // Paths compared segment by segment: "home" < "home/kitchen" < "home-office", so every parent comes right before its
  // subtree (as a plain string "home-office" would sort between them). "C" keeps it byte order on any database.
  TREE: `string_to_array(path, '/') COLLATE "C"`,
  TITLE: 'lower(title)',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
};

const uniquePath = (title: string) => ({
  categories_path_key: {
    field: 'title',
    message: `A category named "${title}" already exists at that place in the tree.`,
  },
});

async function pathFor(db: Queryable, parentId: string | null, slug: string): Promise<string> {
  if (!parentId) return slug;
  const { rows } = await db.query<{ path: string }>(`SELECT path FROM categories WHERE id = $1`, [
    toId(parentId, 'parentId'),
  ]);
  if (!rows[0]) throw badInput(`The parent category ${parentId} does not exist.`, 'parentId');
  return `${rows[0].path}/${slug}`;
}

/** Rewrites the path of a category and of its whole subtree from `oldPath` to `newPath`. */
async function repath(db: Queryable, oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  await db.query(
    `UPDATE categories SET path = $2 || substr(path, length($1) + 1), updated_at = now()
     WHERE path = $1 OR path LIKE $1 || '/%'`,
    [oldPath, newPath],
  );
}

export const categoryRepository = {
  /** The list's rows, in its order, whatever the page: what a page and an export of the list both read. */
  listQuery(args: Omit<QueryFindCategoriesArgs, 'skip' | 'limit'>) {
    const where = category.applyFilters(new Conditions(), args.filter).search(category.searchColumns, args.search);
    if (args.filter?.rootOnly) where.add('parent_id IS NULL');
    const order = orderBy(sortColumns, args.sort, categoryEntity.defaultSort!, 'categories.id');
    return { from: 'categories', where, order, idColumn: 'categories.id' };
  },

  async list(db: Queryable, args: QueryFindCategoriesArgs) {
    const page = pageOf(args.skip, args.limit);
    return listPage<CategoryRow>(db, { select: columns, ...this.listQuery(args), page });
  },

  async tree(db: Queryable): Promise<CategoryRow[]> {
    return (await db.query<CategoryRow>(`SELECT ${columns} FROM categories ORDER BY path`)).rows;
  },

  async byId(db: Queryable, id: string): Promise<CategoryRow> {
    const { rows } = await db.query<CategoryRow>(`SELECT ${columns} FROM categories WHERE id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Category', id);
    return rows[0];
  },

  async byIds(db: Queryable, ids: readonly string[]): Promise<CategoryRow[]> {
    const { rows } = await db.query<CategoryRow>(`SELECT ${columns} FROM categories WHERE id = ANY($1::bigint[])`, [
      ids.map((id) => toId(id)),
    ]);
    return rows;
  },

  async parentOf(db: Queryable, parentId: string | null) {
    if (!parentId) return null;
    const { rows } = await db.query<{ id: string; title: string; path: string }>(
      `SELECT id::text AS id, title, path FROM categories WHERE id = $1`,
      [toId(parentId)],
    );
    return rows[0] ?? null;
  },

  async create(db: Queryable, input: CategoryWrite): Promise<CategoryRow> {
    const path = await pathFor(db, input.parentId, slugFromTitle(input.title));
    const { rows } = await withUniqueMessages(
      () =>
        db.query<{ id: string }>(
          `INSERT INTO categories (title, slug, path, parent_id, image_url, active, metadata)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
          [
            input.title,
            slugFromTitle(input.title),
            path,
            input.parentId ? toId(input.parentId) : null,
            input.imageUrl,
            input.active,
            input.metadata,
          ],
        ),
      uniquePath(input.title),
    );
    return this.byId(db, rows[0]!.id);
  },

  /** Title or parent changes re-path the whole subtree; the caller runs this in a transaction. */
  async update(db: Queryable, id: string, input: CategoryWrite): Promise<CategoryRow> {
    const current = await this.byId(db, id);
    if (input.parentId !== current.parentId) await assertMovable(db, current, input.parentId);
    const newPath = await pathFor(db, input.parentId, slugFromTitle(input.title));
    await withUniqueMessages(async () => {
      await repath(db, current.path, newPath);
      await db.query(
        `UPDATE categories SET title = $2, slug = $3, parent_id = $4, image_url = $5, active = $6, metadata = $7,
           updated_at = now() WHERE id = $1`,
        [
          toId(id),
          input.title,
          slugFromTitle(input.title),
          input.parentId ? toId(input.parentId) : null,
          input.imageUrl,
          input.active,
          input.metadata,
        ],
      );
    }, uniquePath(input.title));
    return this.byId(db, id);
  },

  /** A category with sub-categories can't be deleted: its children would lose their place in the tree. */
  async remove(db: Queryable, id: string): Promise<{ statusCode: number; message: string }> {
    const { rows } = await db.query<{ children: number }>(
      `SELECT count(*)::int AS children FROM categories WHERE parent_id = $1`,
      [toId(id)],
    );
    if ((rows[0]?.children ?? 0) > 0) {
      return {
        statusCode: 409,
        message: 'This category has sub-categories. Move or delete them first.',
      };
    }
    const deleted = await db.query(`DELETE FROM categories WHERE id = $1 RETURNING id`, [toId(id)]);
    return deleteResult(deleted.rows.length > 0, 'Category', id);
  },

  /** Moves each category with its subtree under `parentId` (null: to the root). Run inside a transaction. */
  async move(db: Queryable, ids: readonly string[], parentId: string | null): Promise<CategoryRow[]> {
    if (ids.length === 0) throw badInput('Choose at least one category to move.', 'id');
    if (ids.length > 200) throw badInput('At most 200 categories can be moved at once.', 'id');
    for (const id of ids) {
      const category = await this.byId(db, id);
      await assertMovable(db, category, parentId);
      const slug = category.path.split('/').pop()!;
      const newPath = await pathFor(db, parentId, slug);
      await withUniqueMessages(async () => {
        await repath(db, category.path, newPath);
        await db.query(`UPDATE categories SET parent_id = $2, updated_at = now() WHERE id = $1`, [
          toId(id),
          parentId ? toId(parentId) : null,
        ]);
      }, uniquePath(category.title));
    }
    return Promise.all(ids.map((id) => this.byId(db, id)));
  },
};

async function assertMovable(db: Queryable, category: CategoryRow, parentId: string | null): Promise<void> {
  if (!parentId) return;
  if (toId(parentId, 'parentId') === toId(category.id)) {
    throw badInput(`"${category.title}" can't be moved under itself.`, 'parentId');
  }
  const { rows } = await db.query<{ path: string; title: string }>(`SELECT path, title FROM categories WHERE id = $1`, [
    toId(parentId),
  ]);
  const parent = rows[0];
  if (!parent) throw badInput(`The parent category ${parentId} does not exist.`, 'parentId');
  if (parent.path.startsWith(`${category.path}/`)) {
    throw badInput(`"${category.title}" can't be moved under "${parent.title}", which is inside it.`, 'parentId');
  }
}
