import { SANITIZE_EXAMPLES } from '@deals/domain/testing';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitizeHtml';

// sanitize-html writes void elements XHTML-style (`<img />`); the examples are HTML5's serialisation.
const asHtml5 = (html: string) => html.replace(/\s*\/>/g, '>');

describe('the stored HTML of a post (HTML_ALLOW_LIST, as ui shows it)', () => {
  it.each(SANITIZE_EXAMPLES)('$name', ({ html, clean }) => {
    expect(asHtml5(sanitizePostHtml(html))).toBe(clean);
  });
});
