import type { Resolvers } from '../graphql/resolvers.generated';
import { pageOf } from '../domains/listQuery';
import { normalizeFolder } from './folders';

export const mediaResolvers: Resolvers = {
  Query: {
    getImageKitAuthParams: (_, __, { media }) => media.authParams(),
    getMediaList(_, args, { media }) {
      const page = pageOf(args.skip, args.limit);
      return media.list({ ...page, path: normalizeFolder(args.path), sort: args.sort ?? 'DESC_CREATED' });
    },
    getMediaFolder: (_, { path }, { media }) => media.folder(normalizeFolder(path)),
  },
  Mutation: {
    bulkDeleteMediaFiles: (_, { fileIds }, { media }) => media.bulkDelete([...new Set(fileIds)]),
  },
};
