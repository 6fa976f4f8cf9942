import { toId } from '../domains/listQuery';
import type { RowVersionInput } from '../graphql/resolvers.generated';

/** A bulk action's `expectedVersions` argument as id → version (the last one wins if an id is named twice). */
export function expectedVersionMap(versions: readonly RowVersionInput[] | null | undefined): Map<number, number> {
  return new Map((versions ?? []).map((row) => [toId(row.id, 'expectedVersions'), row.version]));
}
