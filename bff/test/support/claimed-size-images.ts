import sharp from 'sharp';
import { crc32 } from 'node:zlib';

const tiny = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a8865a' } });

/**
 * A real PNG made by sharp whose header (IHDR, with a correct CRC) claims `width` x `height`: reading its
 * metadata is cheap, decoding it would fail on the missing pixels.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await tiny().png().toBuffer());
  // Signature (8), chunk length (4), 'IHDR' (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A real JPEG made by sharp whose frame header (SOF0) claims `width` x `height` (at most 65,535 each). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await tiny().jpeg({ mozjpeg: false }).toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no baseline frame header in the JPEG');
  // Marker (2), length (2), precision (1), then height and width.
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}
