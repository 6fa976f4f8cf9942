import { describe, expect, it } from 'vitest';
import { conflictingTitles, expectedVersionsOf } from './rowVersions';

const rows = [
  { id: '1', title: 'Tent', version: 3 },
  { id: '2', title: 'Boots', version: 1 },
  { id: '3', title: 'Stove' },
];

describe('row versions of a bulk action', () => {
  it('sends the loaded version of each named row', () => {
    expect(expectedVersionsOf(rows, ['2', '1'])).toEqual([
      { id: '1', version: 3 },
      { id: '2', version: 1 },
    ]);
  });

  it('sends nothing when the list has no versions (the capability off)', () => {
    expect(expectedVersionsOf(rows, ['3'])).toBeUndefined();
  });

  it('names the rows changed meanwhile by their titles', () => {
    expect(conflictingTitles(rows, [{ id: '2' }, { id: '9' }])).toEqual(['Boots', '#9']);
    expect(conflictingTitles(rows, undefined)).toEqual([]);
  });
});
