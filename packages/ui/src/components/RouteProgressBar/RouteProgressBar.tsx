import { useEffect, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { bar, track } from './RouteProgressBar.css';

export interface RouteProgressBarProps {
  isLoading: boolean;
  /** Loads faster than this never show the bar, so quick navigations don't flicker. */
  delayMs?: number;
  label?: string;
}

/** Spec §2: the thin bar at the top of the page while a page loads on demand. */
export function RouteProgressBar({ isLoading, delayMs = 120, label = 'Loading page' }: RouteProgressBarProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [isLoading, delayMs]);

  if (!visible) return null;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={track}>
      <div className={bar} />
    </ProgressBar>
  );
}
