import { API, SIMILAR_WATCHES, type Watch } from '@caliber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

let session: StorefrontSession;
let watch: Watch;
let similar: Watch[];

beforeAll(async () => {
  session = await openStorefront({ worker: false });
  // The first demo watch that has similar ones, as the API says.
  for (const candidate of await apiJson<Watch[]>(session.stack, API.watches)) {
    const answer = await apiJson<Watch[]>(session.stack, API.similarWatches(candidate.slug));
    if (answer.length > 0) {
      [watch, similar] = [candidate, answer];
      break;
    }
  }
  if (!watch) throw new Error('no demo watch has a similar one');
});
afterAll(async () => {
  await session?.close();
});

describe('You May Also Like', () => {
  it('shows up to four similar watches below a watch, and a card leads to its own watch page', async () => {
    const page = await session.newPage();
    await page.goto(`/watch/${watch.slug}`);
    const section = page.getByRole('region', { name: SIMILAR_WATCHES.heading });
    await section.getByRole('heading', { name: SIMILAR_WATCHES.heading }).waitFor();
    const cards = section.getByRole('article');
    expect(await cards.count()).toBe(similar.length);
    expect(similar.length).toBeLessThanOrEqual(SIMILAR_WATCHES.limit);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(similar.map((other) => `${other.brand} ${other.model}`));
    for (const loading of await section.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')))) {
      expect(loading).toBe('lazy');
    }
    // The section is below the watch's own details.
    const [details, below] = await Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), section.boundingBox()]);
    expect(below!.y).toBeGreaterThan(details!.y);

    const target = similar[0];
    await waitForHydration(page, 'section[aria-label="You May Also Like"] article a');
    await cards.first().getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/watch/${target.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${target.brand} ${target.model}`);
  });
});
