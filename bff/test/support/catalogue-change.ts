import { CatalogueEvents, catalogueNotification, type CatalogueChange } from '@caliber/core';
import type { TestApp } from './test-app.js';

/**
 * Announces a change a test made to the catalogue by SQL, around the writers, the way another replica's write
 * reaches this one (a NOTIFY on the change channel); resolves once the app's listeners heard it.
 */
export async function announceCatalogueChange(t: TestApp, change: CatalogueChange): Promise<void> {
  const heard = new Promise<void>((resolve) => {
    const stop = t.app.get(CatalogueEvents).listen((each) => {
      if (each.reason !== change.reason) return;
      stop();
      resolve();
    });
  });
  await t.database.dataSource.query('SELECT pg_notify($1, $2)', catalogueNotification(change));
  await heard;
}
