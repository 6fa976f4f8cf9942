import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { clearTokens, isTokenValid, readTokens, storeTokens } from './tokens';
import { unsignedJwt } from '../testing/jwt';

describe('token validity is judged on the client from the expiry claim (spec §5)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('a token whose expiry is in the future is valid', () => {
    expect(isTokenValid(unsignedJwt({ exp: now / 1000 + 60 }), now)).toBe(true);
  });

  it('a token whose expiry is in the past is expired', () => {
    expect(isTokenValid(unsignedJwt({ exp: now / 1000 - 1 }), now)).toBe(false);
  });

  it('no expiry means expired', () => {
    expect(isTokenValid(unsignedJwt({ sub: '1' }), now)).toBe(false);
  });

  it('an unreadable token or no token at all is not valid', () => {
    expect(isTokenValid('not.a.jwt', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
  });

  it('an expiry that is not a number is not valid', () => {
    expect(isTokenValid(unsignedJwt({ exp: 'tomorrow' }), now)).toBe(false);
  });
});

describe('tokens are kept in local storage under accessToken and refreshToken (spec §4)', () => {
  it('stores, reads and clears both', () => {
    const storage = memoryStorage();
    storeTokens(storage, { accessToken: 'a', refreshToken: 'r' });
    expect(storage.get('accessToken')).toBe('a');
    expect(storage.get('refreshToken')).toBe('r');
    clearTokens(storage);
    expect(readTokens(storage)).toEqual({ accessToken: null, refreshToken: null });
  });
});
