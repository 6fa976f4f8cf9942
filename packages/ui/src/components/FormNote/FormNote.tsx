import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { note, text } from './FormNote.css';

export interface FormNoteProps {
  children: ReactNode;
  /** A button that acts on what the note says ("Discard them"); it wraps below the text on a phone. */
  action?: ReactNode;
  /** `status` when the note appears because something happened, so a screen reader says it; `note` otherwise. */
  role?: 'note' | 'status';
}

/** A visible line above a form about the form as a whole: why it is read-only, that an earlier draft is back. */
export function FormNote({ children, action, role = 'note' }: FormNoteProps) {
  return (
    <p className={note} role={role}>
      <Info size={16} aria-hidden="true" />
      <span className={text}>{children}</span>
      {action}
    </p>
  );
}
