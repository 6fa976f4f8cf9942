import type { Resolvers } from '../graphql/resolvers.generated';
import { pageOf } from '../domains/listQuery';
import { normalizeFolder } from './folders';
import { UPLOAD_PATH } from './uploadEndpoint';

export const mediaResolvers: Resolvers = {
  Query: {
    getImageKitAuthParams: (_, __, { media }) => media.authParams(),
    mediaSettings: (_, __, { config }) => ({
      publicKey: config.mediaKeys.publicKey,
      urlEndpoint: config.mediaKeys.urlEndpoint,
      uploadEndpoint: config.useRealImageKit ? null : `${config.publicUrl}${UPLOAD_PATH}`,
    }),
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
