/** Lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** "Black Friday: Tech 2026!" → "black-friday-tech-2026"; accents are folded, other characters become hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** Why this slug is refused, or null. */
export function slugProblem(slug: string, label = 'Slug'): string | null {
  const text = slug.trim();
  if (!text) return `${label} is required.`;
  if (text.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(text)) {
    return `${label} may contain only lowercase letters, digits and single hyphens.`;
  }
  return null;
}
