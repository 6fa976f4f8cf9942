import { ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  Collection,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxLoadMoreItem,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { Popover } from '../Overlay/Popover';
import { control, field } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';
import { empty, listBox, popover } from '../ListBox/ListBox.css';
import { ListBoxOption } from '../ListBox/ListBoxOption';
import { Spinner } from '../Spinner/Spinner';
import { chevron, inputWrapper, loader } from './ComboBox.css';

export interface ComboBoxOption {
  id: Key;
  label: string;
}

export interface ComboBoxProps
  extends
    Omit<AriaComboBoxProps<ComboBoxOption>, 'className' | 'children' | 'items' | 'defaultItems'>,
    FieldPartsProps {
  /** The options to show: filtered by the caller (usually by the server, from `inputValue`). */
  items: ComboBoxOption[];
  placeholder?: string;
  isLoading?: boolean;
  /** Asks for the next page when the list is scrolled to its end. */
  onLoadMore?: () => void;
  emptyText?: string;
}

/**
 * Pick one item from a long or remote list (brand, category, store, product): type to search, arrows to move,
 * Enter to choose; more results load as the list scrolls.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  isLoading,
  onLoadMore,
  emptyText = 'No matches',
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      items={items}
      className={field}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={inputWrapper}>
        <Input className={control} placeholder={placeholder} />
        <AriaButton className={chevron} aria-label="Show options">
          <ChevronDown size={16} aria-hidden="true" />
        </AriaButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popover}>
        <ListBox
          className={listBox}
          renderEmptyState={() => <div className={empty}>{isLoading ? 'Loading…' : emptyText}</div>}
        >
          <Collection items={items}>{(item) => <ListBoxOption id={item.id}>{item.label}</ListBoxOption>}</Collection>
          {onLoadMore ? (
            <ListBoxLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoading} className={loader}>
              <Spinner label="Loading more" />
            </ListBoxLoadMoreItem>
          ) : null}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
