import { storedPrice, WATCH_FIELDS, withOverrides, type ListingFields, type Watch } from '@caliber/contracts';
import { WatchWriter } from '@caliber/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What the operator types: words of mixed case, spaces around them. */
const typedText = fc
  .tuple(fc.stringMatching(/^ {0,3}$/), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .\-/]{0,30}[A-Za-z0-9]$/), fc.stringMatching(/^ {0,3}$/))
  .map(([before, text, after]) => `${before}${text}${after}`);

/** A price as typed: dollars with or without thousands separators, with 0, 1 or 2 decimals, spaces around. */
const typedPrice = fc
  .tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom('', '.5', '.50', '.05', '.99'), fc.boolean(), fc.constantFrom('', ' ', '  '))
  .map(([dollars, cents, grouped, space]) => `${space}${grouped ? dollars.toLocaleString('en-US') : dollars}${cents}${space}`);

/** The value a form sends for what was typed: the field's own reading of the text (docs/adding-a-watch-field.md). */
const sent = (field: 'brand' | 'model' | 'price', typed: string) => {
  const fromInput = (WATCH_FIELDS[field] as { fromInput?: (text: string) => string }).fromInput;
  return fromInput ? fromInput(typed) : typed;
};

const LISTING: ListingFields = {
  brand: 'Omega',
  model: 'Speedmaster',
  reference: '310.30.42.50.01.001',
  price: '6500.00',
  movement: 'Manual',
  caseMaterial: 'Steel',
  caseSize: '42 mm',
  condition: 'Excellent',
  year: 2021,
  description: 'From eBay.',
};

describe('every write path stores a watch the same way', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionId: number;
  let rowEdited: number;
  let runs = 0;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAgent(t);
    const { collections, watches } = await seedFixtures(t.database.dataSource);
    collectionId = collections[0].id;
    rowEdited = watches[0].id;
  });
  afterAll(() => t.close());

  it('stores the same brand, model and price from the admin dialog, a row edit and an eBay import', async () => {
    await fc.assert(
      fc.asyncProperty(typedText, typedText, typedPrice, async (brand, model, price) => {
        runs += 1;
        const slug = `written-${runs}`;
        const dialog = await agent
          .post('/api/admin/watches')
          .send({ ...LISTING, brand: sent('brand', brand), model: sent('model', model), price: sent('price', price), collectionId, slug, imageUrl: '/uploads/a.jpg', imageGallery: null, featured: false })
          .expect(201);

        let row = dialog.body as Watch;
        for (const field of ['brand', 'model', 'price'] as const) {
          const typed = { brand, model, price }[field];
          row = (await agent.put(`/api/admin/watches/${rowEdited}`).send({ [field]: sent(field, typed) }).expect(200)).body;
        }

        const overrides = { brand: sent('brand', brand), model: sent('model', model), price: sent('price', price) };
        const { watch: imported } = await t.app.get(WatchWriter).importListing({
          source: 'ebay',
          sourceId: `9${runs}`,
          fields: withOverrides(LISTING, overrides),
          collectionId,
          gallery: ['/uploads/a.jpg'],
        });

        const expected = { brand: brand.trim(), model: model.trim(), price: storedPrice(sent('price', price)) };
        const stored = (watch: Pick<Watch, 'brand' | 'model' | 'price'>) => ({ brand: watch.brand, model: watch.model, price: watch.price });
        expect(stored(dialog.body)).toEqual(expected);
        expect(stored(row)).toEqual(expected);
        expect(stored(imported)).toEqual(expected);
      }),
      { numRuns: 15 },
    );
  });
});
