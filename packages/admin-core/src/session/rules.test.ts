import { describe, expect, it } from 'vitest';
import { expiredToken, unsignedJwt, validToken } from '../testing/jwt';
import { afterLoginPath, crossTabDecision, guardDecision, loginPageDecision } from './rules';
import { memoryStorage } from './storage';

describe('entering a guarded route (spec §4)', () => {
  it('shows the page when an access token exists and the refresh token is valid', () => {
    const storage = memoryStorage({ accessToken: expiredToken(), refreshToken: validToken() });
    expect(guardDecision(storage, '/brands?page=2')).toEqual({ kind: 'stay' });
  });

  it('otherwise clears both tokens and goes to /login?redirectTo={encoded path and query}', () => {
    const storage = memoryStorage({ accessToken: validToken(), refreshToken: expiredToken() });
    expect(guardDecision(storage, '/brands?page=2')).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fbrands%3Fpage%3D2',
    });
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
  });

  it('sends a visitor with no access token to login, even with a valid refresh token', () => {
    const storage = memoryStorage({ refreshToken: validToken() });
    expect(guardDecision(storage, '/')).toEqual({ kind: 'redirect', to: '/login?redirectTo=%2F' });
    expect(storage.get('refreshToken')).toBeNull();
  });

  it('treats a refresh token without expiry as invalid', () => {
    const storage = memoryStorage({ accessToken: validToken(), refreshToken: unsignedJwt({ sub: '1' }) });
    expect(guardDecision(storage, '/users').kind).toBe('redirect');
  });
});

describe('the login page (spec §4)', () => {
  it('goes to / when a valid access token already exists', () => {
    expect(loginPageDecision(memoryStorage({ accessToken: validToken() }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('removes a stale access token and stays', () => {
    const storage = memoryStorage({ accessToken: expiredToken(), refreshToken: validToken() });
    expect(loginPageDecision(storage)).toEqual({ kind: 'stay' });
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('refreshToken')).not.toBeNull();
  });

  it('returns to the sanitized redirectTo after signing in', () => {
    expect(afterLoginPath('/products?page=3')).toBe('/products?page=3');
    expect(afterLoginPath('https://evil.example')).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
  });
});

describe('a change of the stored access token in another tab (spec §4)', () => {
  const onBrands = { pathAndQuery: '/brands?search=a', redirectTo: null };

  it('token removed: go to login with redirectTo', () => {
    expect(crossTabDecision({ key: 'accessToken', oldValue: 'a', newValue: null }, onBrands)).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fbrands%3Fsearch%3Da',
    });
  });

  it('all storage cleared in the other tab counts as removed', () => {
    expect(crossTabDecision({ key: null, oldValue: null, newValue: null }, onBrands).kind).toBe('redirect');
  });

  it('token present after a sign-in elsewhere: go to the redirectTo target', () => {
    const onLogin = { pathAndQuery: '/login?redirectTo=%2Fusers', redirectTo: '/users' };
    expect(crossTabDecision({ key: 'accessToken', oldValue: null, newValue: 't' }, onLogin)).toEqual({
      kind: 'redirect',
      to: '/users',
    });
  });

  it('token present and no redirectTo: go to /', () => {
    const onLogin = { pathAndQuery: '/login', redirectTo: null };
    expect(crossTabDecision({ key: 'accessToken', oldValue: null, newValue: 't' }, onLogin)).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('a hostile redirectTo is never followed', () => {
    const onLogin = { pathAndQuery: '/login?redirectTo=//evil.example', redirectTo: '//evil.example' };
    expect(crossTabDecision({ key: 'accessToken', oldValue: null, newValue: 't' }, onLogin)).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('a refreshed token (replaced, not added) leaves this tab where it is', () => {
    expect(crossTabDecision({ key: 'accessToken', oldValue: 'old', newValue: 'new' }, onBrands)).toEqual({
      kind: 'stay',
    });
  });

  it('other keys change nothing', () => {
    expect(crossTabDecision({ key: 'settings', oldValue: null, newValue: '{}' }, onBrands)).toEqual({ kind: 'stay' });
  });
});
