import { TextField } from '@deals/ui';
import type { FieldErrors } from '../../kit/EntityFormPage';
import { PASSWORD_MIN } from './userValidation';

/** A new password typed twice. */
export function PasswordFields({
  label,
  field,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: {
  label: string;
  field: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        isRequired
        description={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={onPasswordChange}
        isInvalid={Boolean(errors[field])}
        errorMessage={errors[field]}
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
