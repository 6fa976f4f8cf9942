import { describe, expect, it } from 'vitest';
import { productFilterFromUrl } from './listFilter';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('productFilterFromUrl', () => {
  it('turns the URL ids and flags into the API filter', () => {
    expect(productFilterFromUrl({ brand: ['3', '7'], store: ['2'], active: ['false'] }, now)).toEqual({
      active: false,
      featured: undefined,
      brandIds: ['3', '7'],
      categoryIds: undefined,
      storeIds: ['2'],
    });
  });

  it('reads expiring=7 as active deals ending in the next 7 days', () => {
    expect(productFilterFromUrl({ expiring: ['7'], active: ['false'] }, now)).toMatchObject({
      active: true,
      expiresAfter: '2026-11-23T10:00:00.000Z',
      expiresBefore: '2026-11-30T10:00:00.000Z',
    });
  });

  it('ignores an expiring value that is not a sensible number of days', () => {
    for (const value of ['abc', '-1', '0', '1.5', '9999']) {
      expect(productFilterFromUrl({ expiring: [value] }, now)).not.toHaveProperty('expiresBefore');
    }
  });

  it('ignores status values other than true and false', () => {
    expect(productFilterFromUrl({ active: ['maybe'] }, now).active).toBeUndefined();
  });
});
