import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { FormContext, FormValidationContext, Provider } from 'react-aria-components';
import { boundary } from './OverlayBoundary.css';

// Two ways an overlay rendered through a portal reaches the form around its trigger:
// - react-aria's FormContext: a react-aria Form inside the overlay inherits the outer Form's props, its onSubmit
//   included, so submitting the dialog's own form called the outer form's handler first (the brand form saved twice
//   when its image-URL dialog was submitted). The outer form's server errors (FormValidationContext) would also land
//   on the dialog's fields of the same name.
// - React propagates events along the component tree, not the DOM: submit and Enter bubble to the trigger's
//   ancestors.
// Every ui overlay wraps its content in this boundary, so what happens inside an overlay stays there; handlers inside
// it (a form in a dialog, a listbox's Enter) run as before.
const stopSubmit = (event: SyntheticEvent) => event.stopPropagation();
const stopEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.stopPropagation();
};
const noOuterValidationErrors = {};

/** Keeps an overlay's content apart from the form around its trigger: no inherited form props, no submit or Enter. */
export function OverlayBoundary({ children }: { children: ReactNode }) {
  return (
    <Provider
      values={[
        [FormContext, null],
        [FormValidationContext, noOuterValidationErrors],
      ]}
    >
      <div role="presentation" className={boundary} onSubmit={stopSubmit} onKeyDown={stopEnter}>
        {children}
      </div>
    </Provider>
  );
}
