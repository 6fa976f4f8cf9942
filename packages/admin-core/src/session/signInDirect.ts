// The package root, not a deep path: graphql has no `exports` map, so Node's ESM loader finds a deep import only
// with its `.js` suffix, and a bundler tree-shakes the root (`sideEffects: false`) down to the printer all the same.
import { print } from 'graphql';
import { LoginDocument, type LoginMutation } from '../domains/session/operations.generated';
import { afterLoginPath } from './rules';
import type { KeyValueStorage } from './storage';
import { storeTokens } from './tokens';

export type SignInOutcome = { ok: true; to: string } | { ok: false; message: string };

/**
 * Signs in with one plain POST of the Login operation, without the Apollo client: a sign-in page can load and work
 * before (or without) the rest of the back-office. Stores both tokens and answers where to go next (the sanitized
 * redirectTo, or /), like `useLogin`.
 */
export async function signInDirect(
  options: { uri: string; storage: KeyValueStorage; fetch?: typeof fetch },
  credentials: { email: string; password: string },
  redirectTo: string | null,
): Promise<SignInOutcome> {
  const send = options.fetch ?? globalThis.fetch;
  let body: { data?: LoginMutation | null; errors?: { message: string }[] };
  try {
    const response = await send(options.uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'Login', query: print(LoginDocument), variables: credentials }),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    // spec §8: network errors are logged; the page shows that signing in did not go through.
    console.error(error);
    return { ok: false, message: 'The server could not be reached. Try again.' };
  }
  if (!body.data?.login) return { ok: false, message: body.errors?.[0]?.message ?? 'Signing in failed. Try again.' };
  storeTokens(options.storage, body.data.login);
  return { ok: true, to: afterLoginPath(redirectTo) };
}
