import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHECKS_BUSY } from '../src/auth/password-checks.js';
import { SIGN_IN_LIMITS } from '../src/auth/sign-in-limiter.js';
import { saveOperator } from '../src/startup/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The test client is on loopback, which TRUST_PROXY trusts by default: X-Forwarded-For names the client.
const from = (t: TestApp, address: string, username: string, password: string) =>
  request(t.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });
const counter = async (t: TestApp, key: string): Promise<number | undefined> =>
  (await t.database.dataSource.query(`SELECT tries FROM sign_in_counters WHERE key = $1`, [key]))[0]?.tries;

describe('password checks through a bounded queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One check at a time, and no wait: every sign-in arriving while one is checked is refused.
    t = await startTestApp({ PASSWORD_CHECKS_AT_ONCE: '1', PASSWORD_CHECK_WAIT_MS: '0' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After to the sign-ins that find the checks busy, counting none of them as failures', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => from(t, `203.0.113.${n + 1}`, `guesser${n}`, 'wrong')));
    const busy = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(busy.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThan(0);
    expect(busy.length + checked.length).toBe(12);
    for (const answer of busy) {
      expect(answer.body).toEqual({ error: 'too_many_requests', message: PASSWORD_CHECKS_BUSY, requestId: expect.any(String) });
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await counter(t, 'everyone')).toBe(checked.length);
  });

  it('lets sign-ins through again once the checks are free', async () => {
    await saveOperator(t.database.dataSource, 'calm', 'the calm password');
    await from(t, '198.51.100.1', 'calm', 'the calm password').expect(200);
  });
});

describe('sign-in limits: IPv6 blocks and the ceiling on failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts an IPv6 client by its /56: hopping between its /64s does not reset the per-address limit', async () => {
    const { tries } = SIGN_IN_LIMITS.perAddress;
    // 2001:db8:1:ab00::/56 holds the /64s 2001:db8:1:ab00 to 2001:db8:1:abff.
    for (let n = 0; n < tries; n += 1) await from(t, `2001:db8:1:ab${n.toString(16).padStart(2, '0')}::1`, `v6user${n}`, 'wrong').expect(401);
    await from(t, '2001:db8:1:abff::9', 'v6-one-more', 'wrong').expect(429);
    expect(await counter(t, 'address:2001:db8:1:ab00::/56')).toBe(tries);
    // The next /56 is another customer.
    await from(t, '2001:db8:1:ac00::1', 'v6-one-more', 'wrong').expect(401);
  });

  it('past the ceiling of failed sign-ins a minute, lets only addresses that signed in before try', async () => {
    await saveOperator(t.database.dataSource, 'owner', 'the owner password');
    await from(t, '198.51.100.7', 'owner', 'the owner password').expect(200);
    const failed = (await counter(t, 'everyone')) ?? 0;
    const { tries } = SIGN_IN_LIMITS.everyone;
    // Each guess from its own address and for its own username: no other limit is met.
    for (let n = failed; n < tries; n += 1) await from(t, `10.${Math.floor(n / 250)}.${n % 250}.1`, `spread${n}`, 'wrong').expect(401);

    const refused = await from(t, '10.9.9.9', 'someone-new', 'wrong').expect(429);
    expect(refused.body).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/^Too many failed sign-ins\. Try again in \d+ (seconds?|minute)\.$/), requestId: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Even the right password waits, from an address that never signed in as the operator...
    await from(t, '198.51.100.8', 'owner', 'the owner password').expect(429);
    // ...but the operator's own address still signs in.
    await from(t, '198.51.100.7', 'owner', 'the owner password').expect(200);
  });
});

describe('sessions at sign-in, and common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await saveOperator(t.database.dataSource, 'keeper', 'the keeper password');
  });
  afterAll(() => t.close());

  const cookieOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];

  it('ends the session whose cookie the browser presented when signing in again', async () => {
    const first = cookieOf(await from(t, '198.51.100.2', 'keeper', 'the keeper password').expect(200));
    await request(t.server).get('/api/auth/me').set('Cookie', first).expect(200);
    const second = cookieOf(await from(t, '198.51.100.2', 'keeper', 'the keeper password').set('Cookie', first).expect(200));
    expect(second).not.toBe(first);
    await request(t.server).get('/api/auth/me').set('Cookie', first).expect(401);
    await request(t.server).get('/api/auth/me').set('Cookie', second).expect(200);
  });

  it('refuses a new password on the list of common passwords, in any letter case, and keeps the old one', async () => {
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ username: 'keeper', password: 'the keeper password' }).expect(200);
    for (const newPassword of ['password1234', 'QWERTYUIOPASDFGH']) {
      const res = await agent.put('/api/auth/password').send({ currentPassword: 'the keeper password', newPassword }).expect(400);
      expect(res.body).toEqual({ error: 'invalid_input', message: expect.stringContaining('on a list of common passwords'), requestId: expect.any(String) });
    }
    await expect(saveOperator(t.database.dataSource, 'keeper', 'password1234')).rejects.toThrow('on a list of common passwords');
    await request(t.server).post('/api/auth/login').send({ username: 'keeper', password: 'the keeper password' }).expect(200);
  });
});
