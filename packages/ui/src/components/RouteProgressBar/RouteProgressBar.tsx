import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ProgressBar } from 'react-aria-components';
import { appearDelay, bar, track } from './RouteProgressBar.css';

export interface RouteProgressBarProps {
  isLoading: boolean;
  /** Loads faster than this never show the bar, so quick navigations don't flicker. */
  delayMs?: number;
  label?: string;
}

/** Spec §2: the thin bar at the top of the page while a page loads on demand. */
export function RouteProgressBar({ isLoading, delayMs = 120, label = 'Loading page' }: RouteProgressBarProps) {
  if (!isLoading) return null;
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={track}
      style={assignInlineVars({ [appearDelay]: `${delayMs}ms` })}
    >
      <div className={bar} />
    </ProgressBar>
  );
}
