import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, OPERATOR, startStack, type Stack } from '@caliber/test-stack';

describe('two BFF processes on one database and Redis', () => {
  let stack: Stack;
  let second: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    stack = await startStack({ worker: false });
    second = await stack.startReplica();
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
  });

  it('shows a write made through one at once through the other, even when the other had it cached', async () => {
    const before = await api(second.url, '/api/collections');
    expect(before.status).toBe(200);
    const cookie = await signIn(stack.url);
    const created = await api(stack.url, '/api/admin/collections', {
      method: 'POST',
      cookie,
      body: { name: 'Replica Test', description: 'Made on the first BFF.', imageUrl: '/uploads/x.jpg', slug: 'replica-test' },
    });
    expect(created.status).toBe(201);
    // The change reaches the other replica as a PostgreSQL notification: poll briefly rather than assume a delay.
    const slugs = async () => ((await api(second.url, '/api/collections')).body as { slug: string }[]).map((collection) => collection.slug);
    await expect.poll(slugs, { timeout: 5_000, interval: 20 }).toContain('replica-test');
  });

  it('honours a session made on one BFF on the other, and signing out on one ends it on both', async () => {
    const cookie = await signIn(stack.url);
    expect((await api(second.url, '/api/auth/me', { cookie })).status).toBe(200);
    expect((await api(second.url, '/api/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    expect((await api(stack.url, '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('counts failed sign-ins across both', async () => {
    const wrong = { username: OPERATOR.username, password: 'wrong password' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? stack.url : second.url;
      expect((await api(target, '/api/auth/login', { method: 'POST', body: wrong })).status).toBe(401);
    }
    expect((await api(second.url, '/api/auth/login', { method: 'POST', body: wrong })).status).toBe(429);
    expect((await api(stack.url, '/api/auth/login', { method: 'POST', body: OPERATOR })).status).toBe(429);
  });
});
