import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { form, formError } from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className'> {
  /** A message about the whole form (e.g. wrong credentials), announced when it appears. */
  error?: ReactNode;
}

/** A form whose fields show their errors in place; server errors map to fields through `validationErrors`. */
export function Form({ error, children, ...props }: FormProps) {
  return (
    <AriaForm validationBehavior="aria" {...props} className={form}>
      {error ? (
        <div role="alert" className={formError}>
          {error}
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}
