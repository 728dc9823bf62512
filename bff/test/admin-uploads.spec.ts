import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(existsSync(path.join(t.config.uploadDir, path.basename(res.body.url)))).toBe(true);
    const served = await request(t.server).get(res.body.url).expect(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const copy = await request(t.server).get(res.body.url.replace('.png', '-800.webp')).expect(200);
    expect(copy.headers['cache-control']).toBe('no-cache');
    const list = await agent.get('/api/admin/uploaded-images').expect(200);
    expect(list.body[0]).toEqual({ url: res.body.url, filename: 'dial.png' });
  });

  it('answers 415 for bytes that are not JPEG, PNG or WebP, whatever the name says', async () => {
    const res = await agent
      .post('/api/admin/upload')
      .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(415);
    expect(res.body).toEqual({ error: 'unsupported_media_type', message: 'Invalid file: Please upload an image file (JPEG, PNG, etc.)' });
  });

  it('answers 413 for a file over 15 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024)]);
    const res = await agent.post('/api/admin/upload').attach('image', big, { filename: 'big.png', contentType: 'image/png' }).expect(413);
    expect(res.body.message).toBe('File too large: Please upload an image smaller than 15MB.');
  });

  it('answers 400 when the field is missing', async () => {
    await agent.post('/api/admin/upload').attach('photo', png, 'x.png').expect(400);
    await agent.post('/api/admin/upload').expect(400);
  });
});
