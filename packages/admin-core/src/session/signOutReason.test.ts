// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { validToken } from '../testing/jwt';
import { followSessionOfOtherTabs, tabLocationOf } from './crossTab';
import { rememberSignOut, type SignOutReason } from './signOutReason';
import { memoryStorage } from './storage';

describe('the other tabs learn why from the notice written before the tokens go', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  /** Replays, as storage events on this window, what another tab writes to the shared storage. */
  function otherTabWrites(key: string, oldValue: string | null, newValue: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }));
  }
  function follow() {
    const reasons: (SignOutReason | null)[] = [];
    stops.push(
      followSessionOfOtherTabs(
        window,
        () => tabLocationOf({ pathname: '/brands', search: '' }),
        (_to, _change, reason) => reasons.push(reason),
      ),
    );
    return reasons;
  }
  function otherTabEnds(reason: SignOutReason) {
    const shared = memoryStorage();
    rememberSignOut(reason, { tab: memoryStorage(), shared });
    otherTabWrites('signOutNotice', null, shared.get('signOutNotice'));
    otherTabWrites('accessToken', validToken(), null);
    otherTabWrites('refreshToken', validToken(), null);
  }

  it('"Sign out" pressed there reads "in another tab" here', () => {
    const reasons = follow();
    otherTabEnds('signed-out');
    expect(reasons).toEqual(['other-tab']);
  });

  it('a password change found out there reads the same here', () => {
    const reasons = follow();
    otherTabEnds('password-changed');
    expect(reasons).toEqual(['password-changed']);
  });

  it('tokens cleared without a notice (an older version of the app): "in another tab"; an old notice is not reused', () => {
    const reasons = follow();
    otherTabEnds('role-changed');
    otherTabWrites('accessToken', null, validToken());
    otherTabWrites('accessToken', validToken(), null);
    expect(reasons).toEqual(['role-changed', null, 'other-tab']);
  });
});
