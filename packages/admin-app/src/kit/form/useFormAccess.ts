import { useAccess, type Resource } from '@deals/admin-core';

/** Whether the person may save this form (create or update) and delete its record, by the permission table. */
export function useFormAccess(resource: Resource, editing: boolean) {
  const access = useAccess();
  return {
    /** Why the person may not save (shown on the Save button); null when they may. */
    saveRefusal: access.reason(editing ? 'update' : 'create', resource),
    canDelete: access.can('delete', resource),
  };
}
