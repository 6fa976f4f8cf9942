import type { Queryable } from '../db/database';
import { deleteResult } from '../domains/listQuery';
import { recordedCreate, recordedDelete, recordedUpdate, type WriteContext } from './recordedWrite';
import { recordTypeInfo, type RecordType } from './recordTypes';

/** What a record's repository offers the create/update/delete mutations (`remove` only where deleting is allowed). */
interface WritableRepository<Write, Row> {
  create(tx: Queryable, write: Write): Promise<Row>;
  update(tx: Queryable, id: string, write: Write): Promise<Row>;
  remove?(tx: Queryable, id: string): Promise<boolean>;
}

/**
 * The create / update / delete trio that brands, stores, organizations and products share: the input is validated
 * into a write before any transaction opens (bad input never takes a lock), then runs as a recorded write —
 * versioned, stamped with who, and with its history entry in the same transaction.
 */
export function recordedMutations<Input, Write, Row extends { id: string; updatedById?: string | null }>(
  type: RecordType,
  writeFrom: (input: Input) => Write,
  repository: WritableRepository<Write, Row>,
) {
  return {
    create(ctx: WriteContext, input: Input): Promise<Row> {
      const write = writeFrom(input);
      return recordedCreate(ctx, type, (tx) => repository.create(tx, write));
    },
    update(ctx: WriteContext, id: string, input: Input, expectedVersion?: number | null): Promise<Row> {
      const write = writeFrom(input);
      return recordedUpdate(ctx, { type, id, expectedVersion, write: (tx) => repository.update(tx, id, write) });
    },
    async remove(ctx: WriteContext, id: string) {
      const { remove } = repository;
      if (!remove) throw new Error(`${recordTypeInfo(type).noun} records are never deleted.`);
      const deleted = await recordedDelete(ctx, { type, id, remove: (tx) => remove(tx, id) });
      return deleteResult(deleted, recordTypeInfo(type).noun, id);
    },
  };
}
