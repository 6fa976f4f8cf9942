import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { control, field, label as labelClass } from '../Field/Field.css';
import { deferredModule, useDeferredModule } from '../Overlay/deferredModule';
import { previewChevron, previewWrapper } from './DeferredMultiComboBox.css';
import type { MultiComboBoxProps } from './MultiComboBox';
import { root } from './MultiComboBox.css';

const multiComboBoxModule = /* @__PURE__ */ deferredModule(() =>
  import('./MultiComboBox').then((module) => module.MultiComboBox),
);

/**
 * A `MultiComboBox` for a list toolbar (the product list's brand, category and store filters) that shows its empty
 * field at once, as plain HTML with the same look, and loads react-aria's combobox — its list box, popover and
 * collection, a third of what the product list rendered before its first row (issue 17) — when a person first points
 * at or focuses it. What they type before it has loaded is searched for at once and stays in the field, which keeps
 * the focus. A filter with chosen items (from a shared URL), an error or `autoFocus` loads the combobox at once.
 */
export function DeferredMultiComboBox(props: MultiComboBoxProps) {
  const [MultiComboBox, load] = useDeferredModule(multiComboBoxModule);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const eager = props.selected.length > 0 || Boolean(props.errorMessage) || Boolean(props.autoFocus);
  useEffect(() => {
    if (eager) void load();
  }, [eager, load]);

  if (MultiComboBox)
    return <MultiComboBox {...props} defaultInputValue={typed} autoFocus={props.autoFocus || focused} />;

  return (
    <div className={root}>
      <div className={field}>
        <label className={labelClass} htmlFor={id}>
          {props.label}
        </label>
        <div className={previewWrapper}>
          <input
            ref={input}
            id={id}
            className={control}
            placeholder={props.placeholder ?? (props.selected.length ? `${props.selected.length} chosen` : 'Any')}
            role="combobox"
            aria-expanded="false"
            aria-controls={`${id}-options`}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            onPointerEnter={() => {
              props.onReach?.();
              void load();
            }}
            onFocus={() => {
              props.onReach?.();
              setFocused(true);
              void load();
            }}
            onBlur={() => setFocused(false)}
            onChange={(event) => {
              setTyped(event.target.value);
              props.onSearch(event.target.value);
            }}
          />
          <button
            type="button"
            tabIndex={-1}
            className={previewChevron}
            aria-label="Show options"
            aria-hidden="true"
            onPointerEnter={() => {
              props.onReach?.();
              void load();
            }}
            onClick={() => input.current?.focus()}
          >
            <ChevronDown size={16} aria-hidden="true" />
          </button>
          {/* The list the field controls, empty and hidden until the combobox has loaded. */}
          <div id={`${id}-options`} role="listbox" aria-label={`${props.label} options`} hidden />
        </div>
      </div>
    </div>
  );
}
