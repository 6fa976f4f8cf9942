/** An http(s) address with no whitespace. */
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const URL_MAX_LENGTH = 2048;
/** A storefront path ("/deals/tv") that a link may hold instead of a full address. */
export const SITE_PATH_PATTERN = /^\/(?!\/)[^\s]*$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** Why this web address is refused, or null; empty counts as missing (callers skip optional empty ones). */
export function urlProblem(value: string | null | undefined, label: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return `${label} is required.`;
  if (text.length > URL_MAX_LENGTH || !URL_PATTERN.test(text)) {
    return `${label} must be a web address starting with http:// or https://.`;
  }
  return null;
}

export const LINK_PROBLEM = 'Enter a web address (https://…) or a path on the site (/sales/…).';

/** A link inside the storefront (banner slides, menu items): a site path or a full web address. */
export function linkProblem(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return SITE_PATH_PATTERN.test(text) || (text.length <= URL_MAX_LENGTH && URL_PATTERN.test(text))
    ? null
    : LINK_PROBLEM;
}

/** Why this email address is refused, or null; empty counts as missing. */
export function emailProblem(value: string | null | undefined, label = 'Email'): string | null {
  const text = (value ?? '').trim();
  if (!text) return `${label} is required.`;
  if (text.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(text)) return `${label} must be a valid email address.`;
  return null;
}
