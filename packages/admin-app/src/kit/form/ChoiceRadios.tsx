import type { ChoiceBinding } from '@deals/admin-core';
import { RadioGroup, type RadioGroupProps } from '@deals/ui';

type LayoutProps = Omit<RadioGroupProps, 'options' | 'value' | 'onChange' | keyof ChoiceBinding>;

/**
 * A choice of a few options shown side by side as radios (a post's draft or published), bound as `form.choice()`
 * binds a select: its options, labels and message are the definition's.
 */
export function ChoiceRadios({ options, selectedKey, onSelectionChange, ...props }: ChoiceBinding & LayoutProps) {
  return (
    <RadioGroup
      {...props}
      value={selectedKey}
      onChange={onSelectionChange}
      options={options.map(({ id, label }) => ({ value: id, label }))}
    />
  );
}
