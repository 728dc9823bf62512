import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS } from '@caliber/contracts';
import sharp from 'sharp';

/** No copy's long edge exceeds this (docs/architecture.md). */
export const MAX_LONG_EDGE = 2000;
const WEBP_QUALITY = 80;

/** One WebP copy: `width` is the nominal width of its file name; the image may be narrower. */
export interface CompressedCopy {
  width: number;
  actualWidth: number;
  actualHeight: number;
  bytes: Buffer;
}

/**
 * The WebP copies of an image for every width in `IMAGE_WIDTHS`: turned upright by its EXIF
 * orientation, long edge at most 2000 px, never wider than the original (a small image's wide copies
 * are the image at its own size), every metadata block dropped. Decodes the original once, and never
 * one over `MAX_IMAGE_PIXELS` (stored before that limit existed).
 */
export async function compressImage(input: Buffer, widths: readonly number[] = IMAGE_WIDTHS): Promise<CompressedCopy[]> {
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_LONG_EDGE, height: MAX_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    widths.map(async (width) => {
      const { data: bytes, info: out } = await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width, actualWidth: out.width, actualHeight: out.height, bytes };
    }),
  );
}
