import { describe, expect, it } from 'vitest';
import { isAllowedAttribute, isAllowedUrl } from './html';

describe('the HTML allow-list', () => {
  it('takes web, mail and relative links, never scripts or protocol-relative ones', () => {
    for (const url of ['https://shop.example', 'mailto:team@shop.example', '/sales/x', '#top', 'a/b:c']) {
      expect(isAllowedUrl('a', url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x', '//evil.example']) {
      expect(isAllowedUrl('a', url), url).toBe(false);
    }
  });

  it('takes images from the web only, and attributes by tag', () => {
    expect(isAllowedUrl('img', 'https://img.example/a.png')).toBe(true);
    expect(isAllowedUrl('img', 'mailto:a@b.c')).toBe(false);
    expect(isAllowedAttribute('a', 'href')).toBe(true);
    expect(isAllowedAttribute('p', 'href')).toBe(false);
    expect(isAllowedAttribute('img', 'onerror')).toBe(false);
  });
});
