import {
  IMPORTABLE,
  type EntityDefinition,
  type ListState,
  type QueryResult,
  type Resource,
  useAccess,
  useSettings,
  withFilter,
} from '@deals/admin-core';
import {
  DataTable,
  EmptyState,
  formatCount,
  LinkButton,
  PageHeader,
  SkeletonText,
  type DataTableColumn,
} from '@deals/ui';
import { Plus, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../config';
import { recordTypeOf } from './historyEntries';
import { ListExportButton, type ListQueryArgs } from './ListExportButton';
import { DefinedListFilters, type ListFilterOverrides } from './list/DefinedListFilters';
import { ListToolbar } from './ListToolbar';
import { LiveListStatus } from './LiveListStatus';
import { useLiveList } from './useLiveList';
import { useRouteAccess } from './routeAccess';
import { sortFromTable, tableSort, tableStatus } from './listTable';
import type { ListStateUpdateOptions } from './useUrlListState';
import { useDeferredList } from './useDeferredList';

export interface EntityListPageProps<Row extends { id: string }> {
  title: string;
  /** Plural, lower case: "brands". */
  itemLabel: string;
  /** Singular, lower case: "brand" (the count line reads "1 brand", "2,000 brands"). */
  itemNoun: string;
  newItem?: { href: string; label: string };
  columns: DataTableColumn<Row>[];
  list: QueryResult<{ items: Row[]; count: number }>;
  /**
   * The variables the list query was sent with: "Export CSV" downloads the list as they shape it (search, filters,
   * sort; every page). Leave out for lists that do not export.
   */
  listArgs?: ListQueryArgs;
  state: ListState;
  update: (change: Partial<ListState>, how?: ListStateUpdateOptions) => void;
  /** Where a row opens; leave out for rows with nothing to open. */
  rowHref?: (row: Row) => string;
  /** False for lists the API cannot search. */
  searchable?: boolean;
  /**
   * The entity whose definition declares the list's filters (its status, choices, pickers, flags): they are shown,
   * and kept in the URL under their names, with no screen code. `useUrlListState(definedListOptions(entity, …))`
   * reads them and `definedListFilter` makes the query's filter.
   */
  entity?: EntityDefinition;
  /** By filter name: `false` for a defined filter the screen shows its own way, or the choices it loads. */
  filterOverrides?: ListFilterOverrides;
  /** The generic Active / Inactive status for a list whose entity declares none (jobs: active or paused). */
  activeFilter?: boolean;
  /** The screen's own filters, after the status. */
  filters?: ReactNode;
  selection?: {
    selectedKeys: ReadonlySet<string>;
    onSelectionChange: (keys: Set<string>) => void;
    bulkActions: (selected: string[]) => ReactNode;
  };
  headerActions?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  /** The resource the list shows, for the permission table; the route's by default. */
  resource?: Resource;
  /** How the live status names a row someone else changed; its title (or name) by default. */
  rowLabel?: (row: Row) => string;
}

function defaultRowLabel(row: { id: string }): string {
  const { title, name } = row as { title?: unknown; name?: unknown };
  return typeof title === 'string' ? title : typeof name === 'string' ? name : `#${row.id}`;
}

/**
 * A catalogue list: header with count and "New", search + status (+ more) filters, the table, 25 per page. What the
 * role may not do is left out: "New" without create, row and bulk actions without update or delete, "Import"
 * without import, "Export CSV" without export.
 */
export function EntityListPage<Row extends { id: string }>({
  title,
  itemLabel,
  itemNoun,
  newItem,
  columns,
  list: newestList,
  listArgs,
  state,
  update,
  rowHref,
  searchable = true,
  entity,
  filterOverrides,
  activeFilter = false,
  filters,
  selection,
  headerActions,
  rowActions,
  resource: resourceProp,
  rowLabel = defaultRowLabel,
}: EntityListPageProps<Row>) {
  const list = useDeferredList(newestList);
  const navigate = useNavigate();
  const access = useAccess();
  const routeAccess = useRouteAccess();
  const resource = resourceProp ?? routeAccess?.resource;
  const may = (action: 'create' | 'update' | 'delete') => !resource || access.can(action, resource);
  const canChange = may('update') || may('delete');
  const density = useSettings((settings) => settings.tableDensity);
  const rows = list.status === 'success' ? list.data.items : [];
  const hrefById = new Map(rowHref ? rows.map((row) => [row.id, rowHref(row)]) : []);
  const filtered = Boolean(state.search) || Object.keys(state.filters).length > 0;
  // Others' changes: rows on this page refetch it and are marked, new records are offered (README "Live").
  const live = useLiveList(
    resource ? recordTypeOf(resource) : undefined,
    rows.map((row) => row.id),
    list.status === 'success' ? list.refetch : undefined,
  );
  const changedRow = live.changed ? rows.find((row) => row.id === live.changed?.id) : undefined;
  return (
    <>
      <PageHeader
        title={title}
        // The count line is there from the first frame (a placeholder until the count comes): nothing below it moves.
        subtitle={
          list.status === 'success' ? (
            <>
              {formatCount(list.data.count, { one: itemNoun, other: itemLabel })}
              <LiveListStatus
                live={live}
                itemNoun={itemNoun}
                itemLabel={itemLabel}
                changedLabel={changedRow ? rowLabel(changedRow) : undefined}
              />
            </>
          ) : list.status === 'loading' ? (
            <SkeletonText width="6em" label={`Counting ${itemLabel}`} />
          ) : undefined
        }
        actions={
          <>
            {headerActions}
            {resource && listArgs ? <ListExportButton resource={resource} args={listArgs} /> : null}
            {resource && IMPORTABLE.includes(resource) && access.can('import', resource) ? (
              <LinkButton variant="secondary" href={`/${resource}/import`} icon={<Upload size={16} />}>
                Import
              </LinkButton>
            ) : null}
            {newItem && may('create') ? (
              <LinkButton href={newItem.href} icon={<Plus size={16} />}>
                {newItem.label}
              </LinkButton>
            ) : null}
          </>
        }
      />
      <ListToolbar
        searchLabel={searchable ? `Search ${itemLabel}` : undefined}
        search={state.search}
        onSearch={(search, how) => update({ search }, { replace: how === 'typing' })}
        active={activeFilter ? (state.filters.active?.[0] ?? 'all') : undefined}
        onActiveChange={(value) =>
          update({ filters: withFilter(state.filters, 'active', value === 'all' ? null : value) })
        }
        appliedCount={Object.values(state.filters).filter((values) => values.length > 0).length}
      >
        {entity ? (
          <DefinedListFilters entity={entity} state={state} update={update} overrides={filterOverrides}>
            {filters}
          </DefinedListFilters>
        ) : (
          filters
        )}
      </ListToolbar>
      <DataTable
        aria-label={title}
        columns={columns}
        rows={rows}
        density={density}
        highlightedKeys={live.highlighted}
        state={tableStatus(list)}
        sort={tableSort(state)}
        onSortChange={(sort) => update({ sort: sortFromTable(sort) })}
        onRowAction={rowHref ? (id) => navigate(hrefById.get(id) ?? '/404') : undefined}
        rowActions={canChange ? rowActions : undefined}
        {...(canChange ? selection : {})}
        empty={
          <EmptyState
            title={
              state.search
                ? `No ${itemLabel} match "${state.search}"`
                : filtered
                  ? `No ${itemLabel} match these filters`
                  : `No ${itemLabel} yet`
            }
          />
        }
        pagination={{
          page: state.page,
          pageSize: appConfig.pageSize,
          total: list.status === 'success' ? list.data.count : null,
          onPageChange: (page) => {
            update({ page });
            // The pager sits below the rows: the next page starts at the top of the list, not at its bottom.
            window.scrollTo({ top: 0 });
          },
          itemLabel,
          itemNouns: { one: itemNoun, other: itemLabel },
        }}
      />
    </>
  );
}
