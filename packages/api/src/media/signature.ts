import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** ImageKit's client-upload signature: HMAC-SHA1 of token + expire with the private key, hex encoded. */
export function uploadSignature(privateKey: string, token: string, expire: number | string): string {
  return createHmac('sha1', privateKey).update(`${token}${expire}`).digest('hex');
}

/** Parameters for one upload, valid 30 minutes (ImageKit refuses an expiry more than an hour ahead). */
export function createUploadAuthParams(privateKey: string, now = Date.now()) {
  const token = randomUUID();
  const expire = Math.floor(now / 1000) + 30 * 60;
  return { token, expire, signature: uploadSignature(privateKey, token, expire) };
}

export function isValidSignature(privateKey: string, token: string, expire: string, signature: string): boolean {
  const expected = Buffer.from(uploadSignature(privateKey, token, expire));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
