import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { box, root } from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className'> {
  children?: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[root, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} />
            ) : null}
          </span>
          {label}
        </>
      ))}
    </AriaCheckbox>
  );
}
