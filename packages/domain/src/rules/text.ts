/**
 * How long each kind of text may be, in characters. Where the form and the API disagreed, the API's (longer) limit
 * was kept, so no record already saved becomes unsavable.
 */
export const TEXT_LIMITS = {
  /** Brands, stores, categories, carousels and menus. */
  title: 120,
  productTitle: 200,
  postTitle: 200,
  saleTitle: 160,
  /** People, organizations, page layouts. */
  name: 120,
  description: 5000,
  discountLabel: 60,
  excerpt: 500,
  postContent: 200_000,
  altText: 160,
  menuLabel: 60,
  jobDescription: 500,
} as const;

/** Why this required text is refused (empty once trimmed, or longer than `max`), or null. */
export function requiredTextProblem(value: string | null | undefined, label: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (!text) return `${label} is required.`;
  return optionalTextProblem(text, label, max);
}

/** Why this optional text is refused (longer than `max` once trimmed), or null. */
export function optionalTextProblem(value: string | null | undefined, label: string, max: number): string | null {
  return (value ?? '').trim().length > max ? `${label} must be ${max} characters or fewer.` : null;
}

/** Only the refused fields of a field → problem-or-null record: what a form shows and the API answers first. */
export function withoutPasses(problems: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null));
}
