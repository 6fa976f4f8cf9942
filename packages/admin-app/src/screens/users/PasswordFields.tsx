import { PASSWORD_RULE, passwordProblem, type FieldBinding, type PasswordContext } from '@deals/admin-core';
import { TextField } from '@deals/ui';

/**
 * A new password typed twice, with the shared rule next to the field; the rule is checked as the person types (the
 * API checks it again), so a refused password is explained before the form is sent. Both are the form's bindings.
 */
export function PasswordFields({
  password,
  confirm,
  context,
}: {
  password: FieldBinding<string>;
  confirm: FieldBinding<string>;
  /** Who the password is for: it may not contain their name or email. */
  context?: PasswordContext;
}) {
  const problem = (password.value ? passwordProblem(password.value, context) : null) ?? password.errorMessage;
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        description={PASSWORD_RULE}
        isInvalid={Boolean(problem)}
        errorMessage={problem}
      />
      <TextField {...confirm} type="password" autoComplete="new-password" />
    </>
  );
}
