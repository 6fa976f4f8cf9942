import {
  useBrandById,
  useCreateBrand,
  useDeleteBrand,
  useUpdateBrand,
  createOrUpdate,
  deleteOutcome,
} from '@deals/admin-core';
import { brandEntity, entityProblems } from '@deals/domain';
import type { MetadataValue } from '@deals/ui';
import { useParams } from 'react-router-dom';
import { emptyMetadata, ImageField, metadataDraft, PublishingFields, TitleField } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { LoadedEntity } from '../../kit/LoadedEntity';

interface BrandDraft {
  title: string;
  imageUrl: string | null;
  active: boolean;
  metadata: MetadataValue;
}

const emptyDraft: BrandDraft = { title: '', imageUrl: null, active: true, metadata: emptyMetadata };

/** /brands/new and /brands/{id}/edit. */
export function BrandFormScreen() {
  const { id } = useParams();
  if (!id) return <BrandForm initial={emptyDraft} />;
  return <ExistingBrand id={id} />;
}

function ExistingBrand({ id }: { id: string }) {
  return (
    <LoadedEntity id={id} useEntity={useBrandById} label="the brand">
      {({ title, imageUrl, active, metadata }) => (
        <BrandForm id={id} initial={{ title, imageUrl: imageUrl ?? null, active, metadata: metadataDraft(metadata) }} />
      )}
    </LoadedEntity>
  );
}

function BrandForm({ id, initial }: { id?: string; initial: BrandDraft }) {
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  return (
    <EntityFormPage
      noun="Brand"
      listLabel="Brands"
      listHref="/brands"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={(draft) => entityProblems(brandEntity, draft)}
      fieldLabels={{ imageUrl: 'Logo' }}
      save={(input, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/brands/${data.createBrand.id}/edit`,
        )
      }
      // Spec §2: overwriting a live (active) brand asks first.
      confirmSaveText={(saved) =>
        saved.active ? `"${saved.title}" is live: customers see the changes immediately.` : null
      }
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed. Its products stay, without a brand.`,
      }}
    >
      {(form) => (
        <>
          <TitleField form={form} />
          <ImageField
            label="Logo"
            folder="/brands"
            value={form.draft.imageUrl}
            onChange={(url) => form.set('imageUrl', url)}
            errorMessage={form.errors.imageUrl}
          />
          <PublishingFields form={form} />
        </>
      )}
    </EntityFormPage>
  );
}
