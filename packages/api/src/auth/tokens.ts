import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/database';

type TokenKind = 'access' | 'refresh';

export interface VerifiedToken {
  userId: string;
  jti: string | undefined;
  familyId: string | undefined;
  /** The user's session version when the token was issued (access tokens); stale once the user's moved on. */
  sessionVersion: number | undefined;
  /** When the token expires, in seconds since the epoch (a live stream ends then). */
  expiresAt: number;
}

/**
 * How long a rotated refresh token may be presented again and receive its successor instead of revoking the family:
 * two tabs that woke up with the same expired session both refresh within a few seconds of each other.
 */
export const REFRESH_GRACE_SECONDS = 15;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

async function sign(
  config: ApiConfig,
  kind: TokenKind,
  userId: string,
  claims: Record<string, string | number>,
  issuedAt = nowInSeconds(),
  expiresAt = issuedAt + (kind === 'access' ? config.accessTokenTtlSeconds : config.refreshTokenTtlSeconds),
) {
  const jwt = new SignJWT({ typ: kind, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt);
  if (typeof claims.jti === 'string') jwt.setJti(claims.jti);
  return jwt.sign(config.jwtSecret);
}

/** Verifies signature, expiry and kind; null for anything else (the caller answers Forbidden). */
export async function verifyToken(config: ApiConfig, token: string, kind: TokenKind): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    if (payload.typ !== kind || typeof payload.sub !== 'string') return null;
    return {
      userId: payload.sub,
      jti: typeof payload.jti === 'string' ? payload.jti : undefined,
      familyId: typeof payload.fam === 'string' ? payload.fam : undefined,
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : undefined,
      expiresAt: payload.exp!,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

async function sessionVersionOf(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ version: number }>(`SELECT session_version AS version FROM users WHERE id = $1`, [
    userId,
  ]);
  return rows[0]?.version ?? 0;
}

/** An access token bound to the login (family) and to the user's current session version. */
async function accessToken(db: Queryable, config: ApiConfig, userId: string, familyId: string) {
  return sign(config, 'access', userId, { fam: familyId, sv: await sessionVersionOf(db, userId) });
}

/** A new access + refresh pair; the refresh token is recorded so it can be rotated and revoked. */
export async function issueTokenPair(
  db: Queryable,
  config: ApiConfig,
  userId: string,
  familyId: string = randomUUID(),
  replaces?: string,
) {
  const jti = randomUUID();
  // Issued and expiry times are whole seconds, as in the token, so a second tab can be handed the very same token.
  const issuedAt = nowInSeconds();
  const expiresAt = issuedAt + config.refreshTokenTtlSeconds;
  await db.query(
    `INSERT INTO refresh_tokens (jti, family_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, to_timestamp($4), to_timestamp($5))`,
    [jti, familyId, userId, issuedAt, expiresAt],
  );
  if (replaces) {
    await db.query(`UPDATE refresh_tokens SET replaced_by = $2, rotated_at = now() WHERE jti = $1`, [replaces, jti]);
  }
  return {
    accessToken: await accessToken(db, config, userId, familyId),
    refreshToken: await sign(config, 'refresh', userId, { jti, fam: familyId }, issuedAt, expiresAt),
  };
}

/**
 * The pair a second tab receives: a fresh access token and, byte for byte, the successor refresh token the first tab
 * already got (same claims, issued and expiry times), so parallel refreshes visibly leave one live refresh token.
 */
async function reissueSuccessor(
  db: Queryable,
  config: ApiConfig,
  userId: string,
  familyId: string,
  successor: { jti: string; issuedAt: number; expiresAt: number },
) {
  return {
    accessToken: await accessToken(db, config, userId, familyId),
    refreshToken: await sign(
      config,
      'refresh',
      userId,
      { jti: successor.jti, fam: familyId },
      successor.issuedAt,
      successor.expiresAt,
    ),
  };
}

export type RefreshOutcome =
  { ok: true; userId: string; pair: { accessToken: string; refreshToken: string } } | { ok: false };

interface RefreshRecord {
  revoked_at: Date | null;
  family_id: string;
  user_id: string;
  replaced_by: string | null;
  in_grace: boolean;
}

/**
 * Rotates the presented refresh token: it is revoked and a successor issued. Presented again within the grace window
 * while that successor is still unused, it answers the successor (another tab of the same browser). Any other reuse
 * means it leaked: the whole family is revoked, ending every session that descends from the same login.
 * `isActive` is asked before anything is issued; run inside one transaction.
 */
export async function rotateRefreshToken(
  db: Queryable,
  config: ApiConfig,
  verified: VerifiedToken,
  isActive: (db: Queryable, userId: string) => Promise<boolean>,
): Promise<RefreshOutcome> {
  if (!verified.jti || !verified.familyId) return { ok: false };
  const { rows } = await db.query<RefreshRecord>(
    `SELECT revoked_at, family_id, user_id::text AS user_id, replaced_by::text AS replaced_by,
            COALESCE(rotated_at > now() - make_interval(secs => $2), false) AS in_grace
       FROM refresh_tokens WHERE jti = $1 FOR UPDATE`,
    [verified.jti, REFRESH_GRACE_SECONDS],
  );
  const record = rows[0];
  if (!record || record.user_id !== verified.userId) return { ok: false };
  if (!(await isActive(db, record.user_id))) return { ok: false };
  if (!record.revoked_at) {
    await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE jti = $1`, [verified.jti]);
    const pair = await issueTokenPair(db, config, record.user_id, record.family_id, verified.jti);
    return { ok: true, userId: record.user_id, pair };
  }
  if (record.replaced_by && record.in_grace) {
    const successor = await db.query<{ issuedAt: number; expiresAt: number }>(
      `SELECT floor(extract(epoch FROM created_at))::float8 AS "issuedAt",
              floor(extract(epoch FROM expires_at))::float8 AS "expiresAt"
         FROM refresh_tokens
        WHERE jti = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [record.replaced_by],
    );
    if (successor.rows[0]) {
      const pair = await reissueSuccessor(db, config, record.user_id, record.family_id, {
        jti: record.replaced_by,
        issuedAt: Number(successor.rows[0].issuedAt),
        expiresAt: Number(successor.rows[0].expiresAt),
      });
      return { ok: true, userId: record.user_id, pair };
    }
  }
  await revokeFamily(db, record.family_id);
  return { ok: false };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [
    familyId,
  ]);
}

/**
 * Ends every session of a user at once: refresh tokens are revoked, and the session version every access token
 * carries moves on, so those tokens are refused on their next request.
 */
export async function endAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  await db.query(`UPDATE users SET session_version = session_version + 1 WHERE id = $1`, [userId]);
}

/**
 * Ends every session of a user but the login `keepFamily` (the tab that changed the password stays signed in): the
 * other logins' refresh tokens are revoked, and their access tokens stop on the next request (their family is dead).
 */
export async function endOtherSessions(db: Queryable, userId: string, keepFamily: string | null): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2::uuid`,
    [userId, keepFamily],
  );
}
