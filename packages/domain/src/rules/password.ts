/**
 * The password rule, one definition for the API (which enforces it on create, change and reset) and the forms
 * (which show `PASSWORD_RULE` next to the field and check as the person types). Length follows NIST SP 800-63B:
 * at least 12 characters, no composition rules, refuse known-common and context-derived passwords.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters. Not a common password, and not your name or email.`;

/**
 * A short list of the most used passwords and their families, enough to refuse the obvious in the browser. The API
 * adds its larger list through `isCommon`.
 */
const COMMON_STEMS = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'abc123',
  '123456',
  '111111',
  'changeme',
  'trustno1',
];

export interface PasswordContext {
  email?: string | null;
  name?: string | null;
  /** An extra check, for the API's larger list of breached passwords. */
  isCommon?: (password: string) => boolean;
}

/** Why this password is refused, or null when it passes. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`;
  const lower = password.toLowerCase();
  // One repeated character ("aaaaaaaaaaaa") or a run of one short pattern is as weak as a common word.
  if (/^(.{1,3})\1+$/.test(lower)) return 'Password must not repeat the same few characters.';
  const stripped = lower.replace(/[^a-z0-9]/g, '');
  if (COMMON_STEMS.some((stem) => stripped.replace(/\d+$/, '') === stem || stripped.startsWith(stem + stem))) {
    return 'This password is too common. Choose another.';
  }
  if (context.isCommon?.(password)) return 'This password is too common. Choose another.';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return 'Password must not contain your email.';
  const name = context.name?.toLowerCase().replace(/\s+/g, '');
  if (name && name.length >= 4 && lower.replace(/\s+/g, '').includes(name))
    return 'Password must not contain your name.';
  return null;
}
