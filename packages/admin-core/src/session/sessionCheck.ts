import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';
import type { AdminCore } from '../createAdminCore';
import { WhoAmIDocument } from '../domains/session/operations.generated';
import type { CurrentUser } from '../stores/auth';
import { isTokenValid, readTokens } from './tokens';

type SessionCore = Pick<AdminCore, 'client' | 'fetchAccess' | 'storage' | 'stores'>;

/**
 * The guard's check of spec §4: WhoAmI, and beside it the role when permissions are on (so no screen shows before it
 * knows what to hide). Errors are the caller's to show (the guard, with a retry).
 */
export async function loadCurrentUser(core: SessionCore): Promise<CurrentUser> {
  const [{ data }] = await Promise.all([
    core.client.query({
      query: WhoAmIDocument,
      fetchPolicy: 'network-only',
      context: { [ERRORS_SHOWN_BY_CALLER]: true },
    }),
    core.fetchAccess({ fresh: true }),
  ]);
  if (!data) throw new Error('The WhoAmI query returned no data.');
  return data.whoAmI;
}

const started = new WeakMap<SessionCore, Promise<CurrentUser>>();

/**
 * Starts the session check before the guard mounts — a full page load calls it beside loading its route — so WhoAmI
 * goes out with the screen's code rather than after it (issue 17). The guard takes the started check instead of
 * sending its own; nothing is sent without a session the guard would let through (it sends the person to login).
 */
export function preloadSession(core: SessionCore): void {
  const { accessToken, refreshToken } = readTokens(core.storage);
  if (!accessToken || !isTokenValid(refreshToken) || core.stores.auth.getState().user || started.has(core)) return;
  const check = loadCurrentUser(core);
  // The guard reports a failure; until it takes the check, an unhandled rejection would only be noise.
  check.catch(() => undefined);
  started.set(core, check);
}

/** The check `preloadSession` started, handed over once; later guards (a retry) check afresh. */
export function takePreloadedSession(core: SessionCore): Promise<CurrentUser> | undefined {
  const check = started.get(core);
  started.delete(core);
  return check;
}
