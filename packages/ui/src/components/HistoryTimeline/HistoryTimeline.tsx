import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { EmptyState, ErrorState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { HistoryChanges, type HistoryFieldChange } from './HistoryChanges';
import { formatDateTime } from '../../text/formatTime';
import * as styles from './HistoryTimeline.css';

export type { HistoryFieldChange, HistoryListChange, HistoryValueChange, HistorySides } from './HistoryChanges';

export interface HistoryTimelineEntry {
  id: string;
  /** Who made the change. */
  who: string;
  /** When, as an ISO date-time. */
  when: string;
  /** What kind of change: "Updated", "Deleted", "Restored". */
  actionLabel: string;
  actionTone?: BadgeTone;
  /** A word beside the kind of change: "Latest" on the change that made the record as it is now. */
  tag?: string;
  /** What was changed, for a feed of many records: the record's name, or a link to it. */
  subject?: ReactNode;
  /** Why it happened, when another change caused it: "Because the category "Phones" was deleted." */
  note?: ReactNode;
  changes: HistoryFieldChange[];
  /** A record's first values (a create): each field's value alone, without an "empty →" before it. */
  valuesOnly?: boolean;
  /** Actions on the entry, e.g. "Restore to before this change". */
  actions?: ReactNode;
}

export interface HistoryTimelineProps {
  status: 'loading' | 'error' | 'ready';
  entries?: HistoryTimelineEntry[];
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown when there is nothing yet: "No changes recorded yet." */
  emptyText?: string;
  /** Changes listed per entry before "Show N more fields". */
  maxChanges?: number;
}

/** One record's changes (or everyone's), newest first: who, when, what kind of change and each field before → after. */
export function HistoryTimeline({
  status,
  entries = [],
  errorMessage = 'The history could not be loaded.',
  onRetry,
  emptyText = 'No changes recorded yet.',
  maxChanges = 8,
}: HistoryTimelineProps) {
  if (status === 'loading') return <Skeleton lines={5} label="Loading history" />;
  if (status === 'error') return <ErrorState title="History unavailable" message={errorMessage} onRetry={onRetry} />;
  if (!entries.length) return <EmptyState title={emptyText} icon={<History size={32} aria-hidden="true" />} />;
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <div className={styles.header}>
            <Badge tone={entry.actionTone}>{entry.actionLabel}</Badge>
            {entry.tag ? <Badge tone="neutral">{entry.tag}</Badge> : null}
            {entry.subject ? <span className={styles.subject}>{entry.subject}</span> : null}
            <span>
              by <span className={styles.who}>{entry.who}</span>
            </span>
            <time className={styles.when} dateTime={entry.when}>
              {formatDateTime(entry.when)}
            </time>
            {entry.actions ? <span className={styles.headerEnd}>{entry.actions}</span> : null}
          </div>
          {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
          <HistoryChanges changes={entry.changes} maxChanges={maxChanges} valuesOnly={entry.valuesOnly} />
        </li>
      ))}
    </ol>
  );
}
