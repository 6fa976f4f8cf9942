import { useState } from 'react';
import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { control, field, multiline } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';
import { characterCount } from './characterCount';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldPartsProps {
  placeholder?: string;
  /** A multi-line text area instead of a single-line input. */
  multiline?: boolean;
  rows?: number;
  className?: string;
  /**
   * With `maxLength`: `near-limit` (the default) shows the count once the text nears the limit; `always` shows it
   * from the first character (SEO texts, whose length is the point).
   */
  showCount?: 'near-limit' | 'always';
}

/**
 * A labelled text input. `errorMessage` shows a server error (and makes the field invalid); `validate` and the
 * native constraints (isRequired, type) show client errors, all in the field's error slot. `maxLength` never cuts
 * what is typed or pasted: the field counts the characters as they near the limit and, past it, is invalid and its
 * count says how many are too many, until they are gone.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline: isMultiline,
  rows,
  className,
  maxLength,
  showCount = 'near-limit',
  isReadOnly,
  ...props
}: TextFieldProps) {
  const readOnly = useReadOnly(isReadOnly);
  const [typedLength, setTypedLength] = useState((props.defaultValue ?? '').length);
  const count = characterCount(props.value?.length ?? typedLength, maxLength, showCount);
  return (
    <AriaTextField
      {...props}
      isReadOnly={readOnly}
      onChange={(value) => {
        setTypedLength(value.length);
        props.onChange?.(value);
      }}
      isInvalid={fieldInvalid({ isInvalid: count?.over ? true : props.isInvalid, errorMessage })}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      {isMultiline ? (
        <AriaTextArea className={`${control} ${multiline}`} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={control} placeholder={placeholder} />
      )}
      <FieldHelp
        description={description}
        counter={count?.text}
        hasCounter={count !== null}
        isCounterOver={count?.over}
        errorMessage={errorMessage}
      />
    </AriaTextField>
  );
}
