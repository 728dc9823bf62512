import type { ListingFields } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { listingValuesOf, overridesOf, unfilledFields, unprovidedFields, validateListingValues } from './listing-values';

const LISTING: ListingFields = {
  brand: 'Breitling',
  model: 'Navitimer B01 Chronograph',
  reference: 'AB0138211B1A1',
  price: '6800.00',
  movement: '',
  caseMaterial: 'Stainless Steel',
  caseSize: '',
  condition: 'Very Good',
  year: null,
  description: 'Serviced in 2025.',
};

describe('a preview’s listing values', () => {
  it('start from the listing, blanks where it gave nothing', () => {
    const values = listingValuesOf(LISTING);
    expect(values).toMatchObject({ movement: '', caseSize: '', year: '', price: '6800.00' });
    expect(unprovidedFields(LISTING)).toEqual(['movement', 'caseSize', 'year']);
    expect(unfilledFields(values)).toEqual(['movement', 'caseSize']);
  });

  it('must fill the required fields by the watch’s rules before they are saved', () => {
    const values = listingValuesOf(LISTING);
    expect(validateListingValues(values)).toEqual({ movement: 'Required', caseSize: 'Required' });
    expect(validateListingValues({ ...values, movement: 'Automatic', caseSize: '43 mm', price: '6,500' })).toBeUndefined();
    expect(validateListingValues({ ...values, movement: 'Automatic', caseSize: '43 mm', year: '1700' })?.year).toMatch(/^Enter a year between 1800/);
  });

  it('are sent as the operator saved them: the price as typed without commas, the year a number, blanks left out', () => {
    const values = { ...listingValuesOf(LISTING), movement: 'Automatic', price: '6,500', year: '2022' };
    expect(overridesOf(values)).toEqual({
      brand: 'Breitling',
      model: 'Navitimer B01 Chronograph',
      reference: 'AB0138211B1A1',
      price: '6500',
      movement: 'Automatic',
      caseMaterial: 'Stainless Steel',
      condition: 'Very Good',
      year: 2022,
      description: 'Serviced in 2025.',
    });
  });
});
