import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../theme/dark';
import { lightTokens } from '../../theme/light';
import { colourPairs, failingPairs } from './colourPairs';
import { colourGroups, colourRoles, type ColourToken } from './colourRoles';

describe('the colour page’s data', () => {
  it('shows every theme colour once, in one group', () => {
    const grouped = colourGroups.flatMap((group) => group.tokens);
    expect([...grouped].sort()).toEqual(Object.keys(lightTokens.color).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(Object.keys(colourRoles).sort()).toEqual(Object.keys(darkTokens.color).sort());
  });

  it('measures every pair in both schemes against an opaque surface', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const pairs = colourPairs(scheme);
      expect(pairs.length).toBeGreaterThan(40);
      for (const pair of pairs) {
        expect(pair.verdict.ratio).toBeGreaterThanOrEqual(1);
        expect(pair.verdict.ratio).toBeLessThanOrEqual(21);
      }
    }
  });

  it('lists as failing exactly the needed pairs under their bar, never decorative ones', () => {
    const failing = failingPairs();
    for (const pair of failing) {
      expect(pair.needs).not.toBeNull();
      expect(pair.verdict.ratio).toBeLessThan(pair.needs!);
    }
    const surfaces = (token: ColourToken) => colourRoles[token].use === 'surface';
    expect(failing.some((pair) => surfaces(pair.token))).toBe(false);
    const needed = [...colourPairs('light'), ...colourPairs('dark')].filter((pair) => pair.needs !== null);
    expect(failing).toEqual(needed.filter((pair) => pair.verdict.ratio < pair.needs!));
  });
});
