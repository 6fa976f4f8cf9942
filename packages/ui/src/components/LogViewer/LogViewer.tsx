import { failed, viewer } from './LogViewer.css';

export interface LogViewerProps {
  log: string;
  label: string;
}

/** A job run's log, as text: lines starting with "Failed" stand out. Scrollable and keyboard-focusable. */
export function LogViewer({ log, label }: LogViewerProps) {
  const lines = log ? log.split('\n') : ['(no output)'];
  return (
    // Focusable, so keyboard users can scroll a long log.
    <pre className={viewer} tabIndex={0} aria-label={label} role="log">
      {lines.map((line, index) => (
        <span key={index} className={line.startsWith('Failed') ? failed : undefined}>
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
