/** How near the limit the count appears by default: from this share of it on. */
const NEAR_LIMIT_SHARE = 0.8;

/**
 * The character count of a text field with a maximum length: what it shows ("52 / 60 characters", and past the limit
 * how many are too many) and whether the text is over. Null without a limit.
 */
export function characterCount(
  length: number,
  maxLength: number | undefined,
  show: 'near-limit' | 'always',
): { text: string | null; over: boolean } | null {
  if (maxLength === undefined) return null;
  const over = length > maxLength;
  const shown = show === 'always' || over || length >= Math.floor(maxLength * NEAR_LIMIT_SHARE);
  const count = `${length} / ${maxLength} characters`;
  return { text: shown ? (over ? `${count}, ${length - maxLength} too many` : count) : null, over };
}
