import { describe, expect, it } from 'vitest';
import { saleEntity } from '@deals/domain/entities';
import { definedListOptions } from './definedFilters';
import { pageWindow, readListState, updateListState, withFilter, writeListState } from './listState';

const options = {
  filters: ['active', 'brand'],
  sortFields: ['TITLE', 'PRICE'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

describe('list state lives in the URL', () => {
  it('reads page, search, sort and filters', () => {
    const state = readListState(new URLSearchParams('page=3&search=tv&sort=PRICE:DESC&brand=4,7&active=true'), options);
    expect(state).toEqual({
      page: 3,
      search: 'tv',
      sort: { field: 'PRICE', order: 'DESC' },
      filters: { brand: ['4', '7'], active: ['true'] },
    });
  });

  it('falls back to defaults for missing or hostile values', () => {
    const state = readListState(new URLSearchParams('page=-2&sort=password:DESC&evil=1'), options);
    expect(state).toEqual({ page: 1, search: '', sort: { field: 'TITLE', order: 'ASC' }, filters: {} });
  });

  it('writes a short, shareable query and round-trips', () => {
    const state = {
      page: 2,
      search: 'air fryer',
      sort: { field: 'PRICE', order: 'ASC' as const },
      filters: { brand: ['4'] },
    };
    const params = writeListState(state, options);
    expect(params.toString()).toBe('search=air+fryer&sort=PRICE%3AASC&brand=4&page=2');
    expect(readListState(params, options)).toEqual(state);
  });

  it('leaves the default sort and page 1 out', () => {
    expect(
      writeListState({ page: 1, search: '', sort: { field: 'TITLE', order: 'ASC' }, filters: {} }, options).toString(),
    ).toBe('');
  });

  it('a new search, sort or filter starts again at page 1', () => {
    const current = readListState(new URLSearchParams('page=4'), options);
    expect(updateListState(current, { search: 'x' }).page).toBe(1);
    expect(updateListState(current, { page: 5 }).page).toBe(5);
  });

  it('turns a page into skip and limit with 25 per page', () => {
    expect(pageWindow(1, 25)).toEqual({ skip: 0, limit: 25 });
    expect(pageWindow(3, 25)).toEqual({ skip: 50, limit: 25 });
  });

  it('sets one filter to a single value and removes it for an "All" choice, leaving the others', () => {
    const filters = { brand: ['4', '7'], active: ['true'] };
    expect(withFilter(filters, 'active', 'false')).toEqual({ brand: ['4', '7'], active: ['false'] });
    expect(withFilter(filters, 'active', null)).toEqual({ brand: ['4', '7'] });
    expect(filters).toEqual({ brand: ['4', '7'], active: ['true'] });
  });
});

describe('a list state is written only as the list would read it', () => {
  const refused = {
    page: 0,
    search: 'x'.repeat(250),
    sort: { field: 'password', order: 'DESC' as const },
    filters: { evil: ['1'], brand: ['', '4,7'], active: [] },
  };

  it('leaves out a filter the list does not name, a sort it does not offer and a page below 1', () => {
    const params = writeListState(refused, options);
    expect([...params.keys()]).toEqual(['search', 'brand']);
    expect(params.get('brand')).toBe('4,7');
    expect(params.get('search')).toHaveLength(200);
    expect(writeListState({ ...refused, page: 2.5 }, options).has('page')).toBe(false);
  });

  it('writes only what reads back the same', () => {
    const written = writeListState(refused, options);
    expect(writeListState(readListState(written, options), options).toString()).toBe(written.toString());
    expect(readListState(written, options)).toEqual({
      page: 1,
      search: 'x'.repeat(200),
      sort: options.defaultSort,
      filters: { brand: ['4', '7'] },
    });
  });

  it('writes no filter for a list that names none, as it reads none', () => {
    expect(writeListState({ page: 1, search: '', sort: null, filters: { brand: ['4'] } }).toString()).toBe('');
  });
});

describe('a closed filter keeps only its own values (an outside team read ?active=maybe as a filter)', () => {
  const sales = definedListOptions(saleEntity);

  it('reads a flag other than true / false, or an option the definition lacks, as no filter', () => {
    const read = readListState(new URLSearchParams('active=maybe&status=NOPE'), sales);
    expect(read.filters).toEqual({});
    expect(readListState(new URLSearchParams('active=false&status=UPCOMING'), sales).filters).toEqual({
      active: ['false'],
      status: ['UPCOMING'],
    });
  });

  it('never writes one either', () => {
    const state = { page: 1, search: '', sort: null, filters: { active: ['maybe'], status: ['NOPE', 'RUNNING'] } };
    expect(writeListState(state, sales).toString()).toBe('status=RUNNING');
  });
});
