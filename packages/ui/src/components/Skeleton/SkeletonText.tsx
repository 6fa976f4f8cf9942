import { skeleton, text } from './Skeleton.css';

export interface SkeletonTextProps {
  /** About as wide as the text it stands for, in a CSS length ("8em"). */
  width: string;
  /** Accessible name of the placeholder. */
  label?: string;
}

/** A placeholder for a short line of text (a count, a date), inline and one line high, so the line keeps its height. */
export function SkeletonText({ width, label = 'Loading' }: SkeletonTextProps) {
  // Computed geometry is the one place for inline style.
  return <span className={`${skeleton} ${text}`} style={{ width }} role="status" aria-label={label} aria-busy="true" />;
}
