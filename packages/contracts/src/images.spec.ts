import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrcSet, uploadId } from './images.js';

describe('image URLs', () => {
  it('derives srcset for /uploads/ originals only', () => {
    expect(uploadId('/uploads/Ab_c-1.jpg')).toBe('Ab_c-1');
    expect(imageSrcSet('/uploads/abc.png')).toBe('/uploads/abc-400.webp 400w, /uploads/abc-800.webp 800w, /uploads/abc-1600.webp 1600w, /uploads/abc-2000.webp 2000w');
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(imageSrcSet('/uploads/../etc/passwd.jpg')).toBeUndefined();
  });

  it('picks the smallest copy at least as wide as asked', () => {
    expect(imageAtWidth('/uploads/abc.jpg', 300)).toBe('/uploads/abc-400.webp');
    expect(imageAtWidth('/uploads/abc.jpg', 900)).toBe('/uploads/abc-1600.webp');
    expect(imageAtWidth('/uploads/abc.jpg', 5000)).toBe('/uploads/abc-2000.webp');
    expect(imageAtWidth('https://x/y.jpg', 400)).toBe('https://x/y.jpg');
  });
});
