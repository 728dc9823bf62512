import { describe, expect, it } from 'vitest';
import { alertSearchOf, alertSearchPath, canAlert, describeAlertSearch, describeCatalogueSearch, searchAlertSchema } from './search-alerts.js';
import { check } from './validation.js';
import { defaultFilters } from './watch-filters.js';

describe('search alerts', () => {
  it('keeps one spelling of a search: the text normalized, the filters canonical and without the sort', () => {
    const a = alertSearchOf({ q: '  Rolex   SUBMARINER ', filters: { price_max: '20000', sort: 'price-low', brand: 'Rolex' } });
    const b = alertSearchOf({ q: 'rolex submariner', filters: { brand: 'Rolex', price_max: '20000.00' } });
    expect(a).toEqual({ q: 'rolex submariner', filters: 'brand=Rolex&price_max=20000' });
    expect(b).toEqual(a);
  });

  it('says the search in words and where the storefront shows it', () => {
    const search = { q: '', filters: 'brand=Omega&condition=Excellent&price_min=1000&price_max=20000&year_min=2010' };
    expect(describeAlertSearch(search, 'Luxury Timepieces')).toBe('Luxury Timepieces · Omega · Excellent · $1,000 to $20,000 · from 2010');
    expect(alertSearchPath(search, 'luxury-timepieces')).toBe('/collection/luxury-timepieces?brand=Omega&condition=Excellent&price_min=1000&price_max=20000&year_min=2010');
    expect(alertSearchPath({ q: 'speedmaster', filters: 'brand=Omega' }, null)).toBe('/search?q=speedmaster&brand=Omega');
    expect(alertSearchPath({ q: '', filters: 'brand=Omega' }, null)).toBe('/collection/all-watches?brand=Omega');
  });

  it('is offered only with a text or a filter beyond the sort', () => {
    expect(canAlert('', { ...defaultFilters('newest'), sort: 'price-low' })).toBe(false);
    expect(canAlert(' omega ', defaultFilters('newest'))).toBe(true);
    expect(canAlert('', { ...defaultFilters('newest'), maxYear: 2000 })).toBe(true);
  });

  it('refuses filters the catalogue does not have or cannot read, saying which', () => {
    expect(check(searchAlertSchema, { email: 'a@example.com', filters: { colour: 'blue' } })).toMatchObject({ ok: false, errors: { filters: expect.stringContaining('"colour" is not a filter') } });
    expect(check(searchAlertSchema, { email: 'a@example.com', filters: { year_min: 'old' } })).toMatchObject({ ok: false, errors: { filters: expect.stringContaining('year_min') } });
    expect(check(searchAlertSchema, { email: 'a@example.com', filters: ['brand'] }).ok).toBe(false);
    expect(check(searchAlertSchema, { email: 'a@example.com', q: 'omega', filters: { brand: 'Omega' } }).ok).toBe(true);
  });
});

describe("a search in the catalogue's words (the confirmation e-mail's)", () => {
  it('names the collection, the brand as the catalogue spells it and the ranges, never the text', () => {
    const search = alertSearchOf({ q: 'Buy pills at evil.example', filters: { brand: 'omega', price_max: '20000' } });
    expect(describeCatalogueSearch(search, 'Luxury Timepieces', 'Omega')).toBe('a search you saved: Luxury Timepieces · Omega · up to $20,000');
    expect(describeCatalogueSearch(search, null, null)).toBe('a search you saved: up to $20,000');
    expect(describeCatalogueSearch(alertSearchOf({ q: 'anything at all' }), null, null)).toBe('a search you saved');
    expect(describeCatalogueSearch(alertSearchOf({ filters: { condition: 'Excellent' } }), null, null)).toBe('Excellent');
  });
});
