import { ImageOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { GridList, GridListItem, Size, type Key, type Selection } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState, ErrorState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './MediaGrid.css';

export interface MediaItem {
  fileId: string;
  name: string;
  url: string;
  thumbnail: string;
  filePath: string;
}

export type MediaGridState =
  { status: 'loading' } | { status: 'error'; message: string; retry?: () => void } | { status: 'success' };

export interface MediaGridProps {
  'aria-label': string;
  items: MediaItem[];
  state: MediaGridState;
  /** `multiple` for the library (checkboxes, shift-click ranges, Ctrl+A); `single` when picking one image. */
  selectionMode?: 'single' | 'multiple';
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  /** Double-click or Enter on a tile, e.g. to pick it. */
  onAction?: (item: MediaItem) => void;
  emptyText?: string;
}

/**
 * A page of files (25 in the app) is laid out by CSS; only long lists (a whole folder in one go) are virtualized.
 * Small grids then also work inside dialogs, whose entering animation upsets the virtualizer's first measurement.
 */
const VIRTUALIZE_ABOVE = 100;

/**
 * A tile is a 4:3 thumbnail above one line of name, so its height follows from its width: the border, padding and
 * gap around the image (16 px), the name's line (18 px) and ¾ of the image's width (the tile's less 12 px). The
 * layout computes it (`preserveAspectRatio`) rather than measuring each tile as it mounts: measuring costs a forced
 * layout per new tile on every scrolled frame, and a lazy thumbnail not loaded yet measured 34 px, which packed the
 * rows and rendered three times the tiles that fit.
 */
const tileHeight = (width: number) => 34 + Math.round(((width - 12) * 3) / 4);
const layoutOptions = {
  minItemSize: new Size(150, tileHeight(150)),
  maxItemSize: new Size(220, tileHeight(220)),
  minSpace: new Size(8, 8),
  preserveAspectRatio: true,
};

// The virtualizer (react-aria's layout and scroll code) is a tenth of what the media library widget adds to a page,
// and a page of 25 never needs it: it loads with the first long list.
const MediaGridVirtualizer = lazy(() => import('./MediaGridVirtualizer'));

function Thumbnail({ item }: { item: MediaItem }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className={styles.thumb} role="img" aria-label={`${item.name} (preview unavailable)`}>
        <ImageOff size={20} aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={item.thumbnail}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * Media files as a virtualized grid of thumbnails: only the visible tiles are in the DOM, so thousands of files
 * scroll smoothly. Selection works by click, shift-click, the keyboard (arrows, Space, Ctrl+A) and checkboxes.
 */
export function MediaGrid({
  items,
  state,
  selectionMode = 'multiple',
  selectedKeys,
  onSelectionChange,
  onAction,
  emptyText,
  ...aria
}: MediaGridProps) {
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={state.retry} />;
  if (state.status === 'loading') return <Skeleton lines={6} label={`Loading ${aria['aria-label']}`} />;
  const byId = new Map(items.map((item) => [item.fileId, item]));
  const virtualized = items.length > VIRTUALIZE_ABOVE;
  const list = (
    <GridList
      {...aria}
      layout="grid"
      className={virtualized ? styles.grid : `${styles.grid} ${styles.flowGrid}`}
      items={items.map((item) => ({ ...item, id: item.fileId }))}
      selectionMode={selectionMode}
      // Like a file manager: click selects, Shift+click extends, Ctrl/Cmd+click or the checkbox toggles.
      selectionBehavior="replace"
      selectedKeys={selectedKeys as Set<Key>}
      onSelectionChange={(selection: Selection) =>
        onSelectionChange(
          selection === 'all' ? new Set(items.map((item) => item.fileId)) : new Set([...selection].map(String)),
        )
      }
      onAction={onAction ? (key) => onAction(byId.get(String(key))!) : undefined}
      renderEmptyState={() => (
        <EmptyState title={emptyText ?? 'No files in this folder'} description="Upload images to add them here." />
      )}
    >
      {(item) => (
        <GridListItem id={item.fileId} textValue={item.name} className={styles.tile}>
          {selectionMode === 'multiple' ? <Checkbox slot="selection" className={styles.check} /> : null}
          <Thumbnail item={item} />
          <span className={styles.name} title={item.filePath}>
            {item.name}
          </span>
        </GridListItem>
      )}
    </GridList>
  );
  return virtualized ? (
    <Suspense fallback={<Skeleton lines={6} label={`Loading ${aria['aria-label']}`} />}>
      <MediaGridVirtualizer layoutOptions={layoutOptions}>{list}</MediaGridVirtualizer>
    </Suspense>
  ) : (
    list
  );
}
