import {
  activityTimelineEntry,
  useActivity,
  useHistoryEnabled,
  useUserList,
  withFilter,
  type HistoryEntry,
  type RecordType,
} from '@deals/admin-core';
import {
  DatePicker,
  DeferredSelect,
  EmptyState,
  FilterBar,
  HistoryTimeline,
  PageHeader,
  Pagination,
  TextLink,
} from '@deals/ui';
import { appConfig } from '../../config';
import { recordKinds } from '../../kit/historyEntries';
import { importHref } from '../imports/feedEntities';
import { useUrlListState } from '../../kit/useUrlListState';

const listOptions = { filters: ['user', 'kind', 'from', 'to'] };
const ALL = 'all';

const kindOptions = [
  { id: ALL, label: 'All kinds' },
  ...(Object.keys(recordKinds) as RecordType[]).map((type) => ({ id: type, label: recordKinds[type].noun })),
];

const isDeletion = (entry: HistoryEntry) => entry.action === 'DELETE' || entry.action === 'BULK_DELETE';

/**
 * What an entry is about: an import (or its undo) is named by its feed and file ("Acme daily (acme.csv)"), a link to
 * its report (its rows, its counts); a record, a link to its edit page, or its name alone once it is deleted.
 */
function subjectOf(entry: HistoryEntry, deleted: Set<string>) {
  const { batch } = entry;
  if (batch) {
    const name = `"${batch.label}"`;
    return batch.entity && batch.importId ? (
      <TextLink href={importHref(batch.entity, batch.importId)}>{name}</TextLink>
    ) : (
      name
    );
  }
  const kind = recordKinds[entry.recordType];
  const name = `${kind.noun} "${entry.recordLabel}"`;
  if (!kind.href || deleted.has(`${entry.recordType}:${entry.recordId}`)) return name;
  return <TextLink href={kind.href(entry.recordId)}>{name}</TextLink>;
}

/** /activity (admins): every change by everyone, newest first, filtered by person, kind of record and time. */
export function ActivityScreen() {
  // A host without the history capability has no activity to ask for (its sidebar has no entry either).
  if (!useHistoryEnabled()) {
    return <EmptyState headingLevel={1} title="Activity" description="This back-office does not keep a history." />;
  }
  return <ActivityFeed />;
}

function ActivityFeed() {
  const [state, update] = useUrlListState(listOptions);
  const pick = (name: string) => state.filters[name]?.[0] ?? null;
  const setFilter = (name: string, value: string | null) =>
    update({ filters: withFilter(state.filters, name, value === ALL ? null : value) });
  const users = useUserList({ limit: 100 });
  const activity = useActivity({
    // Unset filters are left out of the request rather than sent as null.
    filter: {
      userId: pick('user') ?? undefined,
      recordType: (pick('kind') as RecordType | null) ?? undefined,
      from: pick('from') ?? undefined,
      to: pick('to') ?? undefined,
    },
    page: state.page,
    perPage: appConfig.pageSize,
  });
  const userOptions = [
    { id: ALL, label: 'Everyone' },
    ...(users.status === 'success' ? users.data.items.map((user) => ({ id: user.id, label: user.name })) : []),
  ];
  const entries = activity.status === 'success' ? activity.data.items : [];
  // A deleted record has no page to open: none of its entries on this page link to it.
  const deleted = new Set(entries.filter(isDeletion).map((entry) => `${entry.recordType}:${entry.recordId}`));
  const appliedFilters = Object.values(state.filters).filter((values) => values.length > 0).length;

  return (
    <>
      <PageHeader title="Activity" subtitle="Every change by everyone, newest first" />
      <FilterBar appliedCount={appliedFilters}>
        <DeferredSelect
          label="Person"
          options={userOptions}
          selectedKey={pick('user') ?? ALL}
          onSelectionChange={(key) => setFilter('user', String(key))}
        />
        <DeferredSelect
          label="Kind of record"
          options={kindOptions}
          selectedKey={pick('kind') ?? ALL}
          onSelectionChange={(key) => setFilter('kind', String(key))}
        />
        <DatePicker label="From" value={pick('from')} onChange={(iso) => setFilter('from', iso)} />
        <DatePicker label="Until" value={pick('to')} onChange={(iso) => setFilter('to', iso)} />
      </FilterBar>
      <HistoryTimeline
        status={activity.status === 'success' ? 'ready' : activity.status}
        errorMessage={activity.status === 'error' ? activity.message : undefined}
        onRetry={activity.status === 'error' ? activity.retry : undefined}
        emptyText={appliedFilters > 0 ? 'No changes match these filters.' : 'No changes recorded yet.'}
        entries={entries.map((entry) => ({ ...activityTimelineEntry(entry), subject: subjectOf(entry, deleted) }))}
      />
      {activity.status === 'success' && activity.data.count > 0 ? (
        <Pagination
          page={state.page}
          pageSize={appConfig.pageSize}
          total={activity.data.count}
          onPageChange={(page) => update({ page })}
          itemNouns={{ one: 'change', other: 'changes' }}
        />
      ) : null}
    </>
  );
}
