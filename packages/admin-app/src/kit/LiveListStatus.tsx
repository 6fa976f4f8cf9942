import { Button } from '@deals/ui';
import type { LiveListState } from './useLiveList';

export interface LiveListStatusProps {
  live: LiveListState;
  /** Singular and plural, lower case: "brand", "brands". */
  itemNoun: string;
  itemLabel: string;
  /** The changed row's name as the page shows it now, if it is still on the page. */
  changedLabel: string | undefined;
}

/**
 * The list's live line beside its count: a polite status naming the row someone else changed, and the offer to show
 * records others created. The status element is always there (empty), so screen readers announce what appears in it
 * and nothing around it moves when it fills.
 */
export function LiveListStatus({ live, itemNoun, itemLabel, changedLabel }: LiveListStatusProps) {
  const noun = itemNoun.charAt(0).toUpperCase() + itemNoun.slice(1);
  const message =
    live.changed && changedLabel !== undefined ? `${noun} '${changedLabel}' was changed by ${live.changed.by}.` : '';
  return (
    <>
      <span role="status" aria-live="polite">
        {message ? ` · ${message}` : ''}
      </span>
      {live.created > 0 ? (
        <>
          {' · '}
          {live.created} new {live.created === 1 ? itemNoun : itemLabel}{' '}
          <Button variant="ghost" size="sm" onPress={live.showCreated}>
            Show
          </Button>
        </>
      ) : null}
    </>
  );
}
