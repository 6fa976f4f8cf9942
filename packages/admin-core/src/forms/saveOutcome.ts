import type { MutationFailure, MutationOutcome } from '../react/mutationHooks';

/** Messages by field path ("title", "metadata.title"): what a form shows under each field. */
export type FieldErrors = Record<string, string>;

/**
 * What a form's save answers: on a create, where the new record's edit page is; on an update of a versioned record,
 * its new version. A refusal carries the API's `code` and, for a stale save (CONFLICT), the record as it is now.
 */
export type SaveOutcome = { ok: true; createdHref?: string; version?: number } | MutationFailure;

/** The `version` of the record a mutation answered (`{ updateBrand: { version } }`), when the API sent one. */
function versionOf(data: unknown): number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const [record] = Object.values(data);
  const version = (record as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** Update when editing, else create and answer where the new item's edit page is. */
export async function createOrUpdate<Created>(
  id: string | undefined,
  update: (id: string) => Promise<MutationOutcome<unknown>>,
  create: () => Promise<MutationOutcome<Created>>,
  createdHref: (data: Created) => string,
): Promise<SaveOutcome> {
  if (id) {
    const outcome = await update(id);
    if (!outcome.ok) return outcome;
    const version = versionOf(outcome.data);
    return version === undefined ? { ok: true } : { ok: true, version };
  }
  const outcome = await create();
  return outcome.ok ? { ok: true, createdHref: createdHref(outcome.data) } : outcome;
}

/** A spec §7 delete answer (`{ statusCode, message }` under the mutation's name) as an outcome. */
export function deleteOutcome(
  outcome: MutationOutcome<Record<string, { statusCode: number; message: string }>>,
): MutationOutcome<unknown> {
  if (!outcome.ok) return outcome;
  const [answer] = Object.values(outcome.data);
  return answer && answer.statusCode === 200 ? outcome : { ok: false, message: answer?.message ?? 'Not deleted.' };
}

/** Field errors under a prefix ("metadata.title" → "title"), for a nested fieldset. */
export function nestedErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}
