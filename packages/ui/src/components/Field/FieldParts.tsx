import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { description as descriptionClass, fieldError, label as labelClass, requiredMark } from './Field.css';

export interface FieldPartsProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the field; a string from client validation or a server answer. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

export function FieldLabel({ label, isRequired }: Pick<FieldPartsProps, 'label' | 'isRequired'>) {
  if (!label) return null;
  return (
    <Label className={labelClass}>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldHelp({ description, errorMessage }: Pick<FieldPartsProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
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
