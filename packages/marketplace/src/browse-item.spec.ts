import { readFileSync } from 'node:fs';
import { FIXTURES_DIR } from '@caliber/fake-ebay';
import { describe, expect, it } from 'vitest';
import { fromBrowseItem } from './browse-item.js';
import type { BrowseItem } from './browse-types.js';

const itemsDir = new URL('items/', FIXTURES_DIR);
const item = (legacyId: string): BrowseItem => JSON.parse(readFileSync(new URL(`${legacyId}.json`, itemsDir), 'utf8'));

describe('fromBrowseItem', () => {
  it('maps a getItem answer to a listing', () => {
    const listing = fromBrowseItem(item('125934871203'));
    expect(listing).toMatchObject({
      itemId: '125934871203',
      title: 'Omega Seamaster Aqua Terra 38.5mm Automatic Steel 231.10.39.21.06.001 Box Papers',
      price: { value: '4250.00', currency: 'USD' },
      conditionId: '3000',
      conditionText: 'Pre-owned',
      mpn: '231.10.39.21.06.001',
      seller: { username: 'luxwatchdepot' },
      imageUrls: [
        'https://i.ebayimg.com/images/g/q3UAAOSw7Xhm2Lk1/s-l1600.jpg',
        'https://i.ebayimg.com/images/g/r8kAAOSwZ0Jm2Lk4/s-l1600.jpg',
        'https://i.ebayimg.com/images/g/tFQAAOSw9dNm2Lk7/s-l1600.jpg',
      ],
    });
    expect(listing.aspects).toMatchObject({ Brand: 'Omega', 'Reference Number': '231.10.39.21.06.001', 'Case Size': '38.5 mm' });
  });

  it('reduces the seller HTML to plain text', () => {
    expect(fromBrowseItem(item('125934871203')).descriptionText).toBe(
      'Omega Seamaster Aqua Terra 150M – 38.5 mm\n\nBlue teak-pattern dial, Co-Axial calibre 8500.\nServiced by Omega in 2023; keeps excellent time.\n\nFull set: box, papers & service card\n\nBracelet fits a 7.25" wrist',
    );
  });

  it('reads whether the listing is in stock and when it ends', () => {
    expect(fromBrowseItem(item('125934871203'))).toMatchObject({ availabilityStatus: 'IN_STOCK' });
    const ended = fromBrowseItem({ ...item('125934871203'), estimatedAvailabilities: [{ estimatedAvailabilityStatus: 'OUT_OF_STOCK' }], itemEndDate: '2026-01-02T03:04:05.000Z' });
    expect(ended).toMatchObject({ availabilityStatus: 'OUT_OF_STOCK', endsAt: '2026-01-02T03:04:05.000Z' });
  });

  it('keeps the converted price eBay gives for the marketplace', () => {
    expect(fromBrowseItem(item('165934871210')).price).toEqual({ value: '9712.45', currency: 'USD' });
  });

  it('copes with a sparse item: RESTful id only, auction price, repeated aspects, no pictures', () => {
    const listing = fromBrowseItem({
      itemId: 'v1|334691749565|0',
      title: ' Vintage watch ',
      currentBidPrice: { value: '150.00', currency: 'USD' },
      brand: 'Seiko',
      conditionDescription: 'Runs fast.',
      localizedAspects: [
        { type: 'STRING', name: 'Features', value: 'Date' },
        { type: 'STRING', name: 'Features', value: 'Luminous Hands' },
        { type: 'STRING', name: 'Model', value: '  ' },
      ],
    });
    expect(listing).toEqual({
      itemId: '334691749565',
      title: 'Vintage watch',
      price: { value: '150.00', currency: 'USD' },
      aspects: { Features: 'Date, Luminous Hands', Brand: 'Seiko' },
      imageUrls: [],
      descriptionText: 'Runs fast.',
    });
  });
});
