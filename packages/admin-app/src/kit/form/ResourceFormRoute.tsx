import { useResourceRecord, type QueryResult, type ResourceDefinition } from '@deals/admin-core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
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
 */
export function ResourceFormRoute({
  resource,
  useRecord,
  children,
}: {
  resource: ResourceDefinition<unknown, string>;
  useRecord?: (key: string) => QueryResult<object>;
  children: (loaded: { id?: string; record?: object }) => ReactNode;
}) {
  const key = useParams()[resource.key];
  if (!key) return children({});
  return (
    <LoadedEntity
      id={key}
      useEntity={useRecord ?? recordHookOf(resource)}
      label={`the ${resource.entity.noun.toLowerCase()}`}
    >
      {(record) => children({ id: key, record })}
    </LoadedEntity>
  );
}
