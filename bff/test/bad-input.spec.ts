import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const RUNS = 1000;

/** Something that does not belong in a field: wrong type, empty, huge, markup or SQL, or nothing at all. */
const wrongValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 5001, maxLength: 12_000 }),
  fc.constant(`'); DROP TABLE watches; --`),
  fc.constant('<img src=x onerror=alert(1)>'),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** A fully valid body, or a valid body with one field made wrong (or removed). */
function bodies(valid: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    valid,
    valid.chain((body) =>
      fc.tuple(fc.constantFrom(...Object.keys(body)), wrongValue).map(([field, value]) => {
        const changed: Record<string, unknown> = { ...body };
        if (value === undefined) delete changed[field];
        else changed[field] = value;
        return changed;
      }),
    ),
  );
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

describe('bad input on every POST and PUT', { timeout: 600_000 }, () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionId: number;
  let watchId: number;
  const counts: Record<string, { sent: number; accepted: number; refused: number }> = {};
  const query = (sql: string) => t.database.dataSource.query(sql);
  const count = async (table: string) => (await query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  beforeAll(async () => {
    // A thousand posts from one address would meet the public writes' rate limit, and test only that.
    t = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '1000000' });
    const seeded = await seedFixtures(t.database.dataSource);
    collectionId = seeded.collections[0].id;
    watchId = seeded.watches[0].id;
    agent = await signedInAgent(t);
  });
  afterAll(async () => {
    console.table(counts);
    await t.close();
  });

  const tally = (endpoint: string, status: number) => {
    counts[endpoint] ??= { sent: 0, accepted: 0, refused: 0 };
    counts[endpoint].sent += 1;
    counts[endpoint][status < 300 ? 'accepted' : 'refused'] += 1;
    expect(status, `${endpoint} answered ${status}`).toBeLessThan(500);
  };

  /** A create: 2xx adds exactly one row, anything else adds none. */
  async function checkCreate(endpoint: string, table: string, send: (body: Record<string, unknown>) => Promise<request.Response>, valid: fc.Arbitrary<Record<string, unknown>>) {
    await fc.assert(
      fc.asyncProperty(bodies(valid), async (body) => {
        const before = await count(table);
        const res = await send(body);
        tally(endpoint, res.status);
        if (res.status < 300) expect(res.body.id).toEqual(expect.any(Number));
        else expect(res.body).toEqual({ error: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
        expect(await count(table)).toBe(before + (res.status < 300 ? 1 : 0));
      }),
      { numRuns: RUNS },
    );
  }

  /** Addresses the e-mail rule accepts: within its limit, and no ? or & (docs/architecture.md). */
  const validEmail = fc.emailAddress().filter((e) => e.length <= 254 && !/[?&]/.test(e));

  const text = (maxLength: number) => fc.string({ minLength: 1, maxLength }).filter((s) => s.trim() !== '');
  const inquiryFields = {
    name: text(120),
    email: validEmail,
    phone: fc.string({ maxLength: 40 }),
    message: text(5000),
    watchId: fc.integer({ min: 1, max: 100 }),
  };
  const validInquiry = fc.oneof(
    fc.record({ ...inquiryFields, kind: fc.constantFrom('watch', 'contact') }),
    fc.record({
      ...inquiryFields,
      kind: fc.constant('trade-in'),
      currentWatchBrand: text(200),
      currentWatchModel: text(200),
      hasBox: fc.constantFrom('yes', 'no', 'unsure'),
      additionalNotes: fc.string({ maxLength: 2000 }),
    }),
  );

  it('POST /api/inquiries', () => checkCreate('POST /api/inquiries', 'inquiries', (body) => request(t.server).post('/api/inquiries').send(body), validInquiry));

  it('POST /api/subscriptions', async () => {
    await fc.assert(
      fc.asyncProperty(bodies(fc.record({ email: validEmail })), async (body) => {
        const before = await count('subscriptions');
        const res = await request(t.server).post('/api/subscriptions').send(body);
        tally('POST /api/subscriptions', res.status);
        const after = await count('subscriptions');
        if (res.status === 200) expect(res.body).toEqual({ subscribed: true });
        expect(after - before).toBeLessThanOrEqual(res.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  const validWatch = () =>
    fc.record({
      brand: fc.constantFrom('Rolex', 'Omega', 'Tudor', 'Grand Seiko'),
      model: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
      reference: fc.stringMatching(/^[A-Z0-9.]{3,20}$/),
      price: fc.stringMatching(/^\d{1,7}(\.\d{2})?$/),
      movement: fc.constant('Automatic'),
      caseMaterial: fc.constant('Steel'),
      caseSize: fc.constant('40 mm'),
      condition: fc.constantFrom('New', 'Excellent', 'Very Good', 'Good', 'Fair'),
      year: fc.integer({ min: 1900, max: 2025 }),
      description: fc.string({ maxLength: 500 }).map((s) => `Notes: ${s}`),
      imageUrl: fc.constant('/uploads/a.jpg'),
      imageGallery: fc.constant(['/uploads/a.jpg']),
      collectionId: fc.constant(collectionId),
      featured: fc.boolean(),
      slug: fc.constant('').map(() => `watch-${unique()}`),
    });

  it('POST /api/admin/watches', () => checkCreate('POST /api/admin/watches', 'watches', (body) => agent.post('/api/admin/watches').send(body), validWatch()));

  it('PUT /api/admin/watches/:id (full and inline), leaving the row untouched when refused', async () => {
    const inline = fc.oneof(
      fc.record({ brand: fc.string({ maxLength: 250 }) }),
      fc.record({ price: fc.oneof(fc.stringMatching(/^\d{1,7}(\.\d{1,2})?$/), fc.string()) }),
      fc.record({ reference: fc.anything() }),
      fc.record({ model: fc.string(), movement: fc.string() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(bodies(validWatch()), inline), async (body) => {
        const [before] = await query(`SELECT * FROM watches WHERE id = ${watchId}`);
        const res = await agent.put(`/api/admin/watches/${watchId}`).send(body);
        tally('PUT /api/admin/watches/:id', res.status);
        const [after] = await query(`SELECT * FROM watches WHERE id = ${watchId}`);
        if (res.status === 200) expect(after.slug).toBe(res.body.slug);
        else expect(after).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  const validCollection = () =>
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''),
      description: fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim() !== ''),
      imageUrl: fc.constant('/uploads/c.jpg'),
      slug: fc.constant('').map(() => `collection-${unique()}`),
    });

  it('POST /api/admin/collections', () =>
    checkCreate('POST /api/admin/collections', 'collections', (body) => agent.post('/api/admin/collections').send(body), validCollection()));

  it('PUT /api/admin/collections/:id, leaving the row untouched when refused', async () => {
    await fc.assert(
      fc.asyncProperty(bodies(validCollection()), async (body) => {
        const [before] = await query(`SELECT * FROM collections WHERE id = ${collectionId}`);
        const res = await agent.put(`/api/admin/collections/${collectionId}`).send(body);
        tally('PUT /api/admin/collections/:id', res.status);
        const [after] = await query(`SELECT * FROM collections WHERE id = ${collectionId}`);
        if (res.status !== 200) expect(after).toEqual(before);
        else expect(after.slug).toBe(res.body.slug);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/admin/collections/reorder, applying all or nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.anything(), fc.integer({ min: 0, max: 3 }), async (wellFormed, junk, mode) => {
        const current: { id: number }[] = await query('SELECT id FROM collections ORDER BY id');
        const orders = current.map(({ id }, index) => ({ id, displayOrder: current.length - index }));
        const body = wellFormed
          ? { collectionOrders: orders }
          : [{ collectionOrders: junk }, { collectionOrders: orders.slice(1) }, { collectionOrders: [...orders, orders[0]] }, junk][mode];
        const before = await query('SELECT id, display_order FROM collections ORDER BY id');
        const res = await agent.put('/api/admin/collections/reorder').set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');
        tally('PUT /api/admin/collections/reorder', res.status);
        const after = await query('SELECT id, display_order FROM collections ORDER BY id');
        if (res.status === 200) expect(after.map((row: { display_order: number }) => row.display_order)).toEqual(orders.map((o) => o.displayOrder));
        else expect(after).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/auth/login', async () => {
    await fc.assert(
      fc.asyncProperty(bodies(fc.record({ username: fc.string({ maxLength: 64 }), password: fc.string({ maxLength: 200 }) })), async (body) => {
        const users = await query('SELECT * FROM users');
        const res = await request(t.server).post('/api/auth/login').set('X-Forwarded-For', '10.0.0.1').send(body);
        tally('POST /api/auth/login', res.status);
        expect([400, 401, 429]).toContain(res.status);
        expect(await query('SELECT * FROM users')).toEqual(users);
      }),
      { numRuns: RUNS },
    );
  });
});
