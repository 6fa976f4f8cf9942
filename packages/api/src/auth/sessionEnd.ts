import type { Queryable } from '../db/database';
import { RECORD_CHANGED_CHANNEL } from '../live/changeFeed';

/**
 * Why a session stopped counting, sent as `extensions.reason` of the `Forbidden` error (its message stays exactly
 * `Forbidden`, spec §4): the app tells the person on the sign-in page instead of leaving them to guess.
 */
export const SESSION_END_REASONS = [
  /** This login signed out (another tab of the same browser, or the person on another page). */
  'SIGNED_OUT',
  /** The person changed their password on another login: every other login ends. */
  'PASSWORD_CHANGED',
  /** An admin changed the person's role: every login ends so the new permissions apply. */
  'ROLE_CHANGED',
  /** An admin deactivated the account. */
  'DEACTIVATED',
  /** The login ran out (its refresh token expired). */
  'SESSION_EXPIRED',
  /** Ended for any other reason: a refresh token presented twice (leaked) revokes its whole login. */
  'SESSION_REVOKED',
] as const;

export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

const asReason = (value: string | null | undefined): SessionEndReason | null =>
  SESSION_END_REASONS.includes(value as SessionEndReason) ? (value as SessionEndReason) : null;

/**
 * Why the login `familyId` of `userId` no longer counts, read only once a request was refused: the account's state
 * first (deactivated, every session ended), then how the login's own refresh tokens ended.
 */
export async function sessionEndReason(
  db: Queryable,
  userId: string,
  familyId: string,
  sessionVersion?: number,
): Promise<SessionEndReason> {
  const { rows } = await db.query<{
    active: boolean;
    sessionVersion: number;
    endedReason: string | null;
    revokedReason: string | null;
    expired: boolean;
  }>(
    `SELECT active, session_version AS "sessionVersion", sessions_ended_reason AS "endedReason",
            (SELECT revoked_reason FROM refresh_tokens
              WHERE family_id = $2 AND user_id = users.id AND revoked_reason IS NOT NULL
              ORDER BY revoked_at DESC LIMIT 1) AS "revokedReason",
            NOT EXISTS (SELECT 1 FROM refresh_tokens
                         WHERE family_id = $2 AND user_id = users.id AND expires_at > now()) AS expired
       FROM users WHERE id = $1`,
    [userId, familyId],
  );
  const user = rows[0];
  if (!user) return 'SESSION_REVOKED';
  if (!user.active) return 'DEACTIVATED';
  if (sessionVersion !== undefined && user.sessionVersion !== sessionVersion) {
    return asReason(user.endedReason) ?? 'SESSION_REVOKED';
  }
  return asReason(user.revokedReason) ?? (user.expired ? 'SESSION_EXPIRED' : 'SESSION_REVOKED');
}

/**
 * Tells every API process, once the surrounding transaction commits, that sessions of `userId` ended: their open live
 * streams check their session at once and end with the reason, so another device reaches the sign-in page then, not
 * at its next heartbeat. It travels on the record-change channel (one LISTEN per process) as a payload of its own.
 */
export async function announceSessionsEnded(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `SELECT pg_notify($1, json_build_object('schema', current_schema(), 'sessionsEndedOf', $2::text)::text)`,
    [RECORD_CHANGED_CHANNEL, userId],
  );
}
