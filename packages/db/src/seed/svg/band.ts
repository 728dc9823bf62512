import type { ResolvedLook } from './look.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { escapeText, horizontalGradient, linearGradient, num, polygon, type SvgDefs } from './geometry.js';

/** How far the band runs past the case: beyond the frame in every view. */
const BAND_LENGTH = 820;

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
  const shade = defs.url('band-shade', (id) =>
    linearGradient(
      id,
      [[0, '#000', 0.38], [0.12, '#000', 0], [0.42, '#fff', 0.1], [0.88, '#000', 0], [1, '#000', 0.38]],
      [0, 0, 1, 0],
    ),
  );
  const isStrap = look.band === 'leather' || look.band === 'alligator' || look.band === 'rubber';
  const surface = isStrap
    ? strap(look, defs, outline, start, end, nearWidth, farWidth, part)
    : bracelet(look, defs, attachY, start, end, nearWidth);
  const back = part.side === 'back' ? `<path d="${outline}" fill="#000" fill-opacity="0.12"/>` : '';
  const fitting =
    part.side === 'back' && part.end === 'lower' && !isStrap
      ? clasp(look, defs, attachY, nearWidth)
      : part.side === 'back' && part.end === 'upper' && isStrap
        ? buckle(look, defs, attachY, nearWidth)
        : '';
  return `<g clip-path="${clip}">${surface}<path d="${outline}" fill="${shade}"/>${back}</g>${fitting}`;
}

function bracelet(look: ResolvedLook, defs: SvgDefs, attachY: number, start: number, end: number, width: number): string {
  const tones = metalTones(look.metal);
  const half = width / 2;
  const brushed = defs.url('links-brushed', (id) =>
    horizontalGradient(id, [[0, tones.dark], [0.12, tones.mid], [0.3, tones.light], [0.5, tones.mid], [0.75, tones.light], [1, tones.dark]], -half, half),
  );
  const polished = defs.url('links-polished', (id) =>
    horizontalGradient(id, [[0, tones.dark], [0.25, tones.light], [0.4, '#ffffff'], [0.6, tones.mid], [0.85, tones.edge], [1, tones.mid]], -half * 0.32, half * 0.32),
  );
  const stroke = ` stroke="${tones.edge}" stroke-width="1.3"`;
  const rowHeight = width * (look.band === 'jubilee' ? 0.2 : look.band === 'integrated' ? 0.3 : 0.27);
  const parts = [
    `<rect x="${num(-half)}" y="${num(-attachY - 2)}" width="${num(width)}" height="${num(attachY - start + 2)}" fill="${brushed}"${stroke}/>`,
  ];
  const rect = (x0: number, x1: number, y: number, height: number, fill: string, rx = 2) =>
    `<rect x="${num(x0)}" y="${num(y - height)}" width="${num(x1 - x0)}" height="${num(height)}" rx="${num(rx)}" fill="${fill}"${stroke}/>`;
  let row = 0;
  for (let y = -attachY; y > end; y -= rowHeight, row++) {
    switch (look.band) {
      case 'jubilee': {
        const stagger = row % 2 ? rowHeight / 2 : 0;
        parts.push(rect(-half, -half * 0.58, y, rowHeight, brushed));
        parts.push(rect(-half * 0.58, -half * 0.2, y + stagger, rowHeight, polished, rowHeight * 0.35));
        parts.push(rect(-half * 0.2, half * 0.2, y - stagger, rowHeight, polished, rowHeight * 0.35));
        parts.push(rect(half * 0.2, half * 0.58, y + stagger, rowHeight, polished, rowHeight * 0.35));
        parts.push(rect(half * 0.58, half, y, rowHeight, brushed));
        break;
      }
      case 'integrated':
        parts.push(rect(-half, -half * 0.3, y, rowHeight, brushed, rowHeight * 0.12));
        parts.push(rect(half * 0.3, half, y, rowHeight, brushed, rowHeight * 0.12));
        parts.push(rect(-half * 0.3, half * 0.3, y - rowHeight * 0.18, rowHeight * 0.64, polished, rowHeight * 0.1));
        parts.push(
          `<path d="M${num(-half * 0.95)} ${num(y - rowHeight + 3)}h${num(half * 0.6)}M${num(half * 0.35)} ${num(y - rowHeight + 3)}h${num(half * 0.6)}" ` +
            `stroke="${tones.light}" stroke-width="2.5" stroke-opacity="0.8"/>`,
        );
        break;
      default:
        parts.push(rect(-half, -half * 0.32, y, rowHeight, brushed));
        parts.push(rect(-half * 0.32, half * 0.32, y, rowHeight, polished));
        parts.push(rect(half * 0.32, half, y, rowHeight, brushed));
    }
  }
  return parts.join('');
}

function strap(
  look: ResolvedLook,
  defs: SvgDefs,
  outline: string,
  start: number,
  end: number,
  nearWidth: number,
  farWidth: number,
  part: BandPart,
): string {
  const colour = look.strapColour;
  const parts = [`<path d="${outline}" fill="${colour}"/>`];
  if (look.band === 'alligator' && part.side === 'front') {
    const pattern = defs.url('scales', (id) =>
      `<pattern id="${id}" width="30" height="22" patternUnits="userSpaceOnUse" patternTransform="translate(${num(-nearWidth / 2)} 0)">` +
      `<rect x="2" y="2" width="26" height="18" rx="7" fill="#ffffff" fill-opacity="0.06" stroke="#000" stroke-opacity="0.45" stroke-width="2"/></pattern>`,
    );
    parts.push(`<path d="${outline}" fill="${pattern}"/>`);
  }
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

/** The folding clasp at the end of a bracelet, seen from the back, with the engraved wordmark. */
function clasp(look: ResolvedLook, defs: SvgDefs, attachY: number, width: number): string {
  const tones = metalTones(look.metal);
  const top = -attachY - look.radius * 1.05;
  const height = look.radius * 1.2;
  const w = width * 1.04;
  const mark = look.wordmark
    ? `<text transform="translate(0 ${num(top - height / 2)}) scale(1 -1)" font-family="DejaVu Serif, Georgia, serif" font-size="${num(width * 0.11)}" ` +
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
  const y = -attachY - look.radius * 1.25;
  const w = width * 1.16;
  const h = look.radius * 0.34;
  const fill = polishedFill(defs, look.metal);
  return (
    `<rect x="${num(-w / 2)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.45)}" fill="none" stroke="${fill}" stroke-width="12"/>` +
    `<rect x="${num(-w / 2)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.45)}" fill="none" stroke="${metalTones(look.metal).edge}" stroke-width="1.2"/>` +
    `<path d="M0 ${num(y + 4)}V${num(y - h - 8)}" stroke="${fill}" stroke-width="7" stroke-linecap="round"/>`
  );
}
