import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeConfirmed } from './support/newsletter.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('admin inquiries and subscribers', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAgent(t);
    for (let n = 1; n <= 3; n += 1) {
      const tradeIn = n === 3 ? { kind: 'trade-in', currentWatchBrand: 'Omega', currentWatchModel: 'Seamaster' } : { kind: 'contact' };
      await request(t.server).post('/api/inquiries').send({ name: `N${n}`, email: `n${n}@example.com`, message: `Message ${n}`, ...tradeIn }).expect(201);
    }
    for (const email of ['one@example.com', 'two"quoted@example.com', '=HYPERLINK("http://evil.example")@x.co', '+1@x.co', '-2@x.co']) {
      await subscribeConfirmed(t, email);
    }
    // Pending: neither listed nor exported.
    await request(t.server).post('/api/subscriptions').send({ email: 'pending@example.com' }).expect(200);
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
    expect(tradeIns.body.items[0]).toMatchObject({ watchId: null, tradeIn: { currentWatchBrand: 'Omega', currentWatchModel: 'Seamaster', hasBox: null } });
    expect(second.body.items[0]).toMatchObject({ kind: 'contact', watchId: null, tradeIn: null });
    await agent.get('/api/admin/inquiries?pageSize=1000').expect(400);
    expect((await agent.get('/api/admin/inquiries').expect(200)).body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
  });

  it('marks inquiries answered or archived, filters by status and kind, and counts the new ones', async () => {
    const { items } = (await agent.get('/api/admin/inquiries').expect(200)).body as { items: { id: number; name: string; status: string }[] };
    expect(items.map((i) => i.status)).toEqual(['new', 'new', 'new']);
    const [n3, n2] = items;
    expect((await agent.put(`/api/admin/inquiries/${n3.id}`).send({ status: 'answered' }).expect(200)).body).toMatchObject({ id: n3.id, status: 'answered', name: 'N3' });
    await agent.put(`/api/admin/inquiries/${n2.id}`).send({ status: 'archived' }).expect(200);

    const names = async (query: string) => ((await agent.get(`/api/admin/inquiries?${query}`).expect(200)).body.items as { name: string }[]).map((i) => i.name);
    expect(await names('status=new')).toEqual(['N1']);
    expect(await names('status=answered')).toEqual(['N3']);
    expect(await names('status=archived&kind=contact')).toEqual(['N2']);
    expect(await names('status=answered&kind=contact')).toEqual([]);
    // A blank filter, as a form's "all" choice sends it, is no filter.
    expect(await names('status=&kind=')).toEqual(['N3', 'N2', 'N1']);
    expect(await names('status=&kind=contact')).toEqual(['N2', 'N1']);
    expect((await agent.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalInquiries: 3, newInquiries: 1 });

    await agent.put(`/api/admin/inquiries/${n3.id}`).send({ status: 'new' }).expect(200);
    expect((await agent.get('/api/admin/stats').expect(200)).body.newInquiries).toBe(2);
  });

  it('refuses a status it does not know, an unknown inquiry, and callers without a session', async () => {
    const { items } = (await agent.get('/api/admin/inquiries').expect(200)).body;
    const bad = await agent.put(`/api/admin/inquiries/${items[0].id}`).send({ status: 'done' }).expect(400);
    expect(bad.body).toEqual({ error: 'invalid_input', message: expect.stringMatching(/^status: /), requestId: expect.any(String) });
    await agent.put(`/api/admin/inquiries/${items[0].id}`).send({}).expect(400);
    await agent.get('/api/admin/inquiries?status=done').expect(400);
    expect((await agent.put('/api/admin/inquiries/999999').send({ status: 'answered' }).expect(404)).body.error).toBe('not_found');
    await request(t.server).put(`/api/admin/inquiries/${items[0].id}`).send({ status: 'archived' }).expect(401);
    await request(t.server).delete(`/api/admin/inquiries/${items[0].id}`).expect(401);
  });

  it('deletes an inquiry, as the privacy policy promises', async () => {
    const { items } = (await agent.get('/api/admin/inquiries').expect(200)).body;
    await agent.delete(`/api/admin/inquiries/${items[0].id}`).expect(204);
    const after = (await agent.get('/api/admin/inquiries').expect(200)).body;
    expect(after.total).toBe(2);
    expect(after.items.map((i: { id: number }) => i.id)).not.toContain(items[0].id);
    await agent.delete(`/api/admin/inquiries/${items[0].id}`).expect(404);
    expect((await agent.get('/api/admin/stats').expect(200)).body.totalInquiries).toBe(2);
  });

  it('without SMTP_URL: says alerts are off and queues no e-mail', async () => {
    expect((await agent.get('/api/admin/stats').expect(200)).body.emailAlerts).toBe(false);
    const queue = new Queue('mail', { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
    try {
      const counts = await queue.getJobCounts();
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    } finally {
      await queue.close();
    }
  });

  it('exports cells that would begin with =, +, - or @ behind an apostrophe, so no spreadsheet runs them', async () => {
    const csv = await agent.get('/api/admin/subscriptions.csv').expect(200);
    const firstCells = csv.text.trim().split('\r\n').slice(1).map((line) => line.slice(0, line.lastIndexOf(',')));
    expect(firstCells).toEqual(expect.arrayContaining([`"'=hyperlink(""http://evil.example"")@x.co"`, `"'+1@x.co"`, `"'-2@x.co"`, '"one@example.com"']));
  });

  it('lists, exports as CSV and deletes subscribers', async () => {
    const list = await agent.get('/api/admin/subscriptions').expect(200);
    expect(list.body).toHaveLength(5);
    expect(list.body[0]).toMatchObject({ unsubscribedAt: null });
    const csv = await agent.get('/api/admin/subscriptions.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('"two""quoted@example.com"');
    expect(csv.text).not.toContain('pending@example.com');
    expect(list.body.map((row: { email: string }) => row.email)).not.toContain('pending@example.com');
    await agent.delete(`/api/admin/subscriptions/${list.body[0].id}`).expect(204);
    expect((await agent.get('/api/admin/subscriptions').expect(200)).body).toHaveLength(4);
    await agent.delete(`/api/admin/subscriptions/${list.body[0].id}`).expect(404);
  });
});
