import { watchRecordOf } from '@caliber/contracts';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CHANNEL, EVERYTHING_CHANGED, type CatalogueChange } from '../src/catalogue/catalogue-change.js';
import { CatalogueEvents } from '../src/catalogue/catalogue-events.service.js';
import { CatalogueWrites } from '../src/catalogue/catalogue-writes.service.js';
import { CollectionWriter } from '../src/collections/collection-writer.service.js';
import { WatchesRepository } from '../src/watches/watches.repository.js';
import { WatchWriter } from '../src/watches/watch-writer.service.js';
import { collectionPayload, watchInput } from './support/catalogue-fixtures.js';
import { createTestDatabase, startCore, type CoreApp, type TestDatabase } from './support/core-app.js';

const reasons = (changes: CatalogueChange[]) => changes.map((change) => change.reason);

/**
 * The catalogue-changed event commits with its write (docs/architecture.md): two BFF replicas and a worker on one
 * database, each replica's listeners recording what they hear.
 */
describe('the catalogue-changed event (real PostgreSQL)', () => {
  let database: TestDatabase;
  let replica: CoreApp;
  let other: CoreApp;
  let worker: CoreApp;
  const heardHere: CatalogueChange[] = [];
  const heardThere: CatalogueChange[] = [];
  let collectionId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    [replica, other, worker] = await Promise.all([
      startCore(database, { listenToCatalogue: true }),
      startCore(database, { listenToCatalogue: true }),
      startCore(database, { listenToCatalogue: false }),
    ]);
    replica.app.get(CatalogueEvents).listen((change) => heardHere.push(change));
    other.app.get(CatalogueEvents).listen((change) => heardThere.push(change));
    collectionId = (await replica.app.get(CollectionWriter).create(collectionPayload('events'))).id;
    await vi.waitFor(() => expect(reasons(heardThere)).toContain('collection created'));
  });
  afterAll(async () => {
    await Promise.all([replica?.stop(), other?.stop(), worker?.stop()]);
    await database?.drop();
  });
  beforeEach(() => {
    heardHere.length = 0;
    heardThere.length = 0;
  });

  it('tells the writing replica at once and every other replica once the write commits; the writer does not hear itself twice', async () => {
    const watch = await replica.app.get(WatchWriter).create(watchInput('heard-everywhere', collectionId));
    const created = { watchIds: [watch.id], collections: false, reason: 'watch created' };
    expect(heardHere).toEqual([created]);
    await vi.waitFor(() => expect(heardThere).toEqual([created]));
    // A write of the worker (which does not listen) reaches both replicas.
    await worker.app.get(WatchWriter).patch(watch.id, { featured: true });
    const changed = { watchIds: [watch.id], collections: false, reason: 'watch changed' };
    await vi.waitFor(() => expect(heardThere).toEqual([created, changed]));
    await vi.waitFor(() => expect(heardHere).toEqual([created, changed]));
  });

  it('announces nothing for a write that rolls back after announcing, nor for one a rule refuses', async () => {
    const writes = replica.app.get(CatalogueWrites);
    const failing = writes.run(async (tx) => {
      const id = await tx.watches.add(watchRecordOf(watchInput('rolled-back', collectionId)));
      await tx.announce({ watchIds: [id], collections: false, reason: 'rolled back' });
      throw new Error('the write failed after its announcement');
    });
    await expect(failing).rejects.toThrow('the write failed after its announcement');
    await expect(replica.app.get(WatchWriter).create(watchInput('refused', 999_999))).rejects.toThrow('No collection has the id 999999');
    expect(await replica.app.get(WatchesRepository).findBySlug('rolled-back')).toBeNull();
    // Each connection hears notifications in commit order: once this one is heard, an earlier one would have been.
    await worker.app.get(CollectionWriter).update(collectionId, collectionPayload('events-renamed'));
    await vi.waitFor(() => expect(reasons(heardThere)).toEqual(['collection changed']));
    await vi.waitFor(() => expect(reasons(heardHere)).toEqual(['collection changed']));
  });

  it("sends a change naming more watches than a notification holds as one naming none: every listener's 'all may have changed'", async () => {
    const watchIds = Array.from({ length: 3000 }, (_, index) => index + 1);
    await worker.app.get(CatalogueWrites).run((tx) => tx.announce({ watchIds, collections: false, reason: 'many watches' }));
    const asNone = { watchIds: [], collections: false, reason: 'many watches' };
    // Both replicas, so that neither hears it after the next test has begun.
    await vi.waitFor(() => expect(heardThere).toEqual([asNone]));
    await vi.waitFor(() => expect(heardHere).toEqual([asNone]));
  });

  it("hears 'everything changed' when its connection comes back, since a change may have been missed meanwhile, and then hears writes again", async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
        [`listener ${CATALOGUE_CHANNEL}`],
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(heardThere).toEqual([EVERYTHING_CHANGED]), { timeout: 10_000 });
    await vi.waitFor(() => expect(heardHere).toEqual([EVERYTHING_CHANGED]), { timeout: 10_000 });
    await worker.app.get(CollectionWriter).update(collectionId, collectionPayload('events-again'));
    await vi.waitFor(() => expect(reasons(heardThere)).toEqual([EVERYTHING_CHANGED.reason, 'collection changed']));
  });
});
