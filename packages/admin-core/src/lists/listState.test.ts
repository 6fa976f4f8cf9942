import { describe, expect, it } from 'vitest';
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
