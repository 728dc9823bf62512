import type { CaseGeometry } from './case.js';
import type { ResolvedLook } from './look.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { escapeText, linearGradient, num, polar, polygon, ringSector, type SvgDefs } from './geometry.js';

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
  const slivers: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = i * step;
    slivers.push(`<path d="${ringSector(inner, outer, start, start + step / 2)}" fill="${i % 2 ? light : dark}"/>`);
  }
  return `<g fill-opacity="0.5">${slivers.join('')}</g>`;
}

function beads(look: ResolvedLook, defs: SvgDefs, outer: number): string {
  const count = 56;
  const size = look.radius * 0.045;
  const fill = polishedFill(defs, look.metal);
  const edge = metalTones(look.metal).edge;
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = polar(outer - size, (i * 360) / count);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${fill}" stroke="${edge}" stroke-width="0.8"/>`;
  }).join('');
}

/** Two rows of small pyramids, the Clous de Paris of a Calatrava bezel. */
function hobnails(inner: number, outer: number, light: string, dark: string): string {
  const rows = [inner + (outer - inner) * 0.3, inner + (outer - inner) * 0.7];
  const size = (outer - inner) * 0.17;
  return rows
    .map((radius, row) =>
      Array.from({ length: 96 }, (_, i) => {
        const [x, y] = polar(radius, i * 3.75 + row * 1.875);
        return (
          `<path d="${polygon([[x, y - size], [x + size, y], [x, y + size], [x - size, y]])}" fill="${dark}" fill-opacity="0.5"/>` +
          `<path d="${polygon([[x, y - size], [x + size, y], [x, y]])}" fill="${light}" fill-opacity="0.8"/>`
        );
      }).join(''),
    )
    .join('');
}

/** A coin-edged bezel carrying a coloured insert with a diver, GMT or tachymeter scale. */
function insertBezel(look: ResolvedLook, defs: SvgDefs, inner: number, outer: number): string {
  const tones = metalTones(look.metal);
  const edgeInner = outer - look.radius * 0.07;
  const insertInner = inner + look.radius * 0.02;
  const parts = [`<path d="${ringSector(insertInner - 2, outer, 0, 359.99)}" fill="${metalFill(defs, look.metal)}"/>`];
  if (look.bezel !== 'tachymeter') {
    for (let i = 0; i < 120; i++) {
      const [ax, ay] = polar(outer - 1, i * 3);
      const [bx, by] = polar(edgeInner + 2, i * 3);
      parts.push(`<path d="M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}" stroke="${tones.edge}" stroke-width="1.1" stroke-opacity="0.6"/>`);
    }
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
    `<text x="${num(x)}" y="${num(y)}" transform="rotate(${num(upright)} ${num(x)} ${num(y)})" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-size="${num(size)}" font-weight="bold" fill="${colour}" text-anchor="middle" dominant-baseline="central">${escapeText(text)}</text>`
  );
}

function tick(inner: number, outer: number, angle: number, width: number, colour: string): string {
  const [ax, ay] = polar(inner, angle);
  const [bx, by] = polar(outer, angle);
  return `<path d="M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}" stroke="${colour}" stroke-width="${num(width)}"/>`;
}

function triangleMarker(mid: number, scale: number, colour: string): string {
  return `<path d="${polygon([[-scale * 0.32, -mid - scale * 0.3], [scale * 0.32, -mid - scale * 0.3], [0, -mid + scale * 0.32]])}" fill="${colour}"/>`;
}

function diverScale(mid: number, scale: number, print: string): string {
  const parts = [triangleMarker(mid, scale, print)];
  for (let minute = 1; minute < 60; minute++) {
    const angle = minute * 6;
    if (minute % 10 === 0) parts.push(radialText(String(minute), mid, angle, scale * 0.52, print));
    else if (minute % 5 === 0) parts.push(tick(mid - scale * 0.28, mid + scale * 0.3, angle, scale * 0.14, print));
    else if (minute < 15) parts.push(tick(mid + scale * 0.02, mid + scale * 0.3, angle, scale * 0.05, print));
  }
  return parts.join('');
}

function gmtScale(mid: number, scale: number, print: string): string {
  const parts = [triangleMarker(mid, scale, print)];
  for (let hour = 1; hour < 24; hour++) {
    const angle = hour * 15;
    if (hour % 2 === 0) parts.push(radialText(String(hour), mid, angle, scale * 0.48, print));
    else parts.push(tick(mid - scale * 0.12, mid + scale * 0.2, angle, scale * 0.12, print));
  }
  return parts.join('');
}

function tachymeterScale(mid: number, scale: number, print: string): string {
  const parts = TACHYMETER_VALUES.map((value) => {
    const angle = (3600 / value) * 6;
    return tick(mid + scale * 0.2, mid + scale * 0.42, angle, 1.2, print) + radialText(String(value), mid - scale * 0.08, angle, scale * 0.3, print);
  });
  parts.push(radialText('TACHYMETRE', mid - scale * 0.05, 180, scale * 0.26, print));
  return parts.join('');
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
