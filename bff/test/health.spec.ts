import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with each dependency up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', dependencies: { database: 'up', redis: 'up' } });
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
    expect(res.body).toEqual({ status: 'degraded', dependencies: { database: 'up', redis: 'down' } });
    await request(t.server).get('/api/collections').expect(200);
  });
});
