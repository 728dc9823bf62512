import { hash, type Algorithm } from '@node-rs/argon2';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const createAdmin = path.resolve(import.meta.dirname, '../dist/cli/create-admin.js');
const HOUR_MS = 60 * 60 * 1000;

describe('operator sessions', () => {
  let t: TestApp;
  const query = (sql: string, parameters: unknown[] = []) => t.database.dataSource.query(sql, parameters);
  const sessionCount = async () => (await query('SELECT count(*)::int AS n FROM sessions'))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the cookie for the absolute lifetime (12 hours by default) and ends the session after it', async () => {
    const agent = request.agent(t.server);
    await signedInAgent(t);
    const login = await agent.post('/api/auth/login').send(OPERATOR).expect(200);
    expect(login.headers['set-cookie'][0]).toMatch(new RegExp(`Max-Age=${(12 * HOUR_MS) / 1000};`));
    await query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    await agent.get('/api/auth/me').expect(401);
  });

  it('ends a session unused for the idle timeout (2 hours by default), and keeps a used one alive', async () => {
    const idle = await signedInAgent(t);
    await query(`UPDATE sessions SET last_seen_at = now() - interval '2 hours 1 minute'`);
    await idle.get('/api/auth/me').expect(401);
    await idle.get('/api/admin/stats').expect(401);

    const used = await signedInAgent(t);
    await query(`UPDATE sessions SET last_seen_at = now() - interval '90 minutes'`);
    await used.get('/api/admin/stats').expect(200);
    const [{ age }] = await query(`SELECT extract(epoch FROM now() - max(last_seen_at))::float AS age FROM sessions`);
    expect(age).toBeLessThan(60);
    await used.get('/api/auth/me').expect(200);
  });

  it('writes the last use at most once a minute, not on every request', async () => {
    const agent = await signedInAgent(t);
    await query(`UPDATE sessions SET last_seen_at = now() - interval '20 seconds'`);
    const [before] = await query(`SELECT max(last_seen_at) AS seen FROM sessions`);
    for (let n = 0; n < 5; n += 1) await agent.get('/api/auth/me').expect(200);
    const [after] = await query(`SELECT max(last_seen_at) AS seen FROM sessions`);
    expect(after.seen).toEqual(before.seen);
  });

  it("signs out everywhere: every one of the operator's sessions ends, the cookie is cleared", async () => {
    const laptop = await signedInAgent(t);
    const phone = await signedInAgent(t);
    expect(await sessionCount()).toBeGreaterThanOrEqual(2);
    await laptop.post('/api/auth/logout-everywhere').set('Origin', 'https://evil.example').expect(403);
    const res = await laptop.post('/api/auth/logout-everywhere').expect(204);
    expect(res.headers['set-cookie'][0]).toMatch(/caliber_session=;/);
    await laptop.get('/api/auth/me').expect(401);
    await phone.get('/api/admin/stats').expect(401);
    expect(await sessionCount()).toBe(0);
    const signedOut = await request(t.server).post('/api/auth/logout-everywhere').expect(401);
    expect(signedOut.body).toEqual({ error: 'unauthorized', message: 'Not signed in', requestId: expect.any(String) });
  });

  it("npm run admin:create reads the password from standard input, never prints it, ends that operator's sessions and wants 12 characters", async () => {
    const agent = await signedInAgent(t);
    const env = { ...process.env, DATABASE_URL: t.database.url };
    const run = (args: string[], input: string) => spawnSync('node', [createAdmin, ...args], { env, input, encoding: 'utf8', timeout: 30_000 });
    const short = run([OPERATOR.username], 'elevenchars\n');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('at least 12 characters');
    const onCommandLine = run([OPERATOR.username, 'a brand new password'], '');
    expect(onCommandLine.status).toBe(2);
    expect(onCommandLine.stderr).toContain('read from standard input');
    await agent.get('/api/auth/me').expect(200);

    const saved = run([OPERATOR.username], 'a brand new password\n');
    expect(saved.status, saved.stderr).toBe(0);
    expect(saved.stdout + saved.stderr).not.toContain('a brand new password');
    await agent.get('/api/auth/me').expect(401);
    await request(t.server).post('/api/auth/login').send(OPERATOR).expect(401);
    await request(t.server).post('/api/auth/login').send({ username: OPERATOR.username, password: 'a brand new password' }).expect(200);
    await query(`UPDATE users SET password = $1`, [await hash(OPERATOR.password, { algorithm: 2 as Algorithm })]);
  });

  it('npm run admin:create keeps the second factor unless told --without-second-factor', async () => {
    await signedInAgent(t);
    const env = { ...process.env, DATABASE_URL: t.database.url };
    const run = (args: string[]) => spawnSync('node', [createAdmin, ...args], { env, input: `${OPERATOR.password}\n`, encoding: 'utf8', timeout: 30_000 });
    await query(`UPDATE users SET totp_secret = 'v1.sealed' WHERE username = $1`, [OPERATOR.username]);
    await query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT id, 'hash' FROM users WHERE username = $1`, [OPERATOR.username]);
    expect(run([OPERATOR.username]).status).toBe(0);
    expect((await query(`SELECT totp_secret FROM users WHERE username = $1`, [OPERATOR.username]))[0].totp_secret).toBe('v1.sealed');
    const cleared = run([OPERATOR.username, '--without-second-factor']);
    expect(cleared.status, cleared.stderr).toBe(0);
    expect((await query(`SELECT totp_secret FROM users WHERE username = $1`, [OPERATOR.username]))[0].totp_secret).toBeNull();
    expect(await query(`SELECT * FROM recovery_codes`)).toEqual([]);
  });

  it("hashes with argon2id at OWASP's costs, and rehashes a weaker stored hash on sign-in", async () => {
    await signedInAgent(t);
    const [stored] = await query(`SELECT password FROM users WHERE username = $1`, [OPERATOR.username]);
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const weak = await hash(OPERATOR.password, { algorithm: 2 as Algorithm, memoryCost: 4096, timeCost: 1 });
    await query(`UPDATE users SET password = $1 WHERE username = $2`, [weak, OPERATOR.username]);
    const kept = await signedInAgent(t);
    const [rehashed] = await query(`SELECT password FROM users WHERE username = $1`, [OPERATOR.username]);
    expect(rehashed.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await kept.get('/api/auth/me').expect(200);
    await request(t.server).post('/api/auth/login').send(OPERATOR).expect(200);
  });
});

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('wants the current password and 12 characters, then keeps this session and ends the others', async () => {
    const phone = await signedInAgent(t);
    const laptop = await signedInAgent(t);
    const change = (body: object) => laptop.put('/api/auth/password').send(body);

    const short = await change({ currentPassword: OPERATOR.password, newPassword: 'elevenchars' }).expect(400);
    expect(short.body.message).toBe('newPassword: Must be at least 12 characters');
    const wrong = await change({ currentPassword: 'not the password', newPassword: 'a brand new password' }).expect(403);
    expect(wrong.body).toEqual({ error: 'forbidden', message: 'The current password is incorrect', requestId: expect.any(String) });
    await request(t.server).put('/api/auth/password').send({ currentPassword: OPERATOR.password, newPassword: 'a brand new password' }).expect(401);
    await phone.get('/api/auth/me').expect(200);

    await change({ currentPassword: OPERATOR.password, newPassword: 'a brand new password' }).expect(204);
    await laptop.get('/api/auth/me').expect(200);
    await phone.get('/api/auth/me').expect(401);
    await request(t.server).post('/api/auth/login').send(OPERATOR).expect(401);
    await request(t.server).post('/api/auth/login').send({ username: OPERATOR.username, password: 'a brand new password' }).expect(200);
  });
});
