import { Check } from 'lucide-react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { option } from './ListBox.css';

/** One choice in a Select or ComboBox list, with a check mark when chosen. */
export function ListBoxOption({
  children,
  ...props
}: Omit<ListBoxItemProps, 'className' | 'children'> & { children: string }) {
  return (
    <ListBoxItem {...props} textValue={children} className={option}>
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          {isSelected ? <Check size={16} aria-hidden="true" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
