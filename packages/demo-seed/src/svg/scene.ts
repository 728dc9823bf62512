import type { CollectionImageSpec, WatchImageSpec } from '../image-spec.js';
import { fittingDistance, isStrap } from './band.js';
import { caseGeometry } from './case.js';
import { num } from './geometry.js';
import { resolveLook } from './look.js';
import { drawWatch, type WatchPose } from './watch.js';

/** The soft neutral backdrop; flat, as a full-frame gradient would add a fifth to the render time. */
const BACKDROP = '#EFEBE4';

/** Pixel size of a watch photograph (4:5 portrait); drawn on an 800x1000 canvas. */
const WATCH_IMAGE_SIZE = { width: 1600, height: 2000 } as const;
/** Pixel size of a collection banner (5:4); drawn on a 1000x800 canvas. */
const COLLECTION_IMAGE_SIZE = { width: 2000, height: 1600 } as const;

interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function document(size: { width: number; height: number }, box: ViewBox, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}">` +
    `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" fill="${BACKDROP}"/>` +
    content +
    `</svg>`
  );
}

/** The SVG document of one watch photograph. */
export function watchSceneSvg(spec: WatchImageSpec): string {
  const look = resolveLook(spec.look);
  const geo = caseGeometry(look);
  const r = look.radius;
  const secondsAngle = (200 + spec.shot * 47) % 360;
  const alternate = spec.shot % 2 === 1;
  const full: ViewBox = { x: 0, y: 0, width: 800, height: 1000 };
  const zoomed = (cx: number, cy: number, zoom: number): ViewBox => ({
    x: 400 + cx - 400 / zoom,
    y: 500 + cy - 500 / zoom,
    width: 800 / zoom,
    height: 1000 / zoom,
  });
  const front: WatchPose = { side: 'front', secondsAngle, depth: [0, 0] };
  const back: WatchPose = { ...front, side: 'back' };
  const place = (transform: string, pose: WatchPose) => `<g transform="translate(400 500) ${transform}">${drawWatch(look, 'w-', pose)}</g>`;
  switch (spec.view) {
    case 'front':
      return document(WATCH_IMAGE_SIZE, full, place('', front));
    case 'angled': {
      const tilt = alternate ? -17 : 14;
      const depth: [number, number] = [alternate ? 10 : -10, 7];
      return document(WATCH_IMAGE_SIZE, full, place(`translate(0 8) rotate(${tilt}) scale(0.9 1)`, { ...front, depth }));
    }
    case 'caseback':
      return document(WATCH_IMAGE_SIZE, full, place('', back));
    case 'detail': {
      const [cx, cy] = alternate ? [-r * 0.05, -r * 0.4] : [r * 0.5, -r * 0.1];
      return document(WATCH_IMAGE_SIZE, zoomed(cx, cy, 2.1), place('', front));
    }
    case 'clasp': {
      // The buckle sits on the upper strap; the clasp on the lower half of a bracelet.
      const distance = fittingDistance(look, geo.attachY);
      const cy = isStrap(look) ? -distance : distance;
      return document(WATCH_IMAGE_SIZE, zoomed(0, cy * 0.75, 1.6), place('rotate(-8)', back));
    }
  }
}

interface Spot {
  x: number;
  y: number;
  rotate: number;
  scale: number;
  /** Drawing order: higher lies on top. */
  layer: number;
}

/** Where each watch of a banner sits, left to right, for banners of one to three watches. */
const LAYOUTS: readonly (readonly Spot[])[] = [
  [{ x: 520, y: 400, rotate: -28, scale: 0.95, layer: 0 }],
  [
    { x: 360, y: 420, rotate: -24, scale: 0.82, layer: 0 },
    { x: 660, y: 380, rotate: 16, scale: 0.82, layer: 1 },
  ],
  [
    { x: 235, y: 430, rotate: -20, scale: 0.66, layer: 0 },
    { x: 505, y: 385, rotate: 3, scale: 0.72, layer: 2 },
    { x: 775, y: 430, rotate: 22, scale: 0.66, layer: 1 },
  ],
];

/** The SVG document of a collection banner: its watches fanned out on the backdrop. */
export function collectionSceneSvg(spec: CollectionImageSpec): string {
  const looks = spec.looks.slice(0, LAYOUTS.length);
  const watches = LAYOUTS[looks.length - 1]
    .map((spot, i) => ({ spot, look: resolveLook(looks[i]), i }))
    .sort((a, b) => a.spot.layer - b.spot.layer)
    .map(({ spot, look, i }) => {
      const pose: WatchPose = { side: 'front', secondsAngle: 150 + i * 70, depth: [spot.rotate > 0 ? -8 : 8, 6] };
      return (
        `<g transform="translate(${spot.x} ${spot.y}) rotate(${spot.rotate}) scale(${spot.scale})">` +
        `${drawWatch(look, `w${i}-`, pose)}</g>`
      );
    })
    .join('');
  return document(COLLECTION_IMAGE_SIZE, { x: 0, y: 0, width: 1000, height: 800 }, watches);
}
