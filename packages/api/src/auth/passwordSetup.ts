import { createHash, randomBytes } from 'node:crypto';
import { emailProblem, requiredTextProblem, TEXT_LIMITS } from '@deals/domain/rules';
import type { Database, Queryable } from '../db/database';
import { userRepository, type UserRow } from '../domains/users/repository';
import { badInput } from '../graphql/errors';
import { acceptablePassword } from './passwordPolicy';
import { hashPassword } from './passwords';
import { endAllSessions } from './tokens';

/** How long a set-password link works: a day, for an operator who hands it on. */
export const SET_PASSWORD_LINK_HOURS = 24;

/** Where a link opens: a page the API serves itself, so it works with or without the app on the same origin. */
export const SET_PASSWORD_PATH = '/api/set-password';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for the account: 256 random bits, stored hashed. Earlier links of the account that were not
 * used stop working, so only the newest one printed counts.
 */
export async function issueSetPasswordLink(db: Database, publicUrl: string, userId: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM password_setup_links WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    await tx.query(`INSERT INTO password_setup_links (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`, [
      tokenHash(token),
      userId,
      expiresAt,
    ]);
  });
  return { url: `${publicUrl}${SET_PASSWORD_PATH}?token=${token}`, expiresAt };
}

/** The account a link opens, or null when the token is unknown, used or expired (one answer for all three). */
async function accountOfLink(db: Queryable, token: string, lock = false): Promise<UserRow | null> {
  const { rows } = await db.query<{ userId: string }>(
    `SELECT user_id::text AS "userId" FROM password_setup_links
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() ${lock ? 'FOR UPDATE' : ''}`,
    [tokenHash(token)],
  );
  return rows[0] ? userRepository.findById(db, rows[0].userId) : null;
}

export const linkIsUsable = async (db: Queryable, token: string) => (await accountOfLink(db, token)) !== null;

export class UnusableLink extends Error {
  constructor() {
    super('This link has expired or was already used. Ask an administrator for a new one.');
  }
}

/**
 * Sets the account's password through its link, once: the password follows the usual policy (a refusal leaves the
 * link usable), the link is spent, and any session the account had ends. Throws UnusableLink or BAD_USER_INPUT.
 */
export async function setPasswordWithLink(db: Database, token: string, password: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const account = await accountOfLink(tx, token, true);
    if (!account) throw new UnusableLink();
    await setAccountPassword(tx, account, password);
    await tx.query(`UPDATE password_setup_links SET used_at = now() WHERE token_hash = $1`, [tokenHash(token)]);
    return account;
  });
}

/**
 * Gives the account this password (after the usual policy: BAD_USER_INPUT on `password`) and ends every session it
 * had, as a password someone else set should. Run inside a transaction.
 */
export async function setAccountPassword(tx: Queryable, account: UserRow, password: string): Promise<void> {
  const accepted = acceptablePassword(password, 'password', account);
  await userRepository.setPassword(tx, account.id, await hashPassword(accepted));
  await endAllSessions(tx, account.id);
}

/**
 * The administrator an operator creates from the command line, with no password anyone knows yet (a hash of random
 * bytes: it signs nobody in) until the person sets theirs. An email that already has an account gets that account
 * back instead, so the same command hands out a new link to someone locked out.
 */
export async function createAdministrator(db: Database, input: { email: string; name: string }) {
  // The shared rules of a person's email and name (the team form checks the same).
  const emailRefusal = emailProblem(input.email);
  if (emailRefusal) throw badInput(emailRefusal, 'email');
  const nameRefusal = requiredTextProblem(input.name, 'Name', TEXT_LIMITS.name);
  if (nameRefusal) throw badInput(nameRefusal, 'name');
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const existing = await userRepository.credentialsByEmail(db, email);
  if (existing) {
    const { passwordHash: _hash, ...account } = existing;
    return { account: account as UserRow, created: false };
  }
  const account = await userRepository.create(db, {
    name,
    email,
    role: 'ADMIN',
    active: true,
    avatarUrl: null,
    passwordHash: await hashPassword(randomBytes(32).toString('hex')),
  });
  return { account, created: true };
}
