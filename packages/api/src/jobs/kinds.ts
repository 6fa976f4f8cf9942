import type { Queryable } from '../db/database';

/** A job kind does real work on the catalogue and returns the lines of its log. */
export type JobKindWork = (db: Queryable) => Promise<string[]>;

export const jobKinds = {
  async DEACTIVATE_EXPIRED_DEALS(db) {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE products SET active = false, updated_at = now(), version = version + 1 WHERE active AND expires_at < now() RETURNING id::text`,
    );
    return [`Deactivated ${rows.length} expired deal${rows.length === 1 ? '' : 's'}.`];
  },

  async END_PAST_SALES(db) {
    const { rows } = await db.query<{ slug: string }>(
      `UPDATE sales SET active = false, updated_at = now(), version = version + 1 WHERE active AND ends_at < now() RETURNING slug`,
    );
    return [
      `Ended ${rows.length} sale${rows.length === 1 ? '' : 's'} past their end date.`,
      ...rows.map((row) => `  ended: ${row.slug}`),
    ];
  },

  async RECOMPUTE_CATEGORY_PATHS(db) {
    const { rows } = await db.query<{ id: string; old_path: string; new_path: string }>(`
      WITH RECURSIVE tree AS (
        SELECT id, slug::text AS computed FROM categories WHERE parent_id IS NULL
        UNION ALL
        SELECT c.id, tree.computed || '/' || c.slug FROM categories c JOIN tree ON c.parent_id = tree.id
      )
      UPDATE categories SET path = tree.computed, updated_at = now()
      FROM tree WHERE categories.id = tree.id AND categories.path <> tree.computed
      RETURNING categories.id::text AS id, categories.path AS old_path, tree.computed AS new_path`);
    return [
      rows.length === 0 ? 'Every category path is consistent.' : `Fixed ${rows.length} category paths.`,
      ...rows.map((row) => `  ${row.id}: ${row.new_path}`),
    ];
  },

  async PURGE_EXPIRED_SESSIONS(db) {
    const tokens = await db.query(`DELETE FROM refresh_tokens WHERE expires_at < now() RETURNING jti`);
    const uploads = await db.query(
      `DELETE FROM upload_tokens WHERE used_at < now() - interval '2 hours' RETURNING token`,
    );
    return [
      `Removed ${tokens.rows.length} expired refresh tokens.`,
      `Removed ${uploads.rows.length} used upload tokens.`,
    ];
  },

  async CATALOGUE_HEALTH_REPORT(db) {
    const { rows } = await db.query<{ no_image: number; no_brand: number; expiring: number; inactive_brand: number }>(`
      SELECT
        count(*) FILTER (WHERE jsonb_array_length(images) = 0)::int AS no_image,
        count(*) FILTER (WHERE brand_id IS NULL)::int AS no_brand,
        count(*) FILTER (WHERE active AND expires_at BETWEEN now() AND now() + interval '7 days')::int AS expiring,
        count(*) FILTER (WHERE active AND brand_id IN (SELECT id FROM brands WHERE NOT active))::int AS inactive_brand
      FROM products`);
    const report = rows[0]!;
    const lines = [
      `Products without images: ${report.no_image}`,
      `Products without a brand: ${report.no_brand}`,
      `Active deals expiring within 7 days: ${report.expiring}`,
      `Active deals of inactive brands: ${report.inactive_brand}`,
    ];
    if (report.inactive_brand > 0) {
      throw Object.assign(new Error('Active deals point at inactive brands.'), { log: lines });
    }
    return lines;
  },
} satisfies Record<string, JobKindWork>;

/** What staff read when they pick a kind: its name and what it does. Every kind in `jobKinds` has one. */
export const jobKindInfo: Record<keyof typeof jobKinds, { label: string; description: string }> = {
  DEACTIVATE_EXPIRED_DEALS: {
    label: 'Deactivate expired deals',
    description: 'Switches off active deals whose expiry date has passed.',
  },
  END_PAST_SALES: { label: 'End past sales', description: 'Ends active sales whose end date has passed.' },
  RECOMPUTE_CATEGORY_PATHS: {
    label: 'Recompute category paths',
    description: 'Rebuilds every category path from the tree and fixes the ones that drifted.',
  },
  PURGE_EXPIRED_SESSIONS: {
    label: 'Purge expired sessions',
    description: 'Removes expired refresh tokens and used upload tokens.',
  },
  CATALOGUE_HEALTH_REPORT: {
    label: 'Catalogue health report',
    description: 'Counts deals without images or brands and deals of inactive brands.',
  },
};
