/** Why this date-time text is refused (it names no instant), or null; empty counts as not given. */
export function dateProblem(value: string | null | undefined, label: string): string | null {
  if (!value?.trim()) return null;
  return Number.isNaN(Date.parse(value)) ? `${label} must be a valid date.` : null;
}
