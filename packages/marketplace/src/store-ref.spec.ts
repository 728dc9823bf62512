import { describe, expect, it } from 'vitest';
import { parseStoreRef, STORE_REF_MESSAGES } from './store-ref.js';

describe('parseStoreRef', () => {
  it.each([
    ['luxwatchdepot', 'luxwatchdepot'],
    ['  chronohaus-berlin ', 'chronohaus-berlin'],
    ['Seller42', 'Seller42'],
    // eBay's user ids take `_`, `.` and `*` too.
    ['horology_house', 'horology_house'],
    ['vintage.dials', 'vintage.dials'],
    ['a*b', 'a*b'],
    ['lux_watch_depot', 'lux_watch_depot'],
    ['https://www.ebay.com/usr/vintage.dials', 'vintage.dials'],
    ['https://www.ebay.com/sch/i.html?_ssn=horology_house', 'horology_house'],
    ['https://www.ebay.com/usr/luxwatchdepot', 'luxwatchdepot'],
    ['https://www.ebay.fr/usr/lestylediscount?_tab=about', 'lestylediscount'],
    ['www.ebay.com/usr/luxwatchdepot', 'luxwatchdepot'],
    ['https://www.ebay.com/sch/i.html?_ssn=luxwatchdepot&_ipg=240&_sacat=31387', 'luxwatchdepot'],
    ['https://www.ebay.co.uk/sch/i.html?_nkw=omega&_ssn=heritagehorology', 'heritagehorology'],
  ])('reads %s as the username %s', (input, username) => {
    expect(parseStoreRef(input)).toEqual({ ok: true, kind: 'username', username });
  });

  it.each([
    ['https://www.ebay.com/str/luxwatchdepot', 'luxwatchdepot'],
    ['https://www.ebay.co.uk/str/heritagehorologyltd?_trksid=p4429486.m3561.l161211', 'heritagehorologyltd'],
    ['https://m.ebay.de/str/chrono_haus', 'chrono_haus'],
    ['https://stores.ebay.com/Lux-Watch-Depot', 'Lux-Watch-Depot'],
    ['http://stores.ebay.co.uk/heritage.horology/', 'heritage.horology'],
  ])('reads %s as the store %s', (input, slug) => {
    expect(parseStoreRef(input)).toEqual({ ok: true, kind: 'store', slug });
  });

  it('asks for a value when the field is empty', () => {
    expect(parseStoreRef(' ')).toEqual({ ok: false, message: 'Please enter an eBay store ID or URL' });
  });

  it.each([
    'lux watch depot',
    'seller|other',
    'a,b',
    'a{b}',
    'a:b',
    '_leading',
    '.leading',
    '*',
    'sellers:{a|b}',
    'https://www.ebay.com.evil.com/str/luxwatchdepot',
    'https://evil.com/str/luxwatchdepot',
    'https://user@www.ebay.com/str/luxwatchdepot',
    'https://www.ebay.com:8080/str/luxwatchdepot',
    'https://www.ebay.com/itm/125934871204',
    'https://www.ebay.com/str/',
    'https://www.ebay.com/str/..',
    'https://www.ebay.com/usr/a%7Cb',
    'https://www.ebay.com/sch/i.html?_ssn=a%7Cb',
    'javascript:alert(1)',
  ])('refuses %s', (input) => {
    expect(parseStoreRef(input)).toEqual({ ok: false, message: STORE_REF_MESSAGES.invalid });
  });
});
