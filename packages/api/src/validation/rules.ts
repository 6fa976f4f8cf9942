import { badInput } from '../graphql/errors';

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text of 1..max characters. */
export function requiredText(value: string | null | undefined, field: string, label: string, max = 200): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(`${label} is required.`, field);
  if (text.length > max) throw badInput(`${label} must be ${max} characters or fewer.`, field);
  return text;
}

export function optionalText(value: string | null | undefined, field: string, label: string, max = 5000): string {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(`${label} must be ${max} characters or fewer.`, field);
  return text;
}

/** An http(s) address with no whitespace, or null when left empty. */
export function optionalUrl(value: string | null | undefined, field: string, label: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  return requiredUrl(text, field, label);
}

export function requiredUrl(value: string | null | undefined, field: string, label: string): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(`${label} is required.`, field);
  if (text.length > 2048 || !URL_PATTERN.test(text)) {
    throw badInput(`${label} must be a web address starting with http:// or https://.`, field);
  }
  return text;
}

/** A link inside the storefront may be a site path ("/deals/tv") as well as a full address. */
export function requiredLink(value: string | null | undefined, field: string, label: string): string {
  const text = (value ?? '').trim();
  if (/^\/(?!\/)[^\s]*$/.test(text)) return text;
  return requiredUrl(text, field, label);
}

export function requiredSlug(value: string | null | undefined, field: string, label = 'Slug'): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(`${label} is required.`, field);
  if (text.length > 120 || !SLUG_PATTERN.test(text)) {
    throw badInput(`${label} may contain only lowercase letters, digits and single hyphens.`, field);
  }
  return text;
}

export function optionalEmail(value: string | null | undefined, field: string, label: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  return requiredEmail(text, field, label);
}

export function requiredEmail(value: string | null | undefined, field: string, label = 'Email'): string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) throw badInput(`${label} is required.`, field);
  if (text.length > 254 || !EMAIL_PATTERN.test(text)) throw badInput(`${label} must be a valid email address.`, field);
  return text;
}

export function date(value: string | null | undefined, field: string, label: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw badInput(`${label} must be a valid date.`, field);
  return parsed;
}

export function requiredDate(value: string | null | undefined, field: string, label: string): Date {
  const parsed = date(value, field, label);
  if (!parsed) throw badInput(`${label} is required.`, field);
  return parsed;
}

export function tags(values: readonly string[] | null | undefined, field: string, label: string, max = 20): string[] {
  const unique = [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
  if (unique.length > max) throw badInput(`${label} may hold at most ${max} entries.`, field);
  for (const value of unique) {
    if (value.length > 60) throw badInput(`Each of ${label.toLowerCase()} must be 60 characters or fewer.`, field);
  }
  return unique;
}

/** "Summer Sale 2026!" → "summer-sale-2026". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
