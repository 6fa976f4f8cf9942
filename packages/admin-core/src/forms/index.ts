export { useEntityForm } from './useEntityForm';
export type { ConflictChoice, EntityFormController, EntityFormOptions, FormConflict } from './useEntityForm';
export { conflictOf, recordAsDraft } from './conflict';
export type { RecordConflict } from './conflict';
export { createOrUpdate, deleteOutcome, nestedErrors } from './saveOutcome';
export type { FieldErrors, SaveOutcome } from './saveOutcome';
export { isPlainJson } from './draftStorage';
