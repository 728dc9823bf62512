import { screw } from './bezel.js';
import type { CaseGeometry } from './case.js';
import type { Metal, ResolvedLook } from './look.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { escapeText, linearGradient, num, polar, polygon, radialGradient, type SvgDefs } from './geometry.js';

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
    `<g font-family="DejaVu Sans, Arial, sans-serif" font-size="${num(size)}" fill="${colour}" fill-opacity="0.75" ` +
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
    movement(look, defs, opening) +
    `<circle r="${num(opening)}" fill="${glass}"/>`
  );
}

/** A watch movement: plate, striped bridges, balance, jewels and, when automatic, the rotor. */
function movement(look: ResolvedLook, defs: SvgDefs, m: number): string {
  const manual = look.caseback === 'sapphire-manual';
  const plate = manual ? '#d8ccb0' : '#c9cdd1';
  const stripes = defs.url('geneva-stripes', (id) =>
    `<pattern id="${id}" width="${num(m * 0.16)}" height="${num(m * 0.16)}" patternUnits="userSpaceOnUse" patternTransform="rotate(-28)">` +
    `<rect width="${num(m * 0.16)}" height="${num(m * 0.08)}" fill="#ffffff" fill-opacity="0.28"/>` +
    `<rect y="${num(m * 0.08)}" width="${num(m * 0.16)}" height="${num(m * 0.08)}" fill="#000000" fill-opacity="0.07"/></pattern>`,
  );
  const bridgeEdge = ` stroke="#ffffff" stroke-opacity="0.75" stroke-width="${num(m * 0.018)}" stroke-linejoin="round"`;
  const bridges = [
    polygon([polar(m, 235), polar(m, 300), polar(m, 360), polar(m, 30), [m * 0.25, -m * 0.05], [-m * 0.3, m * 0.1]]),
    polygon([polar(m, 40), polar(m, 95), polar(m, 140), [m * 0.12, m * 0.35], [m * 0.3, m * 0.02]]),
  ];
  const balance: [number, number] = [-m * 0.42, m * 0.4];
  const jewels: [number, number][] = [[m * 0.1, -m * 0.45], [-m * 0.45, -m * 0.2], [m * 0.55, -m * 0.3], [m * 0.45, m * 0.35], [m * 0.62, m * 0.1], [0, 0]];
  const parts = [
    `<circle r="${num(m)}" fill="${plate}"/>`,
    ...bridges.map((d) => `<path d="${d}" fill="${plate}"${bridgeEdge}/><path d="${d}" fill="${stripes}"/>`),
    balanceWheel(balance, m),
    ...jewels.map(([x, y]) => jewel(x, y, m * 0.03)),
  ];
  if (!manual) parts.push(rotor(look.metal, defs, m, stripes));
  return parts.join('');
}

function jewel(x: number, y: number, size: number): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size * 1.6)}" fill="#d6b25a" stroke="#8a6b24" stroke-width="0.8"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="#a3152e"/>` +
    `<circle cx="${num(x - size * 0.3)}" cy="${num(y - size * 0.3)}" r="${num(size * 0.35)}" fill="#ff9aa8" fill-opacity="0.8"/>`
  );
}

function balanceWheel([x, y]: [number, number], m: number): string {
  const radius = m * 0.24;
  const spokes = [0, 120, 240]
    .map((angle) => {
      const [px, py] = polar(radius, angle);
      return `M${num(x)} ${num(y)}l${num(px)} ${num(py)}`;
    })
    .join('');
  const hairspring = [0.3, 0.42, 0.54, 0.66]
    .map((share) => `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * share)}" fill="none" stroke="#4a5a78" stroke-width="0.7"/>`)
    .join('');
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius + m * 0.03)}" fill="#3a3a3c" fill-opacity="0.5"/>` +
    hairspring +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="none" stroke="#c59b45" stroke-width="${num(m * 0.035)}"/>` +
    `<path d="${spokes}" stroke="#c59b45" stroke-width="${num(m * 0.02)}"/>` +
    `<path d="${polygon([[x - m * 0.08, y - m * 0.06], [x + m * 0.34, y - m * 0.32], [x + m * 0.4, y - m * 0.24], [x + m * 0.02, y + m * 0.04]])}" ` +
    `fill="#d8ccb0" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" stroke-linejoin="round"/>` +
    jewel(x, y, m * 0.03)
  );
}

function rotor(metal: Metal, defs: SvgDefs, m: number, stripes: string): string {
  const gold = metal === 'yellow-gold' || metal === 'rose-gold' ? metal : null;
  const [ax, ay] = polar(m * 0.97, 95);
  const [bx, by] = polar(m * 0.97, 275);
  const shape = `M${num(ax)} ${num(ay)}A${num(m * 0.97)} ${num(m * 0.97)} 0 0 1 ${num(bx)} ${num(by)}Z`;
  const fill = gold ? polishedFill(defs, gold) : defs.url('rotor', (id) => radialGradient(id, [[0, '#e9ecef'], [1, '#9aa1a8']], 0.3, 0.3, 0.9));
  return (
    `<g transform="translate(6 8)" fill-opacity="0.3"><path d="${shape}" fill="#000"/></g>` +
    `<path d="${shape}" fill="${fill}" stroke="#55595e" stroke-width="1.5"/>` +
    `<path d="${shape}" fill="${stripes}"/>` +
    `<path d="${shape}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${num(m * 0.03)}" transform="scale(0.93)"/>` +
    `<circle r="${num(m * 0.12)}" fill="${metalFill(defs, 'steel')}" stroke="#55595e" stroke-width="1.2"/>` +
    [0, 120, 240].map((angle) => { const [x, y] = polar(m * 0.07, angle); return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(m * 0.018)}" fill="#2b4da0"/>`; }).join('')
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
        `<text x="0" y="${num(-h * 0.25 + i * h * 0.17)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${num(w * (i === 0 ? 0.13 : 0.08))}" ` +
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
