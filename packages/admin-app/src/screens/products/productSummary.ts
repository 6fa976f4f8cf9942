import { formatPrice } from './price';

/** What tells two products of the same title apart in a picker: their brand, store and price. */
export interface ProductSummaryFields {
  title: string;
  brand?: { title: string } | null;
  store?: { title: string } | null;
  price?: number;
  salePrice?: number | null;
  currency?: string;
}

/** "Lumen · CityShop · €99.00" — the parts the product has (a draft kept from before may have only its title). */
export function productDetail(product: ProductSummaryFields): string {
  const price =
    product.price !== undefined && product.currency
      ? formatPrice(product.salePrice ?? product.price, product.currency)
      : null;
  return [product.brand?.title, product.store?.title, price].filter(Boolean).join(' · ');
}

/** "Ashgrove Floor Lamp — Lumen · CityShop · €99.00": one line for an option or a chosen product. */
export function productLabel(product: ProductSummaryFields): string {
  const detail = productDetail(product);
  return detail ? `${product.title} — ${detail}` : product.title;
}
