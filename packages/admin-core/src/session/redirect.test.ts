import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeRedirectTo } from './redirect';

describe('redirectTo is only ever followed to a same-origin path', () => {
  it.each([
    ['/brands', '/brands'],
    ['/brands?page=2&sort=title', '/brands?page=2&sort=title'],
    ['/categories/12/edit', '/categories/12/edit'],
    ['/sales/black-friday/edit#metadata', '/sales/black-friday/edit#metadata'],
    ['/', '/'],
  ])('follows the in-app path %s', (input, expected) => {
    expect(sanitizeRedirectTo(input)).toBe(expected);
  });

  it.each([
    ['an absolute http URL', 'http://evil.example/phish'],
    ['an absolute https URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/brands'],
    ['a triple slash', '///evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a leading backslash pair', '\\\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a mixed-case javascript: URL', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a percent-encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a path with an encoded second slash', '/%2Fevil.example'],
    ['a double-encoded second slash', '/%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['a relative path without a leading slash', 'brands'],
    ['a bare host', 'evil.example'],
    ['a user-info trick', '/@evil.example'.replace('/', '//user')],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['an empty string', ''],
    ['a space before the slashes', ' //evil.example'],
    ['the login page itself', '/login?redirectTo=/brands'],
  ])('falls back to / for %s', (_label, input) => {
    expect(sanitizeRedirectTo(input)).toBe('/');
  });

  it('falls back to / when there is no redirectTo at all', () => {
    expect(sanitizeRedirectTo(null)).toBe('/');
    expect(sanitizeRedirectTo(undefined)).toBe('/');
  });

  it('keeps a path with a colon later on, which is not a scheme', () => {
    expect(sanitizeRedirectTo('/products?q=ratio:1')).toBe('/products?q=ratio:1');
  });
});

describe('the guard sends the user to /login?redirectTo={encoded current path and query}', () => {
  it('encodes the path and the query', () => {
    expect(loginPathFor('/brands?page=2&search=a b')).toBe('/login?redirectTo=%2Fbrands%3Fpage%3D2%26search%3Da%20b');
  });
});
