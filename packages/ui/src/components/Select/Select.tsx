import { ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  ListBox,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Popover } from '../Overlay/Popover';
import { field } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';
import { listBox, popover } from '../ListBox/ListBox.css';
import { ListBoxOption } from '../ListBox/ListBoxOption';
import { TextField } from '../TextField/TextField';
import { trigger, value } from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items'>, FieldPartsProps {
  options: SelectOption[];
  /** Shows the choice without offering the others (react-aria's Select has no read-only state of its own). */
  isReadOnly?: boolean;
}

/** Choose one of a short, fixed list (placement, role, status); for long or remote lists use ComboBox. */
export function Select({ label, description, errorMessage, options, isReadOnly, ...props }: SelectProps) {
  const readOnly = useReadOnly(isReadOnly);
  if (readOnly) {
    // Read-only, the choice is a read-only text field: focusable, announced as read-only, its text copyable.
    const chosen = props.value ?? props.selectedKey ?? props.defaultValue ?? props.defaultSelectedKey ?? null;
    return (
      <TextField
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        isReadOnly
        value={options.find((option) => option.id === chosen)?.label ?? ''}
        placeholder={props.placeholder}
      />
    );
  }
  return (
    <AriaSelect {...props} isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })} className={field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <AriaButton className={trigger}>
        <SelectValue className={value} />
        <ChevronDown size={16} aria-hidden="true" />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popover}>
        <ListBox className={listBox} items={options}>
          {(item) => <ListBoxOption id={item.id}>{item.label}</ListBoxOption>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
