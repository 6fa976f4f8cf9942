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
