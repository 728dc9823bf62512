import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/auth/sign-in-limiter.js';
import { saveOperator } from '../src/startup/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The test client is on loopback, which TRUST_PROXY trusts by default: X-Forwarded-For names the client.
const from = (t: TestApp, address: string, username: string, password: string) =>
  request(t.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("never lets an attacker's failures lock the operator out of their own address", async () => {
    await saveOperator(t.database.dataSource, 'owner', 'the owner password');
    const { tries } = SIGN_IN_LIMITS.perUsernameAndAddress;
    for (let attempt = 0; attempt < tries; attempt += 1) await from(t, '203.0.113.9', 'owner', `guess-${attempt}`).expect(401);
    const locked = await from(t, '203.0.113.9', 'owner', 'the owner password').expect(429);
    expect(locked.body).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/), requestId: expect.any(String) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const operator = await from(t, '198.51.100.7', 'owner', 'the owner password').expect(200);
    expect(operator.body).toMatchObject({ username: 'owner' });
  });

  it('counts concurrent guesses before checking any: only the allowed number reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => from(t, '203.0.113.20', 'racer', `guess-${n}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.perUsernameAndAddress.tries);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_LIMITS.perUsernameAndAddress.tries);
    for (const answer of answers.filter((each) => each.status === 429)) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slows a guesser spread over many addresses to a few tries a minute per username, for under a minute', async () => {
    const { tries } = SIGN_IN_LIMITS.perUsername;
    for (let n = 0; n < tries; n += 1) await from(t, `192.0.2.${n + 1}`, 'spread', 'wrong').expect(401);
    const slowed = await from(t, '192.0.2.200', 'spread', 'wrong').expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(slowed.body.message).toMatch(/Try again in \d+ seconds?\.|Try again in 1 minute\./);
  });

  it("lets the operator's own address sign in while guesses from many addresses use up the username's limit", async () => {
    await saveOperator(t.database.dataSource, 'keeper', 'the keeper password');
    await from(t, '198.51.100.40', 'keeper', 'the keeper password').expect(200);
    const { tries } = SIGN_IN_LIMITS.perUsername;
    for (let n = 0; n < tries; n += 1) await from(t, `192.0.2.${n + 100}`, 'keeper', 'wrong').expect(401);
    for (let n = 0; n < 40; n += 1) await from(t, `203.0.113.${n + 100}`, 'keeper', 'wrong').expect(429);

    const operator = await from(t, '198.51.100.40', 'keeper', 'the keeper password').expect(200);
    expect(operator.body).toMatchObject({ username: 'keeper' });
    // A known address keeps its own limits: a typo now and then, never a guesser's run.
    await from(t, '198.51.100.40', 'keeper', 'typo').expect(401);

    const stranger = await from(t, '198.51.100.41', 'keeper', 'the keeper password').expect(429);
    expect(stranger.body).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/^Too many failed sign-ins\. Try again in /), requestId: expect.any(String) });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('forgets the addresses a username was known at when its password changes, but the one it changed from', async () => {
    const { dataSource } = t.database;
    const known = async (): Promise<string[]> =>
      (await dataSource.query(`SELECT key FROM sign_in_counters WHERE key LIKE 'signed-in:mover|%' ORDER BY key`)).map((row: { key: string }) => row.key);
    await saveOperator(dataSource, 'mover', 'the first mover password');
    await from(t, '198.51.100.50', 'mover', 'the first mover password').expect(200);
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.51').send({ username: 'mover', password: 'the first mover password' }).expect(200);
    expect(await known()).toEqual(['signed-in:mover|198.51.100.50', 'signed-in:mover|198.51.100.51']);

    await agent
      .put('/api/auth/password')
      .set('X-Forwarded-For', '198.51.100.51')
      .send({ currentPassword: 'the first mover password', newPassword: 'the second mover password' })
      .expect(204);
    expect(await known()).toEqual(['signed-in:mover|198.51.100.51']);

    // `npm run admin:create` sets a password the same way.
    await saveOperator(dataSource, 'mover', 'the third mover password');
    expect(await known()).toEqual([]);
  });

  it('stops one address trying many usernames', async () => {
    const { tries } = SIGN_IN_LIMITS.perAddress;
    for (let n = 0; n < tries; n += 1) await from(t, '203.0.113.77', `user${n}`, 'wrong').expect(401);
    await from(t, '203.0.113.77', 'one-more', 'wrong').expect(429);
    await from(t, '203.0.113.78', 'one-more', 'wrong').expect(401);
  });

  it('does not count sign-ins that succeed, nor refused tries', async () => {
    await saveOperator(t.database.dataSource, 'busy', 'the busy password');
    for (let n = 0; n < 30; n += 1) await from(t, '198.51.100.30', 'busy', 'the busy password').expect(200);
    for (let n = 0; n < 4; n += 1) await from(t, '198.51.100.30', 'busy', 'typo').expect(401);
    await from(t, '198.51.100.30', 'busy', 'the busy password').expect(200);
    // The success cleared this address's failures for the username: five more typos are allowed again.
    for (let n = 0; n < 5; n += 1) await from(t, '198.51.100.30', 'busy', 'typo').expect(401);
    for (let n = 0; n < 10; n += 1) await from(t, '198.51.100.30', 'busy', 'typo').expect(429);
    const [row] = await t.database.dataSource.query(`SELECT tries FROM sign_in_counters WHERE key = 'username-address:busy|198.51.100.30'`);
    expect(row.tries).toBe(5);
  });
});

// Its own app: these rounds use up most of the ceiling on failed sign-ins that the tests above rely on.
describe('sign-in limits under concurrent guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers every one of many rounds of concurrent guesses with 401 or 429: the counters never deadlock', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 40; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => from(t, `203.0.113.${60 + round}`, `crowd-${round}`, `guess-${n}`)));
      for (const answer of answers) statuses.add(answer.status);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
  });
});
