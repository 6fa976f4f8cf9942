import { ENTITIES, type EntityDefinition, type EntityName } from '@deals/domain/entities';
import type { Queryable } from '../db/database';
import { feedNameField } from './feedEntities';

/** A name as compared: trimmed, case ignored. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** What a name found: one record, several (the name is ambiguous), or none. */
export type NameMatch = { id: string; name: string } | { ambiguous: number } | null;

/**
 * Finds records of `entity` by the names a feed gives them: their feed name (a category's path) or their title,
 * case ignored. A name two records share is ambiguous, unless one of them carries it as its feed name (a path is
 * unique).
 */
export async function findByNames(
  db: Queryable,
  entity: EntityName,
  names: readonly string[],
): Promise<Map<string, NameMatch>> {
  const definition = ENTITIES[entity];
  const wanted = [...new Set(names.map(nameKey))];
  const found = new Map<string, NameMatch>(wanted.map((name) => [name, null]));
  if (wanted.length === 0) return found;
  const titleColumn = definition.titleField;
  const nameColumn = feedNameField(entity);
  const { rows } = await db.query<{ id: string; title: string; feed_name: string }>(
    `SELECT id::text AS id, ${titleColumn} AS title, ${nameColumn} AS feed_name FROM ${definition.table}
      WHERE lower(${titleColumn}) = ANY($1::text[]) OR lower(${nameColumn}) = ANY($1::text[]) ORDER BY id`,
    [wanted],
  );
  for (const name of wanted) {
    const byFeedName = rows.filter((row) => nameKey(row.feed_name) === name);
    const byTitle = rows.filter((row) => nameKey(row.title) === name);
    const matches = byFeedName.length === 1 ? byFeedName : byTitle.length > 0 ? byTitle : byFeedName;
    if (matches.length === 1) found.set(name, { id: matches[0]!.id, name: matches[0]!.feed_name });
    else if (matches.length > 1) found.set(name, { ambiguous: matches.length });
  }
  return found;
}

/** The message a row gets for a name that finds no record or several. */
export function nameProblem(entity: EntityName, name: string, match: NameMatch): string | null {
  const definition: EntityDefinition = ENTITIES[entity];
  const noun = definition.noun.toLowerCase();
  if (match === null) return `No ${noun} is named "${name.trim()}".`;
  if ('ambiguous' in match) {
    const instead =
      feedNameField(entity) === definition.titleField
        ? 'rename one of them first'
        : `give the ${noun}'s ${definition.fields[feedNameField(entity)]!.label.toLowerCase()} instead`;
    return `${match.ambiguous} ${definition.plural.toLowerCase()} are named "${name.trim()}"; ${instead}.`;
  }
  return null;
}
