import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_ROUTES: [string, string][] = [
  ['get', '/api/admin/watches'],
  ['post', '/api/admin/watches'],
  ['put', '/api/admin/watches/1'],
  ['delete', '/api/admin/watches/1'],
  ['get', '/api/admin/collections'],
  ['post', '/api/admin/collections'],
  ['put', '/api/admin/collections/reorder'],
  ['put', '/api/admin/collections/1'],
  ['delete', '/api/admin/collections/1'],
  ['get', '/api/admin/stats'],
  ['post', '/api/admin/upload'],
  ['get', '/api/admin/uploaded-images'],
  ['get', '/api/admin/inquiries'],
  ['get', '/api/admin/subscriptions'],
  ['get', '/api/admin/subscriptions.csv'],
  ['delete', '/api/admin/subscriptions/1'],
];

describe('operator sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await signedInAgent(t);
  });
  afterAll(() => t.close());

  it.each(ADMIN_ROUTES)('%s %s answers 401 without a session', async (method, path) => {
    const res = await (request(t.server) as any)[method](path).send({}).expect(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Sign in to use the back office', requestId: expect.any(String) });
  });

  it.each(ADMIN_ROUTES)('%s %s answers 401 with a forged session cookie', async (method, path) => {
    await (request(t.server) as any)[method](path).set('Cookie', 'caliber_session=forged').expect(401);
  });

  it.each(['caliber_session=%', 'caliber_session=%E0%A4%A', 'other=1; caliber_session=%zz'])('answers 401, not 500, to the malformed cookie %j', async (cookie) => {
    const me = await request(t.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(me.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    await request(t.server).get('/api/admin/stats').set('Cookie', cookie).expect(401);
    await request(t.server).post('/api/auth/logout').set('Cookie', cookie).expect((res) => expect(res.status).toBeLessThan(500));
  });

  it('signs in with an httpOnly SameSite=Lax cookie, answers me, and signs out', async () => {
    const agent = request.agent(t.server);
    const login = await agent.post('/api/auth/login').send(OPERATOR).expect(200);
    expect(login.body).toMatchObject({ username: OPERATOR.username });
    const cookie = login.headers['set-cookie'][0];
    expect(cookie).toMatch(/^caliber_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
    await agent.get('/api/auth/me').expect(200);
    await agent.get('/api/admin/stats').expect(200);
    await agent.post('/api/auth/logout').expect(204);
    await agent.get('/api/auth/me').expect(401);
    await agent.get('/api/admin/stats').expect(401);
    const sessions = await t.database.dataSource.query('SELECT count(*)::int AS n FROM sessions');
    expect(sessions[0].n).toBe(1); // the suite's own agent's session only
  });

  it('refuses a wrong password with 401 and stores no password in clear', async () => {
    const res = await request(t.server).post('/api/auth/login').send({ username: OPERATOR.username, password: 'nope' }).expect(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Incorrect username or password', requestId: expect.any(String) });
    const [row] = await t.database.dataSource.query('SELECT password FROM users');
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('answers 403 to a write from another origin, even when signed in', async () => {
    const agent = await signedInAgent(t);
    const res = await agent.post('/api/admin/collections').set('Origin', 'https://evil.example').send({}).expect(403);
    expect(res.body.error).toBe('forbidden');
    await request(t.server).post('/api/auth/login').set('Origin', 'https://evil.example').send(OPERATOR).expect(403);
  });

  it('locks a username out with 429 after repeated failures, and the right password waits too', async () => {
    const username = 'victim';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(t.server).post('/api/auth/login').send({ username, password: `guess-${attempt}` }).expect(401);
    }
    const locked = await request(t.server).post('/api/auth/login').send({ username, password: 'another' }).expect(429);
    expect(locked.body.error).toBe('too_many_requests');
    expect(locked.body.message).toMatch(/Too many failed sign-ins/);
  });

  it('refuses an empty sign-in with 400', async () => {
    const res = await request(t.server).post('/api/auth/login').send({ username: '', password: '' }).expect(400);
    expect(res.body.message).toContain('username: Required');
  });
});
