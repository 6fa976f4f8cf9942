export { useEntityForm } from './useEntityForm';
export type { EntityFormController, EntityFormOptions, FormConflict } from './useEntityForm';
export {
  conflictReviewFields,
  conflictValueText,
  safeConflictChoice,
  whoChanged,
  type ConflictAuthor,
  type ConflictChoice,
  type ConflictField,
  type ConflictReviewFieldData,
} from './conflictReview';
export { conflictOf, recordAsDraft } from './conflict';
export type { RecordConflict } from './conflict';
export { createOrUpdate, deleteOutcome, nestedErrors } from './saveOutcome';
export type { FieldErrors, SaveOutcome } from './saveOutcome';
export { isPlainJson } from './draftStorage';
