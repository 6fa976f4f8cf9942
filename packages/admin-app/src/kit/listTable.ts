import { pageWindow, type ListState, type QueryResult } from '@deals/admin-core';
import type { DataTableStatus } from '@deals/ui';

type SortDirection = 'ascending' | 'descending';

/** The variables every paged list query takes, from the URL's list state. */
export function listVariables<SortField extends string>(state: ListState, pageSize: number) {
  return {
    ...pageWindow(state.page, pageSize),
    search: state.search || undefined,
    sort: state.sort ? { field: state.sort.field as SortField, order: state.sort.order } : undefined,
  };
}

export function tableStatus(list: QueryResult<unknown>): DataTableStatus {
  if (list.status === 'error') return { status: 'error', message: list.message, retry: list.retry };
  if (list.status === 'loading') return { status: 'loading' };
  return { status: 'success', refreshing: list.refreshing };
}

export function tableSort(state: ListState) {
  if (!state.sort) return undefined;
  const direction: SortDirection = state.sort.order === 'ASC' ? 'ascending' : 'descending';
  return { column: state.sort.field, direction };
}

export function sortFromTable(sort: { column: string | number; direction: SortDirection }) {
  return { field: String(sort.column), order: sort.direction === 'ascending' ? ('ASC' as const) : ('DESC' as const) };
}

export const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
