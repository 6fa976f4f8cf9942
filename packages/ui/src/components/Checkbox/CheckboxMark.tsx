import { Check, Minus } from 'lucide-react';
import { box } from './Checkbox.css';

/** The drawn box of a checkbox, ticked, dashed (some of a group) or empty: Checkbox's and SelectionCheckbox's. */
export function CheckboxMark({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={box} aria-hidden="true">
      {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected ? <Check size={14} strokeWidth={3} /> : null}
    </span>
  );
}
