import { describe, expect, it } from 'vitest';
import { describeHistoryChanges } from './describeChanges';

const locale = 'en-GB';

describe('describeHistoryChanges', () => {
  it('names referenced records as they were, and prices in the record currency', () => {
    const lines = describeHistoryChanges(
      {
        recordType: 'PRODUCT',
        changes: {
          storeId: { before: null, after: '55' },
          brandId: { before: '16', after: null },
          price: { before: 129.9, after: 99 },
          title: { before: 'Kettle', after: 'Kettle 2' },
        },
        references: [
          { recordType: 'BRAND', id: '16', label: 'Acme' },
          { recordType: 'STORE', id: '55', label: 'Corner shop' },
        ],
        currency: 'EUR',
      },
      { locale },
    );
    // In the form's order: title, price, brand, store.
    expect(lines).toEqual([
      { field: 'title', label: 'Title', before: 'Kettle', after: 'Kettle 2' },
      { field: 'price', label: 'Price', before: '€129.90', after: '€99.00' },
      { field: 'brandId', label: 'Brand', before: 'Acme', after: null },
      { field: 'storeId', label: 'Store', before: null, after: 'Corner shop' },
    ]);
  });

  it('formats each price in its own currency when the currency changed too', () => {
    const lines = describeHistoryChanges(
      {
        recordType: 'PRODUCT',
        changes: { currency: { before: 'EUR', after: 'GBP' }, price: { before: 10, after: 12.5 } },
        currency: 'GBP',
      },
      { locale },
    );
    expect(lines.find((line) => line.field === 'price')).toMatchObject({ before: '€10.00', after: '£12.50' });
  });

  it('reads codes, dates and yes/no as words, and names a record without a stored name by its kind and id', () => {
    const lines = describeHistoryChanges(
      {
        recordType: 'BLOG_POST',
        changes: {
          status: { before: 'DRAFT', after: 'PUBLISHED' },
          publishedAt: { before: null, after: '2026-11-23T14:05:00.000Z' },
          authorId: { before: '2', after: '2' },
        },
      },
      { locale },
    );
    expect(lines[0]).toEqual({ field: 'status', label: 'Status', before: 'Draft', after: 'Published' });
    expect(lines.find((line) => line.field === 'publishedAt')).toMatchObject({ before: null });
    expect((lines.find((line) => line.field === 'publishedAt') as { after: string }).after).toMatch(/23 Nov 2026/);
    expect(lines.find((line) => line.field === 'authorId')).toMatchObject({ label: 'Author', after: 'User #2' });
    const job = describeHistoryChanges({
      recordType: 'JOB',
      changes: { kind: { before: null, after: 'CATALOGUE_HEALTH_REPORT' } },
    });
    expect(job).toEqual([{ field: 'kind', label: 'Kind', before: null, after: 'Catalogue health report' }]);
    const carousel = describeHistoryChanges({
      recordType: 'BANNER_CAROUSEL',
      changes: { placement: { before: 'HOME_HERO', after: 'SIDEBAR' }, active: { before: true, after: false } },
    });
    expect(carousel).toEqual([
      { field: 'placement', label: 'Placement', before: 'Home page, hero', after: 'Sidebar' },
      { field: 'active', label: 'Active', before: 'Yes', after: 'No' },
    ]);
  });

  it('leaves out lines that changed nothing, and splits SEO metadata into its fields', () => {
    const lines = describeHistoryChanges({
      recordType: 'BRAND',
      changes: {
        title: { before: null, after: 'Acme' },
        imageUrl: { before: null, after: null },
        metadata: {
          before: null,
          after: { title: 'Acme anvils', description: '', keywords: ['anvil', 'rocket'], content: '' },
        },
      },
    });
    expect(lines).toEqual([
      { field: 'title', label: 'Title', before: null, after: 'Acme' },
      { field: 'metadata.title', label: 'SEO title', before: null, after: 'Acme anvils' },
      {
        field: 'metadata.keywords',
        label: 'Keywords',
        list: {
          noun: { one: 'keyword', other: 'keywords' },
          before: [],
          after: [
            { key: 'anvil', label: 'anvil' },
            { key: 'rocket', label: 'rocket' },
          ],
        },
      },
    ]);
  });

  it('names the entries of lists: slides, products, sections and images', () => {
    const slide = (altText: string) => ({ imageUrl: `https://img.example/${altText}.png`, linkUrl: '/x', altText });
    const [slides] = describeHistoryChanges({
      recordType: 'BANNER_CAROUSEL',
      changes: { slides: { before: [slide('Summer sale')], after: [slide('Winter'), slide('Summer sale')] } },
    });
    expect(slides).toMatchObject({
      label: 'Slides',
      list: {
        noun: { one: 'slide' },
        before: [{ label: 'Summer sale' }],
        after: [{ label: 'Winter' }, { label: 'Summer sale' }],
      },
    });
    const [products] = describeHistoryChanges({
      recordType: 'PRODUCT_CAROUSEL',
      changes: { productIds: { before: ['1', '2'], after: ['2'] } },
      references: [{ recordType: 'PRODUCT', id: '1', label: 'Rocket skates' }],
    });
    expect(products).toMatchObject({
      list: {
        before: [
          { key: '1', label: 'Rocket skates' },
          { key: '2', label: 'Product #2' },
        ],
        after: [{ key: '2' }],
      },
    });
    const [sections] = describeHistoryChanges({
      recordType: 'PAGE_LAYOUT',
      changes: { sections: { before: null, after: [{ kind: 'SALES', ref: '4' }] } },
      references: [{ recordType: 'SALE', id: '4', label: 'Black Friday' }],
    });
    expect(sections).toMatchObject({ list: { after: [{ label: 'Sale: Black Friday' }] } });
    const [images] = describeHistoryChanges({
      recordType: 'PRODUCT',
      changes: { images: { before: [], after: ['https://ik.example/p/red%20kettle.png?tr=w-80'] } },
    });
    expect(images).toMatchObject({ list: { after: [{ label: 'red kettle.png' }] } });
  });

  it('reads rich text as its words', () => {
    const [line] = describeHistoryChanges({
      recordType: 'BLOG_POST',
      changes: { content: { before: '<p>Tom &amp; Jerry</p><p>run</p>', after: null } },
    });
    expect(line).toMatchObject({ label: 'Content', before: 'Tom & Jerry run', after: null });
  });
});
