import { LIMITS } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import type { MarketplaceListing } from './marketplace-listing.js';
import { toWatchDraft, watchCondition, yearOf } from './watch-mapping.js';

const picture = (n: number) => `https://i.ebayimg.com/images/g/AbCdAAOSwXyZ1a2${n}/s-l1600.jpg`;

const listing = (overrides: Partial<MarketplaceListing> = {}): MarketplaceListing => ({
  itemId: '125934871203',
  title: 'Omega Seamaster Aqua Terra 38.5mm',
  price: { value: '4250.00', currency: 'USD' },
  conditionId: '3000',
  conditionText: 'Pre-owned',
  aspects: {
    Brand: 'Omega',
    Model: 'Seamaster Aqua Terra',
    'Reference Number': '231.10.39.21.06.001',
    Movement: 'Mechanical (Automatic)',
    'Case Material': 'Stainless Steel',
    'Case Size': '38.5 mm',
    'Year Manufactured': '2019',
  },
  mpn: '231.10.39.21.06.001',
  imageUrls: [picture(1), picture(2)],
  descriptionText: 'Blue dial.\n\nServiced 2023.',
  ...overrides,
});

const draftOf = (overrides: Partial<MarketplaceListing> = {}, imageBaseUrl?: string) => {
  const result = toWatchDraft(listing(overrides), { imageBaseUrl });
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('toWatchDraft', () => {
  it('maps the item specifics to watch fields', () => {
    expect(draftOf()).toEqual({
      ok: true,
      draft: {
        brand: 'Omega',
        model: 'Seamaster Aqua Terra',
        reference: '231.10.39.21.06.001',
        price: '4250.00',
        movement: 'Automatic',
        caseMaterial: 'Stainless Steel',
        caseSize: '38.5mm',
        condition: 'Very Good',
        year: 2019,
        description: 'Blue dial.\n\nServiced 2023.',
        imageUrls: [picture(1), picture(2)],
      },
      previewImageUrls: [picture(1), picture(2)],
      missingFields: [],
    });
  });

  it('takes the reference from the MPN when there is no Reference Number', () => {
    const aspects = { ...listing().aspects, 'Reference Number': '' };
    expect(draftOf({ aspects, mpn: '5196J-001' }).draft.reference).toBe('5196J-001');
    expect(draftOf({ aspects: { ...aspects, MPN: 'IW371605' }, mpn: undefined }).draft.reference).toBe('IW371605');
  });

  it('leaves missing and placeholder fields empty and names them', () => {
    const result = draftOf({
      aspects: { Brand: 'Tudor', 'Reference Number': 'Does Not Apply', 'Case Material': 'N/A' },
      mpn: 'Does not apply',
      price: null,
      conditionId: undefined,
      conditionText: undefined,
      imageUrls: [],
    });
    expect(result.draft).toMatchObject({ brand: 'Tudor', reference: '', caseMaterial: '', price: '', condition: '', year: null, imageUrls: [] });
    expect(result.missingFields).toEqual(['model', 'reference', 'price', 'movement', 'caseMaterial', 'caseSize', 'condition', 'imageUrls']);
  });

  it('uses the title when the seller wrote no description', () => {
    expect(draftOf({ descriptionText: undefined }).draft.description).toBe('Omega Seamaster Aqua Terra 38.5mm');
  });

  it('caps the description at 10,000 characters of collapsed text', () => {
    const description = draftOf({ descriptionText: `${'word   '.repeat(3000)}` }).draft.description;
    expect(description).toHaveLength(LIMITS.description);
    expect(description).not.toContain('  ');
  });

  it('rebuilds pictures on the configured host and previews the first four', () => {
    const result = draftOf({ imageUrls: [1, 2, 3, 4, 5, 6].map(picture) }, 'http://127.0.0.1:4010');
    expect(result.draft.imageUrls).toHaveLength(6);
    expect(result.draft.imageUrls[0]).toBe('http://127.0.0.1:4010/images/g/AbCdAAOSwXyZ1a21/s-l1600.jpg');
    expect(result.previewImageUrls).toEqual(result.draft.imageUrls.slice(0, 4));
  });

  it.each([
    [{ value: '11950.5', currency: 'USD' }, undefined, '11950.50'],
    [{ value: '8950.00', currency: 'EUR' }, '9712.45', '9712.45'],
  ])('prices %j (converted %j) as %s US dollars', (price, convertedUsd, expected) => {
    expect(draftOf({ price, convertedUsd }).draft.price).toBe(expected);
  });

  it('refuses a price in another currency without a US dollar conversion', () => {
    expect(toWatchDraft(listing({ price: { value: '7450.00', currency: 'GBP' } }))).toEqual({
      ok: false,
      message: 'This listing is priced in GBP (7450.00 GBP) and eBay gave no US dollar price; only listings with a USD price can be imported.',
    });
  });

  it.each([
    ['Mechanical (Automatic)', 'Automatic'],
    ['Mechanical (Manual)', 'Manual'],
    ['Mechanical (Hand-winding)', 'Manual'],
    ['Quartz', 'Quartz'],
    ['Solar', 'Solar'],
  ])('names the movement %s as %s', (movement, expected) => {
    expect(draftOf({ aspects: { ...listing().aspects, Movement: movement } }).draft.movement).toBe(expected);
  });

  it.each([
    ['40 mm', '40mm'],
    ['41mm', '41mm'],
    ['36', '36mm'],
    ['39,5 mm', '39.5mm'],
    ['42 x 50 mm', '42 x 50 mm'],
  ])('writes the case size %s as %s', (size, expected) => {
    expect(draftOf({ aspects: { ...listing().aspects, 'Case Size': size } }).draft.caseSize).toBe(expected);
  });
});

describe('watchCondition', () => {
  it.each([
    ['1000', 'New'],
    ['1500', 'New'],
    ['2990', 'Excellent'],
    ['3000', 'Very Good'],
    ['1750', 'Good'],
    ['3010', 'Fair'],
    ['7000', 'Fair'],
    ['2500', 'Good'],
  ])('grades condition id %s as %s', (conditionId, expected) => {
    expect(watchCondition({ conditionId, conditionText: 'ignored when there is an id' })).toBe(expected);
  });

  it.each([
    ['New with tags', 'New'],
    ['New without tags', 'New'],
    ['New with defects', 'Good'],
    ['Pre-owned - Excellent', 'Excellent'],
    ['Pre-owned – Fair', 'Fair'],
    ['For parts or not working', 'Fair'],
    ['Pre-owned', 'Very Good'],
    ['Used', 'Very Good'],
    ['Refurbished', 'Good'],
  ])('grades the page condition "%s" as %s', (conditionText, expected) => {
    expect(watchCondition({ conditionText })).toBe(expected);
  });

  it('gives no grade when the listing says nothing', () => {
    expect(watchCondition({})).toBe('');
  });
});

describe('yearOf', () => {
  it.each([
    ['2015', 2015],
    ['2010-2019', 2010],
    ['1970-1979', 1970],
    ['1960s', 1960],
    ['Unknown', null],
    ['1650', null],
    [String(new Date().getFullYear() + 2), null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (value, year) => {
    expect(yearOf(value)).toBe(year);
  });
});
