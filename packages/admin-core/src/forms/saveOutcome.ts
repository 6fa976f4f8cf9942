import type { MutationOutcome } from '../react/mutationHooks';

/** Messages by field path ("title", "metadata.title"): what a form shows under each field. */
export type FieldErrors = Record<string, string>;

/** What a form's save answers: on a create, where the new record's edit page is. */
export type SaveOutcome = { ok: true; createdHref?: string } | { ok: false; message: string; field?: string };

/** Update when editing, else create and answer where the new item's edit page is. */
export async function createOrUpdate<Created>(
  id: string | undefined,
  update: (id: string) => Promise<MutationOutcome<unknown>>,
  create: () => Promise<MutationOutcome<Created>>,
  createdHref: (data: Created) => string,
): Promise<SaveOutcome> {
  if (id) return update(id);
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
