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
 * The original as Caliber stores it (docs/security.md): a picture without metadata keeps its exact bytes;
 * one with EXIF (GPS included), XMP, IPTC or text is turned upright and re-encoded in its own format at
 * high quality, which leaves every metadata block behind, as the WebP copies do. Call it only for a
 * header that is not `tooLarge`; sharp refuses to decode more pixels than that anyway.
 */
export async function storableImage(bytes: Buffer, header: ImageHeader): Promise<StorableImage> {
  if (!header.hasMetadata) return { bytes, width: header.width, height: header.height };
  const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const encoded = header.format === 'jpeg' ? upright.jpeg(JPEG) : header.format === 'png' ? upright.png() : upright.webp(WEBP);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
