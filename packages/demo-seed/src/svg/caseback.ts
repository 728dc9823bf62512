import { screw } from './bezel.js';
import type { CaseGeometry } from './case.js';
import type { Metal, ResolvedLook } from './look.js';
import { drawMovement } from './movement.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { linearGradient, num, polar, polygon, type SvgDefs } from './geometry.js';
import { escapeText, SANS } from './text.js';

const METAL_NAMES: Record<Metal, string> = {
  steel: 'STAINLESS STEEL',
  'white-gold': 'OR GRIS 750',
  'yellow-gold': 'OR JAUNE 750',
  'rose-gold': 'OR ROSE 750',
  titanium: 'TITANIUM',
  tantalum: 'TANTALE',
};

/** The caseback seen through the strap or bracelet: engraved metal, or a sapphire showing the movement. */
export function drawCaseback(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  if (look.shape === 'rectangular' || look.shape === 'square') return flatBack(look, defs, geo);
  const r = look.radius * 0.86;
  return look.caseback === 'solid' ? solidBack(look, defs, r) : sapphireBack(look, defs, r);
}

/**
 * Text engraved all around a circle, reading clockwise from 12, its glyphs spread evenly
 * (librsvg has no textPath, so glyph by glyph).
 */
function engravedText(text: string, radius: number, size: number, colour: string): string {
  const step = 360 / text.length;
  const glyphs = [...text].map((glyph, i) => {
    const angle = i * step;
    const [x, y] = polar(radius, angle);
    return `<text x="${num(x)}" y="${num(y)}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})">${escapeText(glyph)}</text>`;
  });
  return (
    `<g font-family="${SANS}" font-size="${num(size)}" fill="${colour}" fill-opacity="0.75" ` +
    `text-anchor="middle" dominant-baseline="central">${glyphs.join('')}</g>`
  );
}

function solidBack(look: ResolvedLook, defs: SvgDefs, r: number): string {
  const tones = metalTones(look.metal);
  const notches = Array.from({ length: 60 }, (_, i) => {
    const [ax, ay] = polar(r, i * 6);
    const [bx, by] = polar(r * 0.9, i * 6);
    return `M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`;
  }).join('');
  const star = polygon(Array.from({ length: 16 }, (_, i) => polar(r * (i % 2 ? 0.16 : 0.3), i * 22.5)));
  const text = `${METAL_NAMES[look.metal]}  ·  WATER RESISTANT  ·  SAPPHIRE CRYSTAL  ·  SWISS MADE  ·`;
  return (
    `<circle r="${num(r)}" fill="${metalFill(defs, look.metal)}" stroke="${tones.edge}" stroke-width="1.5"/>` +
    `<path d="${notches}" stroke="${tones.edge}" stroke-width="3" stroke-opacity="0.5"/>` +
    `<circle r="${num(r * 0.88)}" fill="${polishedFill(defs, look.metal)}"/>` +
    [0.78, 0.76, 0.5, 0.48]
      .map((share) => `<circle r="${num(r * share)}" fill="none" stroke="${tones.edge}" stroke-width="1.1" stroke-opacity="0.7"/>`)
      .join('') +
    engravedText(text, r * 0.63, r * 0.06, tones.edge) +
    `<path d="${star}" fill="none" stroke="${tones.edge}" stroke-width="1.4" stroke-opacity="0.7" stroke-linejoin="round"/>` +
    `<circle r="${num(r * 0.08)}" fill="none" stroke="${tones.edge}" stroke-width="1.2" stroke-opacity="0.7"/>`
  );
}

function sapphireBack(look: ResolvedLook, defs: SvgDefs, r: number): string {
  const tones = metalTones(look.metal);
  const opening = r * 0.76;
  const screws = Array.from({ length: 6 }, (_, i) => {
    const [x, y] = polar(r * 0.88, 30 + i * 60);
    return screw(x, y, r * 0.035, tones.light, tones.edge, 'round');
  }).join('');
  const glass = defs.url('sapphire', (id) =>
    linearGradient(id, [[0, '#ffffff', 0.3], [0.35, '#ffffff', 0.05], [0.7, '#ffffff', 0], [1, '#ffffff', 0.12]]),
  );
  return (
    `<circle r="${num(r)}" fill="${polishedFill(defs, look.metal)}" stroke="${tones.edge}" stroke-width="1.5"/>` +
    screws +
    `<circle r="${num(opening + 3)}" fill="#1c1d20"/>` +
    drawMovement(look, defs, opening) +
    `<circle r="${num(opening)}" fill="${glass}"/>`
  );
}

/** The flat back of a square or rectangular case: an engraved plate, with screws on a Santos. */
function flatBack(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  const tones = metalTones(look.metal);
  const w = geo.halfW * 0.88;
  const h = geo.halfH * 0.9;
  const lines = [look.wordmark ?? '', METAL_NAMES[look.metal], 'SWISS MADE', `No ${String(Math.round(w * h)).padStart(6, '0')}`]
    .filter(Boolean)
    .map(
      (line, i) =>
        `<text x="0" y="${num(-h * 0.25 + i * h * 0.17)}" font-family="${SANS}" font-size="${num(w * (i === 0 ? 0.13 : 0.08))}" ` +
        `letter-spacing="3" fill="${tones.edge}" fill-opacity="0.7" text-anchor="middle" dominant-baseline="central">${escapeText(line)}</text>`,
    )
    .join('');
  const screws =
    look.shape === 'square'
      ? [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([sx, sy]) => screw(sx * w * 0.84, sy * h * 0.84, w * 0.05, tones.light, tones.edge, 'round')).join('')
      : '';
  return (
    `<rect x="${num(-w)}" y="${num(-h)}" width="${num(w * 2)}" height="${num(h * 2)}" rx="${num(w * 0.12)}" fill="${polishedFill(defs, look.metal)}" stroke="${tones.edge}" stroke-width="1.4"/>` +
    `<rect x="${num(-w * 0.86)}" y="${num(-h * 0.88)}" width="${num(w * 1.72)}" height="${num(h * 1.76)}" rx="${num(w * 0.08)}" fill="${metalFill(defs, look.metal, 'across')}" ` +
    `stroke="${tones.edge}" stroke-width="1" stroke-opacity="0.6"/>` +
    lines +
    screws
  );
}
