import { Label, ProgressBar } from 'react-aria-components';
import { formatNumber } from '../../text/formatCount';
import { formatDuration } from '../../text/formatFileSize';
import * as styles from './ProgressMeter.css';

export interface ProgressMeterProps {
  /** What is working: "Applying rows". */
  label: string;
  done: number;
  total: number;
  /** Items per second, once known. */
  rate?: number | null;
  secondsLeft?: number | null;
  /** Nothing works on it yet (queued, or taken over after a worker stopped): the bar shows no position. */
  waiting?: boolean;
  /** What one item is, plural: "rows". */
  unit?: string;
}

/**
 * A long job's progress as its worker reports it: done of total, the rate and the time left in words (screen readers
 * hear the same sentence as the value text).
 */
export function ProgressMeter({ label, done, total, rate, secondsLeft, waiting, unit = 'rows' }: ProgressMeterProps) {
  const count = `${formatNumber(done)} of ${formatNumber(total)} ${unit}`;
  const detail = waiting
    ? 'Waiting for a worker…'
    : [
        rate != null ? `${formatNumber(Math.round(rate))} ${unit}/s` : 'Measuring the rate…',
        secondsLeft != null ? `about ${formatDuration(secondsLeft)} left` : null,
      ]
        .filter(Boolean)
        .join(' · ');
  return (
    <ProgressBar
      className={styles.meter}
      value={done}
      maxValue={Math.max(total, 1)}
      isIndeterminate={waiting}
      valueLabel={`${count}, ${detail}`}
    >
      {({ percentage }) => (
        <>
          <div className={styles.top}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{count}</span>
          </div>
          <div className={styles.track}>
            <div
              className={[styles.fill, waiting ? styles.indeterminate : ''].join(' ')}
              style={waiting ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
          <span className={styles.detail}>{detail}</span>
        </>
      )}
    </ProgressBar>
  );
}
