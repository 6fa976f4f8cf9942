import type { Role } from '@deals/domain/access';
import { verifyPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';

/**
 * The staff of the demo catalogue. Their passwords are published (README, the tests), so they exist only where the
 * demo does: production never seeds them, refuses to start while an account still has one of these passwords, and
 * refuses them at sign-in; nobody may choose one as a new password anywhere.
 */
export const DEMO_ACCOUNTS: readonly {
  name: string;
  email: string;
  password: string;
  role: Role;
  active: boolean;
  /** How long ago the account was created, in days: the users list shows a believable spread. */
  createdDaysAgo: number;
}[] = [
  {
    name: 'Ada Admin',
    email: 'admin@example.com',
    password: 'admin-password',
    role: 'ADMIN',
    active: true,
    createdDaysAgo: 400,
  },
  {
    name: 'Eli Editor',
    email: 'editor@example.com',
    password: 'editor-password',
    role: 'EDITOR',
    active: true,
    createdDaysAgo: 200,
  },
  {
    name: 'Mina Merchandiser',
    email: 'mina@example.com',
    password: 'editor-password',
    role: 'EDITOR',
    active: true,
    createdDaysAgo: 150,
  },
  {
    name: 'Ole Former',
    email: 'ole@example.com',
    password: 'editor-password',
    role: 'EDITOR',
    active: false,
    createdDaysAgo: 300,
  },
  {
    name: 'Vic Viewer',
    email: 'viewer@example.com',
    password: 'viewer-password',
    role: 'VIEWER',
    active: true,
    createdDaysAgo: 90,
  },
];

export const DEMO_ADMIN = DEMO_ACCOUNTS[0]!;

const demoPasswords = new Set(DEMO_ACCOUNTS.map((account) => account.password));

export function isDemoPassword(password: string): boolean {
  return demoPasswords.has(password);
}

/**
 * The demo accounts in this database that still sign in with their published password: a database seeded for
 * development. Production refuses to start on one (each account's own password is checked, scrypt as at sign-in).
 */
export async function accountsWithDemoPasswords(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string; hash: string }>(
    `SELECT email, password_hash AS hash FROM users WHERE lower(email) = ANY($1::text[]) ORDER BY id`,
    [DEMO_ACCOUNTS.map((account) => account.email)],
  );
  const open: string[] = [];
  for (const row of rows) {
    const account = DEMO_ACCOUNTS.find((demo) => demo.email === row.email.toLowerCase());
    if (account && (await verifyPassword(account.password, row.hash))) open.push(row.email);
  }
  return open;
}
