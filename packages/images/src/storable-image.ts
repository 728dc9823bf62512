import { MAX_IMAGE_PIXELS } from '@caliber/contracts';
import sharp from 'sharp';
import type { ImageHeader } from './image-header.js';

export interface StorableImage {
  bytes: Buffer;
  width: number;
  height: number;
}

// Close to the original: the WebP copies are what visitors download; this is the operator's master.
const JPEG = { quality: 92, chromaSubsampling: '4:4:4' } as const;
const WEBP = { quality: 92 } as const;

/**
 * Metadata kept in a stored original: none. Orientation is applied to the pixels, colours are converted
 * to sRGB, and every block (EXIF, GPS, XMP, IPTC, ICC profile, comments, text chunks, bytes after the
 * image's end) is left behind. A block to keep would be named here and passed to sharp's keep options.
 */
export const KEPT_METADATA: readonly string[] = [];

/**
 * The original as Caliber stores it (docs/security.md): always decoded, turned upright and re-encoded in
 * its own format at high quality, so nothing the file carried besides its pixels survives, whatever its
 * header says. Call it only for a header that is not `tooLarge`; sharp refuses to decode more pixels than
 * that anyway.
 */
export async function storableImage(bytes: Buffer, header: ImageHeader): Promise<StorableImage> {
  const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const encoded = header.format === 'jpeg' ? upright.jpeg(JPEG) : header.format === 'png' ? upright.png() : upright.webp(WEBP);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
