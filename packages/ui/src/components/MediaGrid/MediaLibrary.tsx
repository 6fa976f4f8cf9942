import { Folder } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { DeferredSelect } from '../Select/DeferredSelect';
import { bulkActions as bulkActionsClass, bulkBar } from '../DataTable/DataTable.css';
import { MediaGrid, type MediaGridProps } from './MediaGrid';
import * as styles from './MediaGrid.css';
import { UploadDropZone, type UploadDropZoneProps } from './UploadDropZone';

export const mediaSorts = [
  { id: 'DESC_CREATED', label: 'Newest first' },
  { id: 'ASC_CREATED', label: 'Oldest first' },
  { id: 'ASC_NAME', label: 'Name A–Z' },
  { id: 'DESC_NAME', label: 'Name Z–A' },
  { id: 'DESC_SIZE', label: 'Largest first' },
  { id: 'ASC_SIZE', label: 'Smallest first' },
] as const;
export type MediaSort = (typeof mediaSorts)[number]['id'];

export interface MediaLibraryProps extends Omit<MediaGridProps, 'aria-label'> {
  /** The current folder, e.g. "/products/tv". */
  folder: string;
  /** Sub-folders of the current folder, as full paths. */
  folders: string[];
  onFolderChange: (path: string) => void;
  sort: MediaSort;
  onSortChange: (sort: MediaSort) => void;
  pagination?: PaginationProps;
  upload?: UploadDropZoneProps;
  /** Actions for the selected files (Delete, Copy URL); shown in a bar while something is selected. */
  bulkActions?: (selectedIds: string[]) => ReactNode;
}

function folderTrail(folder: string) {
  const parts = folder.split('/').filter(Boolean);
  return [
    { id: '/', label: 'All files' },
    ...parts.map((part, index) => ({ id: `/${parts.slice(0, index + 1).join('/')}`, label: part })),
  ];
}

/** The media library: folders, sort, upload with progress, a virtualized grid with selection, bulk actions, paging. */
export function MediaLibrary({
  folder,
  folders,
  onFolderChange,
  sort,
  onSortChange,
  pagination,
  upload,
  bulkActions,
  ...grid
}: MediaLibraryProps) {
  const selected = [...grid.selectedKeys];
  // A folder that holds only folders is not empty: its folders are what there is to open, so no "No files" under them.
  const onlyFolders = grid.state.status === 'success' && grid.items.length === 0 && folders.length > 0;
  return (
    <div className={styles.library}>
      <div className={styles.toolbar}>
        <div className={styles.library}>
          <Breadcrumbs aria-label="Folder path" items={folderTrail(folder)} onAction={onFolderChange} />
        </div>
        <DeferredSelect
          label="Sort by"
          options={[...mediaSorts]}
          selectedKey={sort}
          onSelectionChange={(key) => onSortChange(key as MediaSort)}
        />
      </div>
      {folders.length ? (
        <div className={styles.folders} role="group" aria-label="Folders">
          {folders.map((path) => (
            <Button key={path} variant="secondary" icon={<Folder size={20} />} onPress={() => onFolderChange(path)}>
              {path.split('/').pop()}
            </Button>
          ))}
        </div>
      ) : null}
      {upload ? <UploadDropZone {...upload} /> : null}
      {selected.length > 0 && bulkActions ? (
        <div className={bulkBar} role="toolbar" aria-label="Selected files">
          <span>{selected.length} selected</span>
          <div className={bulkActionsClass}>
            {bulkActions(selected)}
            <Button variant="ghost" size="sm" onPress={() => grid.onSelectionChange(new Set())}>
              Clear selection
            </Button>
          </div>
        </div>
      ) : null}
      {onlyFolders ? null : <MediaGrid {...grid} aria-label={`Files in ${folder === '/' ? 'all files' : folder}`} />}
      {pagination && !onlyFolders ? <Pagination {...pagination} itemLabel="files" /> : null}
    </div>
  );
}
