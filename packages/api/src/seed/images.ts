import sharp from 'sharp';

export { labelledSvg } from './labelledSvg';

export async function renderPng(svg: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}
