import { ENTITIES, type EntityDefinition } from '@deals/domain/entities';
import type { Queryable } from '../db/database';
import { categoryRepository, type CategoryWrite } from '../domains/categories/repository';
import type { HistoryAuthor } from '../history/historyLog';
import { readStates } from '../history/recordState';
import type { RecordType } from '../history/recordTypes';
import { FEED_STORAGE, type FeedEntityName } from './feedEntities';
import type { BatchEntry } from './historyBatch';
import type { RowOutcome } from './importRepository';
import { findByNames, nameKey } from './references';
import type { NewReference, PlannedRow, RowProblem } from './rowPlan';
import { insertRecords, newNamedRecord, updateRecords } from './writeRecords';

/** What the apply did with one row. */
export interface AppliedRow {
  row: number;
  outcome: RowOutcome;
  recordId: string | null;
  problems: RowProblem[];
}

export interface WrittenBatch {
  rows: AppliedRow[];
  entries: BatchEntry[];
  referencesCreated: number;
}

const isNewReference = (value: unknown): value is NewReference =>
  typeof value === 'object' && value !== null && 'name' in value && 'entity' in value;

/**
 * Finds or makes the records rows name that did not exist when they were planned. Two imports naming the same new
 * brand at once make it once: each takes a transaction lock on the name before looking again.
 */
async function referenceIds(tx: Queryable, author: HistoryAuthor, wanted: readonly NewReference[]) {
  const ids = new Map<string, string>();
  const created: BatchEntry[] = [];
  for (const reference of wanted) {
    const key = `${reference.entity}:${nameKey(reference.name)}`;
    if (ids.has(key)) continue;
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`feed-reference:${key}`]);
    const match = (await findByNames(tx, reference.entity, [reference.name])).get(nameKey(reference.name));
    if (match && 'id' in match) {
      ids.set(key, match.id);
      continue;
    }
    const definition: EntityDefinition = ENTITIES[reference.entity];
    const write = newNamedRecord(definition, reference.name);
    const id =
      reference.entity === 'category'
        ? (await categoryRepository.create(tx, write as CategoryWrite)).id
        : (await insertRecords(tx, definition, [write], author.id))[0]!;
    if (definition.versioned) {
      await tx.query(`UPDATE ${definition.table} SET updated_by = $2 WHERE id = $1`, [Number(id), Number(author.id)]);
    }
    ids.set(key, id);
    created.push({ type: definition.recordType as RecordType, id, action: 'CREATE', before: null, after: null });
  }
  const resolve = (write: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(write).map(([field, value]) =>
        isNewReference(value) ? [field, ids.get(`${value.entity}:${nameKey(value.name)}`)!] : [field, value],
      ),
    );
  return { resolve, created };
}

const newReferencesOf = (write: Record<string, unknown> | null) => Object.values(write ?? {}).filter(isNewReference);

/** The after states of created references, read once they exist. */
async function withStates(tx: Queryable, entries: BatchEntry[]): Promise<BatchEntry[]> {
  const byType = new Map<RecordType, string[]>();
  for (const entry of entries) byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry.id]);
  const states = new Map<string, Record<string, unknown>>();
  for (const [type, ids] of byType) {
    for (const [id, state] of await readStates(tx, type, ids.map(Number))) states.set(`${type}:${id}`, state);
  }
  return entries.map((entry) => ({ ...entry, after: states.get(`${entry.type}:${entry.id}`) ?? null }));
}

/** Products, brands and stores: every create in one statement, every update in one per set of changed fields. */
async function writeInBulk(
  tx: Queryable,
  definition: EntityDefinition,
  planned: readonly PlannedRow[],
  author: HistoryAuthor,
): Promise<WrittenBatch> {
  const type = definition.recordType as RecordType;
  const writing = planned.filter((row) => row.outcome === 'CREATE' || row.outcome === 'UPDATE');
  const references = await referenceIds(
    tx,
    author,
    writing.flatMap((row) => newReferencesOf(row.write)),
  );
  const creates = writing.filter((row) => row.outcome === 'CREATE');
  const updates = writing.filter((row) => row.outcome === 'UPDATE');
  const updatedIds = updates.map((row) => row.existing!.id);
  const befores = await readStates(tx, type, updatedIds.map(Number));
  const createdIds = await insertRecords(
    tx,
    definition,
    creates.map((row) => references.resolve(row.write!)),
    author.id,
  );
  await updateRecords(
    tx,
    definition,
    updates.map((row) => ({ id: row.existing!.id, write: references.resolve(row.write!) })),
    author.id,
  );
  const afters = await readStates(tx, type, [...createdIds, ...updatedIds].map(Number));
  const recordOf = new Map<number, string>([
    ...creates.map((row, index) => [row.row, createdIds[index]!] as const),
    ...updates.map((row) => [row.row, row.existing!.id] as const),
  ]);
  const entries: BatchEntry[] = [
    ...(await withStates(tx, references.created)),
    ...createdIds.map((id) => ({ type, id, action: 'CREATE' as const, before: null, after: afters.get(id) ?? null })),
    ...updatedIds.map((id) => ({
      type,
      id,
      action: 'UPDATE' as const,
      before: befores.get(id) ?? null,
      after: afters.get(id) ?? null,
    })),
  ];
  return {
    rows: planned.map((row) => ({
      row: row.row,
      outcome: row.outcome,
      recordId: recordOf.get(row.row) ?? row.existing?.id ?? null,
      problems: row.problems,
    })),
    entries,
    referencesCreated: references.created.length,
  };
}

/**
 * Categories, one by one in file order through the category repository (a category's path is its parent's plus its
 * own): a row the repository refuses (its place in the tree is taken) is rejected with the repository's message and
 * rolled back alone, to a savepoint.
 */
async function writeOneByOne(
  tx: Queryable,
  planned: readonly PlannedRow[],
  author: HistoryAuthor,
): Promise<WrittenBatch> {
  const rows: AppliedRow[] = [];
  const entries: BatchEntry[] = [];
  let referencesCreated = 0;
  for (const row of planned) {
    if (row.outcome !== 'CREATE' && row.outcome !== 'UPDATE') {
      rows.push({ row: row.row, outcome: row.outcome, recordId: row.existing?.id ?? null, problems: row.problems });
      continue;
    }
    await tx.query('SAVEPOINT feed_row');
    try {
      const references = await referenceIds(tx, author, newReferencesOf(row.write));
      const write = references.resolve(row.write!);
      const before = row.existing
        ? (await readStates(tx, 'CATEGORY', [Number(row.existing.id)])).get(row.existing.id)
        : null;
      const id = row.existing
        ? (await categoryRepository.update(tx, row.existing.id, { ...(before as object), ...write } as CategoryWrite))
            .id
        : (await categoryRepository.create(tx, write as CategoryWrite)).id;
      await tx.query(
        `UPDATE categories SET updated_by = $2${row.existing ? ', version = version + 1' : ''} WHERE id = $1`,
        [Number(id), Number(author.id)],
      );
      const after = (await readStates(tx, 'CATEGORY', [Number(id)])).get(id) ?? null;
      entries.push(...(await withStates(tx, references.created)));
      entries.push({ type: 'CATEGORY', id, action: row.existing ? 'UPDATE' : 'CREATE', before: before ?? null, after });
      referencesCreated += references.created.length;
      rows.push({ row: row.row, outcome: row.outcome, recordId: id, problems: [] });
      await tx.query('RELEASE SAVEPOINT feed_row');
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT feed_row');
      const { message, extensions } = error as { message: string; extensions?: { field?: string } };
      if (!extensions) throw error;
      const field = extensions.field ?? null;
      rows.push({
        row: row.row,
        outcome: 'REJECT',
        recordId: null,
        problems: [{ column: null, header: null, field, message }],
      });
    }
  }
  return { rows, entries, referencesCreated };
}

/** Writes a planned batch: its records, the records its rows name that are new, and the history entries of all. */
export function writeBatch(
  tx: Queryable,
  entity: FeedEntityName,
  definition: EntityDefinition,
  planned: readonly PlannedRow[],
  author: HistoryAuthor,
): Promise<WrittenBatch> {
  return FEED_STORAGE[entity].perRecord
    ? writeOneByOne(tx, planned, author)
    : writeInBulk(tx, definition, planned, author);
}
