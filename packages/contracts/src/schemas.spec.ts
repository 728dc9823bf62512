import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionFormSchema,
  inquiryRequestSchema,
  inquirySchema,
  reorderSchema,
  subscriptionSchema,
  watchFieldPatchSchema,
  watchFormSchema,
} from './schemas.js';
import { email as emailRule, EMAIL_UNSAFE_MESSAGE } from './fields.js';
import { normalizeGallery } from './watch-fields.js';
import { composeTradeInMessage, tradeInSchema, TRADE_IN_REQUIRED_MESSAGE } from './trade-in.js';
import { check, UNREADABLE_VALUE } from './validation.js';

const watch = {
  brand: 'Rolex',
  model: 'Daytona',
  reference: '116500LN',
  price: '32500.00',
  movement: 'Automatic',
  caseMaterial: 'Steel',
  caseSize: '40 mm',
  condition: 'Excellent',
  year: 2020,
  description: 'Full set.',
  imageUrl: '/uploads/abc.jpg',
  imageGallery: ['/uploads/abc.jpg'],
  collectionId: 1,
  featured: false,
  slug: 'rolex-daytona-116500ln',
};

describe('subscription and inquiry schemas', () => {
  it('accepts a valid email and refuses what the spec refuses', () => {
    expect(check(subscriptionSchema, { email: 'a@b.co' }).ok).toBe(true);
    expect(check(subscriptionSchema, { email: '' })).toMatchObject({ ok: false, errors: { email: 'Required' } });
    expect(check(subscriptionSchema, {})).toMatchObject({ ok: false, errors: { email: 'Required' } });
    expect(check(subscriptionSchema, { email: 'nope' })).toMatchObject({ ok: false, errors: { email: 'Please enter a valid email address' } });
  });

  it.each(['a@b.co?bcc=x%40evil.example', 'a&cc=x@b.co', 'a b@b.co', 'a@b.co\nBcc: x@evil.example', 'a@b.co\r\nx'])(
    'refuses %j, which could add recipients or headers to a reply link',
    (email) => {
      expect(check(subscriptionSchema, { email })).toMatchObject({ ok: false, errors: { email: EMAIL_UNSAFE_MESSAGE } });
      expect(new RegExp(String(emailRule().schema.pattern)).test(email)).toBe(false);
    },
  );

  it('accepts any generated valid email', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(check(subscriptionSchema, { email }).ok).toBe(email.length <= 254 && !/[?&]/.test(email));
      }),
    );
  });

  it('requires name, email and message, keeps phone optional and defaults nothing it should not', () => {
    const ok = check(inquirySchema, { name: 'Ann', email: 'ann@example.com', phone: '', message: 'Hi', watchId: '7' });
    expect(ok).toEqual({ ok: true, value: { name: 'Ann', email: 'ann@example.com', phone: '', message: 'Hi', watchId: 7 } });
    const bad = check(inquirySchema, { name: ' ', email: 'ann@example.com', message: '' });
    expect(bad).toMatchObject({ ok: false, errors: { name: 'Required', message: 'Required' } });
  });

  it('drops unknown keys', () => {
    const result = check(inquirySchema, { name: 'A', email: 'a@b.co', message: 'x', isAdmin: true });
    expect(result.ok && 'isAdmin' in result.value).toBe(false);
  });

  it('refuses fields beyond their maxima', () => {
    fc.assert(
      fc.property(fc.integer({ min: 121, max: 400 }), (length) => {
        expect(check(inquirySchema, { name: 'x'.repeat(length), email: 'a@b.co', message: 'x' }).ok).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});

describe('trade-in', () => {
  const form = { currentWatchBrand: 'Omega', currentWatchModel: 'Seamaster', name: 'Kim', email: 'kim@example.com' };

  it('treats a field of spaces as empty, with the spec message', () => {
    const result = check(tradeInSchema, { ...form, currentWatchModel: '   ' });
    expect(result).toMatchObject({ ok: false, errors: { currentWatchModel: TRADE_IN_REQUIRED_MESSAGE } });
  });

  it('checks a trade-in request to the BFF with the form\'s rules, and any other inquiry with the inquiry\'s', () => {
    const request = { ...form, phone: '', message: 'Trade-in request', watchId: 1, kind: 'trade-in' };
    expect(check(inquiryRequestSchema, request)).toMatchObject({ ok: true, value: { currentWatchBrand: 'Omega', watchId: 1 } });
    expect(check(inquiryRequestSchema, { ...request, currentWatchBrand: undefined })).toMatchObject({ ok: false, errors: { currentWatchBrand: TRADE_IN_REQUIRED_MESSAGE } });
    expect(check(inquiryRequestSchema, { name: 'Kim', email: 'kim@example.com', message: 'Hello', watchId: 1, kind: 'contact' })).toMatchObject({ ok: true });
  });

  it('composes the message with the spec wording for blanks', () => {
    const message = composeTradeInMessage({ ...form, currentWatchYear: '', desiredWatch: '', additionalNotes: '' });
    expect(message).toContain('Year: Not specified');
    expect(message).toContain('Looking for: Open to suggestions');
    expect(message).toContain('Additional notes: None');
    expect(message).toContain('Current watch: Omega Seamaster');
    const full = composeTradeInMessage({ ...form, currentWatchYear: '2015', hasBox: 'yes', hasPapers: 'unsure', desiredWatch: 'Daytona', additionalNotes: 'Scratch on clasp' });
    expect(full).toContain('Year: 2015');
    expect(full).toContain('Original box: yes');
    expect(full).toContain('Papers: unsure');
    expect(full).toContain('Looking for: Daytona');
    expect(full).toContain('Additional notes: Scratch on clasp');
  });
});

describe('watch form', () => {
  it('accepts a full watch and coerces a numeric price and a year typed as text', () => {
    const result = check(watchFormSchema, { ...watch, price: 32500, year: '2020' });
    expect(result).toMatchObject({ ok: true, value: { price: '32500', year: 2020, featured: false } });
  });

  it('gives the spec messages for the gallery', () => {
    expect(check(watchFormSchema, { ...watch, imageGallery: '  \n ' })).toMatchObject({ ok: false, errors: { imageGallery: 'At least one gallery image URL is required' } });
    expect(check(watchFormSchema, { ...watch, imageGallery: ['/a.jpg', ''] })).toMatchObject({ ok: false, errors: { imageGallery: 'Image URL cannot be empty' } });
    expect(normalizeGallery(' /a.jpg \n\n/b.jpg\r\n ')).toEqual(['/a.jpg', '/b.jpg']);
    expect(normalizeGallery(['/a.jpg', ' ', '/b.jpg'])).toEqual(['/a.jpg', '/b.jpg']);
  });

  it('refuses a watch with any one field made wrong', () => {
    const wrong: Record<string, unknown> = {
      brand: '',
      price: '1,000',
      condition: 'Mint',
      year: 1200,
      imageUrl: 'javascript:alert(1)',
      collectionId: 0,
      slug: 'Not A Slug',
      description: 'x'.repeat(10_001),
    };
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(wrong)), (field) => {
        const result = check(watchFormSchema, { ...watch, [field]: wrong[field] });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
      }),
    );
  });

  it('takes exactly one inline-edit field', () => {
    expect(check(watchFieldPatchSchema, { price: '100' }).ok).toBe(true);
    expect(check(watchFieldPatchSchema, { price: '100', brand: 'X' }).ok).toBe(false);
    expect(check(watchFieldPatchSchema, { movement: 'Quartz' }).ok).toBe(false);
    expect(check(watchFieldPatchSchema, { reference: '' })).toMatchObject({ ok: false, message: 'reference: Required' });
  });
});

describe('collection form and reorder', () => {
  it('requires name, description, image and slug', () => {
    const result = check(collectionFormSchema, {});
    expect(result).toMatchObject({ ok: false, errors: { name: 'Required', description: 'Required', imageUrl: 'Required', slug: 'Required' } });
    expect(check(collectionFormSchema, { name: 'A', description: 'B', imageUrl: '/uploads/x.jpg', slug: 'featured' })).toMatchObject({
      ok: false,
      errors: { slug: 'The slug "featured" is reserved' },
    });
  });

  it('takes a list of ids with zero-based positions', () => {
    expect(check(reorderSchema, { collectionOrders: [{ id: 1, displayOrder: 0 }] }).ok).toBe(true);
    expect(check(reorderSchema, { collectionOrders: [{ id: 1, displayOrder: -1 }] }).ok).toBe(false);
    expect(check(reorderSchema, { collectionOrders: 'x' }).ok).toBe(false);
  });
});

describe('check', () => {
  it('refuses, rather than throws on, an object whose toString is not a function', () => {
    const body = { name: 'Ada', email: 'a@b.co', message: 'Hello', watchId: { toString: '' } };
    expect(check(inquirySchema, body)).toMatchObject({ ok: false, message: UNREADABLE_VALUE });
  });
});
