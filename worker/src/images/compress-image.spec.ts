import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compressImage, MAX_LONG_EDGE } from './compress-image.js';

const WIDTHS = [400, 800, 1600, 2000];

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a6a55' } });

describe('compressImage', () => {
  it('writes WebP at every width, the long edge at most 2000 px', async () => {
    const copies = await compressImage(await solid(3000, 2000).jpeg().toBuffer());
    expect(copies.map((copy) => copy.width)).toEqual(WIDTHS);
    for (const copy of copies) {
      const meta = await sharp(copy.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(copy.width, 2000));
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(MAX_LONG_EDGE);
    }
  });

  it('keeps a tall image within 2000 px of height', async () => {
    const copies = await compressImage(await solid(1500, 2600).png().toBuffer());
    const largest = await sharp(copies.at(-1)!.bytes).metadata();
    expect(largest.height).toBe(2000);
    expect(largest.width).toBeLessThanOrEqual(1500);
  });

  it('never enlarges a small image: every width is the image at its own size', async () => {
    const copies = await compressImage(await solid(300, 200).webp().toBuffer());
    expect(copies).toHaveLength(4);
    for (const copy of copies) expect([copy.actualWidth, copy.actualHeight]).toEqual([300, 200]);
  });

  it('turns an EXIF-rotated photo upright and drops its metadata', async () => {
    // 200x100, red left half and blue right half, stored with orientation 6 (shown rotated 90° clockwise).
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Seller', Artist: 'Camera owner' } })
      .toBuffer();
    const [copy] = await compressImage(halves);
    const meta = await sharp(copy.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const { data } = await sharp(copy.bytes).raw().toBuffer({ resolveWithObject: true });
    // Rotated clockwise, the left (red) half is now on top and the blue half at the bottom.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    const bottom = data.length - 3;
    expect(data[bottom + 2]).toBeGreaterThan(200);
    expect(data[bottom]).toBeLessThan(60);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(compressImage(Buffer.from('not an image'))).rejects.toThrow();
  });
});
