import { Search, X } from 'lucide-react';
import {
  Button as AriaButton,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { control, field } from '../Field/Field.css';
import { FieldLabel } from '../Field/FieldParts';
import { clear, icon, input, wrapper } from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label?: string;
  placeholder?: string;
}

/** A search box: Escape or the clear button empties it; Enter submits (onSubmit). */
export function SearchField({ label, placeholder = 'Search…', ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} aria-label={label ? undefined : (props['aria-label'] ?? 'Search')} className={field}>
      <FieldLabel label={label} />
      <div className={wrapper}>
        <Search size={16} className={icon} aria-hidden="true" />
        <Input className={`${control} ${input}`} placeholder={placeholder} />
        <AriaButton className={clear} aria-label="Clear search">
          <X size={14} aria-hidden="true" />
        </AriaButton>
      </div>
    </AriaSearchField>
  );
}
