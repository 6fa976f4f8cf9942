import { storeResource } from '@deals/admin-core';
import { DefinedFields } from '../../kit/form/DefinedFields';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';

interface StoreDraft {
  title: string;
  active: boolean;
}

/** /stores/new and /stores/{id}/edit. Stores are never deleted (spec §7): they are deactivated. */
export function StoreFormScreen() {
  return (
    <ResourceFormRoute resource={storeResource}>
      {(loaded) => (
        <ResourceFormPage<StoreDraft>
          resource={storeResource}
          basePath="/stores"
          {...loaded}
          texts={{
            save: (live) => (live.active ? `"${live.title}" is live: its deals show these changes immediately.` : null),
          }}
        >
          {(form) => <DefinedFields form={form} />}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
