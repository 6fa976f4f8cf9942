import { folderPlace, pageWindow, useAccess, useMediaFolder, useMediaList, useMediaUploads } from '@deals/admin-core';
import { formatCount, MediaLibrary, useToaster, type MediaSort } from '@deals/ui';
import { useState, type ReactNode } from 'react';
import { appConfig } from '../config';

const FILES = { one: 'file', other: 'files' };
const UPLOADS = { one: 'upload', other: 'uploads' };

export interface MediaBrowserView {
  folder: string;
  sort: MediaSort;
  page: number;
}

export interface MediaBrowserProps {
  view: MediaBrowserView;
  onViewChange: (view: MediaBrowserView) => void;
  /** `manage`: upload and bulk actions; `pick`: choose one file. */
  mode: 'manage' | 'pick';
  onPick?: (url: string) => void;
  bulkActions?: (selected: { ids: string[]; urls: string[]; clear: () => void }) => ReactNode;
}

/** The media library on the API: one folder, sorted and paged, with uploads; the screen and the picker share it. */
export function MediaBrowser({ view, onViewChange, mode, onPick, bulkActions }: MediaBrowserProps) {
  const toaster = useToaster();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const folder = useMediaFolder(view.folder);
  const list = useMediaList({ ...pageWindow(view.page, appConfig.pageSize), path: view.folder, sort: view.sort });
  const { uploads, upload } = useMediaUploads(view.folder);
  // Uploading is offered only to a role that may add media (viewers browse and pick).
  const canUpload = useAccess().can('create', 'media');
  const items = list.status === 'success' ? list.data : [];
  const change = (next: Partial<MediaBrowserView>) => {
    setSelected(new Set());
    onViewChange({ ...view, page: 1, ...next });
  };
  return (
    <MediaLibrary
      folder={view.folder}
      folders={folder.status === 'success' ? folder.data.folders : []}
      onFolderChange={(path) => change({ folder: path })}
      sort={view.sort}
      onSortChange={(sort) => change({ sort })}
      items={items}
      state={
        list.status === 'error'
          ? { status: 'error', message: list.message, retry: list.retry }
          : { status: list.status === 'loading' ? 'loading' : 'success' }
      }
      selectionMode={mode === 'pick' ? 'single' : 'multiple'}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      onAction={mode === 'pick' ? (item) => onPick?.(item.url) : undefined}
      emptyText={view.folder === '/' ? 'No files yet' : 'This folder has no files'}
      pagination={{
        page: view.page,
        pageSize: appConfig.pageSize,
        total: folder.status === 'success' ? folder.data.count : 0,
        onPageChange: (page) => {
          setSelected(new Set());
          onViewChange({ ...view, page });
        },
      }}
      upload={
        canUpload
          ? {
              uploads,
              onFiles: (files) =>
                void upload(files).then(({ uploaded, failed }) => {
                  if (uploaded) {
                    toaster.success(`${formatCount(uploaded, FILES)} uploaded to ${folderPlace(view.folder)}`);
                  }
                  if (failed) toaster.error(`${formatCount(failed, UPLOADS)} failed`);
                }),
            }
          : undefined
      }
      bulkActions={
        bulkActions
          ? (ids) =>
              bulkActions({
                ids,
                urls: items.filter((item) => ids.includes(item.fileId)).map((item) => item.url),
                clear: () => setSelected(new Set()),
              })
          : undefined
      }
    />
  );
}
