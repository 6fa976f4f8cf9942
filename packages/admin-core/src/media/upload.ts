import type ImageKit from 'imagekit-javascript';
import { toUploadMessage, UploadError, uploadMessages } from './uploadMessages';

export const AUTHENTICATION_TIMEOUT_MS = 60_000;
const IMAGEKIT_UPLOAD_URL = 'https://upload.imagekit.io/api/v1/files/upload';

export interface UploadAuthParams {
  token: string;
  expire: number;
  signature: string;
}

export interface MediaUploaderOptions {
  publicKey: string;
  urlEndpoint: string;
  /** Gets fresh upload parameters (GetImageKitAuthParams); resolves null when they could not be had. */
  authenticator: () => Promise<UploadAuthParams | null>;
  /** Send uploads here instead of ImageKit (the reference API's compatible endpoint); omit with real ImageKit keys. */
  uploadEndpoint?: string;
  /** Where XMLHttpRequest comes from (tests); the browser's by default. */
  createXhr?: () => XMLHttpRequest;
}

export interface UploadRequest {
  file: Blob | null | undefined;
  fileName: string | null | undefined;
  tags?: string[];
  folder?: string;
  /**
   * The public key of this upload, when it differs from the uploader's (an upload into another ImageKit account, as
   * the SDK allows per call); the uploader's own by default. An empty one gives 'Missing public key for upload'.
   */
  publicKey?: string;
  transformation?: { pre?: string; post?: { type: string; value?: string }[] };
  onProgress?: (fraction: number) => void;
}

export interface UploadedFile {
  fileId: string;
  name: string;
  url: string;
  thumbnailUrl: string;
  filePath: string;
  width?: number;
  height?: number;
  size: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new UploadError(uploadMessages.authTimeout)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isAuthParams(value: unknown): value is UploadAuthParams {
  const params = value as Partial<UploadAuthParams> | null;
  return (
    typeof params === 'object' &&
    params !== null &&
    typeof params.token === 'string' &&
    typeof params.signature === 'string' &&
    typeof params.expire === 'number'
  );
}

/**
 * Uploads through imagekit-javascript (file, fileName, comma-joined tags, folder, signature, expire, token,
 * publicKey) with progress. Every failure rejects with an UploadError carrying the spec §8 message.
 */
export function createMediaUploader(options: MediaUploaderOptions) {
  if (!options.publicKey) throw new UploadError(uploadMessages.missingPublicKey);
  if (!options.urlEndpoint) throw new UploadError(uploadMessages.missingUrlEndpoint);
  if (typeof options.authenticator !== 'function') throw new UploadError(uploadMessages.authenticatorNotFunction);
  // The SDK loads with the first upload: screens that never upload never download it.
  let imagekit: Promise<ImageKit> | undefined;
  const loadImageKit = () =>
    (imagekit ??= import('imagekit-javascript').then(
      ({ default: ImageKitSdk }) => new ImageKitSdk({ publicKey: options.publicKey, urlEndpoint: options.urlEndpoint }),
    ));
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());

  async function authenticate(): Promise<UploadAuthParams> {
    const pending = options.authenticator();
    if (!pending || typeof (pending as Promise<unknown>).then !== 'function') {
      throw new UploadError(uploadMessages.authenticatorNotFunction);
    }
    const params = await withTimeout(pending, AUTHENTICATION_TIMEOUT_MS);
    if (params === null) throw new UploadError(uploadMessages.missingAuthParams);
    if (!isAuthParams(params)) throw new UploadError(uploadMessages.invalidAuthResponse);
    return params;
  }

  return async function upload(request: UploadRequest): Promise<UploadedFile> {
    if (!request.file) throw new UploadError(uploadMessages.missingFile);
    if (!request.fileName) throw new UploadError(uploadMessages.missingFileName);
    // Checked before asking for upload parameters: the SDK would only say so after the auth round trip.
    const publicKey = request.publicKey ?? options.publicKey;
    if (!publicKey) throw new UploadError(uploadMessages.missingPublicKeyForUpload);
    const params = await authenticate();
    if (!params.token || !params.signature || !params.expire) throw new UploadError(uploadMessages.missingAuthParams);

    const xhr = createXhr();
    if (options.uploadEndpoint) {
      // imagekit-javascript posts to a fixed ImageKit URL; the offline API serves a compatible endpoint instead.
      const open = xhr.open.bind(xhr) as (method: string, url: string, async?: boolean) => void;
      const endpoint = options.uploadEndpoint;
      xhr.open = ((method: string, url: string | URL, async: boolean = true) =>
        open(method, String(url) === IMAGEKIT_UPLOAD_URL ? endpoint : String(url), async)) as typeof xhr.open;
    }
    xhr.upload?.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    });
    try {
      const sdk = await loadImageKit();
      const response = await sdk.upload(
        {
          file: request.file as File,
          fileName: request.fileName,
          tags: request.tags?.length ? request.tags.join(',') : undefined,
          folder: request.folder,
          token: params.token,
          signature: params.signature,
          expire: params.expire,
          useUniqueFileName: true,
          xhr,
          ...(request.transformation ? { transformation: request.transformation } : {}),
        } as Parameters<ImageKit['upload']>[0],
        { publicKey },
      );
      request.onProgress?.(1);
      return response as unknown as UploadedFile;
    } catch (error) {
      throw new UploadError(toUploadMessage(error));
    }
  };
}

export type MediaUploader = ReturnType<typeof createMediaUploader>;
