import { MAX_IMAGE_PIXELS } from '@caliber/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header.js';
import { storableImage } from './storable-image.js';

// 200x100, red left half and blue right half.
const halves = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 },
  ]);

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 3230/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 4366/100' };

describe('storableImage', () => {
  it('drops EXIF with GPS from a photo and turns it upright, keeping its format', async () => {
    const photo = await halves().jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).withExif({ IFD0: { Artist: 'Seller' }, IFD3: GPS }).toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Seller');
    const header = (await readImageHeader(photo))!;
    expect(header).toMatchObject({ format: 'jpeg', width: 100, height: 200, tooLarge: false, hasMetadata: true });

    const stored = await storableImage(photo, header);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect([stored.width, stored.height]).toEqual([100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('Seller'))).toBe(false);
    // Rotated clockwise: the red half is on top.
    const { data } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it.each(['png', 'webp'] as const)('drops the metadata of a %s too', async (format) => {
    const image = await halves()[format]().withExif({ IFD0: { Copyright: 'Seller' }, IFD3: GPS }).toBuffer();
    const header = (await readImageHeader(image))!;
    expect(header.hasMetadata).toBe(true);
    const stored = await storableImage(image, header);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
  });

  it('re-encodes a picture without metadata too, keeping its format and size', async () => {
    const clean = await halves().jpeg().toBuffer();
    const header = (await readImageHeader(clean))!;
    expect(header.hasMetadata).toBe(false);
    const stored = await storableImage(clean, header);
    expect(stored.bytes).not.toBe(clean);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 100 });
  });
});

describe('readImageHeader', () => {
  it(`says an image over ${MAX_IMAGE_PIXELS} pixels is too large`, async () => {
    // 7072 x 7072 is just over 50 megapixels; one colour compresses to almost nothing.
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS + 1));
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } }).png({ compressionLevel: 1 }).toBuffer();
    expect(await readImageHeader(huge)).toMatchObject({ format: 'png', width: side, height: side, tooLarge: true });
    const limit = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } }).png({ compressionLevel: 1 }).toBuffer();
    expect((await readImageHeader(limit))!.tooLarge).toBe(false);
  });

  it('answers null for what is not a JPEG, PNG or WebP', async () => {
    expect(await readImageHeader(Buffer.from('not an image'))).toBeNull();
    expect(await readImageHeader(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer())).toBeNull();
  });
});
