import type { ReactNode } from 'react';
import { FormNote } from './FormNote';

export interface ReadOnlyNoteProps {
  children: ReactNode;
}

/** The visible line above a read-only form, so the reason is not hidden only in a tooltip (phones have no hover). */
export function ReadOnlyNote({ children }: ReadOnlyNoteProps) {
  return <FormNote>{children}</FormNote>;
}
