import { SetContextLink } from '@apollo/client/link/context';

/** A bearer Authorization header with the (fresh) access token; none when no access token is stored (spec §4/§7). */
export function createAuthLink(accessTokenForRequest: () => Promise<string | null>) {
  return new SetContextLink(async (previous) => {
    const token = await accessTokenForRequest();
    if (!token) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
  });
}
