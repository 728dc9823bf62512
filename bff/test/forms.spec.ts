import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('newsletter and inquiries', () => {
  let t: TestApp;
  let watchId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ watches: [{ id: watchId }] } = await seedFixtures(t.database.dataSource));
  });
  afterAll(() => t.close());

  const rows = (sql: string) => t.database.dataSource.query(sql);

  it('stores a sign-up once, pending its confirmation, and answers the same whether it was new or known', async () => {
    const first = await request(t.server).post('/api/subscriptions').send({ email: 'Collector@Example.com ' }).expect(200);
    const again = await request(t.server).post('/api/subscriptions').send({ email: 'collector@example.com' }).expect(200);
    expect(first.body).toEqual({ subscribed: true });
    expect(again.body).toEqual(first.body);
    expect(await rows(`SELECT email, confirmed_at FROM subscriptions`)).toEqual([{ email: 'collector@example.com', confirmed_at: null }]);
  });

  it('refuses a bad email with the field and the reason', async () => {
    const res = await request(t.server).post('/api/subscriptions').send({ email: 'not-an-email' }).expect(400);
    expect(res.body).toEqual({ error: 'invalid_input', message: 'email: Please enter a valid email address', requestId: expect.any(String) });
  });

  it('refuses an address that would add recipients to the reply link, storing nothing', async () => {
    const email = 'a@b.co?bcc=x%40evil.example';
    const res = await request(t.server).post('/api/inquiries').send({ name: 'Eve', email, message: 'Hi', kind: 'contact' }).expect(400);
    expect(res.body).toEqual({ error: 'invalid_input', message: 'email: An e-mail address cannot contain ?, &, spaces or line breaks', requestId: expect.any(String) });
    await request(t.server).post('/api/subscriptions').send({ email: 'a@b.co\r\nBcc: x@evil.example' }).expect(400);
    expect(await rows(`SELECT id FROM inquiries WHERE name = 'Eve'`)).toEqual([]);
  });

  it('stores a watch inquiry with a snapshot of the watch', async () => {
    const res = await request(t.server)
      .post('/api/inquiries')
      .send({ name: 'Ada', email: 'ada@example.com', phone: '', message: 'Is it still available?', watchId })
      .expect(201);
    const [row] = await rows(`SELECT * FROM inquiries WHERE id = ${res.body.id}`);
    expect(row).toMatchObject({ kind: 'watch', watch_id: watchId, watch_brand: 'Rolex', watch_reference: '126610LN', phone: null });
  });

  it('keeps the snapshot when the watch is deleted later', async () => {
    const { body } = await request(t.server)
      .post('/api/inquiries')
      .send({ name: 'Bo', email: 'bo@example.com', message: 'Price?', watchId })
      .expect(201);
    await rows(`DELETE FROM inquiries WHERE id <> ${body.id}`);
    await rows(`DELETE FROM watches WHERE id = ${watchId}`);
    const [row] = await rows(`SELECT watch_id, watch_model FROM inquiries WHERE id = ${body.id}`);
    expect(row).toEqual({ watch_id: null, watch_model: 'Submariner Date' });
  });

  it('stores an inquiry about a watch that does not exist, with the snapshot empty', async () => {
    const res = await request(t.server)
      .post('/api/inquiries')
      .send({ name: 'Cy', email: 'cy@example.com', message: 'Hello', watchId: 999999 })
      .expect(201);
    const [row] = await rows(`SELECT watch_id, watch_brand FROM inquiries WHERE id = ${res.body.id}`);
    expect(row).toEqual({ watch_id: null, watch_brand: null });
  });

  // What the trade-in form sends (e2e/storefront/forms.spec.ts): the spec's inquiry fields and the answers.
  const tradeIn = {
    name: 'Di',
    email: 'di@example.com',
    phone: '',
    message: 'Trade-in request\nCurrent watch: Omega Speedmaster',
    watchId: 1,
    kind: 'trade-in',
    currentWatchBrand: ' Omega ',
    currentWatchModel: 'Speedmaster',
    hasBox: 'yes',
    additionalNotes: 'Serviced 2023',
  };

  it('stores contact and trade-in messages without a watch reference, though the forms send watchId 1', async () => {
    for (const body of [{ name: 'Di', email: 'di@example.com', phone: '', message: 'A contact message', watchId: 1, kind: 'contact' }, tradeIn]) {
      const res = await request(t.server).post('/api/inquiries').send(body).expect(201);
      const [row] = await rows(`SELECT kind, watch_id, watch_brand FROM inquiries WHERE id = ${res.body.id}`);
      expect(row).toEqual({ kind: body.kind, watch_id: null, watch_brand: null });
    }
  });

  it("stores a trade-in request's answers as data, beside the message composed from them", async () => {
    const res = await request(t.server).post('/api/inquiries').send(tradeIn).expect(201);
    const [row] = await rows(`SELECT trade_in, message, phone FROM inquiries WHERE id = ${res.body.id}`);
    expect(row.trade_in).toEqual({
      currentWatchBrand: 'Omega',
      currentWatchModel: 'Speedmaster',
      currentWatchYear: null,
      hasBox: 'yes',
      hasPapers: null,
      desiredWatch: null,
      additionalNotes: 'Serviced 2023',
    });
    expect(row.message).toBe(
      ['Trade-in request', 'Current watch: Omega Speedmaster', 'Year: Not specified', 'Original box: yes', 'Papers: Not specified', 'Looking for: Open to suggestions', 'Additional notes: Serviced 2023'].join('\n'),
    );
    expect(row.phone).toBeNull();
    const [contact] = await rows(`SELECT trade_in FROM inquiries WHERE kind = 'contact' LIMIT 1`);
    expect(contact.trade_in).toBeNull();
  });

  it.each([
    [{ currentWatchBrand: undefined }, 'currentWatchBrand: Brand, model, name, and email are required.'],
    [{ currentWatchModel: '   ' }, 'currentWatchModel: Brand, model, name, and email are required.'],
    [{ email: '' }, 'email: Brand, model, name, and email are required.'],
    [{ hasPapers: 'maybe' }, 'hasPapers'],
  ])('refuses a trade-in request with %j, naming the field, and stores nothing', async (change, expected) => {
    const before = await rows(`SELECT count(*)::int AS n FROM inquiries`);
    const res = await request(t.server).post('/api/inquiries').send({ ...tradeIn, ...change }).expect(400);
    expect(res.body).toEqual({ error: 'invalid_input', message: expect.stringContaining(expected), requestId: expect.any(String) });
    expect(await rows(`SELECT count(*)::int AS n FROM inquiries`)).toEqual(before);
  });

  it('stores text that looks like SQL or HTML unchanged', async () => {
    const message = `'); DROP TABLE inquiries; -- <script>alert(1)</script>`;
    const res = await request(t.server).post('/api/inquiries').send({ name: 'Ed', email: 'ed@example.com', message, kind: 'contact' }).expect(201);
    const [row] = await rows(`SELECT message FROM inquiries WHERE id = ${res.body.id}`);
    expect(row.message).toBe(message);
  });

  it.each([
    [{ email: 'x@example.com', message: 'hi' }, 'name: Required'],
    [{ name: 'A', email: 'x@example.com', message: 'x'.repeat(5001) }, 'message: Must be at most 5,000 characters'],
    [{ name: 'A', email: 'x@example.com', message: 'hi', kind: 'spam' }, 'kind'],
    [{ name: 'A', email: 'x@example.com', message: 'hi', watchId: -3 }, 'watchId: Must be a positive whole number'],
  ])('refuses %j with 400 naming the field', async (body, expected) => {
    const res = await request(t.server).post('/api/inquiries').send(body).expect(400);
    expect(res.body.error).toBe('invalid_input');
    expect(res.body.message).toContain(expected);
  });

  it('answers malformed JSON with 400 and bodies over 64 KB with 413, storing nothing', async () => {
    const before = await rows(`SELECT count(*)::int AS n FROM inquiries`);
    const malformed = await request(t.server).post('/api/inquiries').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(malformed.body).toEqual({ error: 'invalid_input', message: 'The request body is not valid JSON', requestId: expect.any(String) });
    const huge = await request(t.server)
      .post('/api/inquiries')
      .send({ name: 'A', email: 'a@example.com', message: 'x'.repeat(70_000) })
      .expect(413);
    expect(huge.body.error).toBe('payload_too_large');
    expect(await rows(`SELECT count(*)::int AS n FROM inquiries`)).toEqual(before);
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await request(t.server).get('/api/nothing-here').expect(404);
    expect(res.body.error).toBe('not_found');
  });
});
