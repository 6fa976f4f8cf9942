/**
 * When a sale runs. One rule and one field for the form and the API: the form used to check `startsAt` and the API
 * `endsAt`, with different messages. A period that ends too early is the end's fault, so `endsAt` it is.
 */
export const SALE_PERIOD_FIELD = 'endsAt';

/** The instant a date-time text names, or null when it names none (empty or unparsable). */
function instantOf(value: string | null | undefined): number | null {
  if (!value?.trim()) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Why this period is refused (missing, or not ending after it starts), or null. */
export function salePeriodProblem(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
): string | null {
  const start = instantOf(startsAt);
  const end = instantOf(endsAt);
  if (start === null || end === null) return 'Choose when the sale starts and ends.';
  return end > start ? null : 'The sale must end after it starts.';
}
