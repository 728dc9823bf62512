import { readFileSync } from 'node:fs';
import { FIXTURES_DIR } from '@caliber/fake-ebay';
import { describe, expect, it } from 'vitest';
import { parseListingPage } from './listing-page.js';
import { ListingEndedError, ListingPageBlockedError, ListingPageUnreadableError } from './marketplace-errors.js';

const pagesDir = new URL('pages/', FIXTURES_DIR);
const page = (itemId: string) => readFileSync(new URL(`${itemId}.html`, pagesDir), 'utf8');
const image = (id: string) => `https://i.ebayimg.com/images/g/${id}/s-l1600.jpg`;

describe('parseListingPage, current layout', () => {
  it('reads title, price, condition, specifics, pictures, seller and seller notes', () => {
    expect(parseListingPage(page('125934871203'), '125934871203')).toEqual({
      itemId: '125934871203',
      title: 'Omega Seamaster Aqua Terra 38.5mm Automatic Steel 231.10.39.21.06.001 Box Papers',
      price: { value: '4250.00', currency: 'USD' },
      conditionText: 'Pre-owned',
      aspects: {
        'Seller Notes': '“Light desk-diving marks on the clasp, crystal perfect, serviced 2023.”',
        Brand: 'Omega',
        Model: 'Seamaster Aqua Terra',
        'Reference Number': '231.10.39.21.06.001',
        Movement: 'Mechanical (Automatic)',
        'Case Material': 'Stainless Steel',
        'Case Size': '38.5 mm',
        Features: 'Date Indicator, Luminous Hands, Sapphire Crystal',
        'Year Manufactured': '2019',
        'With Original Box/Packaging': 'Yes',
        'With Papers': 'Yes',
      },
      mpn: '231.10.39.21.06.001',
      imageUrls: [image('q3UAAOSw7Xhm2Lk1'), image('r8kAAOSwZ0Jm2Lk4'), image('tFQAAOSw9dNm2Lk7')],
      descriptionText: 'Light desk-diving marks on the clasp, crystal perfect, serviced 2023.',
      seller: { storeSlug: 'luxwatchdepot', username: 'luxwatchdepot' },
    });
  });

  it('leaves out the specifics a listing does not give (no Movement, no Case Size)', () => {
    const { aspects } = parseListingPage(page('125934871213'), '125934871213');
    expect(aspects).toMatchObject({ Brand: 'Breitling', Model: 'Navitimer B01 Chronograph', 'Case Material': 'Stainless Steel' });
    expect(Object.keys(aspects)).not.toContain('Movement');
    expect(Object.keys(aspects)).not.toContain('Case Size');
  });

  it('takes every carousel picture, lazily loaded ones included', () => {
    expect(parseListingPage(page('125934871204'), '125934871204').imageUrls).toHaveLength(5);
  });

  it('reads the image grid and the condition grade', () => {
    const listing = parseListingPage(page('125934871206'), '125934871206');
    expect(listing.imageUrls).toEqual([image('Pp8AAOSw2uJlYw3f'), image('Qr1AAOSwWm9lYw3i'), image('St4AAOSwHv6lYw3l')]);
    expect(listing.aspects['Year Manufactured']).toBe('2010-2019');
    expect(listing.seller).toEqual({ username: 'luxwatchdepot' });
  });

  it('keeps a price in another currency and its US dollar conversion', () => {
    const listing = parseListingPage(page('165934871210'), '165934871210');
    expect(listing.price).toEqual({ value: '8950.00', currency: 'EUR' });
    expect(listing.convertedUsd).toBe('9712.45');
  });

  it('reads a pound price that has no conversion', () => {
    const listing = parseListingPage(page('225934871208'), '225934871208');
    expect(listing.price).toEqual({ value: '7450.00', currency: 'GBP' });
    expect(listing.convertedUsd).toBeUndefined();
    expect(listing.seller).toEqual({ storeSlug: 'heritagehorologyltd', username: 'heritagehorology' });
  });

  it('falls back to the visible price and title when there is no JSON-LD', () => {
    const html = page('125934871204').replace(/<script type="application\/ld\+json">.*?<\/script>/s, '');
    const listing = parseListingPage(html, '125934871204');
    expect(listing.price).toEqual({ value: '11950.00', currency: 'USD' });
    expect(listing.title).toBe('Rolex Submariner Date 116610LN 40mm Black Ceramic Steel Automatic 2015 Full Set');
    expect(listing.conditionText).toBe('Pre-owned - Excellent');
  });
});

describe('parseListingPage, older layout', () => {
  it('reads #itemTitle, #prcIsum, #icImg and the itemAttr table', () => {
    expect(parseListingPage(page('125934871205'), '125934871205')).toEqual({
      itemId: '125934871205',
      title: 'Cartier Santos de Cartier Large WSSA0018 Steel Automatic 39.8mm Unworn 2022',
      price: { value: '7150.00', currency: 'USD' },
      conditionText: 'New with tags',
      aspects: {
        Brand: 'Cartier',
        Model: 'Santos de Cartier',
        'Reference Number': 'WSSA0018',
        Movement: 'Mechanical (Automatic)',
        'Case Material': 'Stainless Steel',
        'Case Size': '39.8mm',
        MPN: 'WSSA0018',
        'Year Manufactured': '2022',
        'With Original Box/Packaging': 'Yes',
        'With Papers': 'Yes',
      },
      mpn: 'WSSA0018',
      imageUrls: [image('Lm2AAOSwR4VmQe7a'), image('Nn5AAOSwc-1mQe7d')],
      seller: { username: 'luxwatchdepot', storeSlug: 'luxwatchdepot' },
    });
  });

  it('reads the condition grade and seller notes', () => {
    const listing = parseListingPage(page('125934871209'), '125934871209');
    expect(listing.conditionText).toBe('Pre-owned - Fair');
    expect(listing.descriptionText).toBe('Heavy scratches on the bracelet and a ding on the bezel at 70. Runs well.');
    expect(listing.aspects['Year Manufactured']).toBe('Unknown');
  });

  it('reads the price from the text when the markup has no content attribute', () => {
    const html = page('125934871209').replace(' content="5100.0"', '');
    expect(parseListingPage(html, '125934871209').price).toEqual({ value: '5100.00', currency: 'USD' });
  });
});

describe('parseListingPage, pages that are not a live listing', () => {
  it('reports an ended listing with its banner', () => {
    expect(() => parseListingPage(page('125934871211'), '125934871211')).toThrow(ListingEndedError);
    expect(() => parseListingPage(page('125934871211'), '125934871211')).toThrow('This listing sold on Sun, Jul 26 at 5:47 PM.');
  });

  it.each([
    'This listing was ended by the seller because the item is no longer available.',
    'This listing has ended.',
    'Bidding has ended on this item.',
  ])('recognises the banner "%s"', (banner) => {
    const html = `<div id="mainContent"><div class="d-statusmessage"><span>${banner}</span></div><h1 class="x-item-title__mainTitle">Watch</h1></div>`;
    expect(() => parseListingPage(html, '125934871299')).toThrow(banner);
  });

  it('reports the "Pardon Our Interruption" bot check', () => {
    expect(() => parseListingPage(page('125934871212'), '125934871212')).toThrow(ListingPageBlockedError);
  });

  it('reports a page in neither layout', () => {
    expect(() => parseListingPage(page('not-found'), '125934871299')).toThrow(ListingPageUnreadableError);
  });
});
