import { describe, expect, it } from 'vitest';
import { characterCount } from './characterCount';

describe('characterCount', () => {
  it('says nothing without a limit, and nothing far from it', () => {
    expect(characterCount(10, undefined, 'near-limit')).toBeNull();
    expect(characterCount(47, 60, 'near-limit')).toEqual({ text: null, over: false });
  });

  it('counts from 80 % of the limit, or always when asked', () => {
    expect(characterCount(48, 60, 'near-limit')?.text).toBe('48 / 60 characters');
    expect(characterCount(3, 70, 'always')?.text).toBe('3 / 70 characters');
    expect(characterCount(60, 60, 'near-limit')?.over).toBe(false);
  });

  it('says how many characters are too many past the limit', () => {
    expect(characterCount(64, 60, 'near-limit')).toEqual({ text: '64 / 60 characters, 4 too many', over: true });
  });
});
