// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { validToken } from '../testing/jwt';
import { followSessionOfOtherTabs, tabLocationOf } from './crossTab';
import { storeTokens } from './tokens';

/** What another tab's write looks like to this one: a `storage` event on this window. */
function otherTabWrites(key: string, oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }));
}

describe('following sign-ins and sign-outs of other tabs (spec §4)', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  function follow(pathname: string, search: string) {
    const visits: string[] = [];
    stops.push(
      followSessionOfOtherTabs(
        window,
        () => tabLocationOf({ pathname, search }),
        (to) => visits.push(to),
      ),
    );
    return visits;
  }

  it('moves a login page waiting on redirectTo=/stores to /stores when another tab signs in', () => {
    const visits = follow('/login', '?redirectTo=%2Fstores');
    otherTabWrites('accessToken', null, validToken());
    expect(visits).toEqual(['/stores']);
  });

  it('moves a login page without redirectTo to /', () => {
    const visits = follow('/login', '');
    otherTabWrites('accessToken', null, validToken());
    expect(visits).toEqual(['/']);
  });

  it('never follows a hostile redirectTo', () => {
    const visits = follow('/login', '?redirectTo=%2F%2Fevil.example');
    otherTabWrites('accessToken', null, validToken());
    expect(visits).toEqual(['/']);
  });

  it('sends a guarded page to login with its path when another tab signs out, and ignores refreshes', () => {
    const visits = follow('/brands', '?page=2');
    otherTabWrites('accessToken', validToken(), validToken());
    otherTabWrites('accessToken', validToken(), null);
    expect(visits).toEqual(['/login?redirectTo=%2Fbrands%3Fpage%3D2']);
  });

  it('stops following once unsubscribed', () => {
    const visits = follow('/login', '');
    stops.splice(0).forEach((stop) => stop());
    otherTabWrites('accessToken', null, validToken());
    expect(visits).toEqual([]);
  });
});

describe('storing a token pair', () => {
  it('writes the refresh token before the access token that other tabs follow', () => {
    const writes: string[] = [];
    storeTokens(
      { get: () => null, set: (key) => writes.push(key), remove: () => undefined },
      {
        accessToken: 'a',
        refreshToken: 'r',
      },
    );
    expect(writes).toEqual(['refreshToken', 'accessToken']);
  });
});
