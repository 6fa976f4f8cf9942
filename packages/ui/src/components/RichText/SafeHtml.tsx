import { useMemo } from 'react';
import { prose } from './prose.css';
import { sanitizeHtml } from './sanitizeHtml';

/** Stored rich text shown as a page would show it, after sanitizing: nothing in it can run. */
export function SafeHtml({ html, label }: { html: string; label?: string }) {
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
