import { ImageOff } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import { useRovingFocus } from '../Collection/useRovingFocus';
import { EmptyState, ErrorState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './MediaGrid.css';
import { keysBetween, tileMove } from './tileKeys';
import { GRID_PADDING, scrollToShow, tileLayout, visibleRows } from './tileLayout';

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

/** A page of files (25 in the app) renders every tile; a longer list (a whole folder) only the rows in view. */
const WINDOW_ABOVE = 100;
/** The grid's height before it is measured (its CSS height). */
const DEFAULT_HEIGHT = 560;

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
 * Media files as a grid of thumbnails. Selection works like a file manager's: a click selects a tile, Shift+click a
 * range, Ctrl/Cmd+click or the checkbox adds or removes one; from the keyboard the arrows move (and select), Shift
 * extends, Ctrl moves without selecting, Space adds or removes, Ctrl+A selects all and Escape clears; Enter or a
 * double-click acts on a tile. Thousands of files scroll smoothly: only the rows in view are in the DOM.
 *
 * Built on useRovingFocus rather than react-aria's GridList and Virtualizer: with selection, those alone added 40 KB
 * gzip to a page, two fifths of what the media library widget may add to a host (issue 18).
 */
export function MediaGrid(props: MediaGridProps) {
  const { state, ...grid } = props;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={state.retry} />;
  if (state.status === 'loading') return <Skeleton lines={6} label={`Loading ${props['aria-label']}`} />;
  return <TileGrid {...grid} />;
}

function TileGrid({
  items,
  selectionMode = 'multiple',
  selectedKeys,
  onSelectionChange,
  onAction,
  emptyText,
  ...aria
}: Omit<MediaGridProps, 'state'>) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const multiple = selectionMode === 'multiple';
  const [view, setView] = useState({ width: 0, height: DEFAULT_HEIGHT, top: 0 });
  const layout = tileLayout(view.width || 800, items.length);
  const { first, last } = visibleRows(layout, view, items.length > WINDOW_ABOVE);
  const ids = items.map((item) => item.fileId);
  const indexOf = new Map(ids.map((key, index) => [key, index]));
  /** Where Shift+click and Shift+arrow ranges start: the last tile selected on its own. */
  const anchor = useRef<string | null>(null);

  // The grid's inside, measured before the first paint and again on every resize (its client box: a dialog's opening
  // animation scales it, which getBoundingClientRect would report).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setView((old) =>
        old.width === element.clientWidth && old.height === element.clientHeight
          ? old
          : { width: element.clientWidth, height: element.clientHeight, top: element.scrollTop },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const select = (keys: Iterable<string>) => onSelectionChange(new Set(keys));
  const toggle = (key: string) => {
    const next = new Set(selectedKeys);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    anchor.current = key;
    onSelectionChange(next);
  };
  /** A tile chosen by a click or by moving to it: on its own, added to, or as the end of a range. */
  const choose = (key: string, how: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) => {
    if (!multiple) return select([key]);
    if (how.shiftKey) return select(keysBetween(ids, (anchor.current ??= key), key));
    if (how.ctrlKey || how.metaKey) return toggle(key);
    anchor.current = key;
    select([key]);
  };

  const focus = useRovingFocus({
    ref,
    defaultStop: ids[0] ?? null,
    hasStop: (key) => indexOf.has(key),
    move: (key, event) => {
      const pageRows = Math.max(1, Math.floor(view.height / layout.pitch));
      const to = tileMove(indexOf.get(key) ?? 0, ids.length, layout.columns, event, pageRows);
      return to === null ? null : ids[to]!;
    },
    // Moving selects what it reaches, as in a file manager; Ctrl moves the focus alone, Shift extends.
    onMove: (key, event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey) return;
      choose(key, event);
    },
    onKey: (key, event, onStop) => {
      const mod = event.ctrlKey || event.metaKey;
      if (multiple && mod && !event.altKey && event.key.toLowerCase() === 'a') {
        select(ids);
        return true;
      }
      if (event.key === 'Escape' && multiple && selectedKeys.size) {
        select([]);
        return true;
      }
      if (!onStop) return false;
      if (event.key === 'Enter' && onAction) {
        onAction(items[indexOf.get(key)!]!);
        return true;
      }
      if (event.key === ' ') {
        if (multiple) toggle(key);
        else select([key]);
        return true;
      }
      return false;
    },
    typeahead: { stops: () => ids, textOf: (key) => items[indexOf.get(key)!]?.name ?? '' },
    // A tile out of the window: scroll its row into view; the hook focuses it once it has rendered.
    reveal: (key) => {
      const element = ref.current;
      const index = indexOf.get(key);
      if (!element || index === undefined) return;
      const top = scrollToShow(layout, index, { top: element.scrollTop, height: element.clientHeight });
      if (top === null) return;
      element.scrollTop = top;
      setView((old) => ({ ...old, top }));
    },
  });

  const onScroll = () => {
    const top = ref.current?.scrollTop ?? 0;
    // Only a change of rows renders again, not every pixel of a scroll.
    const rows = visibleRows(layout, { ...view, top }, items.length > WINDOW_ABOVE);
    if (rows.first !== first || rows.last !== last) setView((old) => ({ ...old, top }));
  };
  const onTileClick = (key: string) => (event: MouseEvent) => {
    // The checkbox keeps its click: it adds or removes the tile.
    if ((event.target as Element).closest('label')) return;
    choose(key, event);
  };

  if (items.length === 0) {
    return (
      <div ref={ref} role="grid" {...aria} className={styles.grid} data-empty="true" tabIndex={-1}>
        <div role="row">
          <div role="gridcell">
            <EmptyState title={emptyText ?? 'No files in this folder'} description="Upload images to add them here." />
          </div>
        </div>
      </div>
    );
  }

  const slice = items.slice(first * layout.columns, (last + 1) * layout.columns);
  return (
    <div
      ref={ref}
      role="grid"
      {...aria}
      aria-multiselectable={multiple || undefined}
      aria-rowcount={items.length}
      className={styles.grid}
      tabIndex={-1}
      onScroll={onScroll}
      {...focus.collectionProps}
    >
      <div className={styles.canvas} style={{ height: layout.contentHeight }}>
        <div
          className={styles.tiles}
          style={{
            top: GRID_PADDING + first * layout.pitch,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            gridAutoRows: `${layout.tileHeight}px`,
          }}
        >
          {slice.map((item, offset) => {
            const index = first * layout.columns + offset;
            const selected = selectedKeys.has(item.fileId);
            const nameId = `${id}-${index}`;
            return (
              // Its keys are the grid's (useRovingFocus on the grid element): arrows, Space, Enter and the rest.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={item.fileId}
                role="row"
                aria-rowindex={index + 1}
                aria-selected={selected}
                data-selected={selected || undefined}
                data-stop={item.fileId}
                tabIndex={focus.tabIndexOf(item.fileId)}
                className={styles.tile}
                onClick={onTileClick(item.fileId)}
                onDoubleClick={onAction ? () => onAction(item) : undefined}
              >
                <div role="gridcell" className={styles.tileCell}>
                  {multiple ? (
                    <SelectionCheckbox
                      id={`${nameId}-select`}
                      className={styles.check}
                      aria-label="Select"
                      aria-labelledby={`${nameId}-select ${nameId}`}
                      isSelected={selected}
                      onChange={() => toggle(item.fileId)}
                    />
                  ) : null}
                  <Thumbnail item={item} />
                  <span id={nameId} className={styles.name} title={item.filePath}>
                    {item.name}
                  </span>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
