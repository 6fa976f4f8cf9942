import { lines as linesClass, skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** How many placeholder lines. */
  lines?: number;
  /** Accessible name of the loading region. */
  label?: string;
}

/** Placeholder lines while content loads; announced once as busy, not line by line. */
export function Skeleton({ lines = 3, label = 'Loading' }: SkeletonProps) {
  return (
    <div className={linesClass} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        // Ragged widths read as text; computed geometry is the one place for inline style.
        <span
          key={index}
          className={skeleton}
          style={{ width: `${index === lines - 1 ? 60 : 100 - (index % 3) * 8}%` }}
        />
      ))}
    </div>
  );
}
