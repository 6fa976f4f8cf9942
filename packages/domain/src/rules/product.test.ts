import { describe, expect, it } from 'vitest';
import {
  PRODUCT_CURRENCIES,
  PRODUCT_IMAGE_LIMIT,
  priceProblem,
  productCurrencyOf,
  productCurrencyProblem,
  productImagesProblem,
} from './product';
import { productProblems } from '../entities/product';

const VALID = { title: 'Kettle', price: 49.99, currency: 'EUR', dealUrl: 'https://shop.example/kettle' };
const images = (count: number) => Array.from({ length: count }, (_, index) => `https://img.example/${index}.png`);

describe('product rules', () => {
  it('takes eight images and refuses a ninth', () => {
    expect(PRODUCT_IMAGE_LIMIT).toBe(8);
    expect(productImagesProblem(images(8))).toBeNull();
    expect(productImagesProblem(images(9))).toBe('A product can have at most 8 images.');
    expect(productProblems({ ...VALID, images: images(9) })).toEqual({
      images: 'A product can have at most 8 images.',
    });
  });

  it('sells in the six catalogue currencies only, whatever their case', () => {
    expect(PRODUCT_CURRENCIES).toEqual(['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'PLN']);
    expect(productCurrencyOf(' eur ')).toBe('EUR');
    expect(productCurrencyProblem('JPY')).toBe(
      '"JPY" is not a currency of the catalogue; choose one of EUR, USD, GBP, CHF, SEK, PLN.',
    );
    expect(productCurrencyProblem('')).not.toBeNull();
  });

  it.each([
    [Number.NaN, 'Price is required.'],
    [-1, 'Price must be 0 or more.'],
    [1.999, 'Price can have at most two decimals.'],
    [5e-324, 'Price can have at most two decimals.'],
    [0.001, 'Price can have at most two decimals.'],
    [2_000_000_000, 'Price is too large.'],
    [0, null],
    [19.99, null],
  ])('price %s → %s', (price, problem) => {
    expect(priceProblem(price, 'Price')).toBe(problem);
  });

  it('answers every refused field by its path, and nothing for a valid product', () => {
    expect(productProblems(VALID)).toEqual({});
    expect(
      productProblems({
        title: ' ',
        slug: 'Not A Slug',
        price: 10,
        salePrice: 12,
        currency: 'XYZ',
        dealUrl: 'javascript:alert(1)',
        images: ['not a url'],
        metadata: { description: 'x'.repeat(161) },
      }),
    ).toEqual({
      title: 'Title is required.',
      slug: 'Slug may contain only lowercase letters, digits and single hyphens.',
      currency: '"XYZ" is not a currency of the catalogue; choose one of EUR, USD, GBP, CHF, SEK, PLN.',
      salePrice: 'Sale price must not be higher than the price.',
      dealUrl: 'Deal URL must be a web address starting with http:// or https://.',
      'images.0': 'Image URL must be a web address starting with http:// or https://.',
      'metadata.description': 'SEO description must be 160 characters or fewer.',
    });
  });

  it('checks the slug made from the title when none is given', () => {
    expect(productProblems({ ...VALID, slug: '' })).toEqual({});
    expect(productProblems({ ...VALID, title: '€€€', slug: '' })).toEqual({ slug: 'Slug is required.' });
  });
});
