import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';

/** A query's outcome as a union, so a screen can't forget its loading or error state. */
export type QueryResult<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'success'; data: T; refreshing: boolean; refetch: () => void };

/**
 * The options of every by-id hook (`useBrandById(id, { skip })`, `useSaleBySlug`, `useRecordHistory`…): `skip` asks
 * nothing yet (no id, a create form, a closed panel); the result then stays `loading`.
 */
export interface RecordQueryOptions {
  skip?: boolean;
}

/**
 * Runs a typed query and picks what the screen needs from it. Lists keep showing the previous page while the next
 * loads (`refreshing`), so paging never flashes an empty table.
 */
export function useQueryResult<Data, Variables extends OperationVariables, T>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => T,
  options: {
    skip?: boolean;
    /** Refetch every `pollInterval` ms while `pollWhile` holds for the latest data (a job run in progress). */
    pollWhile?: (data: Data) => boolean;
    pollInterval?: number;
  } = {},
): QueryResult<T> {
  const query = useQuery(document as TypedDocumentNode<Data, OperationVariables>, {
    variables,
    skip: options.skip,
    notifyOnNetworkStatusChange: true,
    // The screen renders the error state with a retry.
    context: { [ERRORS_SHOWN_BY_CALLER]: true },
  });
  const data = (query.data ?? query.previousData) as Data | undefined;
  const { pollWhile, pollInterval = 1500 } = options;
  const shouldPoll = Boolean(data && pollWhile?.(data));
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!pollWhile) return;
    if (shouldPoll) startPolling(pollInterval);
    else stopPolling();
    return stopPolling;
  }, [pollWhile, shouldPoll, pollInterval, startPolling, stopPolling]);
  if (query.error && !data) {
    return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  }
  if (!data) return { status: 'loading' };
  return {
    status: 'success',
    data: pick(data),
    refreshing: query.loading,
    refetch: () => void query.refetch(),
  };
}
