import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/database';

type TokenKind = 'access' | 'refresh';

interface VerifiedToken {
  userId: string;
  jti: string | undefined;
  familyId: string | undefined;
}

async function sign(config: ApiConfig, kind: TokenKind, userId: string, extra: Record<string, string> = {}) {
  const ttl = kind === 'access' ? config.accessTokenTtlSeconds : config.refreshTokenTtlSeconds;
  const jwt = new SignJWT({ typ: kind, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl);
  if (extra.jti) jwt.setJti(extra.jti);
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
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** A new access + refresh pair; the refresh token is recorded so it can be rotated and revoked. */
export async function issueTokenPair(
  db: Queryable,
  config: ApiConfig,
  userId: string,
  familyId: string = randomUUID(),
) {
  const jti = randomUUID();
  await db.query(
    `INSERT INTO refresh_tokens (jti, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [jti, familyId, userId, config.refreshTokenTtlSeconds],
  );
  return {
    accessToken: await sign(config, 'access', userId),
    refreshToken: await sign(config, 'refresh', userId, { jti, fam: familyId }),
  };
}

export type RotationOutcome = { ok: true; userId: string; familyId: string } | { ok: false };

/**
 * Revokes the presented refresh token so it can be used once. Presenting an already revoked token means it leaked:
 * the whole family is revoked, ending every session that descends from the same login.
 */
export async function consumeRefreshToken(db: Queryable, verified: VerifiedToken): Promise<RotationOutcome> {
  if (!verified.jti || !verified.familyId) return { ok: false };
  const { rows } = await db.query<{ revoked_at: Date | null; family_id: string; user_id: string }>(
    `SELECT revoked_at, family_id, user_id::text AS user_id FROM refresh_tokens WHERE jti = $1 FOR UPDATE`,
    [verified.jti],
  );
  const record = rows[0];
  if (!record || record.user_id !== verified.userId) return { ok: false };
  if (record.revoked_at) {
    await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [
      record.family_id,
    ]);
    return { ok: false };
  }
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE jti = $1`, [verified.jti]);
  return { ok: true, userId: record.user_id, familyId: record.family_id };
}

export async function revokeRefreshToken(db: Queryable, jti: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE jti = $1 AND revoked_at IS NULL`, [jti]);
}
