import {
  cellValue,
  entityProblems,
  entityValues,
  feedColumns,
  type EntityDefinition,
  type EntityName,
} from '@deals/domain/entities';
import { slugFromTitle } from '@deals/domain/rules';
import type { Queryable } from '../db/database';
import { FEED_STORAGE, feedNameField, type FeedEntityName } from './feedEntities';
import type { FeedSettings, RowOutcome } from './importRepository';
import { inputOf, keyOf, keyValueOf, lookUpNames, lookUpRecords, targetOf, type ExistingRecord } from './planLookups';
import { nameKey, nameProblem } from './references';

/** One stored row of the file, as a batch reads it. */
export interface SourceRow {
  row: number;
  cells: string[];
  fileProblem: string | null;
  /** Set by the dry run: an earlier row has the same key; the apply rejects it the same way. */
  duplicateOf: number | null;
  plannedProblems: RowProblem[] | null;
}

/** Why a row is rejected: the column (0-based) and header it concerns, the field, and the form's message. */
export interface RowProblem {
  column: number | null;
  header: string | null;
  field: string | null;
  message: string;
}

/** A record a row names that does not exist yet, made by the import when the person chose so. */
export interface NewReference {
  field: string;
  entity: EntityName;
  name: string;
}

export interface PlannedRow {
  row: number;
  outcome: RowOutcome;
  problems: RowProblem[];
  existing: ExistingRecord | null;
  /** CREATE: every writable field as stored; UPDATE: the mapped ones. References to new records are `NewReference`. */
  write: Record<string, unknown> | null;
  newReferences: NewReference[];
  duplicateOf: number | null;
}

export interface PlanSetup {
  entity: FeedEntityName;
  definition: EntityDefinition;
  headers: readonly string[];
  settings: FeedSettings;
}

/**
 * What rows before this one already claimed: their keys (a repeated key is rejected), values of unique columns, and
 * the names of records they create (a category's parent created a few rows earlier). The dry run keeps one for the
 * whole file; the apply one per batch, the database holding what earlier batches wrote.
 */
export interface FileMemory {
  keys: Map<string, number>;
  unique: Map<string, number>;
  created: Set<string>;
}

export const newMemory = (): FileMemory => ({ keys: new Map(), unique: new Map(), created: new Set() });

const isNewReference = (value: unknown): value is NewReference =>
  typeof value === 'object' && value !== null && 'name' in value && 'entity' in value;

/**
 * Decides each row of a batch — create, update, unchanged, skip or reject with the form's messages — against the
 * database as it is (`lock` holds the records it would update, for the apply). Nothing is written here.
 */
export async function planBatch(
  db: Queryable,
  setup: PlanSetup,
  rows: readonly SourceRow[],
  memory: FileMemory,
  options: { lock: boolean; duplicatesFromDryRun: boolean },
): Promise<PlannedRow[]> {
  const { entity, definition, headers, settings } = setup;
  const columns = feedColumns(definition);
  const mapped = settings.mapping.flatMap((key, column) => {
    const feedColumn = key ? columns.find((candidate) => candidate.key === key) : undefined;
    return feedColumn ? [{ column, feedColumn }] : [];
  });
  const problemAt = (field: string | null, message: string): RowProblem => {
    const at = mapped.find((entry) => entry.feedColumn.key === field);
    return { column: at?.column ?? null, header: at ? headers[at.column]! : null, field, message };
  };

  // 1. Cells as input values, and the names of referenced records to look up.
  const parsed = rows.map((source) => {
    const given: Record<string, unknown> = {};
    const problems: RowProblem[] = [];
    for (const { column, feedColumn } of mapped) {
      const read = cellValue(feedColumn.field, source.cells[column] ?? '');
      if ('problem' in read) problems.push(problemAt(feedColumn.key, read.problem));
      else given[feedColumn.key] = read.value;
    }
    return { source, given, problems };
  });
  const names = new Map<EntityName, Set<string>>();
  for (const { given } of parsed) {
    for (const { feedColumn } of mapped) {
      const target = targetOf(feedColumn.field);
      const value = given[feedColumn.key];
      if (target && typeof value === 'string' && value.trim()) {
        names.set(target, (names.get(target) ?? new Set()).add(value));
      }
    }
  }
  const found = await lookUpNames(db, names);

  // 2. References resolved, then the keys that find existing records.
  const resolved = parsed.map(({ source, given, problems }) => {
    const newReferences: NewReference[] = [];
    let parentPath: string | null = null;
    for (const { feedColumn } of mapped) {
      const target = targetOf(feedColumn.field);
      const value = given[feedColumn.key];
      if (!target || typeof value !== 'string' || !value.trim()) continue;
      const match = found.get(target)?.get(nameKey(value)) ?? null;
      if (match && 'id' in match) {
        given[feedColumn.key] = match.id;
        if (target === entity) parentPath = match.name;
      } else if (match === null && target === entity && memory.created.has(nameKey(value))) {
        given[feedColumn.key] = { field: feedColumn.key, entity: target, name: value.trim() } satisfies NewReference;
        parentPath = value.includes('/') ? value.trim().toLowerCase() : slugFromTitle(value);
      } else if (match === null && settings.missingReferences === 'CREATE' && !value.includes('/')) {
        const reference: NewReference = { field: feedColumn.key, entity: target, name: value.trim() };
        newReferences.push(reference);
        given[feedColumn.key] = reference;
        // A parent made by the import is a new top-level category.
        if (target === entity) parentPath = slugFromTitle(value);
      } else {
        problems.push(problemAt(feedColumn.key, nameProblem(target, value, match)!));
      }
    }
    const keys = settings.matchBy.flatMap((key) => {
      const value = keyValueOf(definition, key, given, parentPath);
      return value ? [[key, value] as const] : [];
    });
    return { source, given, problems, newReferences, keys, parentPath };
  });
  const unique = FEED_STORAGE[entity].unique;
  const wanted = new Map<string, Set<string>>();
  for (const { keys, given } of resolved) {
    for (const [key, value] of keys) wanted.set(key, (wanted.get(key) ?? new Set()).add(value));
    if (unique) {
      const value = keyValueOf(definition, unique.field, given, null);
      if (value) wanted.set(unique.field, (wanted.get(unique.field) ?? new Set()).add(value));
    }
  }
  const records = await lookUpRecords(db, definition, wanted, options.lock);
  const recordKey = (record: ExistingRecord, key: string) => keyOf(definition.fields[key]!, record[key]);

  // 3. Each row's decision, in file order.
  return resolved.map(({ source, given, problems, newReferences, keys, parentPath }) => {
    const reject = (more: RowProblem[] = []): PlannedRow => ({
      row: source.row,
      outcome: 'REJECT',
      problems: [...problems, ...more],
      existing: null,
      write: null,
      newReferences: [],
      duplicateOf: null,
    });
    if (source.fileProblem) return reject([{ column: null, header: null, field: null, message: source.fileProblem }]);
    if (options.duplicatesFromDryRun && source.duplicateOf !== null) {
      return { ...reject(source.plannedProblems ?? []), duplicateOf: source.duplicateOf };
    }
    for (const [key, value] of keys) {
      const earlier = memory.keys.get(`${key}\u0000${value}`);
      if (earlier !== undefined) {
        const label = definition.fields[key]!.label.toLowerCase();
        return {
          ...reject([problemAt(key, `Row ${earlier} has the same ${label} ("${value}").`)]),
          duplicateOf: earlier,
        };
      }
    }
    if (problems.length > 0) return reject();

    // The records the row's keys find: none (create), one (update), or a clash.
    const matches = new Map<string, { record: ExistingRecord; key: string }>();
    for (const [key, value] of keys) {
      const hits = records.filter((record) => recordKey(record, key) === value);
      if (hits.length > 1) {
        const plural = definition.plural.toLowerCase();
        return reject([
          problemAt(key, `${hits.length} ${plural} have this ${definition.fields[key]!.label.toLowerCase()}.`),
        ]);
      }
      if (hits[0]) matches.set(hits[0].id, { record: hits[0], key });
    }
    if (matches.size > 1) {
      const [first, second] = [...matches.values()];
      const label = (key: string) => definition.fields[key]!.label.toLowerCase();
      const name = (record: ExistingRecord) => String(record[definition.titleField] ?? record.id);
      return reject([
        problemAt(
          second!.key,
          `Its ${label(first!.key)} finds "${name(first!.record)}" but its ${label(second!.key)} finds "${name(second!.record)}".`,
        ),
      ]);
    }
    const existing = [...matches.values()][0]?.record ?? null;
    const mode = existing ? 'update' : 'create';
    const input: Record<string, unknown> = existing ? inputOf(definition, existing) : {};
    for (const { feedColumn } of mapped) {
      const value = given[feedColumn.key];
      // An empty Yes/No cell leaves the record's value (or the default) as it is.
      if (feedColumn.matchOnly || (feedColumn.field.kind === 'boolean' && value === null)) continue;
      input[feedColumn.key] = isNewReference(value) ? `new:${value.name}` : value;
    }
    const ruled = Object.entries(entityProblems(definition, input, { mode })).map(([path, message]) =>
      problemAt(path.split('.')[0]!, message),
    );
    const stored = entityValues(definition, input, { mode });
    if (unique && ruled.length === 0) {
      const value = keyOf(definition.fields[unique.field]!, stored[unique.field]);
      const holder = value ? records.find((record) => recordKey(record, unique.field) === value) : undefined;
      const claimedBy = value ? memory.unique.get(value) : undefined;
      if (value && ((holder && holder.id !== existing?.id) || claimedBy !== undefined)) {
        ruled.push(problemAt(unique.field, unique.message(String(stored[unique.field]))));
      }
    }
    if (ruled.length > 0) return reject(ruled);

    // Claimed for the rows after this one.
    for (const [key, value] of keys) memory.keys.set(`${key}\u0000${value}`, source.row);
    if (unique) {
      const value = keyOf(definition.fields[unique.field]!, stored[unique.field]);
      if (value) memory.unique.set(value, source.row);
    }
    for (const { feedColumn } of mapped) {
      if (isNewReference(given[feedColumn.key])) stored[feedColumn.key] = given[feedColumn.key];
    }
    const planned = { row: source.row, problems: [], newReferences, duplicateOf: null };
    if (!existing) {
      // Later rows may name this record (a category's parent): by its feed name or its title.
      const feedName = keyValueOf(definition, feedNameField(definition.name), input, parentPath);
      for (const name of [feedName, stored[definition.titleField]]) if (name) memory.created.add(nameKey(String(name)));
      return { ...planned, outcome: 'CREATE', existing: null, write: stored };
    }
    if (settings.onMatch === 'SKIP') return { ...planned, outcome: 'SKIP', existing, write: null };
    const current = entityValues(definition, inputOf(definition, existing), { mode: 'update' });
    const changed = Object.fromEntries(
      mapped
        .map(({ feedColumn }) => feedColumn.key)
        .filter((key) => key in stored && JSON.stringify(stored[key]) !== JSON.stringify(current[key]))
        .map((key) => [key, stored[key]]),
    );
    if (Object.keys(changed).length === 0) return { ...planned, outcome: 'UNCHANGED', existing, write: null };
    return { ...planned, outcome: 'UPDATE', existing, write: changed };
  });
}
