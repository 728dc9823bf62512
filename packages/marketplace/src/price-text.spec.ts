import { describe, expect, it } from 'vitest';
import { formatPriceValue, parsePriceText } from './price-text.js';

describe('parsePriceText', () => {
  it.each([
    ['US $4,250.00', '4250.00', 'USD'],
    ['US $44.95/ea', '44.95', 'USD'],
    ['$1,234', '1234.00', 'USD'],
    ['£7,450.00', '7450.00', 'GBP'],
    ['GBP 249.99', '249.99', 'GBP'],
    ['EUR 8,950.00', '8950.00', 'EUR'],
    ['EUR 8.950,00', '8950.00', 'EUR'],
    ['EUR 50,00', '50.00', 'EUR'],
    ['€ 1.250', '1250.00', 'EUR'],
    ['C $25.00', '25.00', 'CAD'],
    ['AU $12,999.50', '12999.50', 'AUD'],
    ["CHF 12'500.00", '12500.00', 'CHF'],
    ['HK$ 98,000.00', '98000.00', 'HKD'],
  ])('reads %s', (text, value, currency) => {
    expect(parsePriceText(text)).toEqual({ value, currency });
  });

  it.each(['', 'Free shipping', '4,250.00', 'US $'])('gives null for %j', (text) => {
    expect(parsePriceText(text)).toBeNull();
  });
});

describe('formatPriceValue', () => {
  it.each([
    ['4250.00', '4250.00'],
    ['7150.0', '7150.00'],
    [4250, '4250.00'],
    ['11950.5', '11950.50'],
  ])('formats %j', (value, formatted) => {
    expect(formatPriceValue(value)).toBe(formatted);
  });

  it.each(['', '-1', '1e5', 'abc'])('refuses %j', (value) => {
    expect(formatPriceValue(value)).toBeNull();
  });
});
