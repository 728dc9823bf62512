import { UploadEntity } from '@caliber/db';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegClaiming, pngClaiming } from './support/claimed-size-images.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('admin uploads', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAgent(t);
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a8865a' } }).png().toBuffer();
  });
  afterAll(() => t.close());

  it('stores an image under a random id, answers {url, compressed, originalSize} and lists it', async () => {
    const res = await agent.post('/api/admin/upload').attach('image', png, { filename: 'dial.png', contentType: 'image/png' }).expect(201);
    expect(res.body).toMatchObject({ compressed: false, originalSize: png.length });
    expect(res.body.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16}\.png$/);
    expect(existsSync(path.join(t.config.storage.uploadDir, path.basename(res.body.url)))).toBe(true);
    const served = await request(t.server).get(res.body.url).expect(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const copy = await request(t.server).get(res.body.url.replace('.png', '-800.webp')).expect(200);
    expect(copy.headers['cache-control']).toBe('no-cache');
    const list = await agent.get('/api/admin/uploaded-images').expect(200);
    expect(list.body[0]).toEqual({ url: res.body.url, filename: 'dial.png' });
  });

  it('serves a file of the local folder with its ETag, 304, Range and HEAD', async () => {
    const res = await agent.post('/api/admin/upload').attach('image', png, { filename: 'dial.png', contentType: 'image/png' }).expect(201);
    const stored = readFileSync(path.join(t.config.storage.uploadDir, path.basename(res.body.url)));
    const served = await request(t.server).get(res.body.url).expect(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(stored.length), etag: expect.stringMatching(/^W\/"/) });
    await request(t.server).get(res.body.url).set('If-None-Match', served.headers.etag).expect(304);
    const range = await request(t.server).get(res.body.url).set('Range', 'bytes=0-7').buffer(true).expect(206);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${stored.length}`);
    expect(Buffer.compare(range.body as Buffer, stored.subarray(0, 8))).toBe(0);
    expect((await request(t.server).head(res.body.url).expect(200)).headers['content-length']).toBe(String(stored.length));
  });

  it('answers 415 for bytes that are not JPEG, PNG or WebP, whatever the name says', async () => {
    const res = await agent
      .post('/api/admin/upload')
      .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(415);
    expect(res.body).toEqual({ error: 'unsupported_media_type', message: 'Invalid file: Please upload an image file (JPEG, PNG, etc.)', requestId: expect.any(String) });
  });

  it('answers 413 for a file over 15 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024)]);
    const res = await agent.post('/api/admin/upload').attach('image', big, { filename: 'big.png', contentType: 'image/png' }).expect(413);
    expect(res.body.message).toBe('File too large: Please upload an image smaller than 15MB.');
  });

  it('stores a photo without its EXIF and GPS, upright, and re-encodes a picture without metadata too', async () => {
    // 200x100, red left half and blue right half, stored with orientation 6 (shown rotated 90° clockwise).
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Artist: 'Seller at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 3230/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 4366/100' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await agent.post('/api/admin/upload').attach('image', photo, { filename: 'wrist.jpg', contentType: 'image/jpeg' }).expect(201);
    expect(res.body.originalSize).toBe(photo.length);

    const stored = readFileSync(path.join(t.config.storage.uploadDir, path.basename(res.body.url)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Seller at home'))).toBe(false);
    const served = await request(t.server).get(res.body.url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    const row = await t.database.dataSource.getRepository(UploadEntity).findOneByOrFail({ id: path.basename(res.body.url, '.jpg') });
    expect(row).toMatchObject({ width: 100, height: 200, size: stored.length });

    // Written without compression, so that its re-encoding (compressed) differs from it.
    const plain = await sharp(png).png({ compressionLevel: 0 }).toBuffer();
    const clean = await agent.post('/api/admin/upload').attach('image', plain, { filename: 'clean.png', contentType: 'image/png' }).expect(201);
    const cleanStored = readFileSync(path.join(t.config.storage.uploadDir, path.basename(clean.body.url)));
    expect(cleanStored.equals(plain)).toBe(false);
    expect(await sharp(cleanStored).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  describe('re-encodes every original, so nothing planted in the file is stored', () => {
    const SECRET = 'planted-secret-7d1c';
    /** A JPEG COM segment right after the SOI marker. */
    const withJpegComment = (jpeg: Buffer) => {
      const text = Buffer.from(`${SECRET} comment`);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(text.length + 2);
      return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
    };
    /** A PNG tEXt chunk just before IEND (the last 12 bytes). */
    const withPngText = (image: Buffer) => {
      const data = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Comment\0${SECRET} text`)]);
      const chunk = Buffer.alloc(data.length + 8);
      chunk.writeUInt32BE(data.length - 4, 0);
      data.copy(chunk, 4);
      chunk.writeUInt32BE(crc32(data), data.length + 4);
      return Buffer.concat([image.subarray(0, image.length - 12), chunk, image.subarray(image.length - 12)]);
    };
    const trailing = (image: Buffer) => Buffer.concat([image, Buffer.from(`${SECRET} after the end`)]);
    const base = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } });

    it.each([
      ['a JPEG comment', async () => withJpegComment(await base().jpeg().toBuffer()), 'jpeg'],
      ['bytes after a JPEG', async () => trailing(await base().jpeg().toBuffer()), 'jpeg'],
      ['an ICC profile and its text', async () => base().jpeg().withIccProfile('p3').toBuffer(), 'jpeg'],
      ['XMP in a WebP', async () => base().webp().withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${SECRET}</rdf:Description></rdf:RDF></x:xmpmeta>`).toBuffer(), 'webp'],
      ['a PNG text chunk', async () => withPngText(await base().png().toBuffer()), 'png'],
      ['bytes after a PNG', async () => trailing(await base().png().toBuffer()), 'png'],
    ] as const)('%s', async (what, make, format) => {
      const planted = await make();
      const before = await sharp(planted).metadata();
      // The file does carry what is planted, and sharp still reads it as an image.
      expect(planted.includes(Buffer.from(SECRET)) || before.icc !== undefined, what).toBe(true);
      const res = await agent.post('/api/admin/upload').attach('image', planted, { filename: `planted.${format}`, contentType: `image/${format}` }).expect(201);
      const stored = readFileSync(path.join(t.config.storage.uploadDir, path.basename(res.body.url)));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format, width: 60, height: 40 });
      expect(stored.includes(Buffer.from(SECRET))).toBe(false);
      expect(stored.includes(Buffer.from('Display P3'))).toBe(false);
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.comments]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    });
  });

  it.each([
    ['PNG', () => pngClaiming(10_000, 6_000), '10000 × 6000 pixels'],
    ['JPEG', () => jpegClaiming(8_000, 6_251), '8000 × 6251 pixels'],
  ])('answers 413 for a %s over 50 megapixels, from its header alone, storing nothing', async (_, make, size) => {
    const before = readdirSync(t.config.storage.uploadDir).length;
    const res = await agent.post('/api/admin/upload').attach('image', await make(), { filename: 'huge.img', contentType: 'image/png' }).expect(413);
    expect(res.body).toMatchObject({
      error: 'payload_too_large',
      message: `Image too large: Please upload an image of at most 50 megapixels (this one is ${size}).`,
    });
    expect(readdirSync(t.config.storage.uploadDir).length).toBe(before);
  });

  it('answers 400 when the field is missing', async () => {
    await agent.post('/api/admin/upload').attach('photo', png, 'x.png').expect(400);
    await agent.post('/api/admin/upload').expect(400);
  });
});
