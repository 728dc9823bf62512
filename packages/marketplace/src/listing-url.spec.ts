import { describe, expect, it } from 'vitest';
import { parseListingUrl } from './listing-url.js';

const EXAMPLE = 'https://www.ebay.com/itm/123456789012';

describe('parseListingUrl', () => {
  it.each([
    ['https://www.ebay.com/itm/176033835717', '176033835717'],
    ['https://www.ebay.com/itm/334691749565?hash=item4ded2ecebd:g:uwEAAOSwcL1lVGqn&amdata=enc%3AAQAIAAAA', '334691749565'],
    ['https://www.ebay.com/itm/176033835717?_skw=omega&epid=123&var=543843548440#desc', '176033835717'],
    ['https://www.ebay.com/itm/vintage-typewriter/325478156234', '325478156234'],
    ['https://www.ebay.com/itm/Rolex-Submariner-Date-116610LN-/125934871204', '125934871204'],
    ['https://www.ebay.com/itm/Rolex-Submariner-Date-116610LN-125934871204', '125934871204'],
    ['https://www.ebay.com/itm/125934871204/', '125934871204'],
    ['http://ebay.com/itm/125934871204', '125934871204'],
    ['https://m.ebay.com/itm/125934871204', '125934871204'],
    ['http://cgi.ebay.com/ws/eBayISAPI.dll?ViewItem&item=125934871204', '125934871204'],
    ['https://www.ebay.com/ws/eBayISAPI.dll?ViewItem&itemId=125934871204', '125934871204'],
    ['www.ebay.com/itm/125934871204', '125934871204'],
    ['  HTTPS://WWW.EBAY.COM/itm/125934871204  ', '125934871204'],
    ['https://www.ebay.com/itm/123456789', '123456789'],
    ['https://www.ebay.com/itm/1234567890123', '1234567890123'],
  ])('reads the item id of %s', (url, itemId) => {
    expect(parseListingUrl(url)).toEqual({ ok: true, itemId, marketplaceId: 'EBAY_US' });
  });

  it.each([
    ['www.ebay.co.uk', 'EBAY_GB'],
    ['www.ebay.de', 'EBAY_DE'],
    ['www.ebay.fr', 'EBAY_FR'],
    ['www.ebay.it', 'EBAY_IT'],
    ['www.ebay.es', 'EBAY_ES'],
    ['www.ebay.at', 'EBAY_AT'],
    ['www.ebay.ch', 'EBAY_CH'],
    ['www.ebay.ie', 'EBAY_IE'],
    ['www.ebay.nl', 'EBAY_NL'],
    ['www.ebay.pl', 'EBAY_PL'],
    ['www.ebay.ca', 'EBAY_CA'],
    ['cafr.ebay.ca', 'EBAY_CA'],
    ['befr.ebay.be', 'EBAY_BE'],
    ['benl.ebay.be', 'EBAY_BE'],
    ['www.ebay.com.au', 'EBAY_AU'],
    ['www.ebay.com.hk', 'EBAY_HK'],
    ['www.ebay.com.my', 'EBAY_MY'],
    ['www.ebay.com.sg', 'EBAY_SG'],
    ['www.ebay.co.nz', 'EBAY_NZ'],
    ['www.ebay.in', 'EBAY_IN'],
    ['www.ebay.ph', 'EBAY_PH'],
    ['m.ebay.co.uk', 'EBAY_GB'],
    ['ebay.de', 'EBAY_DE'],
  ])('accepts the country site %s', (host, marketplaceId) => {
    expect(parseListingUrl(`https://${host}/itm/225934871208`)).toEqual({ ok: true, itemId: '225934871208', marketplaceId });
  });

  it.each([
    'https://www.amazon.com/itm/125934871204',
    'https://ebay.com.evil.com/itm/125934871204',
    'https://www.ebay.com.evil.com/itm/125934871204',
    'https://evil.com/www.ebay.com/itm/125934871204',
    'https://evilebay.com/itm/125934871204',
    'https://stores.ebay.com.evil.com/itm/125934871204',
    'https://www.ebay.com./itm/125934871204',
    'https://ebay.co/itm/125934871204',
    'https://www.ebay.cn/itm/125934871204',
    'https://user:secret@www.ebay.com/itm/125934871204',
    'https://www.ebay.com@evil.com/itm/125934871204',
    'https://www.ebay.com:8443/itm/125934871204',
    'https://www.ebay.com:443/itm/125934871204',
    'http://127.0.0.1/itm/125934871204',
    'http://2130706433/itm/125934871204',
    'http://[::1]/itm/125934871204',
    'http://169.254.169.254/itm/125934871204',
    'javascript:alert(document.cookie)//www.ebay.com/itm/125934871204',
    'ftp://www.ebay.com/itm/125934871204',
    'file:///etc/passwd',
    'data:text/html,<a href="https://www.ebay.com/itm/125934871204">',
    'https://xn--eby-7cd.com/itm/125934871204',
    'https://ebаy.com/itm/125934871204',
  ])('refuses %s and says what is accepted', (url) => {
    const result = parseListingUrl(url);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(EXAMPLE);
  });

  it.each([
    'https://www.ebay.com/itm/12345678',
    'https://www.ebay.com/itm/12345678901234',
    'https://www.ebay.com/itm/not-a-number',
    'https://www.ebay.com/itm/a/b/125934871204',
    'https://www.ebay.com/p/19034567890',
    'https://www.ebay.com/str/luxwatchdepot',
    'https://www.ebay.com/',
    'https://www.ebay.com/ws/eBayISAPI.dll?ViewItem&item=12',
  ])('refuses the eBay address %s that names no listing', (url) => {
    const result = parseListingUrl(url);
    expect(result).toEqual({ ok: false, message: `That eBay address is not a listing. Please enter an eBay listing URL such as ${EXAMPLE}` });
  });

  it('asks for a URL when the field is empty', () => {
    expect(parseListingUrl('   ')).toEqual({ ok: false, message: 'Please enter an eBay listing URL' });
  });

  it('explains that short ebay.us links cannot be read', () => {
    const result = parseListingUrl('https://ebay.us/m/AbC123');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Short eBay links \(ebay\.us\) cannot be read/);
  });
});
