import { feedColumns, headerKey, suggestMapping, type EntityDefinition } from '@deals/domain/entities';
import type { Queryable } from '../db/database';
import { badInput } from '../graphql/errors';
import type { FeedImportSettingsInput } from '../graphql/resolvers.generated';
import { keyFields, type FeedEntityName } from './feedEntities';
import type { FeedImportRecord, FeedSettings } from './importRepository';

/** The settings a person sent, checked against the file and the entity: each field filled by one column at most. */
export function settingsFrom(
  definition: EntityDefinition,
  headers: readonly string[],
  input: FeedImportSettingsInput,
): FeedSettings {
  const columns = feedColumns(definition);
  const mapping: (string | null)[] = headers.map(() => null);
  for (const entry of input.mapping) {
    if (!Number.isInteger(entry.column) || entry.column < 0 || entry.column >= headers.length) {
      throw badInput(`The file has no column ${entry.column + 1}.`, 'settings.mapping');
    }
    if (!entry.field) continue;
    const column = columns.find((candidate) => candidate.key === entry.field);
    if (!column) throw badInput(`"${entry.field}" is not a field a feed can fill.`, 'settings.mapping');
    const taken = mapping.indexOf(entry.field);
    if (taken >= 0) {
      throw badInput(
        `Two columns fill ${column.header}: "${headers[taken]}" and "${headers[entry.column]}". Keep one.`,
        'settings.mapping',
      );
    }
    mapping[entry.column] = entry.field;
  }
  const keys = keyFields(definition);
  const matchBy = input.matchBy ?? keys;
  if (matchBy.length === 0)
    throw badInput('Choose at least one field to find existing records by.', 'settings.matchBy');
  for (const key of matchBy) {
    if (!keys.includes(key)) {
      const labels = keys.map((name) => definition.fields[name]!.label).join(', ');
      throw badInput(`Records are found by ${labels} only.`, 'settings.matchBy');
    }
  }
  return {
    mapping,
    matchBy: [...new Set(matchBy)],
    onMatch: input.onMatch ?? 'UPDATE',
    missingReferences: input.missingReferences ?? 'CREATE',
  };
}

/** Settings as the person sees them: each column with its header and field. */
export const settingsView = (headers: readonly string[], settings: FeedSettings) => ({
  ...settings,
  mapping: headers.map((header, column) => ({ column, header, field: settings.mapping[column] ?? null })),
});

interface SavedSettings {
  headers: string[];
  settings: FeedSettings;
}

/** Remembers how a feed was mapped, by header, for the next file of that feed. */
export async function saveFeedSettings(
  db: Queryable,
  record: FeedImportRecord,
  settings: FeedSettings,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO feed_mappings (entity, feed_key, feed_name, headers, settings, updated_by)
     VALUES ($1, lower($2), $2, $3, $4, $5)
     ON CONFLICT (entity, feed_key) DO UPDATE SET feed_name = $2, headers = $3, settings = $4, updated_by = $5,
       updated_at = now()`,
    [record.entity, record.feedName, JSON.stringify(record.headers), JSON.stringify(settings), Number(userId)],
  );
}

/**
 * What to offer for a new file: the settings saved for its feed name, carried over header by header (a column the
 * last file did not have is mapped by its header), or a mapping by header alone when the feed is new.
 */
export async function suggestedSettings(
  db: Queryable,
  definition: EntityDefinition,
  record: Pick<FeedImportRecord, 'entity' | 'feedName' | 'headers'>,
): Promise<{ settings: FeedSettings; saved: boolean }> {
  const byHeader = suggestMapping(definition, record.headers);
  const { rows } = await db.query<SavedSettings>(
    `SELECT headers, settings FROM feed_mappings WHERE entity = $1 AND feed_key = lower($2)`,
    [record.entity as FeedEntityName, record.feedName],
  );
  const saved = rows[0];
  const fresh: FeedSettings = {
    mapping: byHeader,
    matchBy: keyFields(definition),
    onMatch: 'UPDATE',
    missingReferences: 'CREATE',
  };
  if (!saved) return { settings: fresh, saved: false };
  const savedField = new Map(saved.headers.map((header, index) => [headerKey(header), saved.settings.mapping[index]]));
  const known = record.headers.some((header) => savedField.has(headerKey(header)));
  if (!known) return { settings: fresh, saved: false };
  const mapping: (string | null)[] = [];
  for (const [index, header] of record.headers.entries()) {
    const field = savedField.has(headerKey(header)) ? (savedField.get(headerKey(header)) ?? null) : byHeader[index]!;
    mapping.push(field && !mapping.includes(field) ? field : null);
  }
  return { settings: { ...saved.settings, mapping }, saved: true };
}
