import { pageWindow, useMediaFolder, useMediaList, useMediaUploads } from '@deals/admin-core';
import { MediaLibrary, useToaster, type MediaSort } from '@deals/ui';
import { useState } from 'react';

const PAGE_SIZE = 25;

/** The back-office media library inside the portal: browse folders, upload, and pick a file. */
export function MediaWidget() {
  const toaster = useToaster();
  const [folder, setFolder] = useState('/');
  const [sort, setSort] = useState<MediaSort>('DESC_CREATED');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [picked, setPicked] = useState<string | null>(null);
  const folderInfo = useMediaFolder(folder);
  const list = useMediaList({ ...pageWindow(page, PAGE_SIZE), path: folder, sort });
  const { uploads, upload } = useMediaUploads(folder);
  return (
    <>
      <MediaLibrary
        folder={folder}
        folders={folderInfo.status === 'success' ? folderInfo.data.folders : []}
        onFolderChange={(path) => {
          setFolder(path);
          setPage(1);
        }}
        sort={sort}
        onSortChange={setSort}
        items={list.status === 'success' ? list.data : []}
        state={
          list.status === 'error'
            ? { status: 'error', message: list.message, retry: list.retry }
            : { status: list.status === 'loading' ? 'loading' : 'success' }
        }
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onAction={(item) => setPicked(item.url)}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: folderInfo.status === 'success' ? folderInfo.data.count : 0,
          onPageChange: setPage,
        }}
        upload={{
          uploads,
          onFiles: (files) =>
            void upload(files).then(({ uploaded, failed }) => {
              if (uploaded) toaster.success(`${uploaded} uploaded`);
              if (failed) toaster.error(`${failed} failed`);
            }),
        }}
      />
      <p role="status">{picked ? `Picked ${picked}` : 'Nothing picked yet'}</p>
    </>
  );
}
