import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('admin inquiries and subscribers', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAgent(t);
    for (let n = 1; n <= 3; n += 1) {
      await request(t.server).post('/api/inquiries').send({ name: `N${n}`, email: `n${n}@example.com`, message: `Message ${n}`, kind: n === 3 ? 'trade-in' : 'contact' }).expect(201);
    }
    await request(t.server).post('/api/subscriptions').send({ email: 'one@example.com' }).expect(200);
    await request(t.server).post('/api/subscriptions').send({ email: 'two"quoted@example.com' }).expect(200);
  });
  afterAll(() => t.close());

  it('pages inquiries newest first, with a kind filter', async () => {
    const first = await agent.get('/api/admin/inquiries?page=1&pageSize=2').expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((i: { name: string }) => i.name)).toEqual(['N3', 'N2']);
    const second = await agent.get('/api/admin/inquiries?page=2&pageSize=2').expect(200);
    expect(second.body.items.map((i: { name: string }) => i.name)).toEqual(['N1']);
    const tradeIns = await agent.get('/api/admin/inquiries?kind=trade-in').expect(200);
    expect(tradeIns.body.items).toHaveLength(1);
    await agent.get('/api/admin/inquiries?pageSize=1000').expect(400);
  });

  it('lists, exports as CSV and deletes subscribers', async () => {
    const list = await agent.get('/api/admin/subscriptions').expect(200);
    expect(list.body).toHaveLength(2);
    const csv = await agent.get('/api/admin/subscriptions.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('"two""quoted@example.com"');
    await agent.delete(`/api/admin/subscriptions/${list.body[0].id}`).expect(204);
    expect((await agent.get('/api/admin/subscriptions').expect(200)).body).toHaveLength(1);
    await agent.delete(`/api/admin/subscriptions/${list.body[0].id}`).expect(404);
  });
});
