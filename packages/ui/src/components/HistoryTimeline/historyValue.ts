/** Longest value a diff line shows; the whole value stays in the line's tooltip (title). */
export const HISTORY_VALUE_MAX_CHARS = 140;

/**
 * A recorded field value as one readable line: rich text and JSON can be pages long, so they are flattened and cut
 * at a word boundary instead of stretching the timeline.
 */
export function describeHistoryValue(value: unknown): { text: string; full: string; empty: boolean } {
  if (value === null || value === undefined || value === '') return { text: 'empty', full: 'empty', empty: true };
  if (Array.isArray(value) && value.length === 0) return { text: 'none', full: 'none', empty: true };
  const full =
    typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : typeof value === 'string'
        ? // Rich text is stored as HTML: show its words, not its tags (block ends become spaces).
          value.replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|blockquote)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '')
        : Array.isArray(value) && value.every((item) => typeof item !== 'object')
          ? value.join(', ')
          : JSON.stringify(value);
  const flat = full.replace(/\s+/g, ' ').trim();
  if (flat.length <= HISTORY_VALUE_MAX_CHARS) return { text: flat, full: flat, empty: false };
  const cut = flat.slice(0, HISTORY_VALUE_MAX_CHARS);
  const atWord = cut.lastIndexOf(' ');
  return {
    text: `${(atWord > HISTORY_VALUE_MAX_CHARS * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`,
    full: flat,
    empty: false,
  };
}
