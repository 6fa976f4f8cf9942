import type { OrganizationInput, Resolvers } from '../../graphql/resolvers.generated';
import { optionalEmail, optionalUrl, requiredSlug, requiredText } from '../../validation/rules';
import { organizationRepository, type OrganizationWrite } from './repository';
import { deleteResult } from '../listQuery';

function organizationWriteFrom(input: OrganizationInput): OrganizationWrite {
  return {
    name: requiredText(input.name, 'name', 'Name', 120),
    slug: requiredSlug(input.slug, 'slug'),
    logoUrl: optionalUrl(input.logoUrl, 'logoUrl', 'Logo URL'),
    website: optionalUrl(input.website, 'website', 'Website'),
    contactEmail: optionalEmail(input.contactEmail, 'contactEmail', 'Contact email'),
    active: input.active ?? true,
  };
}

export const organizationResolvers: Resolvers = {
  Query: {
    findOrganizations: (_, args, { db }) => organizationRepository.list(db, args),
    findOrganizationById: (_, { id }, { db }) => organizationRepository.byId(db, id),
  },
  Mutation: {
    createOrganization: (_, { input }, { db }) => organizationRepository.create(db, organizationWriteFrom(input)),
    updateOrganization: (_, { id, input }, { db }) =>
      organizationRepository.update(db, id, organizationWriteFrom(input)),
    async deleteOrganization(_, { id }, { db }) {
      return deleteResult(await organizationRepository.remove(db, id), 'Organization', id);
    },
  },
};
