import { PRODUCT_CURRENCIES, productProblems, type FieldErrors, type ProductDraftFields } from '@deals/admin-core';

/** The currencies the form offers: exactly those the API accepts. */
export const currencyOptions = PRODUCT_CURRENCIES.map((code) => ({ id: code, label: code }));

/** The product rules the API enforces (`@deals/admin-core/rules`), checked before saving, with the API's messages. */
export const validateProduct = (draft: ProductDraftFields): FieldErrors => productProblems(draft);
