import { brandResource } from '@deals/admin-core';
import { ImageField } from '../../kit/catalogueFields';
import { DefinedFields } from '../../kit/form/DefinedFields';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';

interface BrandDraft {
  title: string;
  imageUrl: string | null;
  active: boolean;
}

/** /brands/new and /brands/{id}/edit. */
export function BrandFormScreen() {
  return (
    <ResourceFormRoute resource={brandResource}>
      {(loaded) => (
        <ResourceFormPage<BrandDraft>
          resource={brandResource}
          basePath="/brands"
          {...loaded}
          texts={{
            // Spec §2: overwriting a live (active) brand asks first.
            save: (live) => (live.active ? `"${live.title}" is live: customers see the changes immediately.` : null),
            remove: (saved) => `"${saved.title}" will be removed. Its products stay, without a brand.`,
          }}
        >
          {(form) => (
            <DefinedFields
              form={form}
              render={{
                imageUrl: () => <ImageField {...form.field('imageUrl')} label="Logo" folder="/brands" />,
              }}
            />
          )}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
