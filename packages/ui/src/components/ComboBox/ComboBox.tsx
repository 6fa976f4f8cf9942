import { ChevronDown, X } from 'lucide-react';
import { useContext } from 'react';
import {
  Button as AriaButton,
  Collection,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
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
import { useReadOnly } from '../Form/readOnly';
import { empty, listBox, popover } from '../ListBox/ListBox.css';
import { ListBoxOption } from '../ListBox/ListBoxOption';
import { Spinner } from '../Spinner/Spinner';
import { chevron, clear as clearClass, input, inputWrapper, loader } from './ComboBox.css';

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
  /** Shown while nothing is chosen or typed; an empty picker is empty, never a pretend option such as "None". */
  placeholder?: string;
  isLoading?: boolean;
  /** Asks for the next page when the list is scrolled to its end. */
  onLoadMore?: () => void;
  emptyText?: string;
}

/** The ✕ inside the field while an item is chosen: empties it (as deleting the text does from the keyboard). */
function ClearButton({ label, onClear }: { label: string; onClear?: () => void }) {
  const state = useContext(ComboBoxStateContext);
  if (!state || state.selectedKey === null) return null;
  return (
    // slot={null}: the combobox's own button context is its trigger's; this one only clears.
    <AriaButton
      slot={null}
      className={clearClass}
      aria-label={`Clear ${label}`}
      excludeFromTabOrder
      onPress={
        onClear ??
        (() => {
          state.setSelectedKey(null);
          state.setInputValue('');
        })
      }
    >
      <X size={16} aria-hidden="true" />
    </AriaButton>
  );
}

/**
 * Pick one item from a long or remote list (brand, category, store, product): type to search, arrows to move,
 * Enter to choose; more results load as the list scrolls. A chosen item is cleared with the ✕ or by deleting its
 * text. Read-only (its own `isReadOnly` or its Form's), it shows the choice and offers nothing.
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
  isReadOnly,
  ...props
}: ComboBoxProps) {
  const readOnly = useReadOnly(isReadOnly);
  // Text and choice both controlled (a form's picker that searches on the server): react-aria leaves clearing and
  // restoring the text to the caller, so this does it the same way for every caller.
  const controlsBoth = props.inputValue !== undefined && props.selectedKey !== undefined;
  const clear = () => {
    props.onInputChange?.('');
    props.onSelectionChange?.(null);
  };
  return (
    <AriaComboBox
      {...props}
      isReadOnly={readOnly}
      // Leaving the field after a search commits "the selected key" as react-aria finds it in the current options:
      // none when the search left the chosen item out. The choice stays; only the ✕ or emptied text clear it.
      onSelectionChange={(key) =>
        props.onSelectionChange?.(key === null && controlsBoth ? (props.selectedKey ?? null) : key)
      }
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      items={items}
      className={field}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={inputWrapper}>
        <Input
          className={`${control} ${input}`}
          placeholder={placeholder}
          // A person deleting the text clears the choice (react-aria does so unless both are controlled). The input's
          // own event, not onInputChange, which also hears react-aria resetting the text.
          onChange={(event) => {
            if (!event.currentTarget.value && controlsBoth && props.selectedKey !== null) clear();
          }}
        />
        {readOnly ? null : (
          <>
            <ClearButton
              label={typeof label === 'string' ? label.toLowerCase() : 'the choice'}
              onClear={controlsBoth ? clear : undefined}
            />
            <AriaButton className={chevron} aria-label="Show options">
              <ChevronDown size={16} aria-hidden="true" />
            </AriaButton>
          </>
        )}
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
