import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it.each([
    ['Black Friday: Tech 2026!', 'black-friday-tech-2026'],
    ['Crème brûlée week', 'creme-brulee-week'],
    ['  --Spring   Sale--  ', 'spring-sale'],
    ['€€€', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('always answers a valid slug or nothing, even when cut to 120 characters', () => {
    const slug = slugFromTitle(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
