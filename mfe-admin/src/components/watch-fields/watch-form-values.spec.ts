import { check, GALLERY_ITEM_MESSAGE, GALLERY_STRING_MESSAGE, watchFormSchema } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { WATCH } from '../../testing/fixtures';
import { NEW_WATCH_VALUES, toWatchPayload, validateWatchForm, watchToFormValues, type WatchFormValues } from './watch-form-values';

const filled: WatchFormValues = {
  ...NEW_WATCH_VALUES,
  brand: 'Omega',
  model: 'Speedmaster',
  reference: '310.30.42.50.01.001',
  price: '7,350',
  movement: 'Manual',
  caseMaterial: 'Steel',
  caseSize: '42mm',
  condition: 'Very Good',
  collectionId: '3',
  slug: 'omega-speedmaster-3103042500101',
  imageUrl: '/uploads/speedy.jpg',
  imageGallery: '  /uploads/speedy.jpg \n\n   \nhttps://cdn.example.com/speedy-back.jpg\n',
  description: 'Moonwatch.',
};

describe('validateWatchForm', () => {
  it('puts "Required" under every empty required field, selects included', () => {
    const errors = validateWatchForm({ ...NEW_WATCH_VALUES, imageGallery: 'x' })!;
    for (const field of ['brand', 'model', 'reference', 'price', 'movement', 'caseMaterial', 'caseSize', 'condition', 'collectionId', 'slug', 'imageUrl', 'description']) {
      expect(errors[field], field).toBe('Required');
    }
    expect(errors.year).toBeUndefined();
  });

  it('asks for at least one gallery URL when the text area is blank', () => {
    expect(validateWatchForm({ ...filled, imageGallery: '  \n ' })?.imageGallery).toBe(GALLERY_STRING_MESSAGE);
    expect(GALLERY_STRING_MESSAGE).toBe('At least one gallery image URL is required');
  });

  it('refuses an empty entry in a gallery list (the schema the form and BFF share)', () => {
    const result = check(watchFormSchema, { ...toWatchPayload(filled), imageGallery: ['/uploads/a.jpg', '  '] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.imageGallery).toBe(GALLERY_ITEM_MESSAGE);
    expect(GALLERY_ITEM_MESSAGE).toBe('Image URL cannot be empty');
  });

  it('accepts a price with commas, and an empty year', () => {
    expect(validateWatchForm(filled)).toBeUndefined();
  });
});

describe('toWatchPayload', () => {
  it('splits the gallery by lines, trims, drops blanks; strips commas from the price; drops the Auto-generate switch', () => {
    const payload = toWatchPayload(filled);
    expect(payload.imageGallery).toEqual(['/uploads/speedy.jpg', 'https://cdn.example.com/speedy-back.jpg']);
    expect(payload.price).toBe('7350');
    expect(payload.collectionId).toBe(3);
    expect(payload.year).toBeUndefined();
    expect(payload).not.toHaveProperty('autoSlug');
  });

  it('reads a year typed as text as a number', () => {
    expect(toWatchPayload({ ...filled, year: '1969' }).year).toBe(1969);
  });
});

describe('watchToFormValues', () => {
  it('loads a watch for editing with slug auto-generation off and the gallery one URL per line', () => {
    const values = watchToFormValues(WATCH);
    expect(values.autoSlug).toBe(false);
    expect(values.imageGallery).toBe('/uploads/sub.jpg\n/uploads/sub-back.jpg');
    expect(values.collectionId).toBe('2');
    expect(values.year).toBe('2021');
    expect(toWatchPayload(values).slug).toBe(WATCH.slug);
  });

  it('starts a new watch with auto-generation on', () => {
    expect(NEW_WATCH_VALUES.autoSlug).toBe(true);
  });
});
