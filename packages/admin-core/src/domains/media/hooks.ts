import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult } from '../../react/queryHooks';
import {
  BulkDeleteMediaFilesDocument,
  GetMediaFolderDocument,
  GetMediaListDocument,
  type GetMediaListQueryVariables,
} from './operations.generated';

const LISTS = ['getMediaList', 'getMediaFolder'] as const;

export const useMediaList = (variables: GetMediaListQueryVariables) =>
  useQueryResult(GetMediaListDocument, variables, (data) => data.getMediaList);
export const useMediaFolder = (path: string) =>
  useQueryResult(GetMediaFolderDocument, { path }, (data) => data.getMediaFolder);
export const useBulkDeleteMediaFiles = () => useEntityMutation(BulkDeleteMediaFilesDocument, { invalidates: LISTS });
