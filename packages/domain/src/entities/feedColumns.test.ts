import { describe, expect, it } from 'vitest';
import { brandEntity } from './brand';
import { categoryEntity } from './category';
import { cellValue, exportCell, neutraliseCell, restoreCell } from './feedCells';
import { feedColumns, isImportable, suggestMapping, unmappedRequired } from './feedColumns';
import { productEntity } from './product';
import { saleEntity } from './sale';

describe('feed columns', () => {
  it('are the importable fields of the definition, in form order, under their labels', () => {
    expect(feedColumns(productEntity).map((column) => column.header)).toEqual([
      'Title',
      'Slug',
      'Description',
      'Currency',
      'Price',
      'Sale price',
      'Deal URL',
      'Coupon code',
      'Images',
      'Brand',
      'Category',
      'Store',
      'Active',
      'Featured',
      'Expiry date',
    ]);
    expect(
      feedColumns(productEntity)
        .filter((column) => column.isKey)
        .map((column) => column.key),
    ).toEqual(['slug', 'dealUrl']);
    expect(feedColumns(categoryEntity).find((column) => column.key === 'path')).toMatchObject({
      isKey: true,
      matchOnly: true,
    });
    expect(isImportable(brandEntity)).toBe(true);
    expect(isImportable(saleEntity)).toBe(false);
  });

  it('maps headers whatever their case, accents and punctuation, by label first and then by synonym', () => {
    expect(
      suggestMapping(productEntity, ['NAME', 'url', 'Sale_Price', 'Prix', 'Brand name', 'Shop', 'Imáge URL', 'Price']),
    ).toEqual(['title', 'dealUrl', 'salePrice', null, 'brandId', 'storeId', 'images', 'price']);
    expect(suggestMapping(productEntity, ['Link', 'Title', 'Title'])).toEqual(['dealUrl', 'title', null]);
  });

  it('names the required fields a mapping leaves out', () => {
    const mapped = suggestMapping(productEntity, ['Name', 'Price']);
    expect(unmappedRequired(productEntity, mapped).map((column) => column.header)).toEqual(['Currency', 'Deal URL']);
  });
});

describe('feed cells', () => {
  it('neutralise formula starts on export and take the apostrophe off again on import', () => {
    for (const text of ['=SUM(A1)', '+1', '-10% off', '@home', '\tx', '\rx', "'=x", "''+y", "'plain", 'plain', '']) {
      expect(restoreCell(neutraliseCell(text))).toBe(text);
    }
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell("'quoted")).toBe("'quoted");
  });

  it('read numbers with a decimal point or comma, yes/no words, dates and lists of addresses', () => {
    const field = (key: string) => productEntity.fields[key as keyof typeof productEntity.fields];
    expect(cellValue(field('price'), ' 1 299,50 ')).toEqual({ value: 1299.5 });
    expect(cellValue(field('price'), 'twelve')).toEqual({ problem: 'Price must be a number.' });
    expect(cellValue(field('price'), '')).toEqual({ value: null });
    expect(cellValue(field('active'), 'Yes')).toEqual({ value: true });
    expect(cellValue(field('active'), 'inactive')).toEqual({ value: false });
    expect(cellValue(field('active'), 'maybe')).toEqual({ problem: 'Active must be Yes or No.' });
    expect(cellValue(field('expiresAt'), '2026-12-31')).toEqual({ value: '2026-12-31T00:00:00.000Z' });
    expect(cellValue(field('expiresAt'), '31.12.')).toEqual({ value: '31.12.' });
    expect(cellValue(field('images'), 'https://a.example/1.png https://a.example/2.png')).toEqual({
      value: ['https://a.example/1.png', 'https://a.example/2.png'],
    });
    expect(cellValue(field('title'), "'=cmd")).toEqual({ value: '=cmd' });
  });

  it('write each value so that it reads back the same', () => {
    const values: Record<string, unknown> = {
      title: '-40% on everything',
      price: 12.5,
      active: false,
      expiresAt: '2026-12-31T10:00:00.000Z',
      images: ['https://a.example/1.png'],
      currency: 'EUR',
    };
    for (const [key, value] of Object.entries(values)) {
      const field = productEntity.fields[key as keyof typeof productEntity.fields];
      expect(cellValue(field, exportCell(field, value))).toEqual({ value });
    }
  });
});
