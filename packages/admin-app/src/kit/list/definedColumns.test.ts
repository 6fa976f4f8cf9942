// @vitest-environment happy-dom
import { brandResource, saleResource, type EntityDefinition, type FieldDefinition } from '@deals/admin-core';
import type { DataTableColumn } from '@deals/ui';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { definedColumns } from './definedColumns';

// The design system's styles load only in the browser (its stories); here its pieces read as their text. The screens'
// stories show the real pill and picture.
vi.mock('@deals/ui', () => ({
  formatNumber: (value: number) => new Intl.NumberFormat().format(value),
  StatusPill: ({ active }: { active: boolean }) => (active ? 'Active' : 'Inactive'),
  Thumbnail: ({ src }: { src?: string | null }) => `[picture ${src ?? 'none'}]`,
}));

type Row = Record<string, unknown>;

/** The entity's definition with fields added at the end, as a change to its file would add them. */
function withFields(entity: EntityDefinition, fields: Record<string, FieldDefinition>): EntityDefinition {
  return { ...entity, fields: { ...entity.fields, ...fields } };
}

const headers = (columns: DataTableColumn<Row>[]) => columns.map((column) => column.header);
/** A cell's text as a person reads it. */
const text = (column: DataTableColumn<Row> | undefined, row: Row) =>
  renderToStaticMarkup(createElement(Fragment, null, column?.cell(row))).replace(/<[^>]+>/g, '');

describe('definedColumns', () => {
  it('shows a field added to a definition with a list column, sortable by its sort, with no screen change', () => {
    const brand = withFields(brandResource.entity, {
      country: { kind: 'text', label: 'Country', list: { sort: 'COUNTRY' } },
      launchedAt: { kind: 'date', label: 'Launch date', list: { header: 'Launched' } },
    });
    // The brands screen's own options, unchanged.
    const columns = definedColumns<Row>(brand, { order: ['imageUrl', 'title', 'productCount'] });
    expect(headers(columns)).toEqual(['Logo', 'Title', 'Products', 'Status', 'Updated', 'Country', 'Launched']);
    const country = columns.find((column) => column.header === 'Country');
    expect(country).toMatchObject({ id: 'COUNTRY', sortable: true });
    expect(text(country, { country: 'Norway' })).toBe('Norway');
    expect(text(country, { country: null })).toBe('—');
  });

  it('reads each kind as a person expects: counts grouped, booleans as a status, lists as their size', () => {
    const columns = definedColumns<Row>(brandResource.entity);
    const byHeader = (header: string) => columns.find((column) => column.header === header);
    expect(text(byHeader('Products'), { productCount: 12345 })).toBe(new Intl.NumberFormat().format(12345));
    expect(text(byHeader('Status'), { active: true })).toBe('Active');
    expect(text(byHeader('Status'), { active: false })).toBe('Inactive');
    expect(byHeader('Logo')).toMatchObject({ id: 'thumbnail', fit: true, sortable: false });
    expect(text(byHeader('Logo'), { imageUrl: 'https://x.test/logo.png' })).toBe('[picture https://x.test/logo.png]');
    const tagged = definedColumns<Row>(
      withFields(brandResource.entity, {
        tags: { kind: 'tags', label: 'Tags', max: 5, list: {} },
        slides: { kind: 'list', label: 'Slides', noun: 'slide', min: 0, max: 9, item: {}, list: {} },
      }),
    );
    const tags = tagged.find((column) => column.header === 'Tags');
    expect(text(tags, { tags: ['a', 'b'] })).toBe('a, b');
    expect(text(tags, { tags: [] })).toBe('—');
    expect(
      text(
        tagged.find((column) => column.header === 'Slides'),
        { slides: [{}, {}, {}] },
      ),
    ).toBe('3');
  });

  it('leaves hidden columns out unless the screen names them, and drops the ones it sets to false', () => {
    const brand = brandResource.entity;
    expect(headers(definedColumns<Row>(brand))).not.toContain('Created');
    expect(headers(definedColumns<Row>(brand, { overrides: { createdAt: {} } }))).toContain('Created');
    expect(headers(definedColumns<Row>(brand, { overrides: { updatedAt: false } }))).not.toContain('Updated');
  });

  it('places extra columns by key in the order given, the rest after them in definition order', () => {
    const columns = definedColumns<Row>(saleResource.entity, {
      extra: {
        productCount: { id: 'productCount', header: 'Products', cell: (row) => String(row.productCount) },
        actions: { id: 'actions', header: '', cell: () => 'Open' },
      },
      order: ['title', 'productCount', 'status'],
      overrides: { storeId: { cell: (row) => (row.store as { title: string } | null)?.title ?? 'All stores' } },
    });
    expect(headers(columns)).toEqual([
      'Title',
      'Products',
      'Timing',
      'Starts',
      'Ends',
      'Discount',
      'Store',
      'Status',
      '',
    ]);
    expect(text(columns[6], { store: null })).toBe('All stores');
    expect(text(columns[6], { store: { title: 'Acme' } })).toBe('Acme');
  });

  it('makes the first column that is not a picture the row header, unless the screen chose one', () => {
    const brand = definedColumns<Row>(brandResource.entity, { order: ['imageUrl', 'title'] });
    expect(brand.filter((column) => column.isRowHeader).map((column) => column.header)).toEqual(['Title']);
    const chosen = definedColumns<Row>(brandResource.entity, { overrides: { productCount: { isRowHeader: true } } });
    expect(chosen.filter((column) => column.isRowHeader).map((column) => column.header)).toEqual(['Products']);
  });
});
