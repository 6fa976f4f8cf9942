import type { ReactNode } from 'react';
import { fieldset } from './ReadOnlyFieldset.css';

export interface ReadOnlyFieldsetProps {
  /** True: every input, select and button inside is disabled at once (a native disabled fieldset). */
  readOnly: boolean;
  children: ReactNode;
}

/**
 * Holds a form's fields without adding to its layout. Read-only, it disables whatever fields a screen composed, so a
 * person who may not save still reads everything and can't type into a form that would never be sent.
 */
export function ReadOnlyFieldset({ readOnly, children }: ReadOnlyFieldsetProps) {
  return (
    <fieldset className={fieldset} disabled={readOnly}>
      {children}
    </fieldset>
  );
}
