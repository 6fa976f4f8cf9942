import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { useReadOnly } from '../Form/readOnly';
import { root } from './Checkbox.css';
import { CheckboxMark } from './CheckboxMark';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className'> {
  children?: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, isReadOnly, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      isReadOnly={useReadOnly(isReadOnly)}
      className={[root, className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {label}
        </>
      ))}
    </AriaCheckbox>
  );
}
