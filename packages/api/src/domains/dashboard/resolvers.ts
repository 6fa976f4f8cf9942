import type { Resolvers } from '../../graphql/resolvers.generated';
import { productColumns, type ProductRow } from '../products/repository';
import { runColumns, type JobRunRow } from '../../jobs/repository';

const COUNTED = [
  ['products', 'Products'],
  ['brands', 'Brands'],
  ['stores', 'Stores'],
  ['categories', 'Categories'],
  ['sales', 'Sales'],
  ['users', 'Users'],
  ['organizations', 'Organizations'],
] as const;

export const dashboardResolvers: Resolvers = {
  Query: {
    async dashboardStats(_, __, { db }) {
      const counts = await Promise.all(
        COUNTED.map(async ([table, entity]) => {
          const { rows } = await db.query<{ total: number; active: number }>(
            `SELECT count(*)::int AS total, count(*) FILTER (WHERE active)::int AS active FROM ${table}`,
          );
          const { total = 0, active = 0 } = rows[0] ?? {};
          return { entity, total, active, inactive: total - active };
        }),
      );
      const [perDay, expiring, expiringCount, failed, failedCount] = await Promise.all([
        db.query<{ date: string; count: number }>(`
          SELECT to_char(day, 'YYYY-MM-DD') AS date, count(p.id)::int AS count
          FROM generate_series(date_trunc('day', now()) - interval '29 days', date_trunc('day', now()), interval '1 day') AS day
          LEFT JOIN products p ON p.created_at >= day AND p.created_at < day + interval '1 day'
          GROUP BY day ORDER BY day`),
        db.query<ProductRow>(
          `SELECT ${productColumns} FROM products WHERE active AND expires_at BETWEEN now() AND now() + interval '7 days'
           ORDER BY expires_at, products.id LIMIT 5`,
        ),
        db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM products WHERE active AND expires_at BETWEEN now() AND now() + interval '7 days'`,
        ),
        db.query<JobRunRow>(
          `SELECT ${runColumns} FROM job_runs WHERE status = 'FAILED' AND started_at > now() - interval '7 days'
           ORDER BY started_at DESC, job_runs.id DESC LIMIT 5`,
        ),
        db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM job_runs WHERE status = 'FAILED' AND started_at > now() - interval '7 days'`,
        ),
      ]);
      return {
        counts,
        productsPerDay: perDay.rows,
        expiringSoon: expiring.rows,
        expiringSoonCount: expiringCount.rows[0]?.count ?? 0,
        failedJobRuns: failed.rows,
        failedJobRunCount: failedCount.rows[0]?.count ?? 0,
      };
    },
  },
};
