import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const watchBody = (collectionId: number, overrides: Record<string, unknown> = {}) => ({
  brand: 'Patek Philippe',
  model: 'Calatrava',
  reference: '5196G-001',
  price: '24500',
  movement: 'Manual winding',
  caseMaterial: 'White Gold',
  caseSize: '37 mm',
  condition: 'Excellent',
  year: 2016,
  description: 'Full set.',
  imageUrl: '/uploads/a.jpg',
  imageGallery: '/uploads/a.jpg\n  \n/uploads/b.jpg ',
  collectionId,
  featured: true,
  slug: 'patek-philippe-calatrava-5196g-001',
  ...overrides,
});

describe('admin watches and collections', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionIds: number[];

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAgent(t);
  });
  beforeEach(async () => {
    await t.database.dataSource.query('TRUNCATE watches, collections, testimonials, inquiries RESTART IDENTITY CASCADE');
    const { collections } = await seedFixtures(t.database.dataSource);
    collectionIds = collections.map((collection) => collection.id);
    // Warm the public cache so each test also proves writes invalidate it.
    await request(t.server).get('/api/watches').expect(200);
    await request(t.server).get('/api/collections').expect(200);
  });
  afterAll(() => t.close());

  it('creates a watch (201), normalising the gallery, and the public list shows it at once', async () => {
    const res = await agent.post('/api/admin/watches').send(watchBody(collectionIds[1])).expect(201);
    expect(res.body).toMatchObject({ brand: 'Patek Philippe', price: '24500.00', imageGallery: ['/uploads/a.jpg', '/uploads/b.jpg'], collectionName: 'Dress Watches' });
    const list = await request(t.server).get('/api/watches').expect(200);
    expect(list.body[0].slug).toBe('patek-philippe-calatrava-5196g-001');
  });

  it.each([
    [{ imageGallery: '   ' }, 'imageGallery: At least one gallery image URL is required'],
    [{ imageGallery: ['/uploads/a.jpg', ' '] }, 'imageGallery: Image URL cannot be empty'],
    [{ price: '12,500' }, 'price: Enter a price in dollars'],
    [{ condition: 'Mint' }, 'condition: Choose one of'],
    [{ slug: 'all-watches' }, 'slug: The slug "all-watches" is reserved'],
    [{ brand: 'x'.repeat(201) }, 'brand: Must be at most 200 characters'],
    [{ collectionId: 999 }, 'collectionId: No collection has the id 999'],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await agent.post('/api/admin/watches').send(watchBody(collectionIds[0], overrides)).expect(400);
    expect(res.body.message).toContain(message);
    const [{ n }] = await t.database.dataSource.query('SELECT count(*)::int AS n FROM watches');
    expect(n).toBe(3);
  });

  it('answers 409 naming a slug already taken', async () => {
    const res = await agent.post('/api/admin/watches').send(watchBody(collectionIds[0], { slug: 'rolex-submariner-date-126610ln' })).expect(409);
    expect(res.body).toEqual({ error: 'conflict', message: 'The slug "rolex-submariner-date-126610ln" is already used by another watch', requestId: expect.any(String) });
  });

  it('edits one field inline without changing the slug, and refuses two fields at once', async () => {
    const [watch] = (await agent.get('/api/admin/watches').expect(200)).body;
    const res = await agent.put(`/api/admin/watches/${watch.id}`).send({ price: '9999.5' }).expect(200);
    expect(res.body).toMatchObject({ price: '9999.50', slug: watch.slug });
    const renamed = await agent.put(`/api/admin/watches/${watch.id}`).send({ model: 'Speedy' }).expect(200);
    expect(renamed.body.slug).toBe(watch.slug);
    const publicWatch = await request(t.server).get(`/api/watches/${watch.slug}`).expect(200);
    expect(publicWatch.body.model).toBe('Speedy');
    await agent.put(`/api/admin/watches/${watch.id}`).send({ model: '' }).expect(400);
    const two = await agent.put(`/api/admin/watches/${watch.id}`).send({ model: 'A', brand: 'B' }).expect(400);
    expect(two.body.message).toBe('Send the full watch, or exactly one of: brand, model, reference, price, featured, availability');
  });

  it('replaces a whole watch, and 404s for an unknown id, 400 for a bad one', async () => {
    const [watch] = (await agent.get('/api/admin/watches').expect(200)).body;
    const res = await agent.put(`/api/admin/watches/${watch.id}`).send(watchBody(collectionIds[0], { slug: 'a-new-slug' })).expect(200);
    expect(res.body).toMatchObject({ slug: 'a-new-slug', brand: 'Patek Philippe' });
    await agent.put('/api/admin/watches/424242').send(watchBody(collectionIds[0])).expect(404);
    await agent.put('/api/admin/watches/abc').send({ price: '1' }).expect(400);
  });

  it('deletes a watch (204), which disappears from the public reads', async () => {
    const [watch] = (await agent.get('/api/admin/watches').expect(200)).body;
    await agent.delete(`/api/admin/watches/${watch.id}`).expect(204);
    await request(t.server).get(`/api/watches/${watch.slug}`).expect(404);
    await agent.delete(`/api/admin/watches/${watch.id}`).expect(404);
  });

  it('creates, updates and lists collections; a slug clash is 409', async () => {
    const created = await agent
      .post('/api/admin/collections')
      .send({ name: 'Vintage', description: 'Older pieces.', imageUrl: '/uploads/v.jpg', slug: 'vintage' })
      .expect(201);
    expect(created.body).toMatchObject({ slug: 'vintage', displayOrder: 0 });
    const updated = await agent
      .put(`/api/admin/collections/${created.body.id}`)
      .send({ name: 'Vintage Icons', description: 'Older pieces.', imageUrl: '/uploads/v.jpg', slug: 'vintage-icons' })
      .expect(200);
    expect(updated.body.name).toBe('Vintage Icons');
    const publicList = await request(t.server).get('/api/collections').expect(200);
    expect(publicList.body.map((c: { slug: string }) => c.slug)).toContain('vintage-icons');
    await agent
      .post('/api/admin/collections')
      .send({ name: 'Again', description: 'x', imageUrl: '/uploads/v.jpg', slug: 'vintage-icons' })
      .expect(409);
  });

  it('refuses to delete a collection that holds watches, saying how many', async () => {
    const res = await agent.delete(`/api/admin/collections/${collectionIds[0]}`).expect(409);
    expect(res.body.message).toBe('This collection still holds 2 watches; move or delete them first');
    await t.database.dataSource.query(`DELETE FROM watches WHERE collection_id = ${collectionIds[1]}`);
    await agent.delete(`/api/admin/collections/${collectionIds[1]}`).expect(204);
  });

  it('reorders every collection in one go and answers the new order', async () => {
    const res = await agent
      .put('/api/admin/collections/reorder')
      .send({ collectionOrders: [{ id: collectionIds[1], displayOrder: 0 }, { id: collectionIds[0], displayOrder: 1 }] })
      .expect(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([collectionIds[1], collectionIds[0]]);
    const publicList = await request(t.server).get('/api/collections').expect(200);
    expect(publicList.body[0].id).toBe(collectionIds[1]);
  });

  it('refuses a reorder that repeats an id (400) or misses one (409), changing nothing', async () => {
    await agent
      .put('/api/admin/collections/reorder')
      .send({ collectionOrders: [{ id: collectionIds[0], displayOrder: 0 }, { id: collectionIds[0], displayOrder: 1 }] })
      .expect(400);
    await agent.put('/api/admin/collections/reorder').send({ collectionOrders: [{ id: collectionIds[1], displayOrder: 5 }] }).expect(409);
    const rows = await t.database.dataSource.query('SELECT display_order FROM collections ORDER BY id');
    expect(rows).toEqual([{ display_order: 0 }, { display_order: 1 }]);
  });

  it('answers the dashboard counts', async () => {
    await request(t.server).post('/api/inquiries').send({ name: 'A', email: 'a@example.com', message: 'hi', kind: 'contact' }).expect(201);
    const res = await agent.get('/api/admin/stats').expect(200);
    expect(res.body).toEqual({
      totalWatches: 3,
      totalCollections: 2,
      totalInquiries: 1,
      newInquiries: 1,
      emailAlerts: false,
      watchesByCollection: [
        { collectionName: 'Luxury Timepieces', count: 2 },
        { collectionName: 'Dress Watches', count: 1 },
      ],
      watchesByAvailability: { available: 3, on_hold: 0, sold: 0 },
    });
  });
});
