import { describe, expect, it } from 'vitest';
import { publishedPostProblem } from './blog';

describe('blog rules', () => {
  it('refuses to publish an empty post, and lets a draft be empty', () => {
    expect(publishedPostProblem('PUBLISHED', '  ')).toBe('Write the post before publishing it.');
    expect(publishedPostProblem('PUBLISHED', '<p>Out now.</p>')).toBeNull();
    expect(publishedPostProblem('DRAFT', '')).toBeNull();
  });
});
