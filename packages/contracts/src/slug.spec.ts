import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReservedSlug, SLUG_PATTERN, slugify, watchSlug } from './slug.js';

describe('slugify', () => {
  it('builds a watch slug from brand, model and reference', () => {
    expect(watchSlug({ brand: 'Rolex', model: 'Submariner Date', reference: '126610LN' })).toBe('rolex-submariner-date-126610ln');
    expect(watchSlug({ brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-010' })).toBe('patek-philippe-nautilus-57111a-010');
    expect(slugify('A. Lange & Söhne', ' Lange 1 ', '191.032')).toBe('a-lange-sohne-lange-1-191032');
  });

  it('skips empty parts and collapses hyphens and spaces', () => {
    expect(slugify('Omega', '', '  ', 'Speed -- master')).toBe('omega-speed-master');
    expect(slugify(undefined, null, '')).toBe('');
  });

  it('always yields lower-case, no double or edge hyphens, and is stable when re-applied', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 4 }), (parts) => {
        const slug = slugify(...parts);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/--|^-|-$/);
        expect(slugify(slug)).toBe(slug);
        if (slug) expect(slug).toMatch(SLUG_PATTERN);
      }),
      { numRuns: 500 },
    );
  });

  it('knows the reserved slugs', () => {
    expect(isReservedSlug('all-watches')).toBe(true);
    expect(isReservedSlug('featured')).toBe(true);
    expect(isReservedSlug('dress-watches')).toBe(false);
  });
});
