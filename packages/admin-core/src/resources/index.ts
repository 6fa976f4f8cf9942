export { defineResource, type RecordOf, type ResourceDefinition, type ResourceOperations } from './defineResource';
export {
  bindChoice,
  bindField,
  bindListItem,
  bindToggle,
  definedField,
  type ChoiceBinding,
  type ChoiceValue,
  type FieldBinding,
  type ItemBindings,
  type ItemOf,
  type KeysHolding,
  type ToggleBinding,
  type ToggleValue,
} from './fieldBinding';
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
  listFilters,
  type ListFilter,
  type ListFilterOption,
} from '../lists/definedFilters';
