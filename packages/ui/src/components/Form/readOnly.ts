import { createContext, useContext } from 'react';

/**
 * Whether the form around a control is read-only. `Form`'s `isReadOnly` provides it and every ui control reads it
 * (as react-aria's Form hands its validation behaviour to the fields inside), so one switch makes a whole form
 * read-only, dialogs opened from it included: React context reaches through their portals.
 */
export const FormReadOnlyContext = createContext(false);

/** A control's read-only state: its own `isReadOnly` when it says, otherwise its form's. */
export function useReadOnly(isReadOnly?: boolean): boolean {
  const fromForm = useContext(FormReadOnlyContext);
  return isReadOnly ?? fromForm;
}
