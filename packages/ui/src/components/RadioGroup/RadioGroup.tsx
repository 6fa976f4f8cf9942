import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';
import { dot, group, options as optionsClass, radio } from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'>, FieldPartsProps {
  options: RadioOption[];
}

/** One of a few visible choices, e.g. draft or published. */
export function RadioGroup({ label, description, errorMessage, options, isReadOnly, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      isReadOnly={useReadOnly(isReadOnly)}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      className={group}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={optionsClass}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={radio}>
            <span className={dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
