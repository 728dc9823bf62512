import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageAtWidth, imageSrcSet, publicImageUrl, storedImageUrl, uploadId, withPublicImages } from './images.js';

const HOST = 'https://cdn.example.com/shop';

describe('image URLs', () => {
  it('derives srcset for /uploads/ originals only', () => {
    expect(uploadId('/uploads/Ab_c-1.jpg')).toBe('Ab_c-1');
    expect(imageSrcSet('/uploads/abc.png', null)).toBe('/uploads/abc-400.webp 400w, /uploads/abc-800.webp 800w, /uploads/abc-1600.webp 1600w, /uploads/abc-2000.webp 2000w');
    expect(imageSrcSet('https://example.com/a.jpg', null)).toBeUndefined();
    expect(imageSrcSet('/uploads/../etc/passwd.jpg', null)).toBeUndefined();
  });

  it('picks the smallest copy at least as wide as asked', () => {
    expect(imageAtWidth('/uploads/abc.jpg', 300, null)).toBe('/uploads/abc-400.webp');
    expect(imageAtWidth('/uploads/abc.jpg', 900, null)).toBe('/uploads/abc-1600.webp');
    expect(imageAtWidth('/uploads/abc.jpg', 5000, null)).toBe('/uploads/abc-2000.webp');
    expect(imageAtWidth('https://x/y.jpg', 400, null)).toBe('https://x/y.jpg');
  });

  it('names uploads at the image host when there is one, and makes addresses whole for e-mails and feeds', () => {
    expect(publicImageUrl('/uploads/abc-400.webp', 'https://cdn.example.com/shop')).toBe('https://cdn.example.com/shop/abc-400.webp');
    expect(publicImageUrl('/uploads/abc.jpg', null)).toBe('/uploads/abc.jpg');
    expect(publicImageUrl('https://i.ebayimg.com/a.jpg', 'https://cdn.example.com')).toBe('https://i.ebayimg.com/a.jpg');
    expect(absoluteImageUrl('/uploads/abc.jpg', 'https://shop.example.com', null)).toBe('https://shop.example.com/uploads/abc.jpg');
    expect(absoluteImageUrl('/uploads/abc.jpg', 'https://shop.example.com', 'https://cdn.example.com')).toBe('https://cdn.example.com/abc.jpg');
    expect(absoluteImageUrl('//elsewhere.example.com/a.jpg', 'https://shop.example.com', null)).toBe('//elsewhere.example.com/a.jpg');
  });

  it('names every srcset entry and thumbnail at the image host, from the stored form or the host form alike', () => {
    const hosted = 'https://cdn.example.com/shop/abc-400.webp 400w, https://cdn.example.com/shop/abc-800.webp 800w, https://cdn.example.com/shop/abc-1600.webp 1600w, https://cdn.example.com/shop/abc-2000.webp 2000w';
    expect(imageSrcSet('/uploads/abc.jpg', HOST)).toBe(hosted);
    expect(imageSrcSet(`${HOST}/abc.jpg`, HOST)).toBe(hosted);
    expect(imageSrcSet('https://i.ebayimg.com/a.jpg', HOST)).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/shopfront/abc.jpg', HOST)).toBeUndefined();
    expect(imageAtWidth('/uploads/abc.jpg', 176, HOST)).toBe(`${HOST}/abc-400.webp`);
    expect(imageAtWidth(`${HOST}/abc.jpg`, 2000, HOST)).toBe(`${HOST}/abc-2000.webp`);
    expect(imageAtWidth('https://i.ebayimg.com/a.jpg', 400, HOST)).toBe('https://i.ebayimg.com/a.jpg');
  });

  it('reads the host form back to the stored form', () => {
    expect(storedImageUrl(`${HOST}/abc-800.webp`, HOST)).toBe('/uploads/abc-800.webp');
    expect(storedImageUrl('/uploads/abc.jpg', HOST)).toBe('/uploads/abc.jpg');
    expect(storedImageUrl(`${HOST}/abc.jpg`, null)).toBe(`${HOST}/abc.jpg`);
    expect(storedImageUrl('https://cdn.example.com/shopfront/abc.jpg', HOST)).toBe('https://cdn.example.com/shopfront/abc.jpg');
  });

  it("names a public answer's image and gallery at the image host, and leaves it whole without one", () => {
    const watch = { id: 1, imageUrl: '/uploads/a.jpg', imageGallery: ['/uploads/a.jpg', 'https://i.ebayimg.com/b.jpg'] };
    expect(withPublicImages(watch, HOST)).toEqual({ id: 1, imageUrl: `${HOST}/a.jpg`, imageGallery: [`${HOST}/a.jpg`, 'https://i.ebayimg.com/b.jpg'] });
    expect(withPublicImages(watch, null)).toBe(watch);
    expect(withPublicImages({ imageUrl: '/uploads/c.png', imageGallery: null }, HOST)).toEqual({ imageUrl: `${HOST}/c.png`, imageGallery: null });
    expect(withPublicImages({ imageUrl: '/uploads/c.png' }, HOST)).toEqual({ imageUrl: `${HOST}/c.png` });
  });
});
