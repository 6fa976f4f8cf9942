import type { FieldErrors } from './saveOutcome';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value at a field path ("couponCode", "metadata.title", "images.0") of a draft. */
function valueAt(draft: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as never)[key] : undefined), draft);
}

/**
 * The messages a form shows once the person edits a field refused since the last save (`refused`, or one showing a
 * message): that field is checked again — the rule's next message, none once it passes, and its message back should
 * it fail again — as react-hook-form re-validates on change after a submit. Every other message stays as it was, the
 * API's refusals too, until the next save. A fixed value is never left under a stale refusal.
 */
export function errorsAfterEdit<Draft extends object>(
  errors: FieldErrors,
  before: Draft,
  after: Draft,
  validate: ((draft: Draft) => FieldErrors) | undefined,
  refused: readonly string[] = [],
): FieldErrors {
  const watched = new Set([...Object.keys(errors), ...refused]);
  const edited = [...watched].filter((path) => !same(valueAt(before, path), valueAt(after, path)));
  if (edited.length === 0) return errors;
  const problems = validate?.(after) ?? {};
  const next = { ...errors };
  for (const path of edited) {
    if (problems[path]) next[path] = problems[path];
    else delete next[path];
  }
  return next;
}
