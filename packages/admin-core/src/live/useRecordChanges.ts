import { useEffect, useRef } from 'react';
import type { RecordType } from '../graphql/types.generated';
import { useAdminCore } from '../react/AdminCoreProvider';
import type { RecordChangeListener, StreamOpenListener } from './liveFeed';

/**
 * Calls `onChange` for every committed change to a record of `types`, by anyone (`byMe` tells the person's own),
 * while the component is mounted, and `onStreamOpen` each time the stream opens meanwhile (what was committed before
 * it was not sent: read again what the screen shows). With the core's `live` option off it does nothing and sends
 * nothing.
 */
export function useRecordChanges(
  types: readonly RecordType[],
  onChange: RecordChangeListener,
  onStreamOpen?: StreamOpenListener,
): void {
  const { live } = useAdminCore();
  const latest = useRef({ onChange, onStreamOpen });
  useEffect(() => {
    latest.current = { onChange, onStreamOpen };
  });
  const watched = [...types].sort().join(',');
  useEffect(() => {
    // Nothing watched (a list of a kind the history does not know): no stream is opened for it.
    if (!live || !watched) return undefined;
    const kinds = new Set(watched.split(','));
    return live.subscribe(
      (change, context) => {
        if (kinds.has(change.recordType)) latest.current.onChange(change, context);
      },
      (context) => latest.current.onStreamOpen?.(context),
    );
  }, [live, watched]);
}
