import {
  emailProblem,
  passwordProblem,
  requiredTextProblem,
  TEXT_LIMITS,
  withoutPasses,
  type FieldErrors,
  type PasswordContext,
} from '@deals/admin-core';

/** The shared password policy (the API enforces the same rule), then the confirmation. */
export function passwordProblems(
  password: string,
  confirm: string,
  field: string,
  context: PasswordContext = {},
): FieldErrors {
  const problem = passwordProblem(password, context);
  if (problem) return { [field]: problem };
  if (password !== confirm) return { confirmPassword: 'The passwords do not match.' };
  return {};
}

/** Name and email, by the rules the API checks them with. */
export const validateNameAndEmail = (draft: { name: string; email: string }): FieldErrors =>
  withoutPasses({
    name: requiredTextProblem(draft.name, 'Name', TEXT_LIMITS.name),
    email: emailProblem(draft.email),
  });
