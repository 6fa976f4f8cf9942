const SAFE_FALLBACK = '/';
const PLACEHOLDER_ORIGIN = 'http://admin.invalid';

/**
 * Returns `redirectTo` only when it is a same-origin path ("/brands?page=2"); anything else becomes "/".
 * Absolute URLs, protocol-relative "//host", backslashes (browsers read "/\host" as "//host"), control characters,
 * script schemes and percent-encoded variants of those are all refused.
 */
export function sanitizeRedirectTo(redirectTo: string | null | undefined): string {
  if (typeof redirectTo !== 'string' || redirectTo.length === 0 || redirectTo.length > 2048) return SAFE_FALLBACK;
  let decoded = redirectTo;
  // Decode repeatedly so "%2F%2Fevil.com" or a double-encoded variant can't hide a second slash.
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return SAFE_FALLBACK;
    }
  }
  for (const candidate of [redirectTo, decoded]) {
    if (!candidate.startsWith('/')) return SAFE_FALLBACK;
    if (candidate.startsWith('//')) return SAFE_FALLBACK;
    if (candidate.includes('\\') || hasControlOrSpace(candidate)) return SAFE_FALLBACK;
  }
  let parsed: URL;
  try {
    parsed = new URL(redirectTo, PLACEHOLDER_ORIGIN);
  } catch {
    return SAFE_FALLBACK;
  }
  if (parsed.origin !== PLACEHOLDER_ORIGIN) return SAFE_FALLBACK;
  if (parsed.pathname === '/login') return SAFE_FALLBACK;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** `/login?redirectTo=…` for the given in-app location (path plus query), encoded as spec §4 asks. */
export function loginPathFor(pathAndQuery: string): string {
  return `/login?redirectTo=${encodeURIComponent(pathAndQuery)}`;
}

function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || /\s/.test(char)) return true;
  }
  return false;
}
