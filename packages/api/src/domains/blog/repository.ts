import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { notFound } from '../../graphql/errors';
import { Conditions, listPage, orderBy, pageOf, toId } from '../listQuery';
import type { Metadata, QueryFindBlogPostsArgs } from '../../graphql/resolvers.generated';

export interface BlogPostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImageUrl: string | null;
  status: 'DRAFT' | 'PUBLISHED';
  publishedAt: Date | null;
  tags: string[];
  authorId: string | null;
  authorName: string | null;
  metadata: Metadata;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
}

export type BlogPostWrite = Pick<
  BlogPostRow,
  'title' | 'slug' | 'excerpt' | 'content' | 'coverImageUrl' | 'status' | 'tags'
> & { metadata: Metadata };

const columns = `p.id::text AS id, p.title, p.slug, p.excerpt, p.content, p.cover_image_url AS "coverImageUrl", p.status,
  p.published_at AS "publishedAt", p.tags, p.author_id::text AS "authorId", u.name AS "authorName", p.metadata,
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.version, p.updated_by::text AS "updatedById"`;
const from = `blog_posts p LEFT JOIN users u ON u.id = p.author_id`;

const uniqueSlug = (slug: string) => ({
  blog_posts_slug_key: { field: 'slug', message: `The slug "${slug}" is already used by another post.` },
});

export const blogRepository = {
  /** The list's rows, in its order, whatever the page: what a page and an export of the list both read. */
  listQuery(args: Omit<QueryFindBlogPostsArgs, 'skip' | 'limit'>) {
    const where = new Conditions()
      .equals('p.status', args.filter?.status)
      .search(['p.title', 'p.excerpt'], args.search);
    if (args.filter?.tag) where.add(`p.tags ? ${where.param(args.filter.tag)}`);
    const order = orderBy(
      { TITLE: 'lower(p.title)', CREATED_AT: 'p.created_at', PUBLISHED_AT: 'p.published_at' },
      args.sort,
      { field: 'CREATED_AT', order: 'DESC' },
      'p.id',
    );
    return { from, where, order, idColumn: 'p.id' };
  },

  async list(db: Queryable, args: QueryFindBlogPostsArgs) {
    const page = pageOf(args.skip, args.limit);
    return listPage<BlogPostRow>(db, { select: columns, ...this.listQuery(args), page });
  },

  async byId(db: Queryable, id: string): Promise<BlogPostRow> {
    const { rows } = await db.query<BlogPostRow>(`SELECT ${columns} FROM ${from} WHERE p.id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Blog post', id);
    return rows[0];
  },

  async tags(db: Queryable): Promise<string[]> {
    const { rows } = await db.query<{ tag: string }>(
      `SELECT DISTINCT jsonb_array_elements_text(tags) AS tag FROM blog_posts ORDER BY tag`,
    );
    return rows.map((row) => row.tag);
  },

  async create(db: Queryable, input: BlogPostWrite, authorId: string): Promise<BlogPostRow> {
    const { rows } = await withUniqueMessages(
      () =>
        db.query<{ id: string }>(
          `INSERT INTO blog_posts (title, slug, excerpt, content, cover_image_url, status, tags, metadata, author_id,
             published_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6 = 'PUBLISHED' THEN now() END) RETURNING id::text`,
          [...writeParams(input), toId(authorId)],
        ),
      uniqueSlug(input.slug),
    );
    return this.byId(db, rows[0]!.id);
  },

  /** The first publication stamps publishedAt; a later edit keeps it; going back to draft clears it. */
  async update(db: Queryable, id: string, input: BlogPostWrite): Promise<BlogPostRow> {
    const { rows } = await withUniqueMessages(
      () =>
        db.query<{ id: string }>(
          `UPDATE blog_posts SET title = $1, slug = $2, excerpt = $3, content = $4, cover_image_url = $5, status = $6,
             tags = $7, metadata = $8, updated_at = now(),
             published_at = CASE WHEN $6 = 'PUBLISHED' THEN COALESCE(published_at, now()) END
           WHERE id = $9 RETURNING id::text`,
          [...writeParams(input), toId(id)],
        ),
      uniqueSlug(input.slug),
    );
    if (!rows[0]) throw notFound('Blog post', id);
    return this.byId(db, id);
  },

  async remove(db: Queryable, id: string): Promise<boolean> {
    return (await db.query(`DELETE FROM blog_posts WHERE id = $1 RETURNING id`, [toId(id)])).rows.length > 0;
  },
};

function writeParams(input: BlogPostWrite): unknown[] {
  return [
    input.title,
    input.slug,
    input.excerpt,
    input.content,
    input.coverImageUrl,
    input.status,
    JSON.stringify(input.tags),
    input.metadata,
  ];
}
