import {
  slugFromTitle,
  useCreateOrganization,
  useDeleteOrganization,
  useOrganizationById,
  useUpdateOrganization,
  createOrUpdate,
  deleteOutcome,
  type FieldErrors,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { entityProblems, organizationEntity } from '@deals/domain';
import { Switch, TextField } from '@deals/ui';
import { ImageField } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { SlugField } from '../../kit/SlugField';

interface OrganizationDraft {
  name: string;
  slug: string;
  slugEdited: boolean;
  logoUrl: string | null;
  website: string;
  contactEmail: string;
  active: boolean;
}

const emptyDraft: OrganizationDraft = {
  name: '',
  slug: '',
  slugEdited: false,
  logoUrl: null,
  website: '',
  contactEmail: '',
  active: true,
};

/** The organization's definition: the rules the API checks, with its messages. */
const validate = (draft: OrganizationDraft): FieldErrors => entityProblems(organizationEntity, draft);

/** /organizations/new and /organizations/{id}/edit. */
export function OrganizationFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useOrganizationById}
      label="the organization"
      empty={emptyDraft}
      draftOf={(organization) => ({
        name: organization.name,
        slug: organization.slug,
        slugEdited: true,
        logoUrl: organization.logoUrl ?? null,
        website: organization.website ?? '',
        contactEmail: organization.contactEmail ?? '',
        active: organization.active,
      })}
      form={OrganizationForm}
    />
  );
}

function OrganizationForm({ id, initial }: { id?: string; initial: OrganizationDraft }) {
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const remove = useDeleteOrganization();
  return (
    <EntityFormPage
      noun="Organization"
      listLabel="Organizations"
      listHref="/organizations"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.name}
      validate={validate}
      save={({ slugEdited: _edited, website, contactEmail, ...draft }, { expectedVersion }) => {
        const input = { ...draft, website: website.trim() || null, contactEmail: contactEmail.trim() || null };
        return createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/organizations/${data.createOrganization.id}/edit`,
        );
      }}
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.name}" will be removed.`,
      }}
    >
      {({ draft, set, errors }) => (
        <>
          <TextField
            label="Name"
            isRequired
            value={draft.name}
            onChange={(name) => {
              set('name', name);
              if (!draft.slugEdited) set('slug', slugFromTitle(name));
            }}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
            maxLength={TEXT_LIMITS.name}
          />
          <SlugField
            value={draft.slug}
            onChange={(slug) => {
              set('slug', slug);
              set('slugEdited', true);
            }}
            errorMessage={errors.slug}
          />
          <ImageField
            label="Logo"
            folder="/organizations"
            value={draft.logoUrl}
            onChange={(url) => set('logoUrl', url)}
            errorMessage={errors.logoUrl}
          />
          <TextField
            label="Website"
            type="url"
            value={draft.website}
            onChange={(website) => set('website', website)}
            isInvalid={Boolean(errors.website)}
            errorMessage={errors.website}
          />
          <TextField
            label="Contact email"
            type="email"
            value={draft.contactEmail}
            onChange={(contactEmail) => set('contactEmail', contactEmail)}
            isInvalid={Boolean(errors.contactEmail)}
            errorMessage={errors.contactEmail}
          />
          <Switch isSelected={draft.active} onChange={(active) => set('active', active)}>
            Active
          </Switch>
        </>
      )}
    </EntityFormPage>
  );
}
