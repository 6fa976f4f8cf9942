import { useCallback, useMemo, useState } from 'react';
import { useBulkDeleteMediaFiles, useMediaFolder, useMediaList } from '../domains/media/hooks';
import { useMediaUploads, type MediaUploadProgress } from '../domains/media/useMediaUploads';
import type { GetMediaListQuery } from '../domains/media/operations.generated';
import type { MediaListSort } from '../graphql/types.generated';
import { pageWindow } from '../lists/listState';
import { useAdminCore } from '../react/AdminCoreProvider';
import type { WidgetHookOptions } from './notifier';

type MediaFile = GetMediaListQuery['getMediaList'][number];

export interface MediaLibraryOptions extends WidgetHookOptions {
  /** The folder shown first; "/" (all files) by default. */
  folder?: string;
  /** Files per page; the core's page size (25) by default. */
  pageSize?: number;
  sort?: MediaListSort;
  /** `single` to pick one file, `multiple` (the default) to select files for bulk actions. */
  selectionMode?: 'single' | 'multiple';
}

/**
 * Exactly the props of `@deals/ui`'s `MediaLibrary` except `bulkActions` and `onAction`, which are the host's
 * (what a pick or a Delete button does). Spread them: `<MediaLibrary {...media.props} />`.
 */
export interface MediaLibraryWidgetProps {
  folder: string;
  folders: string[];
  onFolderChange: (path: string) => void;
  sort: MediaListSort;
  onSortChange: (sort: MediaListSort) => void;
  items: MediaFile[];
  state: { status: 'loading' } | { status: 'error'; message: string; retry: () => void } | { status: 'success' };
  selectionMode: 'single' | 'multiple';
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  pagination: {
    page: number;
    pageSize: number;
    /** null until the folder's count has arrived. */
    total: number | null;
    onPageChange: (page: number) => void;
    itemLabel: string;
  };
  upload: { uploads: MediaUploadProgress[]; onFiles: (files: File[]) => void };
}

export interface MediaLibraryWidget {
  props: MediaLibraryWidgetProps;
  /** The selected files' ids, for a bulk action bar. */
  selectedIds: string[];
  /**
   * Deletes the selected files, clears the selection and refreshes the folder; rejects with the API's message, so it
   * fits `ConfirmDialog`'s `onConfirm` as it is (the dialog stays open and shows why).
   */
  deleteSelected: () => Promise<void>;
  /** Uploads into the current folder; resolves with how many succeeded and failed. */
  upload: (files: File[]) => Promise<{ uploaded: number; failed: number }>;
}

/** The media library of one folder at a time, wired to the API: paging, sort, folders, upload and delete. */
export function useMediaLibrary(options: MediaLibraryOptions = {}): MediaLibraryWidget {
  const core = useAdminCore();
  const { toaster, selectionMode = 'multiple' } = options;
  const pageSize = options.pageSize ?? core.pageSize;
  const [folder, setFolder] = useState(options.folder ?? '/');
  const [sort, setSort] = useState<MediaListSort>(options.sort ?? 'DESC_CREATED');
  const [page, setPage] = useState(1);
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const folderInfo = useMediaFolder(folder);
  const list = useMediaList({ ...pageWindow(page, pageSize), path: folder, sort });
  const uploads = useMediaUploads(folder);
  const bulkDelete = useBulkDeleteMediaFiles();

  // A new folder or order starts again at its first page with nothing selected.
  const onFolderChange = useCallback((path: string) => {
    setFolder(path);
    setPage(1);
    setSelectedKeys(new Set());
  }, []);
  const onSortChange = useCallback((next: MediaListSort) => {
    setSort(next);
    setPage(1);
  }, []);

  const upload = useCallback(
    async (files: File[]) => {
      const outcome = await uploads.upload(files);
      if (outcome.uploaded) toaster?.success(`${outcome.uploaded} uploaded`);
      if (outcome.failed) toaster?.error(`${outcome.failed} failed to upload`);
      return outcome;
    },
    [uploads, toaster],
  );

  const total = folderInfo.status === 'success' ? folderInfo.data.count : null;
  const deleteSelected = useCallback(async () => {
    const fileIds = [...selectedKeys];
    const outcome = await bulkDelete.run({ fileIds });
    // Rejecting keeps a ConfirmDialog open with the message, where the person confirmed.
    if (!outcome.ok) throw new Error(outcome.message);
    setSelectedKeys(new Set());
    // Deleting the whole last page moves back to the page before it.
    if (total !== null && page > 1 && (page - 1) * pageSize >= total - fileIds.length) setPage(page - 1);
    toaster?.success(outcome.data.bulkDeleteMediaFiles.message);
  }, [bulkDelete, selectedKeys, toaster, total, page, pageSize]);

  const props = useMemo<MediaLibraryWidgetProps>(
    () => ({
      folder,
      folders: folderInfo.status === 'success' ? folderInfo.data.folders : [],
      onFolderChange,
      sort,
      onSortChange,
      items: list.status === 'success' ? list.data : [],
      state:
        list.status === 'error'
          ? { status: 'error', message: list.message, retry: list.retry }
          : { status: list.status === 'loading' ? 'loading' : 'success' },
      selectionMode,
      selectedKeys,
      onSelectionChange: setSelectedKeys,
      pagination: { page, pageSize, total, onPageChange: setPage, itemLabel: 'files' },
      upload: { uploads: uploads.uploads, onFiles: (files) => void upload(files) },
    }),
    [
      folder,
      folderInfo,
      onFolderChange,
      sort,
      onSortChange,
      list,
      selectionMode,
      selectedKeys,
      page,
      pageSize,
      total,
      uploads.uploads,
      upload,
    ],
  );
  return { props, selectedIds: [...selectedKeys], deleteSelected, upload };
}
