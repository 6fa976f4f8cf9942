import { useResourceRecord, type QueryResult, type ResourceDefinition } from '@deals/admin-core';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadedEntity } from '../LoadedEntity';

const recordHooks = new WeakMap<object, (key: string) => QueryResult<object>>();

/** The resource's by-id query as a hook of the key alone (what LoadedEntity calls), one per resource. */
function recordHookOf(resource: ResourceDefinition<unknown, string>) {
  let hook = recordHooks.get(resource);
  if (!hook) {
    hook = function useRecordByKey(key: string) {
      return useResourceRecord(resource, key);
    };
    recordHooks.set(resource, hook);
  }
  return hook;
}

/**
 * The `/x/new` and `/x/{key}/edit` routes of a resource: nothing to load on a create, or the record by its key (with
 * its skeleton and error state) through the resource's by-id query, or the screen's own hook (a job polls its run).
 * With `from`, a create names a record to start from in that search parameter (`/page-layout/new?from=3`): it is
 * loaded the same way and handed over without a key, so the save creates a new record.
 */
export function ResourceFormRoute({
  resource,
  useRecord,
  from,
  children,
}: {
  resource: ResourceDefinition<unknown, string>;
  useRecord?: (key: string) => QueryResult<object>;
  from?: string;
  children: (loaded: { id?: string; record?: object }) => ReactNode;
}) {
  const key = useParams()[resource.key];
  const [search] = useSearchParams();
  const source = from ? search.get(from) : null;
  const label = `the ${resource.entity.noun.toLowerCase()}`;
  const useEntity = useRecord ?? recordHookOf(resource);
  if (key) {
    return (
      <LoadedEntity id={key} useEntity={useEntity} label={label}>
        {(record) => children({ id: key, record })}
      </LoadedEntity>
    );
  }
  if (!source) return children({});
  return (
    <LoadedEntity id={source} useEntity={useEntity} label={`${label} to start from`}>
      {(record) => children({ record })}
    </LoadedEntity>
  );
}
