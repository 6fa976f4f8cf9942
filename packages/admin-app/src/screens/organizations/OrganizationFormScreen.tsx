import { draftOfRecord, emptyDraft, organizationResource, slugFromTitle } from '@deals/admin-core';
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
                name: () => {
                  const name = form.field('name');
                  return (
                    <TextField
                      {...name}
                      onChange={(value) => {
                        name.onChange(value);
                        if (!form.draft.slugEdited) form.set('slug', slugFromTitle(value));
                      }}
                    />
                  );
                },
                slug: () => {
                  const slug = form.field('slug');
                  return (
                    <SlugField
                      value={slug.value}
                      errorMessage={slug.errorMessage}
                      onChange={(value) => {
                        slug.onChange(value);
                        form.set('slugEdited', true);
                      }}
                    />
                  );
                },
                logoUrl: () => <ImageField {...form.field('logoUrl')} label="Logo" folder="/organizations" />,
              }}
            />
          )}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
