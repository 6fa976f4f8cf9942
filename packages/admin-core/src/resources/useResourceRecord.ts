import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQueryResult, type QueryResult, type RecordQueryOptions } from '../react/queryHooks';
import type { ResourceDefinition } from './defineResource';

/** The record of a resource by its key (id, or a sale's slug), through the resource's by-id query. */
export function useResourceRecord(
  resource: ResourceDefinition<unknown, string>,
  key: string,
  options: RecordQueryOptions = {},
): QueryResult<Record<string, unknown>> {
  const document = resource.operations.byId as TypedDocumentNode<Record<string, unknown>, OperationVariables>;
  return useQueryResult(
    document,
    { [resource.key]: key },
    (data) => Object.values(data)[0] as Record<string, unknown>,
    options,
  );
}
