import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startS3Server, startStack, type S3Server, type Stack } from '@caliber/test-stack';

describe('npm start with S3_BUCKET: the demo catalogue in the bucket, served by every BFF', () => {
  let s3: S3Server;
  let stack: Stack;
  let second: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    s3 = await startS3Server();
    stack = await startStack({ worker: false, env: s3.env });
    second = await stack.startReplica();
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
    await s3?.stop();
  });

  it('seeds the demo pictures into the bucket, not the folder, and both replicas serve them with their WebP copies', async () => {
    expect(readdirSync(stack.env.UPLOAD_DIR)).toEqual([]);
    const { body: collections } = await api(stack.url, '/api/collections');
    const imageUrl: string = collections[0].imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/demo-[a-z0-9-]+\.jpg$/);
    for (const url of [stack.url, second.url]) {
      const original = await fetch(`${url}${imageUrl}`);
      expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      const copy = await fetch(`${url}${imageUrl.replace('.jpg', '-800.webp')}`);
      expect([copy.status, copy.headers.get('content-type'), copy.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    }
  });
});
