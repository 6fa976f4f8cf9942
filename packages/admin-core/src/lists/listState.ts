/**
 * A list's state in the URL (page, sort, search, filters), so every list is shareable and the back button works.
 * Router-agnostic: it reads and writes URLSearchParams.
 */
export interface ListState {
  /** 1-based. */
  page: number;
  search: string;
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  filters: Record<string, string[]>;
}

export interface ListStateOptions {
  /** Filter names this list understands; anything else in the URL is ignored. */
  filters?: readonly string[];
  /** Sort fields this list allows; anything else falls back to the default. */
  sortFields?: readonly string[];
  defaultSort?: ListState['sort'];
}

export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const page = Number(params.get('page'));
  const [field, order] = (params.get('sort') ?? '').split(':');
  const sortAllowed = field && (!options.sortFields || options.sortFields.includes(field));
  const filters: Record<string, string[]> = {};
  for (const name of options.filters ?? []) {
    const values = params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
    if (values.length) filters[name] = values;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').slice(0, 200),
    sort: sortAllowed ? { field, order: order === 'DESC' ? 'DESC' : 'ASC' } : (options.defaultSort ?? null),
    filters,
  };
}

/** The URL params for `state`, leaving out defaults so links stay short. */
export function writeListState(state: ListState, options: ListStateOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  const isDefaultSort =
    state.sort?.field === options.defaultSort?.field && state.sort?.order === options.defaultSort?.order;
  if (state.sort && !isDefaultSort) params.set('sort', `${state.sort.field}:${state.sort.order}`);
  for (const [name, values] of Object.entries(state.filters)) if (values.length) params.set(name, values.join(','));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of search, sort or filters starts again at page 1; only a page change keeps the rest. */
export function updateListState(current: ListState, change: Partial<ListState>): ListState {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The filters with `name` set to one value, or removed when `value` is null (an "All …" choice). */
export function withFilter(filters: ListState['filters'], name: string, value: string | null): ListState['filters'] {
  const { [name]: _removed, ...others } = filters;
  return value === null ? others : { ...others, [name]: [value] };
}

/** skip/limit for the API from a 1-based page. */
export function pageWindow(page: number, pageSize: number) {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}
