import { NumberParser } from '@internationalized/number';
import { useState, type ChangeEvent } from 'react';
import {
  Group,
  Input,
  NumberField as AriaNumberField,
  useLocale,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { control, field } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'>, FieldPartsProps {
  placeholder?: string;
}

/**
 * A locale-aware number input. Prices pass `formatOptions={{ style: 'currency', currency: 'EUR' }}`: the field shows
 * "€1,299.00" while its value stays the number 1299.
 *
 * `onChange` hears each number as it is typed (once the text reads as one in the field's locale and format; an
 * emptied field is NaN), so a form knows it has changes before the field loses focus. react-aria formats what was
 * typed, clamped to the bounds, on blur or Enter, and reports that value too.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  isReadOnly,
  value,
  onChange,
  ...props
}: NumberFieldProps) {
  const readOnly = useReadOnly(isReadOnly);
  const { locale } = useLocale();
  const controlled = value !== undefined;
  // react-aria reformats its text whenever its value changes: it is handed the committed value (or one set from
  // outside), never a number reported while typing, which would reformat the text under the person's cursor.
  const [committed, setCommitted] = useState(value);
  const [reported, setReported] = useState(value);
  if (controlled && !Object.is(value ?? Number.NaN, reported ?? Number.NaN)) {
    setReported(value);
    setCommitted(value);
  }

  const report = (next: number) => {
    setReported(next);
    onChange?.(next);
  };

  const reportTyped = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (readOnly) return;
    if (!text.trim()) return report(Number.NaN);
    // Cheap per keystroke: @internationalized/number keeps one parser per locale and options.
    const parser = new NumberParser(locale, props.formatOptions);
    // The checks react-aria applies before it takes the text: a partial number ("1,", "-") parses to nothing yet.
    if (!parser.isValidPartialNumber(text, props.minValue, props.maxValue)) return;
    const typed = parser.parse(text);
    if (!Number.isNaN(typed) && !Object.is(typed, reported)) report(typed);
  };

  return (
    <AriaNumberField
      {...props}
      value={controlled ? committed : undefined}
      onChange={(next) => {
        setCommitted(next);
        report(next);
      }}
      isReadOnly={readOnly}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      className={field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group>
        <Input className={control} placeholder={placeholder} onChange={reportTyped} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
