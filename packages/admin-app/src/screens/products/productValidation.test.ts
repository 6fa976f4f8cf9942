import { PRODUCT_IMAGE_LIMIT } from '@deals/admin-core';
import { describe, expect, it } from 'vitest';
import { currencyOptions, validateProduct } from './productValidation';

const draft = {
  title: 'Kettle',
  slug: '',
  images: [] as string[],
  price: 49.99,
  salePrice: null,
  currency: 'EUR',
  dealUrl: 'https://shop.example/kettle',
};
const images = (count: number) => Array.from({ length: count }, (_, index) => `https://img.example/${index}.png`);

describe('the product form', () => {
  it('refuses before saving what the API refuses, with the same message', () => {
    expect(validateProduct({ ...draft, images: images(PRODUCT_IMAGE_LIMIT) })).toEqual({});
    expect(validateProduct({ ...draft, images: images(9) })).toEqual({
      images: 'A product can have at most 8 images.',
    });
    expect(validateProduct({ ...draft, currency: 'JPY' })).toEqual({
      currency: '"JPY" is not a currency of the catalogue; choose one of EUR, USD, GBP, CHF, SEK, PLN.',
    });
    expect(validateProduct({ ...draft, dealUrl: 'https://' })).toEqual({
      dealUrl: 'Deal URL must be a web address starting with http:// or https://.',
    });
  });

  it('offers exactly the currencies the API takes', () => {
    expect(currencyOptions.map((option) => option.id)).toEqual(['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'PLN']);
    for (const { id } of currencyOptions) expect(validateProduct({ ...draft, currency: id })).toEqual({});
  });
});
