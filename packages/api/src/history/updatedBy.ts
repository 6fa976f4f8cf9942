import type { RequestContext } from '../context';

/** The `updatedBy` field of every versioned type: the last writer's id and current name, batched per request. */
export function updatedBy(row: { updatedById: string | null }, _args: unknown, { loaders }: RequestContext) {
  return row.updatedById ? loaders.userRef.load(row.updatedById) : null;
}
