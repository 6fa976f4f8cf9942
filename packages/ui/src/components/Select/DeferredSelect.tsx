import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { field, label as labelClass } from '../Field/Field.css';
import type { SelectProps } from './Select';
import { previewTrigger, previewValue } from './DeferredSelect.css';

type SelectComponent = ComponentType<SelectProps>;

// Shared by every DeferredSelect once one has loaded it (the module, not state: nothing here differs per host).
let loadedSelect: SelectComponent | undefined;
let loading: Promise<SelectComponent> | undefined;
const loadSelect = () =>
  (loading ??= import('./Select').then(({ Select }) => {
    loadedSelect = Select;
    return Select;
  }));

const OPENING_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', ' '];

/**
 * A `Select` for a toolbar (a sort order) that shows its closed trigger at once, as plain HTML with the same look, and
 * loads react-aria's select — its list box, popover, positioning and focus code, about 15 KB gzip — when a person
 * first points at, focuses or presses it. A press or an opening key before it has loaded opens it once it has.
 * Use it where a page should not pay for a select nobody opens (the media library widget); forms keep `Select`.
 */
export function DeferredSelect(props: SelectProps) {
  const [Select, setSelect] = useState(() => loadedSelect);
  const [focused, setFocused] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const id = useId();
  // Opened once the select has replaced the preview and collected its options (after its first commit, a frame
  // later): its trigger has the focus by then and gets it back when the list closes.
  useEffect(() => {
    if (!Select || !openOnLoad) return;
    const frame = requestAnimationFrame(() => {
      setOpenOnLoad(false);
      setIsOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [Select, openOnLoad]);
  if (Select) {
    return (
      <Select
        {...props}
        autoFocus={props.autoFocus || focused}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    );
  }

  const load = () => loadSelect().then((component) => setSelect(() => component));
  // A pressed trigger takes the focus, as react-aria's does.
  const open = () => {
    setFocused(true);
    setOpenOnLoad(true);
    void load();
  };
  const selectedKey = props.selectedKey ?? props.defaultSelectedKey;
  const selected = props.options.find((option) => option.id === selectedKey);
  return (
    <div className={field}>
      {props.label ? (
        <span id={`${id}-label`} className={labelClass}>
          {props.label}
        </span>
      ) : null}
      <button
        type="button"
        className={previewTrigger}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={props['aria-label']}
        aria-labelledby={`${props.label ? `${id}-label ` : ''}${id}-value`}
        disabled={props.isDisabled}
        onPointerEnter={() => void load()}
        onFocus={() => {
          setFocused(true);
          void load();
        }}
        onBlur={() => setFocused(false)}
        onPointerDown={open}
        onClick={open}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.includes(event.key)) return;
          event.preventDefault();
          open();
        }}
      >
        <span id={`${id}-value`} className={previewValue} data-placeholder={selected ? undefined : true}>
          {selected?.label ?? props.placeholder ?? 'Select an item'}
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
