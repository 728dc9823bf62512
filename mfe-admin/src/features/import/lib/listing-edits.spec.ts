import { describe, expect, it } from 'vitest';
import { editsOf, savedEdits } from './listing-edits';

describe('listing edits (Edit Details / Save Changes)', () => {
  it('starts from the listing’s brand, model, reference and price only', () => {
    const listing = { brand: 'Omega', model: 'Seamaster Aqua Terra', reference: '231.10.39.21.06.001', price: '4250.00', movement: 'Automatic' };
    expect(editsOf(listing)).toEqual({ brand: 'Omega', model: 'Seamaster Aqua Terra', reference: '231.10.39.21.06.001', price: '4250.00' });
  });

  it('saves trimmed text and the price as the API writes it', () => {
    expect(savedEdits({ brand: ' Omega ', model: 'Aqua Terra 150M ', reference: ' 231.10.39.21.06.001', price: ' 3,999.50 ' })).toEqual({
      brand: 'Omega',
      model: 'Aqua Terra 150M',
      reference: '231.10.39.21.06.001',
      price: '3999.50',
    });
  });
});
