import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, normalizePriceInput, PRICE_PATTERN } from './price.js';

describe('price', () => {
  it('formats dollars with thousands separators, as an integer', () => {
    expect(formatPrice('12500.00')).toBe('$12,500');
    expect(formatPrice('249999.99')).toBe('$250,000');
    expect(formatPrice(3200)).toBe('$3,200');
    expect(formatPrice('not a number')).toBe('');
  });

  it('strips commas from what the operator typed', () => {
    expect(normalizePriceInput(' 12,500.00 ')).toBe('12500.00');
  });

  it('accepts every whole or two-decimal amount and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), fc.option(fc.integer({ min: 0, max: 99 })), (dollars, cents) => {
        const text = cents === null ? `${dollars}` : `${dollars}.${cents}`;
        expect(PRICE_PATTERN.test(text)).toBe(true);
      }),
    );
    for (const bad of ['', '12,500', '-1', '1.234', '1e5', '12 500', '$100', '.5']) expect(PRICE_PATTERN.test(bad)).toBe(false);
  });
});
