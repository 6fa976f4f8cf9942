import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';
import { conflictOf, type RecordConflict } from '../forms/conflict';

/**
 * A refused mutation: the message, the field it is about, the API's error `code` (`CONFLICT`, `NOT_FOUND`…) and, for
 * a stale save, the record as it is now.
 */
export interface MutationFailure {
  ok: false;
  message: string;
  field?: string;
  code?: string;
  conflict?: RecordConflict;
}

export type MutationOutcome<T> = { ok: true; data: T } | MutationFailure;

export interface EntityMutationOptions {
  /** Root list fields whose cached pages go stale (e.g. `findBrands`): evicted, so the next view refetches once. */
  invalidates?: readonly string[];
  /** A cache id to remove (a deleted entity), e.g. `Brand:12`. */
  evict?: (variables: OperationVariables) => string | undefined;
}

function invalidate(cache: ApolloCache, fields: readonly string[]) {
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Whether a query's variables ask for the record a mutation's variables name (same `id`, `slug` or `recordId`). */
function readsRecord(queryVariables: OperationVariables | undefined, mutationVariables: OperationVariables): boolean {
  if (!queryVariables) return false;
  // A record's history asks for it by `recordId` (and its version with it).
  if (mutationVariables.id !== undefined && queryVariables.recordId === mutationVariables.id) return true;
  return (['id', 'slug'] as const).some(
    (key) => mutationVariables[key] !== undefined && queryVariables[key] === mutationVariables[key],
  );
}

/**
 * A mutation whose result is an outcome, never a throw: forms show `message` next to `field`. Updated entities
 * refresh every list through the normalised cache; creates and deletes evict the affected list pages instead of
 * refetching every open query at once.
 */
export function useEntityMutation<Data, Variables extends OperationVariables>(
  document: TypedDocumentNode<Data, Variables>,
  options: EntityMutationOptions = {},
) {
  const [mutate, state] = useMutation(document as TypedDocumentNode<Data, OperationVariables>);
  const { invalidates, evict } = options;
  const run = useCallback(
    async (variables: Variables): Promise<MutationOutcome<Data>> => {
      try {
        const { data } = await mutate({
          variables,
          context: { [ERRORS_SHOWN_BY_CALLER]: true },
          update(cache) {
            // Every write adds a history entry: cached history pages refetch when next shown (the open panel at once).
            for (const fieldName of ['recordHistory', 'activity']) cache.evict({ id: 'ROOT_QUERY', fieldName });
            const id = evict?.(variables);
            if (id) cache.evict({ id });
            if (invalidates?.length) invalidate(cache, invalidates);
            else cache.gc();
          },
          // A query of the deleted record itself (its edit screen, still mounted while the delete confirms) must not
          // refetch it: it is gone, and the API would answer "Brand 49 was not found.". Other affected queries
          // (the evicted list pages) refetch as they would without this.
          ...(evict
            ? {
                onQueryUpdated: (query: { variables?: OperationVariables }) => !readsRecord(query.variables, variables),
              }
            : {}),
        });
        if (!data) return { ok: false, message: 'The server returned no data.' };
        return { ok: true, data: data as Data };
      } catch (error) {
        const graphQLError = (error as { errors?: { message: string; extensions?: Record<string, unknown> }[] })
          .errors?.[0];
        const extensions = graphQLError?.extensions;
        const conflict = conflictOf(extensions);
        return {
          ok: false,
          message: graphQLError?.message ?? (error as Error).message,
          ...(typeof extensions?.field === 'string' ? { field: extensions.field } : {}),
          ...(typeof extensions?.code === 'string' ? { code: extensions.code } : {}),
          ...(conflict ? { conflict } : {}),
        };
      }
    },
    [mutate, invalidates, evict],
  );
  return { run, pending: state.loading };
}
