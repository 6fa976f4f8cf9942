import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ApiConfig } from '../config';
import type { VerifiedToken } from '../auth/tokens';

/** What a download link fetches: a list export, or the rejected rows of an import. */
export type DownloadRequest =
  | { kind: 'export'; list: string; search?: string | null; sort?: unknown; filter?: unknown; ids?: string[] | null }
  | { kind: 'rejected'; importId: string };

/** A link is for the click that asked for it: long enough to start the download, too short to share. */
export const DOWNLOAD_LINK_SECONDS = 120;

export const DOWNLOAD_PATH = '/api/v1/feeds/download';

/**
 * A signed, short-lived link for the browser's own download (an `<a href>` cannot send the bearer header): it names
 * the person's login and session version like an access token, so a signed-out or deactivated person's link stops
 * working, and it carries the request itself, so it fetches nothing else.
 */
export async function signDownloadLink(config: ApiConfig, access: VerifiedToken, request: DownloadRequest) {
  const expiresAt = Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_SECONDS;
  const token = await new SignJWT({
    typ: 'download',
    fam: access.familyId ?? '',
    sv: access.sessionVersion ?? -1,
    req: JSON.stringify(request),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(access.userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(config.jwtSecret);
  return {
    url: `${config.publicUrl}${DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/** The link's session (as an access token would carry it) and request; null when forged, expired or of another kind. */
export async function verifyDownloadLink(
  config: ApiConfig,
  token: string,
): Promise<{ access: VerifiedToken; request: DownloadRequest } | null> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    if (payload.typ !== 'download' || typeof payload.sub !== 'string' || typeof payload.req !== 'string') return null;
    return {
      access: {
        userId: payload.sub,
        jti: undefined,
        familyId: typeof payload.fam === 'string' && payload.fam ? payload.fam : undefined,
        sessionVersion: typeof payload.sv === 'number' && payload.sv >= 0 ? payload.sv : undefined,
        expiresAt: payload.exp!,
      },
      request: JSON.parse(payload.req) as DownloadRequest,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
