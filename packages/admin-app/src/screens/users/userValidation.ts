import { passwordProblem, type FieldErrors, type PasswordContext } from '@deals/admin-core';
import { entityProblems, userEntity } from '@deals/domain';

const CONFIRMATION_PROBLEM = 'The passwords do not match.';

/** The shared password policy (the API enforces the same rule), then the confirmation. */
export function passwordProblems(
  password: string,
  confirm: string,
  field: string,
  context: PasswordContext = {},
): FieldErrors {
  const problem = passwordProblem(password, context);
  if (problem) return { [field]: problem };
  if (password !== confirm) return { confirmPassword: CONFIRMATION_PROBLEM };
  return {};
}

/** Name and email, by the user's definition (the API checks them the same way). */
export const validateNameAndEmail = (draft: { name: string; email: string }): FieldErrors =>
  entityProblems(userEntity, { name: draft.name, email: draft.email }, { mode: 'update', partial: true });

/** A new person's password confirmation (the password itself is the user definition's rule). */
export function confirmationProblem(draft: { password: string; confirmPassword: string }): FieldErrors {
  return draft.password && draft.password !== draft.confirmPassword ? { confirmPassword: CONFIRMATION_PROBLEM } : {};
}
