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
  /**
   * The values a filter may hold, where they are a closed set (a yes/no flag's `true` / `false`, an enum's options):
   * any other is dropped, read or written. Filters not named here keep any value.
   */
  values?: Readonly<Record<string, readonly string[]>>;
  /** Sort fields this list allows; anything else falls back to the default. */
  sortFields?: readonly string[];
  defaultSort?: ListState['sort'];
}

/** The longest search a list URL keeps: a search box takes no more (`maxLength`), so a link holds what it showed. */
export const LIST_SEARCH_MAX_LENGTH = 200;

/**
 * A state as a list accepts it, whether read from a URL or about to be written into one: a whole page from 1, the
 * search cut to its limit, a sort by one of the list's fields (else the default), and only the filters the list
 * names, each without empty values or values outside its closed set (a value holding a comma is the two values a URL
 * would read).
 */
function acceptedListState(
  raw: {
    page: number;
    search: string;
    sort: { field: string; order: string } | null;
    filters: Record<string, string[]>;
  },
  options: ListStateOptions,
): ListState {
  const { page, sort } = raw;
  const sortAllowed = sort?.field && (!options.sortFields || options.sortFields.includes(sort.field));
  const filters: Record<string, string[]> = {};
  for (const name of options.filters ?? []) {
    const allowed = options.values?.[name];
    const values = (raw.filters[name] ?? [])
      .flatMap((value) => value.split(','))
      .filter((value) => value && (!allowed || allowed.includes(value)));
    if (values.length) filters[name] = values;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: raw.search.slice(0, LIST_SEARCH_MAX_LENGTH),
    sort:
      sort && sortAllowed
        ? { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' }
        : (options.defaultSort ?? null),
    filters,
  };
}

export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const [field = '', order = ''] = (params.get('sort') ?? '').split(':');
  return acceptedListState(
    {
      page: Number(params.get('page')),
      search: params.get('search') ?? '',
      sort: { field, order },
      filters: Object.fromEntries((options.filters ?? []).map((name) => [name, params.getAll(name)])),
    },
    options,
  );
}

/**
 * The URL params for `state`, leaving out defaults so links stay short. It writes only what `readListState` accepts
 * with the same options: a filter the list does not name, a sort it does not offer, a page below 1 or a search over
 * the limit never reach the URL, so a written link reads back as the list showed it.
 */
export function writeListState(state: ListState, options: ListStateOptions = {}): URLSearchParams {
  const accepted = acceptedListState(state, options);
  const params = new URLSearchParams();
  if (accepted.search) params.set('search', accepted.search);
  const isDefaultSort =
    accepted.sort?.field === options.defaultSort?.field && accepted.sort?.order === options.defaultSort?.order;
  if (accepted.sort && !isDefaultSort) params.set('sort', `${accepted.sort.field}:${accepted.sort.order}`);
  for (const [name, values] of Object.entries(accepted.filters)) params.set(name, values.join(','));
  if (accepted.page > 1) params.set('page', String(accepted.page));
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
