export { defineResource, type RecordOf, type ResourceDefinition, type ResourceOperations } from './defineResource';
export {
  bindChoice,
  bindField,
  bindFieldset,
  bindFormField,
  bindListItem,
  bindToggle,
  definedField,
  type BindingSource,
  type ChoiceBinding,
  type ChoiceOption,
  type ChoiceValue,
  type FieldBinding,
  type FieldsetBinding,
  type FormFieldDefinition,
  type ItemBindings,
  type ItemOf,
  type KeysHolding,
  type ToggleBinding,
  type ToggleValue,
} from './fieldBinding';
export {
  bindPeriod,
  bindTitleAndSlug,
  type PeriodBinding,
  type TitleAndSlugBindings,
  type TitleAndSlugKeys,
} from './pairedBindings';
export {
  draftFields,
  draftOfRecord,
  emptyDraft,
  emptyFieldValue,
  inputOfDraft,
  type DraftValues,
  type ReferenceValue,
} from './resourceDraft';
export { useResourceForm, type ResourceFormController, type ResourceFormOptions } from './useResourceForm';
export * from './catalogue';
export { useResourceRecord } from './useResourceRecord';
export type { EntityDefinition, FieldDefinition, FieldFilter, ListColumn } from '@deals/domain/entities';
export {
  definedListFilter,
  definedListOptions,
  listFilterDisplayOrder,
  type DefinedListFilter,
  listFilters,
  type ListFilter,
  type ListFilterOption,
} from '../lists/definedFilters';
