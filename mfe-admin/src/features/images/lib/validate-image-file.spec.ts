import { UPLOAD_MAX_BYTES } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { validateImageFile } from './validate-image-file';

describe('validateImageFile', () => {
  it('accepts any image type up to 15 MB', () => {
    expect(validateImageFile({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses a file whose type does not contain image/', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file',
      description: 'Please upload an image file (JPEG, PNG, etc.)',
    });
  });

  it('refuses an image over 15 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please upload an image smaller than 15MB.',
    });
  });
});
