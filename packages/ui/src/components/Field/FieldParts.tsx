import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import {
  counter as counterClass,
  description as descriptionClass,
  fieldError,
  helpRow,
  label as labelClass,
  requiredMark,
} from './Field.css';

export interface FieldPartsProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the field; a string from client validation or a server answer. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

export interface FieldLabelProps extends Pick<FieldPartsProps, 'label' | 'isRequired'> {
  /** For a field of our own making (outside a react-aria field, which wires its label itself). */
  htmlFor?: string;
  id?: string;
}

/** A field's label, with the required mark every required control shows, composite ones included. */
export function FieldLabel({ label, isRequired, htmlFor, id }: FieldLabelProps) {
  if (!label) return null;
  return (
    <Label className={labelClass} htmlFor={htmlFor} id={id}>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

export interface FieldHelpProps extends Pick<FieldPartsProps, 'description' | 'errorMessage'> {
  /**
   * A count beside the description ("52 / 60 characters"), read with it as the field's description. A field that
   * may show one passes `hasCounter` from the start: react-aria links the description only if it is there on mount.
   */
  counter?: ReactNode;
  hasCounter?: boolean;
  isCounterOver?: boolean;
}

export function FieldHelp({ description, errorMessage, counter, hasCounter, isCounterOver }: FieldHelpProps) {
  return (
    <>
      {description || hasCounter ? (
        <Text slot="description" className={hasCounter ? helpRow : descriptionClass}>
          {hasCounter ? (
            <>
              {description ? <span className={descriptionClass}>{description}</span> : null}
              {counter ? (
                <span className={counterClass} data-over={isCounterOver || undefined}>
                  {counter}
                </span>
              ) : null}
            </>
          ) : (
            description
          )}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </>
  );
}

/** A message about a group of fields (a list that needs one more entry), styled like a field's own error. */
export function GroupError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <span role="alert" className={fieldError}>
      {children}
    </span>
  );
}
