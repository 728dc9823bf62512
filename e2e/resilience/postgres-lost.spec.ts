import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startStack, type Stack } from '@caliber/test-stack';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

describe('PostgreSQL lost', () => {
  let proxy: TcpProxy;
  let stack: Stack;
  let cookie: string;

  beforeAll(async () => {
    proxy = await startTcpProxy(5432);
    stack = await startStack({ databasePort: proxy.port, worker: false });
    cookie = await signIn(stack.url);
    // Warm the cache the way visitors would.
    for (const path of ['/api/collections', '/api/watches/featured', '/api/testimonials']) expect((await api(stack.url, path)).status).toBe(200);
  });
  afterAll(async () => {
    await proxy?.allow();
    await stack?.stop();
    await proxy?.close();
  });

  it('reports the database down, keeps cached reads, and answers 503 at once to the rest', async () => {
    await proxy.block();

    const health = await api(stack.url, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', dependencies: { database: 'down', redis: 'up' } });

    for (const path of ['/api/collections', '/api/watches/featured', '/api/testimonials']) {
      expect((await api(stack.url, path)).status).toBe(200);
    }

    const uncached = await api(stack.url, '/api/watches');
    expect(uncached.status).toBe(503);
    expect(uncached.body.error).toBe('service_unavailable');

    const writes = await Promise.all([
      api(stack.url, '/api/inquiries', { method: 'POST', body: { name: 'A', email: 'a@example.com', message: 'Hello', kind: 'contact' } }),
      api(stack.url, '/api/subscriptions', { method: 'POST', body: { email: 'b@example.com' } }),
      api(stack.url, '/api/admin/collections', { method: 'POST', cookie, body: { name: 'X', description: 'Y', imageUrl: '/uploads/x.jpg', slug: 'x-y' } }),
    ]);
    for (const write of writes) expect(write).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
  });

  it('recovers when the database is reachable again', async () => {
    await proxy.allow();
    await expect.poll(async () => (await api(stack.url, '/api/health')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await api(stack.url, '/api/watches')).status).toBe(200);
    const inquiry = await api(stack.url, '/api/inquiries', { method: 'POST', body: { name: 'A', email: 'a@example.com', message: 'Back again', kind: 'contact' } });
    expect(inquiry.status).toBe(201);
  });
});
