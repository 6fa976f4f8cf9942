import type { FieldErrors } from '../../kit/EntityFormPage';

export const PASSWORD_MIN = 8;

export function passwordProblems(password: string, confirm: string, field: string): FieldErrors {
  if (password.length < PASSWORD_MIN) return { [field]: `Password must be at least ${PASSWORD_MIN} characters.` };
  if (password.length > 128) return { [field]: 'Password must be 128 characters or fewer.' };
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
