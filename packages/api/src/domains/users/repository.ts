import type { Role } from '@deals/domain/access';
import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { notFound } from '../../graphql/errors';
import { Conditions, orderBy, listPage, pageOf, toId } from '../listQuery';
import type { QueryFindUsersArgs } from '../../graphql/resolvers.generated';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  avatarUrl: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  updatedAt: Date;
  version: number;
  updatedById: string | null;
}

const columns = `id::text AS id, name, email, role, active, avatar_url AS "avatarUrl", created_at AS "createdAt",
  last_login_at AS "lastLoginAt", updated_at AS "updatedAt", version, updated_by::text AS "updatedById"`;

const sortColumns = {
  NAME: 'lower(name)',
  EMAIL: 'lower(email)',
  CREATED_AT: 'created_at',
  LAST_LOGIN_AT: 'last_login_at',
};

const uniqueEmail = (email: string) => ({
  users_email_key: { field: 'email', message: `The email ${email} is already used by another user.` },
});

export const userRepository = {
  async list(db: Queryable, args: QueryFindUsersArgs) {
    const page = pageOf(args.skip, args.limit);
    const where = new Conditions()
      .equals('active', args.filter?.active)
      .equals('role', args.filter?.role)
      .search(['name', 'email'], args.search);
    const order = orderBy(sortColumns, args.sort, { field: 'NAME', order: 'ASC' }, 'users.id');
    return listPage<UserRow>(db, { select: columns, from: 'users', where, order, page });
  },

  async byId(db: Queryable, id: string): Promise<UserRow> {
    const user = await this.findById(db, id);
    if (!user) throw notFound('User', id);
    return user;
  },

  async findById(db: Queryable, id: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [toId(id)]);
    return rows[0] ?? null;
  },

  /**
   * The user behind an access token, with what decides whether the token still counts: the current session version
   * and whether the token's login (refresh family) is still alive. One query per request, no cache.
   */
  async findSession(db: Queryable, id: string, familyId: string) {
    const { rows } = await db.query<UserRow & { sessionVersion: number; familyAlive: boolean }>(
      `SELECT ${columns}, session_version AS "sessionVersion",
              EXISTS (SELECT 1 FROM refresh_tokens
                       WHERE family_id = $2 AND user_id = users.id AND revoked_at IS NULL AND expires_at > now())
                AS "familyAlive"
         FROM users WHERE id = $1`,
      [toId(id), familyId],
    );
    return rows[0] ?? null;
  },

  /**
   * Active admins other than `exceptId`: the last active admin must stay one. The rows are locked so two admins
   * demoting each other at the same moment can't both pass (inside a transaction).
   */
  async countOtherActiveAdmins(db: Queryable, exceptId: string): Promise<number> {
    const { rows } = await db.query(`SELECT id FROM users WHERE role = 'ADMIN' AND active AND id <> $1 FOR UPDATE`, [
      toId(exceptId),
    ]);
    return rows.length;
  },

  /** Whether any account exists: a production database has none until its first administrator is created. */
  async any(db: Queryable): Promise<boolean> {
    const { rows } = await db.query(`SELECT 1 FROM users LIMIT 1`);
    return rows.length > 0;
  },

  async credentialsByEmail(db: Queryable, email: string) {
    const { rows } = await db.query<UserRow & { passwordHash: string }>(
      `SELECT ${columns}, password_hash AS "passwordHash" FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0] ?? null;
  },

  async passwordHash(db: Queryable, id: string): Promise<string> {
    const { rows } = await db.query<{ hash: string }>(`SELECT password_hash AS hash FROM users WHERE id = $1`, [
      toId(id),
    ]);
    if (!rows[0]) throw notFound('User', id);
    return rows[0].hash;
  },

  async create(
    db: Queryable,
    input: Pick<UserRow, 'name' | 'email' | 'role' | 'active' | 'avatarUrl'> & { passwordHash: string },
  ): Promise<UserRow> {
    const { rows } = await withUniqueMessages(
      () =>
        db.query<{ id: string }>(
          `INSERT INTO users (name, email, password_hash, role, active, avatar_url)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
          [input.name, input.email, input.passwordHash, input.role, input.active, input.avatarUrl],
        ),
      uniqueEmail(input.email),
    );
    return this.byId(db, rows[0]!.id);
  },

  async update(
    db: Queryable,
    id: string,
    changes: Partial<Pick<UserRow, 'name' | 'email' | 'role' | 'active' | 'avatarUrl'>>,
  ) {
    const current = await this.byId(db, id);
    const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
    await withUniqueMessages(
      () =>
        db.query(`UPDATE users SET name = $2, email = $3, role = $4, active = $5, avatar_url = $6 WHERE id = $1`, [
          toId(id),
          next.name,
          next.email,
          next.role,
          next.active,
          next.avatarUrl,
        ]),
      uniqueEmail(next.email),
    );
    return this.byId(db, id);
  },

  async setPassword(db: Queryable, id: string, passwordHash: string) {
    await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [toId(id), passwordHash]);
  },

  async recordLogin(db: Queryable, id: string) {
    await db.query(`UPDATE users SET last_login_at = now() WHERE id = $1`, [toId(id)]);
  },
};
