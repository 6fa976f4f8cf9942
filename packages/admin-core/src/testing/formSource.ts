import type { FieldErrors } from '../forms/saveOutcome';

/** A form's draft, errors and set as a controller holds them, without React: what a binding reads and writes. */
export function formSource<Draft extends object>(draft: Draft, errors: FieldErrors = {}) {
  const form = {
    draft,
    errors,
    set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
      form.draft = { ...form.draft, [key]: value };
    },
  };
  return form;
}
