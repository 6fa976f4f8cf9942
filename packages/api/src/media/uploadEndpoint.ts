import { randomBytes } from 'node:crypto';
import sharp, { type FormatEnum, type Metadata } from 'sharp';
import type { Services } from '../context';
import { BodyTooLarge, limitBody } from '../http/bodyLimit';
import { joinPath, normalizeFolder, safeFileName } from './folders';
import { localMediaService, mediaUrls } from './localMedia';
import { isValidSignature } from './signature';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const THUMBNAIL_SIZE = 320;
const FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/avif',
  svg: 'image/svg+xml',
};

/** Where a developer reads about uploads: a section shipped in the @deals/admin-core package (uploadHelp.test.ts). */
/** Where the offline store takes uploads: ImageKit's own path, on this API's origin. */
export const UPLOAD_PATH = '/api/v1/files/upload';

export const UPLOAD_HELP_SECTION = 'Media uploads';
export const UPLOAD_HELP = `See "${UPLOAD_HELP_SECTION}" in the README of @deals/admin-core (node_modules/@deals/admin-core/README.md).`;

function fail(status: number, message: string): Response {
  return Response.json({ message, help: UPLOAD_HELP }, { status });
}

/**
 * The offline stand-in for ImageKit's `POST /api/v1/files/upload`: the same multipart fields (file, fileName, tags,
 * folder, publicKey, signature, expire, token), the same signature and expiry rules, a one-time token, and an
 * ImageKit-shaped JSON answer.
 */
/**
 * Behind Node's HTTP server the request is @whatwg-node's, whose form parts are its own File class, not the global
 * Blob: check for a file part by shape, not by `instanceof`.
 */
function isFilePart(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null && typeof value.arrayBuffer === 'function';
}

/** The multipart envelope around the file: field names, boundaries and the other fields, generously. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function handleUpload(request: Request, services: Services, mediaRoot: string): Promise<Response> {
  // The declared size is checked before a byte of the body is read, and an undeclared (chunked) body is read only up
  // to the limit: a 200 MB body is refused unread. (The signature travels inside the body, so it can only be checked
  // once the form is read — within this cap.)
  let limited: Request;
  try {
    limited = await limitBody(request, MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(413, 'The file is larger than the 10 MB limit.');
    throw error;
  }
  let form: FormData;
  try {
    form = await limited.formData();
  } catch {
    return fail(400, 'The upload must be a multipart form.');
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const file = form.get('file');
  if (!isFilePart(file) || file.size === 0) return fail(400, 'Missing file parameter for upload');
  const fileName = safeFileName(text('fileName'));
  if (!fileName) return fail(400, 'Missing fileName parameter for upload');
  if (text('publicKey') !== services.config.mediaKeys.publicKey)
    return fail(403, 'Your account cannot be authenticated.');
  const token = text('token');
  const expire = text('expire');
  const signature = text('signature');
  if (!token || !expire || !signature) return fail(403, 'Missing token, signature or expire for upload');
  const expiresAt = Number(expire);
  const now = Math.floor(Date.now() / 1000);
  if (!Number.isInteger(expiresAt) || expiresAt < now) return fail(403, 'The expire parameter is in the past.');
  if (expiresAt > now + 3600) return fail(403, 'The expire parameter must be less than 1 hour into the future.');
  if (!isValidSignature(services.config.mediaKeys.privateKey, token, expire, signature)) {
    return fail(403, 'Invalid signature.');
  }
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, 'The file is larger than the 10 MB limit.');
  let folder: string;
  try {
    folder = normalizeFolder(text('folder') || '/');
  } catch {
    return fail(400, 'Invalid folder parameter for upload.');
  }
  const used = await services.db.query(
    `INSERT INTO upload_tokens (token) VALUES ($1) ON CONFLICT (token) DO NOTHING RETURNING token`,
    [token],
  );
  if (used.rows.length === 0) return fail(403, 'The token has been used before. Ask for new upload parameters.');

  const bytes = new Uint8Array(await file.arrayBuffer());
  let info: Metadata;
  try {
    info = await sharp(bytes).metadata();
  } catch {
    return fail(400, 'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF or SVG).');
  }
  const mimeType = FORMATS[info.format ?? ''];
  if (!mimeType) return fail(400, 'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF or SVG).');

  let thumbnail: Uint8Array;
  try {
    thumbnail =
      info.format === 'svg'
        ? bytes
        : await sharp(bytes, { animated: false })
            .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
            .toFormat(info.format === 'heif' ? 'avif' : (info.format as keyof FormatEnum))
            .toBuffer();
  } catch {
    // The header looked like an image but the pixels can't be decoded (a truncated or corrupt file).
    return fail(400, 'The image file is damaged and could not be read.');
  }

  const media = localMediaService(services.db, services.config, mediaRoot);
  const name = await uniqueName(services, folder, fileName);
  const filePath = joinPath(folder, name);
  const fileId = randomBytes(12).toString('hex');
  const tags = text('tags')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 30);
  await media.store(
    {
      fileId,
      name,
      folder,
      filePath,
      mimeType,
      size: bytes.byteLength,
      width: info.width ?? null,
      height: info.height ?? null,
      tags,
    },
    bytes,
    thumbnail,
  );
  const urls = mediaUrls(services.config, filePath);
  return Response.json({
    fileId,
    name,
    filePath,
    url: urls.url,
    thumbnailUrl: urls.thumbnail,
    size: bytes.byteLength,
    height: info.height ?? null,
    width: info.width ?? null,
    fileType: 'image',
    tags,
  });
}

/** Like ImageKit's useUniqueFileName: "logo.png" becomes "logo_k3f9a.png" when the folder already has one. */
async function uniqueName(services: Services, folder: string, fileName: string): Promise<string> {
  const taken = await services.db.query(`SELECT 1 FROM media_files WHERE file_path = $1`, [joinPath(folder, fileName)]);
  if (taken.rows.length === 0) return fileName;
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot) : '';
  return `${base}_${randomBytes(3).toString('hex')}${extension}`;
}
