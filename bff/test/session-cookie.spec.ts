import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the session cookie and admin answers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://shop.caliber.test', SESSION_SECRET: 'a session secret for tests only, 32 bytes or more' });
    await signedInAgent(t);
  });
  afterAll(() => t?.close());

  it('is __Host-caliber_session, Secure, httpOnly, SameSite=Lax, for the whole host and no domain', async () => {
    const res = await request(t.server).post('/api/auth/login').send(OPERATOR).expect(200);
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(/^__Host-caliber_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).not.toMatch(/Domain=/i);
    const token = /^__Host-caliber_session=([^;]+)/.exec(cookie)![1];
    await request(t.server).get('/api/auth/me').set('Cookie', `__Host-caliber_session=${token}`).expect(200);
    // The same token without the prefix (a cookie a sibling host or plain http could set) is not read.
    await request(t.server).get('/api/auth/me').set('Cookie', `caliber_session=${token}`).expect(401);
    const out = await request(t.server).post('/api/auth/logout').set('Cookie', `__Host-caliber_session=${token}`).expect(204);
    expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^__Host-caliber_session=;.*Secure/);
  });

  it('answers every admin call with Cache-Control: no-store, refusals included', async () => {
    // A Secure cookie is not sent back over the test's plain http by a cookie jar: the header is set by hand.
    const [cookie] = (await request(t.server).post('/api/auth/login').send(OPERATOR).expect(200)).headers['set-cookie'] as unknown as string[];
    const session = cookie.split(';')[0];
    const as = (method: 'get' | 'delete', path: string) => request(t.server)[method](path).set('Cookie', session);
    const answers = [
      await as('get', '/api/admin/stats').expect(200),
      await as('get', '/api/admin/subscriptions').expect(200),
      await as('get', '/api/admin/subscriptions.csv').expect(200),
      await as('get', '/api/admin/inquiries').expect(200),
      await as('delete', '/api/admin/subscriptions/999').expect(404),
      await request(t.server).get('/api/admin/stats').expect(401),
      await request(t.server).get('/api/admin/stats').set('Sec-Fetch-Site', 'cross-site').expect(403),
    ];
    for (const [n, res] of answers.entries()) expect(res.headers['cache-control'], `answer ${n} (${res.status})`).toBe('no-store');
  });
});
