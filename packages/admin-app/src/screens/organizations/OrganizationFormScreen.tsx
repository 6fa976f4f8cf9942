import { draftOfRecord, emptyDraft, organizationResource } from '@deals/admin-core';
import { TextField } from '@deals/ui';
import { ImageField } from '../../kit/catalogueFields';
import { DefinedFields } from '../../kit/form/DefinedFields';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { SlugField } from '../../kit/SlugField';

interface OrganizationDraft {
  name: string;
  slug: string;
  /** Once the person types a slug (or the organization was saved with one), the name no longer changes it. */
  slugEdited: boolean;
  logoUrl: string | null;
  active: boolean;
}

const { entity } = organizationResource;
/** The slug follows the name until the person edits it. */
const slugKeys = { title: 'name', slug: 'slug', edited: 'slugEdited' } as const;

/** /organizations/new and /organizations/{id}/edit. */
export function OrganizationFormScreen() {
  return (
    <ResourceFormRoute resource={organizationResource}>
      {(loaded) => (
        <ResourceFormPage<OrganizationDraft>
          resource={organizationResource}
          basePath="/organizations"
          {...loaded}
          options={{
            draftOf: (record) =>
              ({
                ...(record ? draftOfRecord(entity, record as Record<string, unknown>) : emptyDraft(entity)),
                slugEdited: record !== undefined,
              }) as OrganizationDraft,
          }}
          texts={{ remove: (saved) => `"${saved.name}" will be removed.` }}
        >
          {(form) => (
            <DefinedFields
              form={form}
              render={{
                name: () => <TextField {...form.titleAndSlug(slugKeys).title} />,
                slug: () => <SlugField {...form.titleAndSlug(slugKeys).slug} />,
                logoUrl: () => <ImageField {...form.field('logoUrl')} label="Logo" folder="/organizations" />,
              }}
            />
          )}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
