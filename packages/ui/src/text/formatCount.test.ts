import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, pluralNoun } from './formatCount';

const products = { one: 'product', other: 'products' };

describe('formatCount', () => {
  it('groups digits and picks the plural form', () => {
    expect(formatCount(1, products, 'en-US')).toBe('1 product');
    expect(formatCount(0, products, 'en-US')).toBe('0 products');
    expect(formatCount(2000, products, 'en-US')).toBe('2,000 products');
    expect(formatNumber(100000, 'en-US')).toBe('100,000');
    expect(pluralNoun(1, products, 'en-US')).toBe('product');
  });
});
