import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { EmptyState, ErrorState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { formatDateTime } from '../../text/formatTime';
import * as styles from './HistoryTimeline.css';
import { describeHistoryValue } from './historyValue';

export interface HistoryFieldChange {
  /** The field as a person names it: "Title", "Sale price". */
  label: string;
  before: unknown;
  after: unknown;
}

export interface HistoryTimelineEntry {
  id: string;
  /** Who made the change. */
  who: string;
  /** When, as an ISO date-time. */
  when: string;
  /** What kind of change: "Updated", "Deleted", "Restored". */
  actionLabel: string;
  actionTone?: BadgeTone;
  /** What was changed, for a feed of many records: the record's name, or a link to it. */
  subject?: ReactNode;
  changes: HistoryFieldChange[];
  /** Actions on the entry, e.g. "Restore this version". */
  actions?: ReactNode;
}

export interface HistoryTimelineProps {
  status: 'loading' | 'error' | 'ready';
  entries?: HistoryTimelineEntry[];
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown when there is nothing yet: "No changes recorded yet." */
  emptyText?: string;
  /** Changes listed per entry before "and N more fields". */
  maxChanges?: number;
}

function Value({ value, kind }: { value: unknown; kind: 'before' | 'after' }) {
  const { text, full, empty } = describeHistoryValue(value);
  const Tag = kind === 'before' ? 'del' : 'ins';
  return (
    <Tag className={`${styles[kind]} ${empty ? styles.emptyValue : ''}`} title={full === text ? undefined : full}>
      {/* del and ins are not announced by every screen reader: say which side it is. */}
      <span className={styles.visuallyHidden}>{kind === 'before' ? 'was ' : 'now '}</span>
      {text}
    </Tag>
  );
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
      {entries.map((entry) => {
        const shown = entry.changes.slice(0, maxChanges);
        const hidden = entry.changes.length - shown.length;
        return (
          <li key={entry.id} className={styles.item}>
            <div className={styles.header}>
              <Badge tone={entry.actionTone}>{entry.actionLabel}</Badge>
              {entry.subject ? <span className={styles.subject}>{entry.subject}</span> : null}
              <span>
                by <span className={styles.who}>{entry.who}</span>
              </span>
              <time className={styles.when} dateTime={entry.when}>
                {formatDateTime(entry.when)}
              </time>
              {entry.actions ? <span className={styles.headerEnd}>{entry.actions}</span> : null}
            </div>
            {shown.length ? (
              <dl className={styles.changes}>
                {shown.map((change) => (
                  <div key={change.label} className={styles.pair}>
                    <dt className={styles.field}>{change.label}</dt>
                    <dd className={styles.diff}>
                      <Value value={change.before} kind="before" />
                      <span className={styles.arrow} aria-hidden="true">
                        →
                      </span>
                      <Value value={change.after} kind="after" />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {hidden > 0 ? (
              <p className={styles.more}>
                and {hidden} more {hidden === 1 ? 'field' : 'fields'}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
