import type { CaseGeometry } from './case.js';
import type { ResolvedLook } from './look.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { circlePath, linearGradient, num, polar, polygon, radialBar, ringSector, type SvgDefs } from './geometry.js';
import { escapeText, SANS } from './text.js';

const TACHYMETER_VALUES = [500, 400, 300, 250, 200, 180, 160, 140, 120, 110, 100, 90, 80, 75, 70, 65, 60];

/** The bezel around the dial, drawn over the case middle. */
export function drawBezel(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  switch (look.shape) {
    case 'octagonal':
      return octagonalBezel(look, defs);
    case 'square':
    case 'rectangular':
      return squareBezel(look, defs, geo);
    case 'round':
    case 'cushion':
      return roundBezel(look, defs, geo);
  }
}

function roundBezel(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  const r = look.radius;
  const inner = geo.dial.halfW;
  const outer = r * (look.shape === 'cushion' ? 0.86 : 0.97);
  const tones = metalTones(look.metal);
  const ring = (from: number, to: number, fill: string) =>
    `<path d="${ringSector(from, to, 0, 359.99)}" fill="${fill}" fill-rule="evenodd"/>`;
  const rim = `<circle r="${num(inner)}" fill="none" stroke="${tones.edge}" stroke-width="2.2"/>`;
  switch (look.bezel) {
    case 'fluted':
      return ring(inner, outer, polishedFill(defs, look.metal)) + flutes(inner + 2, outer - 2, tones.light, tones.edge) + rim;
    case 'beaded':
      return ring(inner, outer * 0.9, polishedFill(defs, look.metal)) + beads(look, defs, outer) + rim;
    case 'hobnail':
      return ring(inner, outer, polishedFill(defs, look.metal)) + hobnails(inner, outer, tones.light, tones.dark) + rim;
    case 'diver':
    case 'gmt':
    case 'tachymeter':
      return insertBezel(look, defs, inner, outer) + rim;
    case 'screwed':
    case 'polished':
      return ring(inner, outer, polishedFill(defs, look.metal)) + rim;
  }
}

/** Alternating light and dark slivers of a fluted bezel. */
function flutes(inner: number, outer: number, light: string, dark: string): string {
  const count = 72;
  const step = 360 / count;
  const slivers = (odd: number) =>
    Array.from({ length: count / 2 }, (_, i) => ringSector(inner, outer, (i * 2 + odd) * step, (i * 2 + odd + 0.5) * step)).join('');
  return `<path d="${slivers(0)}" fill="${dark}" fill-opacity="0.5"/><path d="${slivers(1)}" fill="${light}" fill-opacity="0.5"/>`;
}

function beads(look: ResolvedLook, defs: SvgDefs, outer: number): string {
  const count = 56;
  const size = look.radius * 0.045;
  const d = Array.from({ length: count }, (_, i) => {
    const [x, y] = polar(outer - size, (i * 360) / count);
    return circlePath(x, y, size);
  }).join('');
  return `<path d="${d}" fill="${polishedFill(defs, look.metal)}" stroke="${metalTones(look.metal).edge}" stroke-width="0.8"/>`;
}

/** Two rows of small pyramids, the Clous de Paris of a Calatrava bezel. */
function hobnails(inner: number, outer: number, light: string, dark: string): string {
  const rows = [inner + (outer - inner) * 0.3, inner + (outer - inner) * 0.7];
  const size = (outer - inner) * 0.17;
  const studs = rows.flatMap((radius, row) => Array.from({ length: 96 }, (_, i) => polar(radius, i * 3.75 + row * 1.875)));
  const shadows = studs.map(([x, y]) => polygon([[x, y - size], [x + size, y], [x, y + size], [x - size, y]])).join('');
  const facets = studs.map(([x, y]) => polygon([[x, y - size], [x + size, y], [x, y]])).join('');
  return `<path d="${shadows}" fill="${dark}" fill-opacity="0.5"/><path d="${facets}" fill="${light}" fill-opacity="0.8"/>`;
}

/** A coin-edged bezel carrying a coloured insert with a diver, GMT or tachymeter scale. */
function insertBezel(look: ResolvedLook, defs: SvgDefs, inner: number, outer: number): string {
  const tones = metalTones(look.metal);
  const edgeInner = outer - look.radius * 0.07;
  const insertInner = inner + look.radius * 0.02;
  const parts = [`<path d="${ringSector(insertInner - 2, outer, 0, 359.99)}" fill="${metalFill(defs, look.metal)}"/>`];
  if (look.bezel !== 'tachymeter') {
    const notches = Array.from({ length: 120 }, (_, i) => radialBar(edgeInner + 2, outer - 1, i * 3, 1.1)).join('');
    parts.push(`<path d="${notches}" fill="${tones.edge}" fill-opacity="0.6"/>`);
  }
  const [upper, lower = upper] = look.insert;
  if (upper === lower) {
    parts.push(`<path d="${ringSector(insertInner, edgeInner, 0, 359.99)}" fill="${upper}"/>`);
  } else {
    parts.push(`<path d="${ringSector(insertInner, edgeInner, 270, 450)}" fill="${upper}"/>`);
    parts.push(`<path d="${ringSector(insertInner, edgeInner, 90, 270)}" fill="${lower}"/>`);
  }
  const gloss = defs.url('insert-gloss', (id) =>
    linearGradient(id, [[0, '#ffffff', 0.22], [0.45, '#ffffff', 0], [1, '#000000', 0.18]]),
  );
  parts.push(`<path d="${ringSector(insertInner, edgeInner, 0, 359.99)}" fill="${gloss}"/>`);
  const print = look.vintageLume ? '#e4d5b0' : '#f3f1ea';
  const mid = (insertInner + edgeInner) / 2;
  const scale = edgeInner - insertInner;
  if (look.bezel === 'diver') parts.push(diverScale(mid, scale, print));
  else if (look.bezel === 'gmt') parts.push(gmtScale(mid, scale, print));
  else parts.push(tachymeterScale(mid, scale, print));
  return parts.join('');
}

function radialText(text: string, radius: number, angle: number, size: number, colour: string): string {
  const [x, y] = polar(radius, angle);
  const upright = angle > 90 && angle < 270 ? angle + 180 : angle;
  return (
    `<text x="${num(x)}" y="${num(y)}" transform="rotate(${num(upright)} ${num(x)} ${num(y)})" font-family="${SANS}" ` +
    `font-size="${num(size)}" font-weight="bold" fill="${colour}" text-anchor="middle" dominant-baseline="central">${escapeText(text)}</text>`
  );
}

/** The printed triangle at 12 of a diver or GMT insert. */
function triangleMarker(mid: number, scale: number): string {
  return polygon([[-scale * 0.32, -mid - scale * 0.3], [scale * 0.32, -mid - scale * 0.3], [0, -mid + scale * 0.32]]);
}

/** Printed ticks (one filled path) and numerals of a bezel scale. */
function printedScale(marks: readonly string[], numerals: readonly string[], print: string): string {
  return `<path d="${marks.join('')}" fill="${print}"/>${numerals.join('')}`;
}

function diverScale(mid: number, scale: number, print: string): string {
  const marks = [triangleMarker(mid, scale)];
  const numerals: string[] = [];
  for (let minute = 1; minute < 60; minute++) {
    const angle = minute * 6;
    if (minute % 10 === 0) numerals.push(radialText(String(minute), mid, angle, scale * 0.52, print));
    else if (minute % 5 === 0) marks.push(radialBar(mid - scale * 0.28, mid + scale * 0.3, angle, scale * 0.14));
    else if (minute < 15) marks.push(radialBar(mid + scale * 0.02, mid + scale * 0.3, angle, scale * 0.05));
  }
  return printedScale(marks, numerals, print);
}

function gmtScale(mid: number, scale: number, print: string): string {
  const marks = [triangleMarker(mid, scale)];
  const numerals: string[] = [];
  for (let hour = 1; hour < 24; hour++) {
    const angle = hour * 15;
    if (hour % 2 === 0) numerals.push(radialText(String(hour), mid, angle, scale * 0.48, print));
    else marks.push(radialBar(mid - scale * 0.12, mid + scale * 0.2, angle, scale * 0.12));
  }
  return printedScale(marks, numerals, print);
}

function tachymeterScale(mid: number, scale: number, print: string): string {
  const marks = TACHYMETER_VALUES.map((value) => radialBar(mid + scale * 0.2, mid + scale * 0.42, (3600 / value) * 6, 1.2));
  const numerals = TACHYMETER_VALUES.map((value) => radialText(String(value), mid - scale * 0.08, (3600 / value) * 6, scale * 0.3, print));
  numerals.push(radialText('TACHYMETRE', mid - scale * 0.05, 21, scale * 0.26, print));
  return printedScale(marks, numerals, print);
}

/** The Royal Oak style octagon with its eight screws, or the softer porthole octagon. */
function octagonalBezel(look: ResolvedLook, defs: SvgDefs): string {
  const r = look.radius;
  const tones = metalTones(look.metal);
  const screwed = look.bezel === 'screwed';
  const vertex = r * (screwed ? 0.99 : 0.93);
  const points = Array.from({ length: 8 }, (_, i) => polar(vertex, 22.5 + i * 45));
  const join = screwed ? '' : ` stroke-linejoin="round" stroke-width="${num(r * 0.12)}" stroke="${tones.mid}"`;
  const parts = [
    `<path d="${polygon(points)}" fill="${metalFill(defs, look.metal, 'across')}"${join}/>`,
    `<path d="${polygon(points)}" fill="none" stroke="${tones.edge}" stroke-width="1.4" stroke-linejoin="round"/>`,
    `<circle r="${num(r * 0.76)}" fill="${polishedFill(defs, look.metal)}"/>`,
    `<circle r="${num(r * 0.72)}" fill="none" stroke="${tones.edge}" stroke-width="2"/>`,
  ];
  if (screwed) {
    for (const [x, y] of Array.from({ length: 8 }, (_, i) => polar(r * 0.86, 22.5 + i * 45))) {
      parts.push(screw(x, y, r * 0.045, tones.light, tones.edge, 'hex'));
    }
  }
  return parts.join('');
}

/** The flat bezel of a square or rectangular case; a Santos carries eight screws. */
function squareBezel(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  const tones = metalTones(look.metal);
  const { halfW, halfH } = geo.dial;
  const pad = look.radius * (look.shape === 'square' ? 0.2 : 0.1);
  const outerW = halfW + pad;
  const outerH = halfH + pad;
  const parts = [
    `<rect x="${num(-outerW)}" y="${num(-outerH)}" width="${num(outerW * 2)}" height="${num(outerH * 2)}" rx="${num(pad * 0.6)}" ` +
      `fill="${polishedFill(defs, look.metal)}" stroke="${tones.edge}" stroke-width="1.2"/>`,
  ];
  if (look.bezel === 'screwed') {
    const at = halfW + pad / 2;
    const spots: [number, number][] = [[-at, -at], [0, -at], [at, -at], [at, 0], [at, at], [0, at], [-at, at], [-at, 0]];
    for (const [x, y] of spots) parts.push(screw(x, y, pad * 0.24, tones.light, tones.edge, 'round'));
  }
  return parts.join('');
}

/** A screw head: hexagonal (Royal Oak) or round with a slot (Santos). */
export function screw(x: number, y: number, size: number, light: string, edge: string, head: 'hex' | 'round'): string {
  const outline =
    head === 'hex'
      ? `<path d="${polygon(Array.from({ length: 6 }, (_, i) => { const [px, py] = polar(size, i * 60 + 30); return [x + px, y + py] as const; }))}" fill="${light}" stroke="${edge}" stroke-width="1"/>`
      : `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${light}" stroke="${edge}" stroke-width="1"/>`;
  const slotAngle = (x * 7 + y * 13) % 180;
  return (
    outline +
    `<path d="M${num(x - size * 0.7)} ${num(y)}h${num(size * 1.4)}" stroke="${edge}" stroke-width="${num(size * 0.25)}" ` +
    `transform="rotate(${num(slotAngle)} ${num(x)} ${num(y)})"/>`
  );
}
