import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startStack, type Stack } from '@caliber/test-stack';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';

async function upload(stack: Stack, cookie: string) {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#14161a' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'dial.png');
  const response = await fetch(`${stack.url}/api/admin/upload`, { method: 'POST', body: form, headers: { Cookie: cookie } });
  return { status: response.status, body: await response.json() };
}

describe('Redis lost', () => {
  let redis: RedisServer;
  let stack: Stack;

  beforeAll(async () => {
    redis = await startRedisServer();
    // A limit of one public write a minute: the three below pass only because the limiter lets writes through without Redis.
    stack = await startStack({ env: { REDIS_URL: redis.url, PUBLIC_WRITES_PER_MINUTE: '1' } });
  });
  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it('keeps the catalogue, sign-in, editing and public writes working, and refuses background work with 503 at once', async () => {
    await redis.stop();

    for (const path of ['/api/collections', '/api/watches', '/api/watches/featured', '/api/testimonials']) {
      expect((await api(stack.url, path)).status).toBe(200);
    }
    const health = await api(stack.url, '/api/health');
    expect(health).toMatchObject({ status: 503, body: { dependencies: { database: 'up', redis: 'down' } } });

    for (let n = 0; n < 3; n += 1) {
      const inquiry = await api(stack.url, '/api/inquiries', { method: 'POST', body: { name: 'Ada', email: 'ada@example.com', message: `While Redis is away ${n}`, kind: 'contact' } });
      expect(inquiry.status).toBe(201);
    }
    expect((await api(stack.url, '/api/subscriptions', { method: 'POST', body: { email: 'ada@example.com' } })).status).toBe(200);

    const cookie = await signIn(stack.url);
    const [watch] = (await api(stack.url, '/api/admin/watches', { cookie })).body;
    const edited = await api(stack.url, `/api/admin/watches/${watch.id}`, { method: 'PUT', cookie, body: { price: '12345' } });
    expect(edited).toMatchObject({ status: 200, body: { price: '12345.00' } });
    expect((await api(stack.url, `/api/watches/${watch.slug}`)).body.price).toBe('12345.00');

    const refused = await upload(stack, cookie);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('service_unavailable');
    const imported = await api(stack.url, '/api/admin/ebay/import-from-url', {
      method: 'POST',
      cookie,
      body: { url: 'https://www.ebay.com/itm/125934871203', collectionId: watch.collectionId, customData: null },
    });
    expect(imported.status).toBe(503);
    expect(imported.body.message).toMatch(/unavailable/i);
  });

  it('recovers when Redis is back', async () => {
    await redis.start();
    await expect.poll(async () => (await api(stack.url, '/api/health')).status, { timeout: 10_000, interval: 100 }).toBe(200);
    const cookie = await signIn(stack.url);
    expect((await upload(stack, cookie)).status).toBe(201);
  });
});
