import type { ReactNode } from 'react';
import { actions } from './Form.css';

/** A form's Save and Cancel, in a bar that stays at the bottom of the window while a long form scrolls. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className={actions} data-form-actions="">
      {children}
    </div>
  );
}
