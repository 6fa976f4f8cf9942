import { useMemo } from 'react';
import { prose } from './prose.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  html: string;
  /** Names the preview for screen readers. */
  label?: string;
}

/** Stored rich text shown as a page would show it, after sanitizing: nothing in it can run. */
export function SafeHtml({ html, label }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitized just above; this is the one place the app renders stored HTML.
  return (
    <div
      className={prose}
      aria-label={label}
      role={label ? 'document' : undefined}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
