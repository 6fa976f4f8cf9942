import { useRecordChanges, type RecordChange, type RecordType } from '@deals/admin-core';
import { useEffect, useRef, useState } from 'react';

/** Changes arriving this close together are one refetch (a bulk edit sends one change per row). */
const BURST_MS = 300;
/** How long a changed row stays marked. */
const HIGHLIGHT_MS = 4000;

export interface LiveListState {
  /** Rows on screen changed by someone else, marked for a moment. */
  highlighted: ReadonlySet<string>;
  /** The latest row changed by someone else and who changed it, for the polite status line. */
  changed: { id: string; by: string } | null;
  /** Records others created since this page loaded: offered, not inserted under the person. */
  created: number;
  /** Shows the created ones: refetches the page. */
  showCreated: () => void;
}

/**
 * Keeps a list page current while others edit: a change to a row on screen refetches the current page (one query
 * per burst) and marks the row; a delete refetches it too; records others create are counted and offered instead of
 * reshuffling the page. Changes to rows on other pages cost nothing. Does nothing with the core's `live` option off.
 */
export function useLiveList(
  recordType: RecordType | undefined,
  rowIds: readonly string[],
  refetch: (() => void) | undefined,
): LiveListState {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState<{ id: string; by: string } | null>(null);
  const [created, setCreated] = useState(0);
  const onScreen = useRef(new Set<string>());
  onScreen.current = new Set(rowIds);
  const refetchRef = useRef(refetch);
  const burst = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fade = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(
    () => () => {
      clearTimeout(burst.current);
      clearTimeout(fade.current);
    },
    [],
  );

  const refetchSoon = () => {
    clearTimeout(burst.current);
    burst.current = setTimeout(() => refetchRef.current?.(), BURST_MS);
  };

  useRecordChanges(recordType ? [recordType] : [], (change: RecordChange, { byMe }) => {
    // The person's own changes are already in the page (the cache, or the save's own refetch).
    if (byMe) return;
    if (change.kind === 'CREATE') {
      setCreated((count) => count + 1);
      return;
    }
    const shown = onScreen.current.has(change.id);
    if (change.kind === 'DELETE' || change.kind === 'BULK_DELETE') {
      // Any delete moves the rows after it: this page is refetched whether the row was on it or not.
      refetchSoon();
      return;
    }
    if (!shown) return;
    refetchSoon();
    setHighlighted((ids) => new Set([...ids, change.id]));
    setChanged({ id: change.id, by: change.by?.name ?? 'Someone' });
    clearTimeout(fade.current);
    fade.current = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
  });

  return {
    highlighted,
    changed,
    created,
    showCreated: () => {
      setCreated(0);
      refetchRef.current?.();
    },
  };
}
