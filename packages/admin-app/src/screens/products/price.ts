const formatters = new Map<string, Intl.NumberFormat>();

/** 1299.5 EUR → "€1,299.50" in the user's locale. */
export function formatPrice(amount: number, currency: string) {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(amount);
}
