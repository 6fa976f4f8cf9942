import type { EntityDefinition, FieldDefinition } from '@deals/domain/entities';
import { SLUG_MAX_LENGTH } from '@deals/domain/rules';
import { nestedErrors, type FieldErrors } from '../forms/saveOutcome';

/**
 * One input's wiring, the way ra-core's `useInput` answers it: spread it on a control (`<TextField
 * {...form.field('title')} />`) and the control shows the draft's value, writes back through the controller, says
 * required, counts against the rule's limit, and shows the field's message (client rule or the API's refusal).
 */
export interface FieldBinding<Value> {
  name: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  isRequired: boolean;
  isInvalid: boolean;
  errorMessage: string | undefined;
  /** The rule's character limit, for text kinds that have one (a control counts down near it). */
  maxLength?: number;
}

/** One option of a choice: the value the draft holds and what a person reads. */
export interface ChoiceOption {
  id: string;
  label: string;
}

/** A choice of one of the field's options (`<Select {...form.choice('currency')} />`). */
export interface ChoiceBinding {
  label: string;
  options: ChoiceOption[];
  selectedKey: string;
  onSelectionChange: (key: string | number | null) => void;
  isRequired: boolean;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/** An on/off field (`<Switch {...form.toggle('active')}>Active</Switch>`). */
export interface ToggleBinding {
  isSelected: boolean;
  onChange: (value: boolean) => void;
}

/**
 * The draft's keys whose value can be `Value`: `choice()` takes only text keys and `toggle()` only on/off ones, as
 * `field()` is typed by its key. A draft typed loosely (`Record<string, unknown>`, as the generic field renderer
 * has) keeps every key.
 */
export type KeysHolding<Draft, Value> = {
  [Key in keyof Draft & string]-?: unknown extends Draft[Key] ? Key : Draft[Key] extends Value ? Key : never;
}[keyof Draft & string];

/** What a choice's draft value may be: one option's value, or none yet. */
export type ChoiceValue = string | null | undefined;

/** What an on/off draft value may be: on, off, or none yet (shown as off). */
export type ToggleValue = boolean | null | undefined;

/** What a binding reads and writes: a form controller (`useEntityForm`'s or `useResourceForm`'s), or a part of one. */
export interface BindingSource<Draft> {
  draft: Draft;
  errors: FieldErrors;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
}

/** The field's definition; a screen binding a field the entity does not declare is a programming error. */
export function definedField(entity: EntityDefinition, key: string): FieldDefinition {
  const field = entity.fields[key];
  if (!field) throw new Error(`${entity.noun} has no field "${key}".`);
  return field;
}

export function bindField<Draft, Key extends keyof Draft & string>(
  entity: EntityDefinition,
  source: BindingSource<Draft>,
  key: Key,
): FieldBinding<Draft[Key]> {
  return bindingOf(definedField(entity, key), source, key);
}

function bindingOf<Draft, Key extends keyof Draft & string>(
  field: FieldDefinition,
  source: BindingSource<Draft>,
  key: Key,
): FieldBinding<Draft[Key]> {
  const errorMessage = source.errors[key];
  // A slug's limit is the shared slug rule's, not the field's.
  const max = field.kind === 'slug' ? SLUG_MAX_LENGTH : 'max' in field ? field.max : undefined;
  return {
    name: key,
    label: field.label,
    value: source.draft[key],
    onChange: (value) => source.set(key, value),
    isRequired: Boolean(field.required),
    isInvalid: errorMessage !== undefined,
    errorMessage,
    ...(max !== undefined && ['text', 'longText', 'html', 'slug', 'url', 'email'].includes(field.kind)
      ? { maxLength: max }
      : {}),
  };
}

/** What a field no entity declares is shown as (a current password, a confirmation): its label, and required. */
export interface FormFieldDefinition {
  label: string;
  required?: boolean;
}

/**
 * A field the form holds that no entity declares — a current password, a new password's confirmation — bound as
 * `bindField` binds a declared one, from the definition given here: its message is the form's under the same key.
 */
export function bindFormField<Draft, Key extends keyof Draft & string>(
  source: BindingSource<Draft>,
  key: Key,
  field: FormFieldDefinition,
): FieldBinding<Draft[Key]> {
  return bindingOf({ kind: 'text', label: field.label, required: field.required }, source, key);
}

/**
 * A value of several parts edited by one fieldset (SEO metadata: title, description, keywords, content): the value,
 * its change, and each part's message by the part's own key (`title`, from the form's `metadata.title`).
 */
export interface FieldsetBinding<Value> {
  value: Value;
  onChange: (value: Value) => void;
  errors: FieldErrors;
}

export function bindFieldset<Draft, Key extends keyof Draft & string>(
  entity: EntityDefinition,
  source: BindingSource<Draft>,
  key: Key,
): FieldsetBinding<Draft[Key]> {
  const { value, onChange } = bindField(entity, source, key);
  return { value, onChange, errors: nestedErrors(source.errors, key) };
}

/**
 * A choice of one of an enum field's options, or, given `options`, of a text field's values the screen loads (a
 * job's kinds, which the API answers): the binding is the same either way.
 */
export function bindChoice<Draft, Key extends KeysHolding<Draft, ChoiceValue>>(
  entity: EntityDefinition,
  source: BindingSource<Draft>,
  key: Key,
  options?: readonly ChoiceOption[],
): ChoiceBinding {
  const field = definedField(entity, key);
  const choices =
    field.kind === 'enum'
      ? field.options.map((option) => ({ id: option.value, label: option.label }))
      : field.kind === 'text' && options
        ? [...options]
        : null;
  if (!choices) throw new Error(`${entity.noun}'s "${key}" is not a choice of options.`);
  const errorMessage = source.errors[key];
  return {
    label: field.label,
    options: choices,
    selectedKey: String(source.draft[key] ?? ''),
    onSelectionChange: (selected) => source.set(key, String(selected ?? '') as Draft[Key]),
    isRequired: Boolean(field.required),
    isInvalid: errorMessage !== undefined,
    errorMessage,
  };
}

export function bindToggle<Draft, Key extends KeysHolding<Draft, ToggleValue>>(
  entity: EntityDefinition,
  source: BindingSource<Draft>,
  key: Key,
): ToggleBinding {
  const field = definedField(entity, key);
  if (field.kind !== 'boolean') throw new Error(`${entity.noun}'s "${key}" is not on/off.`);
  return { isSelected: Boolean(source.draft[key]), onChange: (value) => source.set(key, value as Draft[Key]) };
}

/** The bindings of one entry of a list field (a banner's slide), the way `field()` binds the record's own fields. */
export interface ItemBindings<Item> {
  field: <Key extends keyof Item & string>(key: Key) => FieldBinding<Item[Key]>;
}

/** The entry type of a draft's list. */
export type ItemOf<List> = List extends readonly (infer Item)[] ? Item : never;

/**
 * One entry of the list field `listKey` bound through its definition's `item` fields: each binding shows the entry's
 * value, writes a changed copy of it through `set` (the list editor's dialog keeps it until it is applied), and shows
 * the entry's message from `errors` (its own checks, `label` not `items.0.label`).
 */
export function bindListItem<Item>(
  entity: EntityDefinition,
  listKey: string,
  item: Item,
  set: (item: Item) => void,
  errors: FieldErrors,
): ItemBindings<Item> {
  const list = definedField(entity, listKey);
  if (list.kind !== 'list') throw new Error(`${entity.noun}'s "${listKey}" is not a list of entries.`);
  const entry: EntityDefinition = { ...entity, noun: `${entity.noun} ${list.noun}`, fields: list.item };
  const source: BindingSource<Item> = {
    draft: item,
    errors,
    set: (key, value) => set({ ...(item as object), [key]: value } as Item),
  };
  return { field: (key) => bindField(entry, source, key) };
}
