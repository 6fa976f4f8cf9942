import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ERRORS_SHOWN_BY_CALLER } from '../../client/links/errorLink';
import type { ActivityFilter, RecordType } from '../../graphql/types.generated';
import { useAdminCore } from '../../react/AdminCoreProvider';
import type { MutationOutcome } from '../../react/mutationHooks';
import { useQueryResult } from '../../react/queryHooks';
import { historyEntryOf, type HistoryEntry } from './historyChanges';
import {
  ActivityDocument,
  RecordHistoryDocument,
  RestoreRecordVersionDocument,
  type HistoryPageFieldsFragment,
} from './operations.generated';

/** The kinds restoreRecordVersion accepts, and the query each one's edit screen reads. */
const RESTORABLE = {
  BRAND: { alias: 'brand', byId: 'FindBrandById' },
  STORE: { alias: 'store', byId: 'FindStoreById' },
  CATEGORY: { alias: 'category', byId: 'FindCategoryById' },
  PRODUCT: { alias: 'product', byId: 'FindProductById' },
  BLOG_POST: { alias: 'blogPost', byId: 'FindBlogPostById' },
} as const satisfies Partial<Record<RecordType, { alias: string; byId: string }>>;
type RestorableType = keyof typeof RESTORABLE;

export const isRestorableType = (recordType: RecordType): recordType is RestorableType => recordType in RESTORABLE;

/** Whether the host turned the history capability on (`createAdminCore({ history: true })`). */
export const useHistoryEnabled = () => useAdminCore().historyEnabled;

/** A page of history entries, newest first, with the total count. */
export interface HistoryPage {
  items: HistoryEntry[];
  count: number;
  page: number;
  perPage: number;
}

export interface RecordHistoryPage extends HistoryPage {
  /** The record's version when this page loaded (restorable kinds only): what a restore sends as expectedVersion. */
  version: number | null;
}

const historyPageOf = (page: HistoryPageFieldsFragment): HistoryPage => ({
  count: page.count,
  page: page.page,
  perPage: page.perPage,
  items: page.items.map(historyEntryOf),
});

/**
 * One record's history, newest first, a page at a time. Never asked while the history capability is off, nor with
 * `skip` (no id yet): the result then stays `loading`.
 */
export function useRecordHistory({
  recordType,
  recordId,
  page = 1,
  perPage = 20,
  skip = false,
}: {
  recordType: RecordType;
  recordId: string;
  page?: number;
  perPage?: number;
  skip?: boolean;
}) {
  const enabled = useHistoryEnabled();
  const include = (alias: string) => isRestorableType(recordType) && RESTORABLE[recordType].alias === alias;
  return useQueryResult(
    RecordHistoryDocument,
    {
      recordType,
      recordId,
      page,
      perPage,
      brand: include('brand'),
      store: include('store'),
      category: include('category'),
      product: include('product'),
      blogPost: include('blogPost'),
    },
    (data): RecordHistoryPage => {
      const record = data.brand ?? data.store ?? data.category ?? data.product ?? data.blogPost;
      return { ...historyPageOf(data.recordHistory), version: record?.version ?? null };
    },
    { skip: skip || !enabled },
  );
}

/** Every change by everyone, newest first, filtered by person, kind of record and a date range (admins only). */
export function useActivity({
  filter = {},
  page = 1,
  perPage = 25,
}: {
  filter?: ActivityFilter;
  page?: number;
  perPage?: number;
}) {
  const enabled = useHistoryEnabled();
  return useQueryResult(ActivityDocument, { filter, page, perPage }, (data) => historyPageOf(data.activity), {
    skip: !enabled,
  });
}

/**
 * Puts back the state just before one entry's change. The record's own query and its history refetch before the
 * outcome resolves, so a form remounted afterwards starts from the restored values.
 */
export function useRestoreRecordVersion() {
  const [mutate, state] = useMutation(RestoreRecordVersionDocument);
  const run = useCallback(
    async ({
      entry,
      expectedVersion,
    }: {
      entry: Pick<HistoryEntry, 'id' | 'recordType'>;
      expectedVersion: number;
    }): Promise<MutationOutcome<{ version: number; entry: HistoryEntry }>> => {
      if (!isRestorableType(entry.recordType)) {
        return { ok: false, message: 'This kind of record cannot be restored.' };
      }
      try {
        const { data } = await mutate({
          variables: { historyEntryId: entry.id, expectedVersion },
          context: { [ERRORS_SHOWN_BY_CALLER]: true },
          refetchQueries: [RESTORABLE[entry.recordType].byId],
          awaitRefetchQueries: true,
          // The restore is itself an entry: open history and activity pages refetch.
          update(cache) {
            for (const fieldName of ['recordHistory', 'activity']) cache.evict({ id: 'ROOT_QUERY', fieldName });
            cache.gc();
          },
        });
        if (!data) return { ok: false, message: 'The server returned no data.' };
        const { version, entry: restored } = data.restoreRecordVersion;
        return { ok: true, data: { version, entry: historyEntryOf(restored) } };
      } catch (error) {
        const graphQLError = (error as { errors?: { message: string; extensions?: { field?: string } }[] }).errors?.[0];
        return {
          ok: false,
          message: graphQLError?.message ?? (error as Error).message,
          ...(graphQLError?.extensions?.field ? { field: graphQLError.extensions.field } : {}),
        };
      }
    },
    [mutate],
  );
  return { run, pending: state.loading };
}
