import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at `offsetSteps` steps from now. */
function codeAt(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * STEP_MS });
}

/** Six digits that are none of the codes accepted around now. */
function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((offset) => codeAt(secret, offset)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

const signIn = (t: TestApp, body: object) => request(t.server).post('/api/auth/login').send({ ...OPERATOR, ...body });

describe('the operator\'s second factor', () => {
  let t: TestApp;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('enrols: the password again gives a secret and its otpauth URL, the first code turns it on and answers ten recovery codes', async () => {
    const agent = await signedInAgent(t);
    const other = await signedInAgent(t);
    expect((await agent.get('/api/auth/me').expect(200)).body.secondFactor).toBe(false);

    const refused = await agent.post('/api/admin/account/totp').send({ password: 'not the password' }).expect(403);
    expect(refused.body).toMatchObject({ error: 'forbidden', message: 'The password is incorrect' });
    await agent.post('/api/admin/account/totp/confirm').send({ code: '123456' }).expect(409);

    const enrolment = await agent.post('/api/admin/account/totp').send({ password: OPERATOR.password }).expect(200);
    secret = enrolment.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(enrolment.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Caliber');
    // Not on until confirmed.
    await signIn(t, {}).expect(200);

    const wrong = await agent.post('/api/admin/account/totp/confirm').send({ code: wrongCode(secret) }).expect(403);
    expect(wrong.body.error).toBe('forbidden');
    const confirmed = await agent.post('/api/admin/account/totp/confirm').send({ code: codeAt(secret) }).expect(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recoveryCodes.forEach((code) => expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/));

    // This session stays and says so; the operator's other sessions end.
    expect((await agent.get('/api/auth/me').expect(200)).body.secondFactor).toBe(true);
    await other.get('/api/auth/me').expect(401);
    // A second enrolment waits until this one is turned off.
    await agent.post('/api/admin/account/totp').send({ password: OPERATOR.password }).expect(409);

    // At rest: the secret sealed, the recovery codes hashed.
    const [user] = await t.database.dataSource.query('SELECT totp_secret, totp_pending_secret FROM users WHERE username = $1', [OPERATOR.username]);
    expect(user.totp_secret).toMatch(/^v1\./);
    expect(user.totp_secret).not.toContain(secret);
    expect(user.totp_pending_secret).toBeNull();
    const stored: { code_hash: string }[] = await t.database.dataSource.query('SELECT code_hash FROM recovery_codes');
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.map((row) => row.code_hash).join()).not.toContain(code.replace('-', ''));
  });

  it('signs in only with the code: missing is 401 second_factor_required, wrong is 401, right opens a session, once', async () => {
    const missing = await signIn(t, {}).expect(401);
    expect(missing.body).toEqual({ error: 'second_factor_required', message: expect.stringMatching(/authenticator app/), requestId: expect.any(String) });
    expect(missing.headers['set-cookie']).toBeUndefined();

    const wrong = await signIn(t, { code: wrongCode(secret) }).expect(401);
    expect(wrong.body.error).toBe('unauthorized');
    // A wrong password with a right code is still a wrong password.
    const badPassword = await signIn(t, { password: 'not the password', code: codeAt(secret, 1) }).expect(401);
    expect(badPassword.body.message).toBe('Incorrect username or password');

    // The confirmation used this step's code, so the next step's (the app shows it within 30 s) signs in.
    const code = codeAt(secret, 1);
    const agent = request.agent(t.server);
    const signedIn = await agent.post('/api/auth/login').send({ ...OPERATOR, code }).expect(200);
    expect(signedIn.body).toMatchObject({ username: OPERATOR.username, secondFactor: true });
    await agent.get('/api/admin/stats').expect(200);
    // The same code again is refused: a code seen over a shoulder or in a log opens nothing.
    await signIn(t, { code }).expect(401);
  });

  it('takes a recovery code once, typed with or without its hyphen and in any case', async () => {
    const [first] = recoveryCodes;
    await signIn(t, { code: first.toUpperCase().replace('-', ' ') }).expect(200);
    const again = await signIn(t, { code: first }).expect(401);
    expect(again.body.error).toBe('unauthorized');
    const [{ n }] = await t.database.dataSource.query('SELECT count(*)::int AS n FROM recovery_codes');
    expect(n).toBe(9);
  });

  it('counts wrong codes against the sign-in limits', async () => {
    const limited = await startTestApp();
    try {
      const agent = await signedInAgent(limited);
      const { body } = await agent.post('/api/admin/account/totp').send({ password: OPERATOR.password }).expect(200);
      await agent.post('/api/admin/account/totp/confirm').send({ code: codeAt(body.secret) }).expect(200);
      const wrong = wrongCode(body.secret);
      for (let n = 0; n < 5; n += 1) await request(limited.server).post('/api/auth/login').send({ ...OPERATOR, code: wrong }).expect(401);
      const refused = await request(limited.server).post('/api/auth/login').send({ ...OPERATOR, code: codeAt(body.secret, 1) }).expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('turns off with a recovery code; then the password alone signs in again', async () => {
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ ...OPERATOR, code: recoveryCodes[1] }).expect(200);
    await agent.delete('/api/admin/account/totp').send({ code: wrongCode(secret) }).expect(403);
    await agent.delete('/api/admin/account/totp').send({ code: recoveryCodes[2] }).expect(204);
    expect((await agent.get('/api/auth/me').expect(200)).body.secondFactor).toBe(false);
    await agent.delete('/api/admin/account/totp').send({ code: recoveryCodes[3] }).expect(409);

    await signIn(t, {}).expect(200);
    const [user] = await t.database.dataSource.query('SELECT totp_secret, totp_last_step FROM users WHERE username = $1', [OPERATOR.username]);
    expect(user).toEqual({ totp_secret: null, totp_last_step: null });
    const [{ n }] = await t.database.dataSource.query('SELECT count(*)::int AS n FROM recovery_codes');
    expect(n).toBe(0);
  });

  it('refuses the app\'s codes with 401, not 500, when the stored secret cannot be opened, and still takes a recovery code', async () => {
    const other = await startTestApp();
    try {
      const agent = await signedInAgent(other);
      const { body } = await agent.post('/api/admin/account/totp').send({ password: OPERATOR.password }).expect(200);
      const { body: codes } = await agent.post('/api/admin/account/totp/confirm').send({ code: codeAt(body.secret) }).expect(200);
      // As after SESSION_SECRET changed: sealed under another key.
      await other.database.dataSource.query(`UPDATE users SET totp_secret = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA'`);
      await request(other.server).post('/api/auth/login').send({ ...OPERATOR, code: codeAt(body.secret, 1) }).expect(401);
      await request(other.server).post('/api/auth/login').send({ ...OPERATOR, code: codes.recoveryCodes[0] }).expect(200);
    } finally {
      await other.close();
    }
  });

  it('answers 400 to a code that is not text and 401 without a session', async () => {
    const agent = await signedInAgent(t);
    const bad = await agent.post('/api/admin/account/totp/confirm').send({ code: 123456 }).expect(400);
    expect(bad.body.error).toBe('invalid_input');
    await request(t.server).post('/api/admin/account/totp').send({ password: OPERATOR.password }).expect(401);
    await request(t.server).delete('/api/admin/account/totp').send({ code: '123456' }).expect(401);
  });
});
