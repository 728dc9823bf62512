import type { ScrapedListing } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { overridesOf } from './scraped-overrides';

const SCRAPED: ScrapedListing = {
  itemId: '125934871205',
  title: 'Cartier Santos de Cartier WSSA0018 Steel Automatic 39.8mm',
  brand: 'Cartier',
  model: 'Santos de Cartier',
  reference: 'WSSA0018',
  price: '7150.00',
  movement: 'Automatic',
  caseMaterial: 'Stainless Steel',
  caseSize: '',
  condition: 'New',
  year: null,
  description: 'Unworn, full set.',
  images: ['https://i.ebayimg.com/images/g/abc/s-l1600.jpg'],
  imageCount: 1,
  missingFields: ['caseSize'],
};

describe('overridesOf (customData of a URL import)', () => {
  it('sends the watch fields shown, leaving out what the listing left empty and everything else', () => {
    expect(overridesOf(SCRAPED)).toEqual({
      brand: 'Cartier',
      model: 'Santos de Cartier',
      reference: 'WSSA0018',
      price: '7150.00',
      movement: 'Automatic',
      caseMaterial: 'Stainless Steel',
      condition: 'New',
      description: 'Unworn, full set.',
    });
  });

  it('keeps a year the listing gave', () => {
    expect(overridesOf({ ...SCRAPED, year: 2019 }).year).toBe(2019);
  });
});
