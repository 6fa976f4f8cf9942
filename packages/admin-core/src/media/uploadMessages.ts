/** Spec §8, the upload messages, exactly as the product shows them. */
export const uploadMessages = {
  missingFile: 'Missing file parameter for upload',
  missingFileName: 'Missing fileName parameter for upload',
  missingPublicKeyForUpload: 'Missing public key for upload',
  missingAuthParams: 'Missing token, signature or expire for upload',
  invalidTransformation: 'Invalid transformation parameter',
  networkError: 'Request to upload endpoint failed due to network error',
  authTimeout: 'authentication endpoint timed out in 60 seconds',
  invalidAuthResponse: 'invalid response from authentication endpoint',
  missingPublicKey: 'Missing publicKey',
  missingUrlEndpoint: 'Missing urlEndpoint',
  authenticatorNotFunction: 'the authenticator must be a function returning a promise',
} as const;

export type UploadMessage = (typeof uploadMessages)[keyof typeof uploadMessages];

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** imagekit-javascript's own wording of the same failures, mapped onto the spec's. */
const sdkMessages: [RegExp, UploadMessage][] = [
  [/^Missing file parameter/i, uploadMessages.missingFile],
  [/^Missing fileName parameter/i, uploadMessages.missingFileName],
  [/^Missing public key/i, uploadMessages.missingPublicKeyForUpload],
  [/^Missing (token|signature|expire) for upload/i, uploadMessages.missingAuthParams],
  [/^Invalid (pre |post )?transformation parameter/i, uploadMessages.invalidTransformation],
  [/upload endpoint failed due to network error/i, uploadMessages.networkError],
  [/^Missing urlEndpoint/i, uploadMessages.missingUrlEndpoint],
];

/** The spec's message for an SDK error; a server's own message (e.g. "Invalid signature.") passes through unchanged. */
export function toUploadMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message) return uploadMessages.networkError;
  return sdkMessages.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}
