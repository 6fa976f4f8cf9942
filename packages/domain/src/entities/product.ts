import {
  PRODUCT_CURRENCIES,
  productCurrencyProblem,
  productImagesProblem,
  PRODUCT_IMAGE_LIMIT,
} from '../rules/product';
import { optionalTextProblem, TEXT_LIMITS } from '../rules/text';
import { activeField, createdAtField, metadataField, updatedAtField } from './commonFields';
import { defineEntity, type EntityDefinition, type EntityInput } from './defineEntity';
import { entityProblems } from './entityProblems';

/** A deal: what the catalogue sells, at a price, through a store's link. */
export const productEntity = defineEntity({
  name: 'product',
  noun: 'Product',
  plural: 'Products',
  recordType: 'PRODUCT',
  resource: 'products',
  table: 'products',
  titleField: 'title',
  versioned: true,
  importable: true,
  defaultSort: { field: 'CREATED_AT', order: 'DESC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      max: TEXT_LIMITS.productTitle,
      search: true,
      list: { sort: 'TITLE' },
      import: { headers: ['Name', 'Product', 'Product name', 'Deal', 'Deal title'] },
    },
    slug: {
      kind: 'slug',
      label: 'Slug',
      from: 'title',
      search: true,
      import: { key: true },
    },
    description: {
      kind: 'longText',
      label: 'Description',
      max: TEXT_LIMITS.description,
      import: { headers: ['Details', 'Product description'] },
    },
    currency: {
      kind: 'enum',
      label: 'Currency',
      required: true,
      options: PRODUCT_CURRENCIES.map((code) => ({ value: code, label: code })),
      normalize: ['uppercase'],
      rule: (value) => productCurrencyProblem(typeof value === 'string' ? value : null),
      import: { headers: ['Currency code'] },
    },
    price: {
      kind: 'money',
      label: 'Price',
      required: true,
      currencyField: 'currency',
      filter: { kind: 'range', min: 'minPrice', max: 'maxPrice', label: 'Price', list: false },
      list: { sort: 'PRICE' },
      history: { format: 'money' },
      import: { headers: ['Regular price', 'List price', 'Original price'] },
    },
    salePrice: {
      kind: 'money',
      label: 'Sale price',
      currencyField: 'currency',
      list: { header: 'Sale' },
      history: { format: 'money' },
      import: { headers: ['Deal price', 'Discounted price', 'Offer price', 'Sale'] },
    },
    dealUrl: {
      kind: 'url',
      label: 'Deal URL',
      required: true,
      import: { key: true, headers: ['Link', 'URL', 'Deal link', 'Product URL'] },
    },
    couponCode: {
      kind: 'text',
      label: 'Coupon code',
      max: 32,
      normalize: ['uppercase'],
      rule: (value) =>
        optionalTextProblem(typeof value === 'string' ? value : '', 'Coupon code', 32) ??
        (/^[A-Za-z0-9_-]*$/.test(typeof value === 'string' ? value.trim() : '')
          ? null
          : 'Coupon code may hold only letters, digits, - and _.'),
      search: true,
      filter: { kind: 'presence', arg: 'hasCouponCode', label: 'Has a code' },
      list: { header: 'Code' },
      import: { headers: ['Coupon', 'Code', 'Promo code', 'Voucher code'] },
    },
    images: {
      kind: 'urlList',
      label: 'Images',
      max: PRODUCT_IMAGE_LIMIT,
      itemLabel: 'Image URL',
      countRule: productImagesProblem,
      history: { format: 'list' },
      import: { headers: ['Image', 'Image URL', 'Image URLs', 'Pictures'] },
    },
    brandId: {
      kind: 'reference',
      label: 'Brand',
      to: 'brand',
      filter: { kind: 'in', arg: 'brandIds', label: 'Brands', url: 'brand' },
      list: {},
      history: { format: 'reference' },
      import: { headers: ['Brand name', 'Manufacturer'] },
    },
    categoryId: {
      kind: 'reference',
      label: 'Category',
      to: 'category',
      filter: { kind: 'in', arg: 'categoryIds', label: 'Categories', url: 'category', tree: true },
      list: {},
      history: { format: 'reference' },
    },
    storeId: {
      kind: 'reference',
      label: 'Store',
      to: 'store',
      filter: { kind: 'in', arg: 'storeIds', label: 'Stores', url: 'store' },
      list: {},
      history: { format: 'reference' },
      import: { headers: ['Shop', 'Merchant', 'Retailer'] },
    },
    active: activeField,
    featured: {
      kind: 'boolean',
      label: 'Featured',
      default: false,
      filter: { kind: 'equals', arg: 'featured', label: 'Featured' },
    },
    expiresAt: {
      kind: 'date',
      label: 'Expiry date',
      filter: { kind: 'range', min: 'expiresAfter', max: 'expiresBefore', label: 'Expires', list: false },
      list: { header: 'Expires', sort: 'EXPIRES_AT' },
      history: { format: 'date' },
      import: { headers: ['Expires', 'Expiry', 'Expiration date', 'Valid until'] },
    },
    metadata: metadataField,
    createdAt: { ...createdAtField, filter: { kind: 'range', min: 'createdAfter', label: 'Created', list: false } },
    updatedAt: updatedAtField,
  },
  check: (product) => ({
    // Checked once both prices pass on their own.
    salePrice:
      product.salePrice != null && product.salePrice > product.price
        ? 'Sale price must not be higher than the price.'
        : null,
  }),
});

/** What a product input carries (GraphQL's `ProductInput`, the form's draft, an import row). */
/**
 * The product's definition as a named type. Naming it here, with `EntityDefinition` imported, lets the declaration
 * build of the packages that bundle this one refer to it (an inferred type made them emit an import of a module 'src').
 */
export type ProductDefinition = EntityDefinition<'product', (typeof productEntity)['fields']>;

export type ProductDraftFields = EntityInput<ProductDefinition>;

/** Every refused field of a product, by field path, in form order; empty when it may be saved. */
export const productProblems = (product: ProductDraftFields): Record<string, string> =>
  entityProblems(productEntity, product);
