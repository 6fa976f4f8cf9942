import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { note } from './ReadOnlyFieldset.css';

export interface ReadOnlyNoteProps {
  children: ReactNode;
}

/** The visible line above a read-only form, so the reason is not hidden only in a tooltip (phones have no hover). */
export function ReadOnlyNote({ children }: ReadOnlyNoteProps) {
  return (
    <p className={note} role="note">
      <Info size={16} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
