/**
 * Counts as people read them: grouped digits ("2,000") and the right plural form ("1 product", "2 products") from
 * the locale's plural rules, never `n + ' ' + noun + 's'`. One helper for ui and the app, so every screen agrees.
 */

export interface CountNouns {
  one: string;
  other: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string | undefined, make: () => T): T {
  const key = locale ?? '';
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** "2,000" in the reader's locale. */
export function formatNumber(value: number, locale?: string): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

/** The noun for this count: "product" for 1, "products" otherwise (in English; the locale decides). */
export function pluralNoun(count: number, nouns: CountNouns, locale?: string): string {
  const rule = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count);
  return rule === 'one' ? nouns.one : nouns.other;
}

/** "1 product", "2,000 products". */
export function formatCount(count: number, nouns: CountNouns, locale?: string): string {
  return `${formatNumber(count, locale)} ${pluralNoun(count, nouns, locale)}`;
}
