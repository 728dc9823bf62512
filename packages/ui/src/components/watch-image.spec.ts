import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ImageHostProvider } from '../images/image-host';
import { theme } from '../theme/theme';
import { WatchImage } from './watch-image';

/** The `<img>` WatchImage renders for `src`, under the image host the shell provides (none: the site's /uploads/). */
function imageTag(src: string, imageHost: string | null): string {
  const image = createElement(WatchImage, { src, alt: 'Dial', sizes: '50vw', priority: true });
  const html = renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(ImageHostProvider, { value: imageHost }, image)));
  return /<img\b[^>]*>/.exec(html)![0];
}

const HOST = 'https://images.example.com/shop';
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('WatchImage', () => {
  it('names the image and every srcset entry at the image host, whether the data names the stored form or the host', () => {
    for (const src of ['/uploads/abc.jpg', `${HOST}/abc.jpg`]) {
      const tag = imageTag(src, HOST);
      expect(attribute(tag, 'src')).toBe(`${HOST}/abc.jpg`);
      expect(attribute(tag, 'srcSet')?.split(', ')).toEqual([400, 800, 1600, 2000].map((width) => `${HOST}/abc-${width}.webp ${width}w`));
      expect(attribute(tag, 'sizes')).toBe('50vw');
    }
  });

  it("keeps the site's /uploads/ without an image host, and any other picture as it is", () => {
    const tag = imageTag('/uploads/abc.jpg', null);
    expect(attribute(tag, 'src')).toBe('/uploads/abc.jpg');
    expect(attribute(tag, 'srcSet')).toMatch(/^\/uploads\/abc-400\.webp 400w, /);
    const ebay = imageTag('https://i.ebayimg.com/a.jpg', HOST);
    expect([attribute(ebay, 'src'), attribute(ebay, 'srcSet'), attribute(ebay, 'sizes')]).toEqual(['https://i.ebayimg.com/a.jpg', undefined, undefined]);
  });
});
