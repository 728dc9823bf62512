import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageAtWidth, imageSrcSet, publicImageUrl, uploadId } from './images.js';

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

  it('names uploads at the image host when there is one, and makes addresses whole for e-mails and feeds', () => {
    expect(publicImageUrl('/uploads/abc-400.webp', 'https://cdn.example.com/shop')).toBe('https://cdn.example.com/shop/abc-400.webp');
    expect(publicImageUrl('/uploads/abc.jpg', null)).toBe('/uploads/abc.jpg');
    expect(publicImageUrl('https://i.ebayimg.com/a.jpg', 'https://cdn.example.com')).toBe('https://i.ebayimg.com/a.jpg');
    expect(absoluteImageUrl('/uploads/abc.jpg', 'https://shop.example.com', null)).toBe('https://shop.example.com/uploads/abc.jpg');
    expect(absoluteImageUrl('/uploads/abc.jpg', 'https://shop.example.com', 'https://cdn.example.com')).toBe('https://cdn.example.com/abc.jpg');
    expect(absoluteImageUrl('//elsewhere.example.com/a.jpg', 'https://shop.example.com', null)).toBe('//elsewhere.example.com/a.jpg');
  });
});
