import { organizationEntity } from '@deals/domain/entities';
import type { OrganizationInput, Resolvers } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
import { organizationRepository, type OrganizationWrite } from './repository';
import { recordedMutations } from '../../history/recordedMutations';
import { updatedBy } from '../../history/updatedBy';

/** The organization's definition checks the input (the form checks the same), then it is tidied as stored. */
const organizationWriteFrom = (input: OrganizationInput): OrganizationWrite =>
  entityWriteFrom(organizationEntity, input);

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
