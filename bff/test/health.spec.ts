import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with each dependency up, its details to a caller on this machine', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', dependencies: { database: 'up', redis: 'up' }, publicCache: expect.any(Object), remotes: expect.any(Object) });
  });

  // The test client is on loopback, which TRUST_PROXY trusts by default: X-Forwarded-For names a visitor.
  it('tells a visitor only up or down, through a proxy on this machine too', async () => {
    const res = await request(t.server).get('/api/health').set('X-Forwarded-For', '203.0.113.5').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tells the signed-in operator the details from anywhere', async () => {
    const agent = await signedInAgent(t);
    const res = await agent.get('/api/health').set('X-Forwarded-For', '203.0.113.5').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', dependencies: { database: 'up', redis: 'up' }, publicCache: expect.any(Object), remotes: expect.any(Object) });
  });
});

describe('health with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('answers 503 naming Redis as down, and catalogue reads still work', async () => {
    const res = await request(t.server).get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'degraded', dependencies: { database: 'up', redis: 'down' } });
    const visitor = await request(t.server).get('/api/health').set('X-Forwarded-For', '203.0.113.5').expect(503);
    expect(visitor.body).toEqual({ status: 'degraded' });
    await request(t.server).get('/api/collections').expect(200);
  });

  it('leaves no listener behind on the Redis connection, however often it is asked', async () => {
    const redis = t.app.get<Redis>(REDIS);
    await request(t.server).get('/api/health').expect(503);
    const listeners = redis.listenerCount('ready');
    for (let call = 0; call < 3; call += 1) await request(t.server).get('/api/health').expect(503);
    expect(redis.listenerCount('ready')).toBe(listeners);
  });
});
