import {
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { control, field } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'>, FieldPartsProps {
  placeholder?: string;
}

/**
 * A locale-aware number input. Prices pass `formatOptions={{ style: 'currency', currency: 'EUR' }}`: the field shows
 * "€1,299.00" while its value stays the number 1299.
 */
export function NumberField({ label, description, errorMessage, placeholder, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      className={field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group>
        <Input className={control} placeholder={placeholder} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
