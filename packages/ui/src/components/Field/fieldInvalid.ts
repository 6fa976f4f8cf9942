import type { ReactNode } from 'react';

/**
 * The one rule every ui field follows: a field that shows an error message is invalid, unless the caller says
 * otherwise. Callers used to have to pass `isInvalid` next to `errorMessage`, and call sites that forgot showed no
 * error at all (react-aria's FieldError renders only for an invalid field).
 */
export function fieldInvalid({
  isInvalid,
  errorMessage,
}: {
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}): boolean | undefined {
  // `undefined`, never `false`, without a message: react-aria treats any boolean as controlled validity, which would
  // silence the field's own `validate` and the Form's server `validationErrors`.
  return isInvalid ?? (errorMessage ? true : undefined);
}
