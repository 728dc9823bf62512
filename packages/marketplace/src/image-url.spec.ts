import { describe, expect, it } from 'vitest';
import { ebayImageId, ebayImageUrl, pictureUrls } from './image-url.js';

describe('ebayImageId', () => {
  it.each([
    ['https://i.ebayimg.com/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg', 'uwEAAOSwcL1lVGqn'],
    ['https://i.ebayimg.com/images/g/uV0AAOSw3~df83Kd/s-l500.webp', 'uV0AAOSw3~df83Kd'],
    ['https://i.ebayimg.com/thumbs/images/g/3QMAAeSwqdxo1XOt/s-l225.jpg', '3QMAAeSwqdxo1XOt'],
    ['http://i.ebayimg.com/images/g/b2kAAOSwk_NnA1c1/s-l64.png', 'b2kAAOSwk_NnA1c1'],
  ])('reduces %s to its picture id', (url, id) => {
    expect(ebayImageId(url)).toBe(id);
  });

  it.each([
    'https://evil.com/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg',
    'https://i.ebayimg.com.evil.com/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg',
    'https://i.ebayimg.com:8443/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg',
    'https://user@i.ebayimg.com/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg',
    'https://i.ebayimg.com/images/g/short/s-l1600.jpg',
    'https://i.ebayimg.com/images/g/uwEAAOSwcL1lVGqn/../../secret',
    'https://i.ebayimg.com/images/g/uwEAAOSwcL1lVGqn/s-l1600.svg',
    'https://ir.ebaystatic.com/cr/v/c01/s_1x2.gif',
    'ftp://i.ebayimg.com/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg',
    'not a url',
  ])('refuses %s', (url) => {
    expect(ebayImageId(url)).toBeNull();
  });
});

describe('ebayImageUrl', () => {
  it('builds the largest size on the configured host', () => {
    expect(ebayImageUrl('http://127.0.0.1:4010/', 'uwEAAOSwcL1lVGqn')).toBe('http://127.0.0.1:4010/images/g/uwEAAOSwcL1lVGqn/s-l1600.jpg');
  });

  it('refuses anything but a picture id', () => {
    expect(() => ebayImageUrl('https://i.ebayimg.com', '../../etc/passwd')).toThrow(RangeError);
  });
});

describe('pictureUrls', () => {
  it('keeps eBay pictures once each, in order, at full size', () => {
    expect(
      pictureUrls([
        'https://i.ebayimg.com/images/g/q3UAAOSw7Xhm2Lk1/s-l500.jpg',
        'https://ir.ebaystatic.com/cr/v/c01/s_1x2.gif',
        undefined,
        'https://i.ebayimg.com/images/g/r8kAAOSwZ0Jm2Lk4/s-l140.jpg',
        'https://i.ebayimg.com/images/g/q3UAAOSw7Xhm2Lk1/s-l1600.jpg',
      ]),
    ).toEqual([
      'https://i.ebayimg.com/images/g/q3UAAOSw7Xhm2Lk1/s-l1600.jpg',
      'https://i.ebayimg.com/images/g/r8kAAOSwZ0Jm2Lk4/s-l1600.jpg',
    ]);
  });
});
