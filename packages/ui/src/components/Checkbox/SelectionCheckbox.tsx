import { useLayoutEffect, useRef } from 'react';
import { root } from './Checkbox.css';
import { CheckboxMark } from './CheckboxMark';
import { input } from './SelectionCheckbox.css';

export interface SelectionCheckboxProps {
  isSelected: boolean;
  /** Some but not all of what it stands for is selected (a "select all" over a partly selected page). */
  isIndeterminate?: boolean;
  onChange: (selected: boolean) => void;
  id?: string;
  'aria-label': string;
  /** With its own id first, names it by its label and the row's title ("Select Arclight"). */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The checkbox that selects a row or a tile: a native input drawn as `Checkbox`. A page shows one per row, and the
 * lists that show them must stay light (issue 17), so it has none of react-aria's form machinery — a selection box
 * never takes part in a form's validation.
 */
export function SelectionCheckbox({
  isSelected,
  isIndeterminate = false,
  onChange,
  className,
  ...aria
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only, not an attribute.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <label
      className={[root, className].filter(Boolean).join(' ')}
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
    >
      <input
        ref={ref}
        type="checkbox"
        className={input}
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
        {...aria}
      />
      <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
    </label>
  );
}
