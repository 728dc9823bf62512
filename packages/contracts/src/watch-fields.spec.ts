import { describe, expect, it } from 'vitest';
import { check } from './validation.js';
import { LISTING_FIELD_NAMES, REQUIRED_LISTING_FIELD_NAMES, WATCH_FIELD_NAMES, watchRecordOf } from './watch-fields.js';
import { watchOverridesSchema } from './marketplace.js';
import { isInlineEdit, watchFieldPatchSchema, watchFormSchema } from './schemas.js';

const payload = {
  brand: ' Rolex ',
  model: 'Submariner',
  reference: '126610LN',
  price: '12500.00',
  movement: 'Automatic',
  caseMaterial: 'Steel',
  caseSize: '41 mm',
  condition: 'Excellent',
  collectionId: 2,
  slug: 'rolex-submariner-126610ln',
  imageUrl: '/uploads/sub.jpg',
  imageGallery: ' /uploads/sub.jpg \n\n/uploads/back.jpg',
  description: 'Full set.',
};

describe('the watch field table', () => {
  it('is the form schema: one rule per field, nothing else', () => {
    expect(Object.keys(watchFormSchema.schema)).toEqual(WATCH_FIELD_NAMES);
  });

  it('names what an import reads, and which of those it needs', () => {
    expect(LISTING_FIELD_NAMES).toEqual(['brand', 'model', 'reference', 'price', 'movement', 'caseMaterial', 'caseSize', 'condition', 'year', 'description']);
    expect(REQUIRED_LISTING_FIELD_NAMES).not.toContain('year');
    expect(Object.keys(watchOverridesSchema.schema)).toEqual(LISTING_FIELD_NAMES);
  });

  it('stores a submitted watch trimmed, with its gallery normalized and absent optional fields null', () => {
    const result = check(watchFormSchema, payload);
    if (!result.ok) throw new Error(result.message);
    expect(watchRecordOf(result.value)).toEqual({
      ...payload,
      brand: 'Rolex',
      imageGallery: ['/uploads/sub.jpg', '/uploads/back.jpg'],
      year: null,
      featured: false,
    });
  });

  it('keeps the stored source when a submitted watch leaves it out, and clears it when sent blank', () => {
    expect(watchRecordOf({ ...payload })).not.toHaveProperty('source');
    expect(watchRecordOf({ ...payload, source: '', sourceId: '' })).toMatchObject({ source: null, sourceId: null });
  });

  it('keeps the stored availability when a submitted watch leaves it out, and checks it when sent', () => {
    expect(watchRecordOf({ ...payload })).not.toHaveProperty('availability');
    expect(watchRecordOf({ ...payload, availability: 'on_hold' })).toMatchObject({ availability: 'on_hold' });
    expect(check(watchFormSchema, { ...payload, availability: 'gone' })).toMatchObject({
      ok: false,
      message: 'availability: Choose one of: available, on_hold, sold',
    });
  });

  it('takes one row field at a time as an inline edit: text, the featured switch or the availability', () => {
    expect(isInlineEdit({ featured: true })).toBe(true);
    expect(isInlineEdit({ availability: 'sold' })).toBe(true);
    expect(check(watchFieldPatchSchema, { availability: 'sold' })).toEqual({ ok: true, value: { availability: 'sold' } });
    expect(check(watchFieldPatchSchema, { featured: 'yes' }).ok).toBe(false);
    expect(check(watchFieldPatchSchema, { availability: null })).toMatchObject({ ok: false, message: 'availability: Required' });
    expect(check(watchFieldPatchSchema, { featured: true, availability: 'sold' }).ok).toBe(false);
  });

  it('applies the same year rule to the form and to an import\'s edits', () => {
    const nextYear = new Date().getFullYear() + 1;
    for (const year of [1799, nextYear + 1]) {
      expect(check(watchFormSchema, { ...payload, year }).ok).toBe(false);
      expect(check(watchOverridesSchema, { year }).ok).toBe(false);
    }
    expect(check(watchOverridesSchema, { year: nextYear, brand: '  ', price: null })).toEqual({ ok: true, value: { year: nextYear } });
  });
});
