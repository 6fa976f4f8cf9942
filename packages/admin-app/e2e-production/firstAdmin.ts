import { readFileSync } from 'node:fs';

/** Where the production test's embedded database lives (packages/api/.prod-e2e-data, ignored by git). */
export const PRODUCTION_DATA_DIR = new URL('../../api/.prod-e2e-data', import.meta.url).pathname;

/** The administrator `create-admin` makes before production starts: the only account there is. */
export const FIRST_ADMIN = { email: 'ops@example.org', name: 'Olga Ops', password: 'Lanterns over the harbour, 1897' };

/** What `create-admin` printed, among it the one-time link where the first administrator sets a password. */
export const FIRST_ADMIN_LINK_FILE = `${PRODUCTION_DATA_DIR}/create-admin.txt`;

/** The set-password link's path and query, to open on the origin the test runs against. */
export function firstAdminLink(): string {
  const printed = readFileSync(FIRST_ADMIN_LINK_FILE, 'utf8');
  const link = /https?:\/\/\S+\/api\/set-password\?token=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`create-admin printed no set-password link:\n${printed}`);
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}
