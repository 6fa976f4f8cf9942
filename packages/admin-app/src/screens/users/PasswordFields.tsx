import { PASSWORD_RULE, passwordProblem, type PasswordContext, type FieldErrors } from '@deals/admin-core';
import { TextField } from '@deals/ui';

/**
 * A new password typed twice, with the shared rule next to the field; the rule is checked as the person types (the
 * API checks it again), so a refused password is explained before the form is sent.
 */
export function PasswordFields({
  label,
  field,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  context,
}: {
  label: string;
  field: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: FieldErrors;
  /** Who the password is for: it may not contain their name or email. */
  context?: PasswordContext;
}) {
  const typedProblem = password ? passwordProblem(password, context) : null;
  const problem = typedProblem ?? errors[field];
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        isRequired
        description={PASSWORD_RULE}
        value={password}
        onChange={onPasswordChange}
        isInvalid={Boolean(problem)}
        errorMessage={problem}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        isRequired
        value={confirm}
        onChange={onConfirmChange}
        isInvalid={Boolean(errors.confirmPassword)}
        errorMessage={errors.confirmPassword}
      />
    </>
  );
}
