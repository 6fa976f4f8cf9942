import { memoryStorage } from '../../packages/admin-core/src/session/storage';
import { signInDirect } from '../../packages/admin-core/src/session/signInDirect';

/** Signs in as the seeded admin through admin-core's `signInDirect` and answers the stored token pair. */
export async function signIn(api: string) {
  const storage = memoryStorage();
  const outcome = await signInDirect(
    { uri: `${api}/graphql`, storage },
    { email: 'admin@example.com', password: 'admin-password' },
    null,
  );
  if (!outcome.ok) throw new Error(`Sign-in failed: ${outcome.message}`);
  return { accessToken: storage.get('accessToken')!, refreshToken: storage.get('refreshToken')! };
}

/** An init script that puts the pair where the app keeps it (spec §4 storage keys) before any page script runs. */
export const storeTokensScript = (tokens: { accessToken: string; refreshToken: string }) =>
  `localStorage.setItem('accessToken', ${JSON.stringify(tokens.accessToken)});` +
  `localStorage.setItem('refreshToken', ${JSON.stringify(tokens.refreshToken)});`;
