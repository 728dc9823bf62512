import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStack, type Stack } from '@caliber/test-stack';

describe('under load', () => {
  let stack: Stack;
  let watchSlug: string;

  beforeAll(async () => {
    // 500 inquiries at once from one address is a flood by PUBLIC_WRITES_PER_MINUTE's default: this measures storing them.
    stack = await startStack({ worker: false, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
    watchSlug = (await api(stack.url, '/api/watches')).body[0].slug;
  });
  afterAll(() => stack?.stop());

  it('answers 200 connections reading the catalogue for 10 s without one error', async () => {
    const result = await autocannon({
      url: stack.url,
      connections: 200,
      duration: 10,
      requests: [
        { method: 'GET', path: '/api/watches/featured' },
        { method: 'GET', path: '/api/collections/luxury-timepieces' },
        { method: 'GET', path: `/api/watches/${watchSlug}` },
        { method: 'GET', path: '/api/collections' },
      ],
    });
    console.log(`load: ${result.requests.total} requests, ${result.requests.average} req/s, p99 ${result.latency.p99} ms`);
    expect(result.requests.total).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
  });

  it('stores 500 simultaneous inquiries, losing none', async () => {
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        api(stack.url, '/api/inquiries', { method: 'POST', body: { name: `Load ${n}`, email: `load${n}@example.com`, message: `Inquiry number ${n}`, kind: 'contact' } }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const { status } of responses) statuses[status] = (statuses[status] ?? 0) + 1;
    const refusals = [...new Set(responses.filter((response) => response.status !== 201).map((response) => JSON.stringify(response.body)))];
    expect({ statuses, refusals: refusals.slice(0, 3) }).toEqual({ statuses: { 201: 500 }, refusals: [] });
    const client = new pg.Client({ connectionString: stack.directDatabaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(DISTINCT message)::int AS n FROM inquiries WHERE name LIKE 'Load %'`);
      expect(rows[0].n).toBe(500);
    } finally {
      await client.end();
    }
  });
});
