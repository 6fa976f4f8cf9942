import { useQuery } from '@apollo/client/react';
import { FEED_FILE_LIMITS } from '@deals/domain/rules';
import { ERRORS_SHOWN_BY_CALLER } from '../../client/links/errorLink';
import type { FeedImportStatus } from '../../graphql/types.generated';
import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  ApplyFeedImportDocument,
  CancelFeedImportDocument,
  CheckFeedImportDocument,
  DiscardFeedImportDocument,
  FeedDownloadLinkDocument,
  FeedImportDocument,
  FeedImportRowsDocument,
  FeedImportsDocument,
  FeedLimitsDocument,
  UndoFeedImportDocument,
  type FeedImportQuery,
  type FeedImportRowsQueryVariables,
  type FeedImportsQuery,
  type FeedImportsQueryVariables,
} from './operations.generated';

/** The phases a job is working on: the screens ask again until it is done. */
const WORKING: readonly FeedImportStatus[] = ['CHECKING', 'APPLYING', 'UNDOING'];

/** Whether a job is working on the import (dry run, apply or undo): its progress moves. */
export const isFeedImportWorking = (status: FeedImportStatus) => WORKING.includes(status);

/**
 * How often an import at work is asked again. The progress is the API's (rows done, rate, time left from the job's
 * checkpoints), so every tab, and a reloaded one, shows the same figures.
 */
const FEED_POLL_MS = 1000;

const LISTS = ['feedImports'] as const;

export const useFeedImports = (variables: FeedImportsQueryVariables) =>
  useQueryResult(FeedImportsDocument, variables, (data) => data.feedImports, {
    pollWhile: (data: FeedImportsQuery) => data.feedImports.items.some((item) => isFeedImportWorking(item.status)),
    pollInterval: FEED_POLL_MS,
  });
export const useFeedImport = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FeedImportDocument, { id }, (data) => data.feedImport, {
    ...options,
    pollWhile: (data: FeedImportQuery) => isFeedImportWorking(data.feedImport.status),
    pollInterval: FEED_POLL_MS,
  });
export const useFeedImportRows = (variables: FeedImportRowsQueryVariables, options: RecordQueryOptions = {}) =>
  useQueryResult(FeedImportRowsDocument, variables, (data) => data.feedImportRows, options);

export const useCheckFeedImport = () => useEntityMutation(CheckFeedImportDocument, { invalidates: ['feedImportRows'] });
export const useApplyFeedImport = () => useEntityMutation(ApplyFeedImportDocument, { invalidates: LISTS });
export const useCancelFeedImport = () => useEntityMutation(CancelFeedImportDocument);
export const useUndoFeedImport = () => useEntityMutation(UndoFeedImportDocument, { invalidates: LISTS });
export const useDiscardFeedImport = () =>
  useEntityMutation(DiscardFeedImportDocument, { invalidates: LISTS, evict: ({ id }) => `FeedImport:${id}` });
/** A two-minute link the browser downloads an export or an import's rejected rows from (the API streams the file). */
export const useFeedDownloadLink = () => useEntityMutation(FeedDownloadLinkDocument);

/** What one feed file may hold: `bytes` and `rows`, as `FEED_FILE_LIMITS` names them. */
export interface FeedLimits {
  bytes: number;
  rows: number;
}

/**
 * This server's limits on one feed file (`feedLimits`), so a wizard names a deployment's lowered limit before a file
 * is chosen and refuses a larger one before sending it. Until the API answers, and from a backend that does not
 * answer `feedLimits`, the shared defaults: the upload's own refusal still names the server's limit.
 */
export function useFeedLimits(): FeedLimits {
  const { data } = useQuery(FeedLimitsDocument, {
    // No toast: the defaults stand in, and the upload says the rest.
    context: { [ERRORS_SHOWN_BY_CALLER]: true },
  });
  return data ? { bytes: data.feedLimits.maxBytes, rows: data.feedLimits.maxRows } : FEED_FILE_LIMITS;
}
