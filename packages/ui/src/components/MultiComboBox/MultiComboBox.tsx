import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button as AriaButton, Tag, TagGroup, TagList } from 'react-aria-components';
import { ComboBox } from '../ComboBox/ComboBox';
import { useReadOnly } from '../Form/readOnly';
import { remove, tag } from '../TagField/TagField.css';
import { root, tags } from './MultiComboBox.css';

export interface MultiComboBoxOption {
  id: string;
  label: string;
}

export interface MultiComboBoxProps {
  label: string;
  /** Options for the current search (from the server); the chosen ones are left out of the popup. */
  options: MultiComboBoxOption[];
  selected: MultiComboBoxOption[];
  onSelectedChange: (ids: string[]) => void;
  onSearch: (search: string) => void;
  onLoadMore?: () => void;
  isLoading?: boolean;
  placeholder?: string;
  /** Shown under the field, which is then invalid (e.g. "The chosen brand does not exist."). */
  errorMessage?: string;
  /** The search text it starts with (DeferredMultiComboBox hands over what was typed before it loaded). */
  defaultInputValue?: string;
  autoFocus?: boolean;
  /** A person points at or focuses the field (the time to fetch its first options, if not yet). */
  onReach?: () => void;
  isRequired?: boolean;
  /** Shows the chosen items without a way to search, add or remove; a read-only Form makes it so by itself. */
  isReadOnly?: boolean;
}

/** Choose several items of a long remote list (brands, categories, stores): search, pick, remove as tags. */
export function MultiComboBox({
  label,
  options,
  selected,
  onSelectedChange,
  onSearch,
  onLoadMore,
  isLoading,
  placeholder,
  errorMessage,
  defaultInputValue = '',
  autoFocus,
  onReach,
  isRequired,
  isReadOnly,
}: MultiComboBoxProps) {
  const readOnly = useReadOnly(isReadOnly);
  const [inputValue, setInputValue] = useState(defaultInputValue);
  const rootRef = useRef<HTMLDivElement>(null);
  // Focused in the commit that mounts it, caret after the text it starts with: a DeferredMultiComboBox hands over a
  // field someone is typing into, and react-aria's own autoFocus (in a later task) let the keys between go nowhere.
  useLayoutEffect(() => {
    const input = rootRef.current?.querySelector('input');
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only as it mounts, as autoFocus does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const chosen = new Set(selected.map((item) => item.id));
  const ids = selected.map((item) => item.id);
  return (
    <div
      ref={rootRef}
      className={root}
      onPointerEnter={onReach}
      onFocus={onReach}
      data-readonly={readOnly || undefined}
    >
      <ComboBox
        label={label}
        placeholder={
          (readOnly ? undefined : placeholder) ??
          (selected.length ? `${selected.length} chosen` : readOnly ? 'None' : 'Any')
        }
        isRequired={isRequired}
        isReadOnly={readOnly}
        items={options.filter((option) => !chosen.has(option.id))}
        inputValue={inputValue}
        onInputChange={(value) => {
          setInputValue(value);
          onSearch(value);
        }}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key === null) return;
          onSelectedChange([...ids, String(key)]);
          setInputValue('');
          onSearch('');
        }}
        isLoading={isLoading}
        onLoadMore={onLoadMore}
        errorMessage={errorMessage}
      />
      {selected.length ? (
        <TagGroup
          aria-label={`Chosen ${label.toLowerCase()}`}
          onRemove={readOnly ? undefined : (keys) => onSelectedChange(ids.filter((id) => !keys.has(id)))}
        >
          <TagList className={tags}>
            {selected.map((item) => (
              <Tag key={item.id} id={item.id} textValue={item.label} className={tag}>
                {item.label}
                {readOnly ? null : (
                  <AriaButton slot="remove" className={remove} aria-label={`Remove ${item.label}`}>
                    <X size={12} aria-hidden="true" />
                  </AriaButton>
                )}
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
