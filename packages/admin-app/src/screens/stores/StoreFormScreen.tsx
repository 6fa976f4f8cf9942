import { createOrUpdate, useCreateStore, useStoreById, useUpdateStore } from '@deals/admin-core';
import { storeEntity, entityProblems } from '@deals/domain';
import type { MetadataValue } from '@deals/ui';
import { emptyMetadata, metadataDraft, PublishingFields, TitleField } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';

interface StoreDraft {
  title: string;
  active: boolean;
  metadata: MetadataValue;
}

const emptyDraft: StoreDraft = { title: '', active: true, metadata: emptyMetadata };

/** /stores/new and /stores/{id}/edit. Stores are never deleted (spec §7): they are deactivated. */
export function StoreFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useStoreById}
      label="the store"
      empty={emptyDraft}
      draftOf={({ title, active, metadata }) => ({ title, active, metadata: metadataDraft(metadata) })}
      form={StoreForm}
    />
  );
}

function StoreForm({ id, initial }: { id?: string; initial: StoreDraft }) {
  const create = useCreateStore();
  const update = useUpdateStore();
  return (
    <EntityFormPage
      noun="Store"
      listLabel="Stores"
      listHref="/stores"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={(draft) => entityProblems(storeEntity, draft)}
      save={(input, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/stores/${data.createStore.id}/edit`,
        )
      }
      confirmSaveText={(saved) =>
        saved.active ? `"${saved.title}" is live: its deals show these changes immediately.` : null
      }
    >
      {(form) => (
        <>
          <TitleField form={form} />
          <PublishingFields form={form} />
        </>
      )}
    </EntityFormPage>
  );
}
