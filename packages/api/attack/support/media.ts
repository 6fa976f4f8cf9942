import { deflateSync } from 'node:zlib';
import { attackContext } from './context';
import { dataOf, post } from './client';

/** README "Media uploads": the reference API's public key unless MEDIA_PUBLIC_KEY says otherwise. */
export const MEDIA_PUBLIC_KEY = 'public_dev_deals_backoffice';
export const UPLOAD_PATH = '/api/v1/files/upload';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1 × 1 PNG, built here so the suite ships no binary file. */
export function onePixelPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadParams {
  token: string;
  expire: number;
  signature: string;
}

export async function uploadParams(accessToken: string): Promise<UploadParams> {
  const answer = await post<{ getImageKitAuthParams: UploadParams }>(attackContext().origin, {
    query: '{ getImageKitAuthParams { token expire signature } }',
    token: accessToken,
  });
  return dataOf(answer, 'getImageKitAuthParams').getImageKitAuthParams;
}

/** The multipart form the spec describes (§7): file, fileName, publicKey, token, expire, signature, folder. */
export async function upload(
  fields: Record<string, string | undefined>,
  file: Buffer | undefined = onePixelPng(),
  type = 'image/png',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type }), fields.fileName ?? 'file');
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  const response = await fetch(`${attackContext().origin}${UPLOAD_PATH}`, { method: 'POST', body: form });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

export async function uploadAs(
  accessToken: string,
  fileName: string,
  extra: Record<string, string> = {},
  file?: Buffer,
  type?: string,
) {
  const params = await uploadParams(accessToken);
  return upload(
    { fileName, publicKey: MEDIA_PUBLIC_KEY, ...params, expire: String(params.expire), ...extra },
    file,
    type,
  );
}
