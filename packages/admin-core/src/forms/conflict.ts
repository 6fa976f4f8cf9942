import { withoutTypename } from './withoutTypename';

/**
 * A stale save refused by the API (README "Record versions"): the record as it is now, input-shaped (ids for
 * references, the names the inputs use), with the version to send back and who wrote it last.
 */
export interface RecordConflict {
  recordType: string;
  current: Record<string, unknown> & {
    version: number;
    updatedAt: string;
    updatedBy: { id: string; name: string } | null;
  };
}

/** The `extensions` of a CONFLICT error as a conflict, or null when they are something else. */
export function conflictOf(extensions: Record<string, unknown> | undefined): RecordConflict | null {
  if (extensions?.code !== 'CONFLICT') return null;
  const current = extensions.current as RecordConflict['current'] | undefined;
  if (!current || typeof current !== 'object' || typeof current.version !== 'number') return null;
  return { recordType: String(extensions.recordType ?? ''), current };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The conflict's record laid over the form's shape: each field of `shape` takes the record's value where it has one
 * (a nested object field by field), an empty text where the record has null and the form keeps text. Fields the
 * record lacks keep the form's value, and no `__typename` is kept from either. Enough for a draft that is its input
 * (most forms); a form whose draft differs passes its own.
 */
export function recordAsDraft<Draft extends object>(current: Record<string, unknown>, shape: Draft): Draft {
  const laid = withoutTypename({ ...shape }) as Record<string, unknown>;
  for (const [key, formValue] of Object.entries(laid)) {
    if (!(key in current)) continue;
    const value = current[key];
    if (isPlainObject(formValue) && isPlainObject(value)) laid[key] = recordAsDraft(value, formValue);
    else if (value === null && typeof formValue === 'string') laid[key] = '';
    else laid[key] = withoutTypename(value);
  }
  return laid as Draft;
}
