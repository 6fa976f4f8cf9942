import type { OrganizationInput, Resolvers } from '../../graphql/resolvers.generated';
import { optionalEmail, optionalUrl, requiredSlug, requiredText } from '../../validation/rules';
import { organizationRepository, type OrganizationWrite } from './repository';
import { deleteResult } from '../listQuery';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';

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
    createOrganization(_, { input }, ctx) {
      const write = organizationWriteFrom(input);
      return recordedCreate(ctx, 'ORGANIZATION', (tx) => organizationRepository.create(tx, write));
    },
    updateOrganization(_, { id, input, expectedVersion }, ctx) {
      const write = organizationWriteFrom(input);
      return recordedUpdate(ctx, {
        type: 'ORGANIZATION',
        id,
        expectedVersion,
        write: (tx) => organizationRepository.update(tx, id, write),
      });
    },
    async deleteOrganization(_, { id }, ctx) {
      const deleted = await recordedDelete(ctx, {
        type: 'ORGANIZATION',
        id,
        remove: (tx) => organizationRepository.remove(tx, id),
      });
      return deleteResult(deleted, 'Organization', id);
    },
  },
  Organization: { updatedBy },
};
