import { passwordProblem, type PasswordContext, type FieldErrors } from '@deals/admin-core';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNameAndEmail(draft: { name: string; email: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = 'Enter a name.';
  if (!EMAIL.test(draft.email.trim())) errors.email = 'Enter a valid email address.';
  return errors;
}
