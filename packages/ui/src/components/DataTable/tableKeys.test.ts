import { describe, expect, it } from 'vitest';
import { tableKeys } from './tableKeys';

const press = (key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('tableKeys: where each key moves the focus in a DataTable', () => {
  // Three rows of four cells (a selection checkbox and three columns); ids as the API gives them.
  const keys = tableKeys({ ids: ['7', '8', '9:odd'], columnCount: 4 });

  it('moves whole rows up and down, and from the first row up to the headers', () => {
    expect(keys.move('r:7', press('ArrowDown'))).toBe('r:8');
    expect(keys.move('r:9:odd', press('ArrowDown'))).toBeNull();
    expect(keys.move('r:8', press('ArrowUp'))).toBe('r:7');
    expect(keys.move('r:7', press('ArrowUp'))).toBe('h:0');
    expect(keys.move('r:8', press('Home'))).toBe('r:7');
    expect(keys.move('r:7', press('End'))).toBe('r:9:odd');
    expect(keys.move('r:7', press('PageDown'), 2)).toBe('r:9:odd');
    expect(keys.move('r:9:odd', press('PageUp'), 2)).toBe('r:7');
  });

  it('enters a row with Right, walks its cells, and Left from the first cell goes back to the row', () => {
    expect(keys.move('r:8', press('ArrowRight'))).toBe('c:0:8');
    expect(keys.move('c:0:8', press('ArrowRight'))).toBe('c:1:8');
    expect(keys.move('c:3:8', press('ArrowRight'))).toBeNull();
    expect(keys.move('c:1:8', press('ArrowLeft'))).toBe('c:0:8');
    expect(keys.move('c:0:8', press('ArrowLeft'))).toBe('r:8');
    expect(keys.move('c:2:8', press('Home'))).toBe('c:0:8');
    expect(keys.move('c:2:8', press('End'))).toBe('c:3:8');
  });

  it('keeps the column going up and down, into the header from the first row, and with Ctrl+Home/End', () => {
    expect(keys.move('c:2:7', press('ArrowDown'))).toBe('c:2:8');
    expect(keys.move('c:2:7', press('ArrowUp'))).toBe('h:2');
    expect(keys.move('h:2', press('ArrowDown'))).toBe('c:2:7');
    expect(keys.move('c:2:7', press('End', { ctrlKey: true }))).toBe('c:2:9:odd');
    expect(keys.move('c:2:9:odd', press('Home', { ctrlKey: true }))).toBe('c:2:7');
  });

  it('moves along the headers and leaves Shift-modified keys alone (they extend selections elsewhere)', () => {
    expect(keys.move('h:0', press('ArrowRight'))).toBe('h:1');
    expect(keys.move('h:3', press('ArrowRight'))).toBeNull();
    expect(keys.move('h:2', press('Home'))).toBe('h:0');
    expect(keys.move('h:0', press('End'))).toBe('h:3');
    expect(keys.move('r:7', press('ArrowDown', { shiftKey: true }))).toBeNull();
  });

  it('knows which stops still exist once the rows change, and enters an empty table at its empty state', () => {
    expect(keys.hasStop('c:3:9:odd')).toBe(true);
    expect(keys.hasStop('c:4:9')).toBe(false);
    expect(keys.hasStop('r:10')).toBe(false);
    expect(keys.defaultStop).toBe('r:7');
    const empty = tableKeys({ ids: [], columnCount: 2 });
    expect(empty.defaultStop).toBe('empty');
    expect(empty.move('h:1', press('ArrowDown'))).toBe('empty');
    expect(empty.move('empty', press('ArrowUp'))).toBe('h:0');
  });
});
