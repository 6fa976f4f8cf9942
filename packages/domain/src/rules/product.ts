/**
 * The product form shows eight image slots; the API used to accept ten, which the form could not show. Eight is the
 * one limit now, so everything the form saves is what the API stores and the reverse.
 */
export const PRODUCT_IMAGE_LIMIT = 8;

/**
 * The currencies the catalogue sells in. The API used to accept any ISO 4217 code, which the form could not offer
 * nor the storefront price; a new currency is a business decision, made here, in one place.
 */
export const PRODUCT_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'PLN'] as const;
export type ProductCurrency = (typeof PRODUCT_CURRENCIES)[number];

export const PRODUCT_PRICE_MAX = 1_000_000_000;

export function productImagesProblem(images: readonly unknown[]): string | null {
  return images.length > PRODUCT_IMAGE_LIMIT ? `A product can have at most ${PRODUCT_IMAGE_LIMIT} images.` : null;
}

/** The currency as stored ("eur" → "EUR"), or null when the catalogue doesn't sell in it. */
export function productCurrencyOf(code: string | null | undefined): ProductCurrency | null {
  const upper = (code ?? '').trim().toUpperCase();
  return PRODUCT_CURRENCIES.find((currency) => currency === upper) ?? null;
}

export function productCurrencyProblem(code: string | null | undefined): string | null {
  return productCurrencyOf(code)
    ? null
    : `"${code ?? ''}" is not a currency of the catalogue; choose one of ${PRODUCT_CURRENCIES.join(', ')}.`;
}

/** A price or sale price: a number from 0 to a billion, with at most two decimals. */
export function priceProblem(value: number, label: string): string | null {
  if (Number.isNaN(value)) return `${label} is required.`;
  if (!Number.isFinite(value) || value < 0) return `${label} must be 0 or more.`;
  if (value > PRODUCT_PRICE_MAX) return `${label} is too large.`;
  // Exact, not within a tolerance: k / 100 is the very number a client sends for a price of k cents, while a
  // tolerance let 5e-324 through, to be stored as 0.
  if (Math.round(value * 100) / 100 !== value) return `${label} can have at most two decimals.`;
  return null;
}

export function salePriceProblem(price: number, salePrice: number | null | undefined): string | null {
  if (salePrice == null) return null;
  return (
    priceProblem(salePrice, 'Sale price') ??
    (salePrice > price ? 'Sale price must not be higher than the price.' : null)
  );
}
