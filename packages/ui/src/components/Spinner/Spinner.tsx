import { spinner } from './Spinner.css';

export interface SpinnerProps {
  /** Announced to assistive technology; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const classes = [spinner, className].filter(Boolean).join(' ');
  if (label) return <span role="progressbar" aria-label={label} className={classes} />;
  return <span aria-hidden="true" className={classes} />;
}
