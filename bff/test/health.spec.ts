import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { DrainState } from '../src/health/drain-state.js';
import { REDIS } from '../src/redis/redis.module.js';
import { signedInAgent } from './support/operator.js';
import { eventually } from './support/worker-process.js';
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

  it('is live, and ready once every remote has a build in use; a visitor learns only which', async () => {
    const live = await request(t.server).get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await eventually(async () => {
      const res = await request(t.server).get('/api/health/ready');
      return res.status === 200 ? res : undefined;
    }, 'readiness');
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up', remotes: 'loaded', draining: false } });
    expect(ready.headers['cache-control']).toBe('no-store');
    const visitor = await request(t.server).get('/api/health/ready').set('X-Forwarded-For', '203.0.113.5').expect(200);
    expect(visitor.body).toEqual({ status: 'ready' });
  });

  // Last in this block: a replica does not come back from draining.
  it('answers not ready once draining, and stays live and serving', async () => {
    t.app.get(DrainState).begin();
    const res = await request(t.server).get('/api/health/ready').expect(503);
    expect(res.body).toMatchObject({ status: 'not-ready', checks: { database: 'up', redis: 'up', draining: true } });
    expect((await request(t.server).get('/api/health/ready').set('X-Forwarded-For', '203.0.113.5').expect(503)).body).toEqual({ status: 'not-ready' });
    await request(t.server).get('/api/health/live').expect(200);
    await request(t.server).get('/api/health').expect(200);
    const answer = await request(t.server).get('/api/collections').expect(200);
    expect(answer.headers.connection).toBe('close');
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

  it('stays live, never asking Redis, and answers not ready naming Redis', async () => {
    expect((await request(t.server).get('/api/health/live').expect(200)).body).toEqual({ status: 'live' });
    const res = await request(t.server).get('/api/health/ready').expect(503);
    expect(res.body).toMatchObject({ status: 'not-ready', checks: { database: 'up', redis: 'down', draining: false } });
  });

  it('leaves no listener behind on the Redis connection, however often it is asked', async () => {
    const redis = t.app.get<Redis>(REDIS);
    await request(t.server).get('/api/health').expect(503);
    const listeners = redis.listenerCount('ready');
    for (let call = 0; call < 3; call += 1) await request(t.server).get('/api/health').expect(503);
    expect(redis.listenerCount('ready')).toBe(listeners);
  });
});
