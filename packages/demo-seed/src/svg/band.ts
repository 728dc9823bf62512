import type { ResolvedLook } from './look.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { horizontalGradient, linearGradient, num, polygon, roundedRectPath, type SvgDefs } from './geometry.js';
import { escapeText, SERIF } from './text.js';

/** How far the band runs past the case: beyond the frame in every view. */
const BAND_LENGTH = 820;

/** Whether the look has a leather or rubber strap rather than a metal bracelet. */
export function isStrap(look: ResolvedLook): boolean {
  return look.band === 'leather' || look.band === 'alligator' || look.band === 'rubber';
}

/**
 * Distance from the case centre to the middle of the band's fitting seen from the back: the
 * folding clasp on the lower half of a bracelet, the buckle on the upper half of a strap.
 */
export function fittingDistance(look: ResolvedLook, attachY: number): number {
  return attachY + look.radius * (isStrap(look) ? 0.95 : 1.65);
}

/** Which half of the band, and which face of it is seen. */
export interface BandPart {
  end: 'upper' | 'lower';
  side: 'front' | 'back';
}

/**
 * One half of the band, drawn running up from the case (`-attachY`); the caller mirrors the lower
 * half. The lower half carries the strap holes or, seen from the back, the folding clasp.
 */
export function drawBand(look: ResolvedLook, defs: SvgDefs, attachY: number, part: BandPart): string {
  const start = -attachY + look.radius * 0.3;
  const end = -attachY - BAND_LENGTH;
  const nearWidth = look.bandWidth;
  const farWidth = nearWidth * (look.band === 'integrated' ? 0.8 : 0.88);
  const outline = polygon([
    [-nearWidth / 2, start],
    [nearWidth / 2, start],
    [farWidth / 2, end],
    [-farWidth / 2, end],
  ]);
  const clip = defs.url('band-clip', (id) => `<clipPath id="${id}"><path d="${outline}"/></clipPath>`);
  const strapped = isStrap(look);
  const surface = strapped
    ? strap(look, outline, start, end, nearWidth, farWidth, part)
    : `<path d="${outline}" fill="${metalTones(look.metal).edge}"/>` + bracelet(look, defs, attachY, start, end, nearWidth);
  const back = part.side === 'back' ? `<path d="${outline}" fill="#000" fill-opacity="0.12"/>` : '';
  const fitting =
    part.side === 'back' && part.end === 'lower' && !strapped
      ? clasp(look, defs, attachY, nearWidth)
      : part.side === 'back' && part.end === 'upper' && strapped
        ? buckle(look, defs, attachY, nearWidth)
        : '';
  // Bracelet links carry their own shading; a strap gets it from one overlay.
  const overlay = strapped ? `<path d="${outline}" fill="${strapShade(defs)}"/>` : '';
  return `<g clip-path="${clip}">${surface}${overlay}${back}</g>${fitting}`;
}

/** Share of the band's width taken by the polished centre links. */
const CENTRE_SHARE = { jubilee: 0.58, integrated: 0.3, oyster: 0.32 } as const;

/**
 * A metal bracelet: rows of brushed outer links and polished centre links. Links of one finish
 * share a single path, which keeps the SVG light for librsvg.
 */
/** Darkened edges and a soft highlight down a strap, so it reads as rounded. */
function strapShade(defs: SvgDefs): string {
  return defs.url('band-shade', (id) =>
    linearGradient(
      id,
      [[0, '#000', 0.38], [0.12, '#000', 0], [0.42, '#fff', 0.1], [0.88, '#000', 0], [1, '#000', 0.38]],
      [0, 0, 1, 0],
    ),
  );
}

function bracelet(look: ResolvedLook, defs: SvgDefs, attachY: number, start: number, end: number, width: number): string {
  const tones = metalTones(look.metal);
  const style = look.band === 'jubilee' || look.band === 'integrated' ? look.band : 'oyster';
  const half = width / 2;
  const centre = half * CENTRE_SHARE[style];
  const brushed = defs.url('links-brushed', (id) =>
    horizontalGradient(id, [[0, tones.dark], [0.12, tones.mid], [0.3, tones.light], [0.5, tones.mid], [0.75, tones.light], [1, tones.dark]], -half, half),
  );
  const polished = defs.url('links-polished', (id) =>
    horizontalGradient(id, [[0, tones.dark], [0.25, tones.light], [0.4, '#ffffff'], [0.6, tones.mid], [0.85, tones.edge], [1, tones.mid]], -centre, centre),
  );
  const rowHeight = width * { jubilee: 0.2, integrated: 0.3, oyster: 0.27 }[style];
  const outer: string[] = [roundedRectPath(-half, -attachY - 2, width, attachY - start + 2, 0)];
  const inner: string[] = [];
  const bevels: string[] = [];
  const link = (into: string[], x0: number, x1: number, bottom: number, height: number, radius: number) =>
    into.push(roundedRectPath(x0, bottom - height, x1 - x0, height, radius));
  let row = 0;
  for (let y = -attachY; y > end; y -= rowHeight, row++) {
    if (style === 'jubilee') {
      const stagger = row % 2 ? rowHeight / 2 : 0;
      const third = (centre * 2) / 3;
      link(outer, -half, -centre, y, rowHeight, 2);
      link(outer, centre, half, y, rowHeight, 2);
      link(inner, -centre, -centre + third, y + stagger, rowHeight, rowHeight * 0.35);
      link(inner, -third / 2, third / 2, y - stagger, rowHeight, rowHeight * 0.35);
      link(inner, centre - third, centre, y + stagger, rowHeight, rowHeight * 0.35);
    } else if (style === 'integrated') {
      link(outer, -half, -centre, y, rowHeight, rowHeight * 0.12);
      link(outer, centre, half, y, rowHeight, rowHeight * 0.12);
      link(inner, -centre, centre, y - rowHeight * 0.18, rowHeight * 0.64, rowHeight * 0.1);
      bevels.push(`M${num(-half * 0.95)} ${num(y - rowHeight + 3)}h${num(half * 0.6)}M${num(half * 0.35)} ${num(y - rowHeight + 3)}h${num(half * 0.6)}`);
    } else {
      link(outer, -half, -centre, y, rowHeight, 2);
      link(outer, centre, half, y, rowHeight, 2);
      link(inner, -centre, centre, y, rowHeight, 2);
    }
  }
  const stroke = ` stroke="${tones.edge}" stroke-width="1.3"`;
  return (
    `<path d="${outer.join('')}" fill="${brushed}"${stroke}/>` +
    `<path d="${inner.join('')}" fill="${polished}"${stroke}/>` +
    (bevels.length ? `<path d="${bevels.join('')}" stroke="${tones.light}" stroke-width="2.5" stroke-opacity="0.8"/>` : '')
  );
}

function strap(
  look: ResolvedLook,
  outline: string,
  start: number,
  end: number,
  nearWidth: number,
  farWidth: number,
  part: BandPart,
): string {
  const colour = look.strapColour;
  const parts = [`<path d="${outline}" fill="${colour}"/>`];
  if (look.band === 'alligator' && part.side === 'front') parts.push(alligatorScales(start, end, nearWidth));
  if (look.band === 'rubber') {
    const grooves = Array.from({ length: Math.ceil((start - end) / 16) }, (_, i) => `M${num(-nearWidth)} ${num(start - i * 16)}h${num(nearWidth * 2)}`).join('');
    parts.push(`<path d="${grooves}" stroke="#000" stroke-width="3" stroke-opacity="0.35"/>`);
    parts.push(`<path d="M${num(-nearWidth * 0.22)} ${num(start)}V${num(end)}M${num(nearWidth * 0.22)} ${num(start)}V${num(end)}" stroke="#000" stroke-width="4" stroke-opacity="0.4"/>`);
  } else {
    const inset = 9;
    const stitch =
      `M${num(-nearWidth / 2 + inset)} ${num(start)}L${num(-farWidth / 2 + inset)} ${num(end)}` +
      `M${num(nearWidth / 2 - inset)} ${num(start)}L${num(farWidth / 2 - inset)} ${num(end)}`;
    parts.push(`<path d="${stitch}" stroke="#e9dcc6" stroke-width="2.4" stroke-dasharray="9 6" stroke-opacity="0.75"/>`);
  }
  if (part.end === 'lower' && part.side === 'front' && look.band !== 'rubber') {
    for (let i = 0; i < 5; i++) {
      parts.push(`<ellipse cx="0" cy="${num(start - look.radius * 1.2 - i * 36)}" rx="6" ry="4.5" fill="#000" fill-opacity="0.55"/>`);
    }
  }
  return parts.join('');
}

/**
 * The scales of an alligator strap, as one path (an SVG pattern would be simpler but renders
 * several times slower in librsvg): larger down the middle, smaller towards the edges.
 */
function alligatorScales(start: number, end: number, width: number): string {
  const columns = [-0.5, -0.36, -0.2, 0.2, 0.36, 0.5].map((share) => share * width);
  const scales: string[] = [];
  for (let c = 0; c < columns.length - 1; c++) {
    const x0 = columns[c];
    const cellWidth = columns[c + 1] - x0;
    const cellHeight = cellWidth * 0.72;
    const offset = c % 2 ? cellHeight / 2 : 0;
    for (let y = start - offset; y > end; y -= cellHeight) {
      scales.push(roundedRectPath(x0 + 1.5, y - cellHeight + 1.5, cellWidth - 3, cellHeight - 3, cellHeight * 0.3));
    }
  }
  return `<path d="${scales.join('')}" fill="#ffffff" fill-opacity="0.05" stroke="#000" stroke-opacity="0.45" stroke-width="2"/>`;
}

/** The folding clasp at the end of a bracelet, seen from the back, with the engraved wordmark. */
function clasp(look: ResolvedLook, defs: SvgDefs, attachY: number, width: number): string {
  const tones = metalTones(look.metal);
  const height = look.radius * 1.2;
  const top = -fittingDistance(look, attachY) + height / 2;
  const w = width * 1.04;
  const mark = look.wordmark
    ? `<text transform="translate(0 ${num(top - height / 2)}) scale(1 -1)" font-family="${SERIF}" font-size="${num(width * 0.11)}" ` +
      `letter-spacing="2" fill="${tones.edge}" fill-opacity="0.7" text-anchor="middle" dominant-baseline="central">${escapeText(look.wordmark)}</text>`
    : '';
  return (
    `<rect x="${num(-w / 2)}" y="${num(top - height)}" width="${num(w)}" height="${num(height)}" rx="${num(width * 0.08)}" ` +
    `fill="${polishedFill(defs, look.metal)}" stroke="${tones.edge}" stroke-width="1.6"/>` +
    `<rect x="${num(-w * 0.38)}" y="${num(top - height * 0.86)}" width="${num(w * 0.76)}" height="${num(height * 0.72)}" rx="${num(width * 0.05)}" ` +
    `fill="${metalFill(defs, look.metal, 'across')}" stroke="${tones.edge}" stroke-width="1"/>` +
    mark
  );
}

/** The tang buckle at the end of a strap, seen from the back. */
function buckle(look: ResolvedLook, defs: SvgDefs, attachY: number, width: number): string {
  const w = width * 1.16;
  const h = look.radius * 0.34;
  const y = -fittingDistance(look, attachY) + h / 2;
  const fill = polishedFill(defs, look.metal);
  return (
    `<rect x="${num(-w / 2)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.45)}" fill="none" stroke="${fill}" stroke-width="12"/>` +
    `<rect x="${num(-w / 2)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.45)}" fill="none" stroke="${metalTones(look.metal).edge}" stroke-width="1.2"/>` +
    `<path d="M0 ${num(y + 4)}V${num(y - h - 8)}" stroke="${metalTones(look.metal).mid}" stroke-width="7" stroke-linecap="round"/>`
  );
}
