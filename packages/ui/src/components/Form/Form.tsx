import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { focusFirstInvalid } from './focusFirstInvalid';
import { form, formError } from './Form.css';
import { FormReadOnlyContext } from './readOnly';

export interface FormProps extends Omit<AriaFormProps, 'className'> {
  /** A message about the whole form (e.g. wrong credentials), announced when it appears. */
  error?: ReactNode;
  /** `reading` (one column at a comfortable width) or `wide` (for FormColumns: main fields and a side panel). */
  width?: 'reading' | 'wide';
  /**
   * Every control inside shows its value and can be focused, read and copied, but not changed (nor submitted): for a
   * person who may not save. Controls read it from the form; one can still say otherwise with its own `isReadOnly`.
   */
  isReadOnly?: boolean;
}

/**
 * A form whose fields show their errors in place; server errors map to fields through `validationErrors`.
 * Submitting it with an invalid field moves focus to the first one, also when the errors arrive later (a server
 * answer): until the person types again, the first field that turns invalid takes focus.
 */
export function Form({ error, children, onSubmit, width, isReadOnly = false, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const awaitingErrors = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (awaitingErrors.current && focusFirstInvalid(element)) awaitingErrors.current = false;
    });
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-invalid', 'aria-invalid'],
    });
    const stopAwaiting = () => (awaitingErrors.current = false);
    element.addEventListener('input', stopAwaiting);
    return () => {
      observer.disconnect();
      element.removeEventListener('input', stopAwaiting);
    };
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a read-only text field still submits a form natively: nothing of a read-only form is sent.
    if (isReadOnly) {
      event.preventDefault();
      return;
    }
    onSubmit?.(event);
    const element = ref.current;
    if (!element) return;
    awaitingErrors.current = !focusFirstInvalid(element);
  };

  return (
    <AriaForm validationBehavior="aria" {...props} ref={ref} onSubmit={submit} className={form({ width })}>
      {error ? (
        <div role="alert" className={formError}>
          {error}
        </div>
      ) : null}
      <FormReadOnlyContext.Provider value={isReadOnly}>{children}</FormReadOnlyContext.Provider>
    </AriaForm>
  );
}
