import { TEXT_LIMITS } from '@deals/admin-core/rules';
import type { OrganizationInput, Resolvers } from '../../graphql/resolvers.generated';
import { optionalEmail, optionalUrl, requiredSlug, requiredText } from '../../validation/rules';
import { organizationRepository, type OrganizationWrite } from './repository';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';

function organizationWriteFrom(input: OrganizationInput): OrganizationWrite {
  return {
    name: requiredText(input.name, 'name', 'Name', TEXT_LIMITS.name),
    slug: requiredSlug(input.slug, 'slug'),
    logoUrl: optionalUrl(input.logoUrl, 'logoUrl', 'Logo URL'),
    website: optionalUrl(input.website, 'website', 'Website'),
    contactEmail: optionalEmail(input.contactEmail, 'contactEmail', 'Contact email'),
    active: input.active ?? true,
  };
}

const organizationWrites = recordedMutations('ORGANIZATION', organizationWriteFrom, organizationRepository);

export const organizationResolvers: Resolvers = {
  Query: {
    findOrganizations: (_, args, { db }) => organizationRepository.list(db, args),
    findOrganizationById: (_, { id }, { db }) => organizationRepository.byId(db, id),
  },
  Mutation: {
    createOrganization: (_, { input }, ctx) => organizationWrites.create(ctx, input),
    updateOrganization: (_, { id, input, expectedVersion }, ctx) =>
      organizationWrites.update(ctx, id, input, expectedVersion),
    deleteOrganization: (_, { id }, ctx) => organizationWrites.remove(ctx, id),
  },
  Organization: { updatedBy },
};
