import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@caliber/test-stack';
import { startTestApp, type TestApp } from './support/test-app.js';

const inquiry = (n: number) => ({ name: `Script ${n}`, email: `script${n}@example.com`, message: `Message number ${n}`, kind: 'contact' });
const rows = async (t: TestApp, table: 'inquiries' | 'subscriptions') => (await t.database.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

/** The limiter lets writes through until the app's Redis connection is ready; the health check waits for it. */
async function redisReady(t: TestApp): Promise<void> {
  await request(t.server).get('/api/health').expect(200);
}

describe('public writes per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await redisReady(t);
  });
  afterAll(() => t.close());

  it('lets a script post 20 inquiries a minute, then answers 429 with Retry-After and a clear message', async () => {
    const answers = [];
    for (let n = 0; n < 60; n += 1) answers.push(await request(t.server).post('/api/inquiries').set('X-Forwarded-For', '203.0.113.50').send(inquiry(n)));
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(answers.slice(20).map((answer) => answer.status)).toEqual(Array(40).fill(429));
    const refused = answers[59];
    expect(refused.body).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many messages from your address in the last minute\. Please try again in (\d+ seconds?|1 minute)\.$/),
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await rows(t, 'inquiries')).toBe(20);

    await request(t.server).post('/api/inquiries').set('X-Forwarded-For', '198.51.100.50').send(inquiry(100)).expect(201);
  });

  it('counts newsletter sign-ups apart from inquiries, with the same limit', async () => {
    for (let n = 0; n < 20; n += 1) {
      await request(t.server).post('/api/subscriptions').set('X-Forwarded-For', '203.0.113.50').send({ email: `fan${n}@example.com` }).expect(200);
    }
    const refused = await request(t.server).post('/api/subscriptions').set('X-Forwarded-For', '203.0.113.50').send({ email: 'fan99@example.com' }).expect(429);
    expect(refused.body.message).toMatch(/^Too many newsletter sign-ups from your address in the last minute\./);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await rows(t, 'subscriptions')).toBe(20);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let n = 0; n < 20; n += 1) {
      await request(t.server).post('/api/inquiries').set('X-Forwarded-For', `2001:db8:1:2::${n.toString(16)}`).send(inquiry(200 + n)).expect(201);
    }
    await request(t.server).post('/api/inquiries').set('X-Forwarded-For', '2001:db8:1:2:ffff::1').send(inquiry(300)).expect(429);
    await request(t.server).post('/api/inquiries').set('X-Forwarded-For', '2001:db8:1:3::1').send(inquiry(301)).expect(201);
  });
});

describe('TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'false', PUBLIC_WRITES_PER_MINUTE: '3' });
    await redisReady(t);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from an untrusted peer: the limit counts the connecting address', async () => {
    for (let n = 0; n < 3; n += 1) await request(t.server).post('/api/inquiries').set('X-Forwarded-For', `192.0.2.${n}`).send(inquiry(n)).expect(201);
    await request(t.server).post('/api/inquiries').set('X-Forwarded-For', '192.0.2.99').send(inquiry(9)).expect(429);
  });
});

describe('public writes with Redis lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, PUBLIC_WRITES_PER_MINUTE: '1' });
  });
  afterAll(() => t.close());

  it("still stores customers' messages: the limit lets writes through rather than refuse them", async () => {
    for (let n = 0; n < 3; n += 1) await request(t.server).post('/api/inquiries').send(inquiry(n)).expect(201);
    await request(t.server).post('/api/subscriptions').send({ email: 'fan@example.com' }).expect(200);
    expect(await rows(t, 'inquiries')).toBe(3);
  });
});
