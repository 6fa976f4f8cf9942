import type { RowVersionInput } from '../graphql/types.generated';

/** One row of a bulk action as the API's `RowVersionInput`: the version the list showed. */
export type RowVersion = RowVersionInput;

/**
 * The versions the list loaded for the rows a bulk action names (`expectedVersions`): a row changed since is then
 * left as it is and reported, instead of overwritten. Rows without a version (the `versions` capability off) are
 * left out, and with none at all the answer is undefined, so nothing is sent.
 */
export function expectedVersionsOf(
  rows: readonly { id: string; version?: number | null }[],
  ids: readonly string[],
): RowVersion[] | undefined {
  const named = new Set(ids);
  const versions = rows.flatMap((row) =>
    named.has(row.id) && typeof row.version === 'number' ? [{ id: row.id, version: row.version }] : [],
  );
  return versions.length ? versions : undefined;
}

/** The titles of the rows a bulk action reported as changed meanwhile, for the message ("Nordhaus Tent, Trail Boots"). */
export function conflictingTitles(
  rows: readonly { id: string; title: string }[],
  conflicts: readonly { id: string }[] | null | undefined,
): string[] {
  return (conflicts ?? []).map(({ id }) => rows.find((row) => row.id === id)?.title ?? `#${id}`);
}
