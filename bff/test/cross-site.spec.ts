import { QUEUES } from '@caliber/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { OPERATOR, signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Plain http: a Secure cookie would not come back over the test's http connection.
const PUBLIC_URL = 'http://shop.caliber.example';
const OMEGA = '125934871203';
const LISTING = `https://www.ebay.com/itm/${OMEGA}`;

/** Admin reads that spend eBay quota or start the account connection, and two that do not. */
const ADMIN_READS = [
  `/api/admin/ebay/listings?itemId=${OMEGA}`,
  `/api/admin/ebay/scrape-details?url=${encodeURIComponent(LISTING)}`,
  '/api/admin/ebay/connect',
  '/api/admin/ebay/status',
  '/api/admin/stats',
];

const FOREIGN: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling host)', { 'Sec-Fetch-Site': 'same-site' }],
  ['a foreign Origin', { Origin: 'https://evil.example' }],
  ['Origin: null', { Origin: 'null' }],
  ['a foreign Referer', { Referer: 'https://evil.example/watches.html' }],
  ['a Referer on our host name but another port', { Referer: 'http://127.0.0.1:1/admin' }],
];

describe('cross-site requests to the back office and the eBay account', () => {
  let fake: FakeEbay;
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0, latencyMs: 0, largeStoreSize: 0 });
    t = await startTestApp({
      PUBLIC_URL,
      JOB_WAIT_MS: '200',
      ...fake.env,
      SESSION_SECRET: 'a session secret for tests only, 32 bytes or more',
    });
    fake.setAcceptUrl(`${t.url}/api/ebay/callback`);
    agent = await signedInAgent(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  describe.each(FOREIGN)('with %s', (_, headers) => {
    it.each(ADMIN_READS)('GET %s answers 403 before anything runs, signed in or not', async (path) => {
      const statesBefore = await pendingStates();
      const res = await agent.get(path).set(headers).expect(403);
      expect(res.body).toMatchObject({ error: 'forbidden', message: 'Requests from other sites are refused: use the back office at /admin on this site' });
      await request(t.server).get(path).set(headers).expect(403);
      expect(await pendingStates()).toBe(statesBefore);
    });

    it('refuses writes and sign-in too', async () => {
      await agent.post('/api/admin/collections').set(headers).send({}).expect(403);
      await request(t.server).post('/api/auth/login').set(headers).send(OPERATOR).expect(403);
    });
  });

  it('lets our own pages, a typed address and non-browser clients through', async () => {
    const own: Record<string, string>[] = [
      {},
      { 'Sec-Fetch-Site': 'same-origin', Origin: t.url, Referer: `${t.url}/admin` },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: PUBLIC_URL, Referer: `${PUBLIC_URL}/admin` },
    ];
    for (const headers of own) {
      await agent.get('/api/admin/ebay/status').set(headers).expect(200);
      await agent.get('/api/admin/stats').set(headers).expect(200);
    }
  });

  it('queues no eBay call for a refused read, and does for the same read from our own page', async () => {
    const queue = new Queue(QUEUES.marketplace, { connection: { host: '127.0.0.1', port: 6379 }, prefix: t.config.redisPrefix });
    try {
      const queued = async () => Object.values(await queue.getJobCounts()).reduce((sum, count) => sum + count, 0);
      await agent.get(`/api/admin/ebay/listings?itemId=${OMEGA}`).set('Sec-Fetch-Site', 'cross-site').expect(403);
      await agent.get(`/api/admin/ebay/scrape-details?url=${encodeURIComponent(LISTING)}`).set('Origin', 'https://evil.example').expect(403);
      expect(await queued()).toBe(0);
      // No worker runs here: the job waits in the queue and the call answers 202.
      await agent.get(`/api/admin/ebay/listings?itemId=${OMEGA}`).set('Sec-Fetch-Site', 'same-origin').expect(202);
      expect(await queued()).toBe(1);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  describe('the eBay OAuth state is bound to the operator session that asked for it', () => {
    /** Starts 'Connect eBay account' in `session` and consents at (fake) eBay: the callback path eBay redirects to. */
    async function consentedCallback(session: typeof agent): Promise<string> {
      const { url } = (await session.get('/api/admin/ebay/connect').expect(200)).body;
      const granted = await fetch(url, { redirect: 'manual' });
      const callback = new URL(granted.headers.get('location')!);
      expect(callback.pathname).toBe('/api/ebay/callback');
      return `${callback.pathname}${callback.search}`;
    }

    it('refuses the callback without a session (401), and the state stays usable by its own session', async () => {
      const callback = await consentedCallback(agent);
      const res = await request(t.server).get(callback).expect(401);
      expect(res.body.message).toContain('Sign in to the back office');
      await agent.get(callback).set('Sec-Fetch-Site', 'cross-site').expect(302);
      await agent.get('/api/admin/ebay/status').expect(200, { configured: true, connected: true });
    });

    it("refuses another session's state with 403 and uses it up", async () => {
      const attacker = request.agent(t.server);
      await attacker.post('/api/auth/login').send(OPERATOR).expect(200);
      const callback = await consentedCallback(attacker);
      fake.clearCalls();
      const res = await agent.get(callback).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(res.body).toMatchObject({ error: 'forbidden', message: expect.stringContaining('another back-office session') });
      expect(fake.calls().filter((call) => call.grantType === 'authorization_code')).toEqual([]);
      await attacker.get(callback).expect(400);
    });

    it('drops the pending states of a session that signs out', async () => {
      const leaving = request.agent(t.server);
      await leaving.post('/api/auth/login').send(OPERATOR).expect(200);
      const callback = await consentedCallback(leaving);
      await leaving.post('/api/auth/logout').expect(204);
      await leaving.post('/api/auth/login').send(OPERATOR).expect(200);
      await leaving.get(callback).expect(400);
    });
  });

  const pendingStates = async () => (await t.database.dataSource.query('SELECT count(*)::int AS n FROM ebay_auth_states'))[0].n as number;
});
