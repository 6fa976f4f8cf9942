import { describe, expect, it } from 'vitest';
import { emailProblem, LINK_PROBLEM, linkProblem, urlProblem } from './addresses';
import { metadataProblems, tagsProblem } from './metadata';
import { slugProblem } from './slug';
import { optionalTextProblem, requiredTextProblem, TEXT_LIMITS } from './text';

describe('text, address, slug and metadata rules', () => {
  it('requires text and caps its length once trimmed', () => {
    expect(requiredTextProblem('  ', 'Title', TEXT_LIMITS.title)).toBe('Title is required.');
    expect(requiredTextProblem(` ${'a'.repeat(120)} `, 'Title', TEXT_LIMITS.title)).toBeNull();
    expect(requiredTextProblem('a'.repeat(121), 'Title', TEXT_LIMITS.title)).toBe(
      'Title must be 120 characters or fewer.',
    );
    expect(optionalTextProblem(undefined, 'Description', TEXT_LIMITS.description)).toBeNull();
  });

  it('takes http(s) addresses, and site paths where a link may be one', () => {
    expect(urlProblem('https://shop.example/a', 'Website')).toBeNull();
    expect(urlProblem('javascript:alert(1)', 'Website')).toBe(
      'Website must be a web address starting with http:// or https://.',
    );
    expect(urlProblem('/sales/x', 'Website')).not.toBeNull();
    expect(linkProblem('/sales/x')).toBeNull();
    expect(linkProblem('//evil.example')).toBe(LINK_PROBLEM);
  });

  it('checks email addresses', () => {
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem('ada@example', 'Contact email')).toBe('Contact email must be a valid email address.');
  });

  it('takes lowercase words joined by single hyphens as a slug, up to 120 characters', () => {
    expect(slugProblem('summer-sale-2026')).toBeNull();
    expect(slugProblem('')).toBe('Slug is required.');
    for (const slug of ['Summer', 'a--b', '-a', 'a b', 'a'.repeat(121)]) {
      expect(slugProblem(slug)).toBe('Slug may contain only lowercase letters, digits and single hyphens.');
    }
  });

  it('caps tag lists and SEO metadata', () => {
    expect(tagsProblem(['a', 'a ', 'b'], 'Tags', 2)).toBeNull();
    expect(tagsProblem(['a', 'b', 'c'], 'Tags', 2)).toBe('Tags may hold at most 2 entries.');
    expect(metadataProblems({ title: 'x'.repeat(71), keywords: ['k'.repeat(61)] })).toEqual({
      'metadata.title': 'SEO title must be 70 characters or fewer.',
      'metadata.keywords': 'Each of keywords must be 60 characters or fewer.',
    });
  });
});
