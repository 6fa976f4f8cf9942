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
