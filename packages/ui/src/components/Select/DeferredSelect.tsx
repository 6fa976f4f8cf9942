import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { field, label as labelClass } from '../Field/Field.css';
import { deferredModule, useDeferredTrigger } from '../Overlay/deferredModule';
import type { SelectProps } from './Select';
import { previewTrigger, previewValue } from './DeferredSelect.css';

const selectModule = /* @__PURE__ */ deferredModule(() => import('./Select').then((module) => module.Select));

/**
 * A `Select` for a toolbar (a sort order, a list filter) that shows its closed trigger at once, as plain HTML with the
 * same look, and loads react-aria's select — its list box, popover, positioning and focus code, about 15 KB gzip —
 * when a person first points at, focuses or presses it. A press or an opening key before it has loaded opens it once
 * it has. Use it where a page should not pay for a select nobody opens (list toolbars, the media library widget);
 * forms keep `Select`.
 */
export function DeferredSelect(props: SelectProps) {
  const { loaded: Select, focused, isOpen, setOpen, triggerProps } = useDeferredTrigger(selectModule);
  const id = useId();
  if (Select) {
    return (
      <Select
        {...props}
        autoFocus={props.autoFocus || focused}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    );
  }

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
        {...triggerProps}
      >
        <span id={`${id}-value`} className={previewValue} data-placeholder={selected ? undefined : true}>
          {selected?.label ?? props.placeholder ?? 'Select an item'}
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
