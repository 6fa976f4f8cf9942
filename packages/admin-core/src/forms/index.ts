export { useEntityForm } from './useEntityForm';
export type { EntityFormController, EntityFormOptions } from './useEntityForm';
export { createOrUpdate, deleteOutcome, nestedErrors } from './saveOutcome';
export type { FieldErrors, SaveOutcome } from './saveOutcome';
export { isPlainJson } from './draftStorage';
