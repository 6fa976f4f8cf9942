import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { control, field, multiline } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldPartsProps {
  placeholder?: string;
  /** A multi-line text area instead of a single-line input. */
  multiline?: boolean;
  rows?: number;
  className?: string;
}

/**
 * A labelled text input. `errorMessage` shows a server error (and makes the field invalid); `validate` and the native
 * constraints (isRequired, type, maxLength) show client errors, all in the field's error slot.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline: isMultiline,
  rows,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      {isMultiline ? (
        <AriaTextArea className={`${control} ${multiline}`} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={control} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
