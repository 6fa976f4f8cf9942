import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/database';
import type { RecordState } from './recordState';
import { recordTypeInfo, type RecordType } from './recordTypes';

/**
 * A stale write, refused. `extensions.current` is the record as it is now (its state: editable fields, `version`,
 * `updatedAt`, `updatedBy { id name }`), so the client can show what changed and let the person choose.
 */
export function conflict(type: RecordType, current: RecordState): GraphQLError {
  const noun = recordTypeInfo(type).noun.toLowerCase();
  const by = (current.updatedBy as { name?: string } | null)?.name;
  return new GraphQLError(
    `This ${noun} was changed${by ? ` by ${by}` : ''} since you loaded it. Review the changes before saving again.`,
    { extensions: { code: 'CONFLICT', recordType: type, current } },
  );
}

/**
 * The atomic check-and-bump every versioned write starts with: one UPDATE that only matches the version the client
 * loaded (any version when it sent none: last write wins, as clients written before versions expect). Zero rows
 * means someone else wrote first; the row lock it takes holds until the transaction ends, so the write that follows
 * in the same transaction cannot interleave with another replica's.
 */
export async function claimVersion(
  tx: Queryable,
  type: RecordType,
  id: number,
  expectedVersion: number | null | undefined,
  userId: string,
): Promise<boolean> {
  const { table } = recordTypeInfo(type);
  const { rows } = await tx.query(
    `UPDATE ${table} SET version = version + 1, updated_by = $3, updated_at = now()
      WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING version`,
    [id, expectedVersion ?? null, Number(userId)],
  );
  return rows.length > 0;
}

export interface RowVersionClaim {
  id: number;
  expectedVersion: number | null;
}

/** The bulk form: claims each row whose version still matches (or that named none); returns the claimed ids. */
export async function claimVersions(
  tx: Queryable,
  type: RecordType,
  claims: readonly RowVersionClaim[],
  userId: string,
): Promise<Set<string>> {
  const { table } = recordTypeInfo(type);
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE ${table} AS t SET version = t.version + 1, updated_by = $3, updated_at = now()
       FROM unnest($1::bigint[], $2::int[]) AS claim(id, version)
      WHERE t.id = claim.id AND (claim.version IS NULL OR t.version = claim.version)
      RETURNING t.id::text AS id`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.expectedVersion), Number(userId)],
  );
  return new Set(rows.map((row) => row.id));
}
