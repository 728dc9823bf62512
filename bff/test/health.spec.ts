import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with each dependency up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', dependencies: { database: 'up', redis: 'up' } });
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
