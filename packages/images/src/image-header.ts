import { MAX_IMAGE_PIXELS } from '@caliber/contracts';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageFileType {
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/** The formats Caliber stores, with the extension and type their files are served with. */
export const IMAGE_FILE_TYPES: Record<ImageFormat, ImageFileType> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

export interface ImageHeader {
  format: ImageFormat;
  /** As the image is shown: EXIF orientation applied. */
  width: number;
  height: number;
  /** Over `MAX_IMAGE_PIXELS`: refuse it without decoding it. */
  tooLarge: boolean;
  /** Carries EXIF (GPS included), XMP, IPTC, Photoshop or text blocks, or an orientation to apply. */
  hasMetadata: boolean;
}

const isStoredFormat = (format: string | undefined): format is ImageFormat => format !== undefined && format in IMAGE_FILE_TYPES;

/**
 * What the header says, without decoding a pixel (so a file claiming a billion pixels costs nothing);
 * null when it is not a JPEG, PNG or WebP that sharp can read.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | null> {
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!metadata || !isStoredFormat(metadata.format) || !metadata.width || !metadata.height) return null;
  const { width, height } = metadata.autoOrient;
  return {
    format: metadata.format,
    width,
    height,
    tooLarge: width * height > MAX_IMAGE_PIXELS,
    hasMetadata: Boolean(
      metadata.exif || metadata.xmp || metadata.iptc || metadata.tifftagPhotoshop || metadata.comments?.length || (metadata.orientation ?? 1) !== 1,
    ),
  };
}
