import type { DialArea } from './case.js';
import type { ResolvedLook } from './look.js';
import { dialTones, isDarkDial, metalTones, polishedFill, type DialTones } from './palette.js';
import { escapeText, HOUR_ANGLES, linearGradient, num, polar, polygon, radialGradient, ringSector, type SvgDefs } from './geometry.js';

const ROMAN = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];
const SANS = 'DejaVu Sans, Arial, sans-serif';
const SERIF = 'DejaVu Serif, Georgia, serif';

/** A subdial: its centre and radius. */
export interface Subdial {
  x: number;
  y: number;
  radius: number;
  /** The hour angle it sits at, clockwise from 12. */
  angle: number;
}

/** The dial's size for proportions: its radius, or the smaller half-size of a rectangular dial. */
export function dialSize(area: DialArea): number {
  return Math.min(area.halfW, area.halfH);
}

/** A point `inset` inside the dial's edge, in the direction of `angle` (clockwise from 12). */
export function dialPoint(area: DialArea, angle: number, inset: number): [number, number] {
  if (area.round) return polar(area.halfW - inset, angle);
  const radians = (angle * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const distance = Math.min(
    Math.abs(sin) < 1e-6 ? Infinity : (area.halfW - inset) / Math.abs(sin),
    Math.abs(cos) < 1e-6 ? Infinity : (area.halfH - inset) / Math.abs(cos),
  );
  return [distance * sin, -distance * cos];
}

/** The subdials of the look's layout. */
export function subdials(look: ResolvedLook, area: DialArea): Subdial[] {
  const size = dialSize(area);
  const place = (angle: number, distance: number, radius: number): Subdial => {
    const [x, y] = polar(size * distance, angle);
    return { x, y, radius: size * radius, angle };
  };
  switch (look.subdials) {
    case 'tri':
      return [90, 180, 270].map((angle) => place(angle, 0.47, 0.25));
    case 'bi-vertical':
      return [0, 180].map((angle) => place(angle, 0.44, 0.27));
    case 'bi-horizontal':
      return [90, 270].map((angle) => place(angle, 0.45, 0.27));
    case 'quad':
      return [0, 90, 180, 270].map((angle) => place(angle, 0.47, 0.22));
    case 'seconds-6':
      return [place(180, area.round ? 0.5 : 0.56, area.round ? 0.24 : 0.3)];
    case 'seconds-9':
      return [place(270, 0.5, 0.24)];
    case 'none':
      return [];
  }
}

/** The dial's outline filled with `fill`. */
function dialShape(area: DialArea, fill: string, extra = ''): string {
  if (area.round) return `<circle r="${num(area.halfW)}" fill="${fill}"${extra}/>`;
  return (
    `<rect x="${num(-area.halfW)}" y="${num(-area.halfH)}" width="${num(area.halfW * 2)}" height="${num(area.halfH * 2)}" ` +
    `rx="${num(Math.min(area.halfW, area.halfH) * 0.06)}" fill="${fill}"${extra}/>`
  );
}

/** The dial plate, its finish, minute track, indices, subdials, date and printing (no hands). */
export function drawDial(look: ResolvedLook, defs: SvgDefs, area: DialArea): string {
  const tones = dialTones(look.dial);
  const size = dialSize(area);
  const base = defs.url('dial-base', (id) =>
    radialGradient(
      id,
      look.texture === 'fume'
        ? [[0, tones.light], [0.45, tones.base], [1, '#050605']]
        : [[0, tones.light], [0.55, tones.base], [1, tones.dark]],
      0.46,
      0.4,
      0.62,
    ),
  );
  const clip = defs.url('dial-clip', (id) => `<clipPath id="${id}">${dialShape(area, '#000')}</clipPath>`);
  const skip = skippedHours(look, area);
  return (
    dialShape(area, base) +
    `<g clip-path="${clip}">${texture(look, defs, size, tones)}</g>` +
    minuteTrack(look, area, tones) +
    indices(look, defs, area, tones, skip) +
    subdials(look, area).map((sub, i) => drawSubdial(look, sub, tones, i)).join('') +
    dialPrinting(look, area, tones) +
    dateWindow(look, area)
  );
}

function texture(look: ResolvedLook, defs: SvgDefs, size: number, tones: DialTones): string {
  const sunburst =
    `<path d="${ringSector(1, size * 1.5, 292, 338)}" fill="${tones.light}" fill-opacity="0.45"/>` +
    `<path d="${ringSector(1, size * 1.5, 112, 158)}" fill="${tones.light}" fill-opacity="0.35"/>` +
    `<path d="${ringSector(1, size * 1.5, 20, 70)}" fill="${tones.dark}" fill-opacity="0.35"/>` +
    `<path d="${ringSector(1, size * 1.5, 200, 250)}" fill="${tones.dark}" fill-opacity="0.35"/>`;
  switch (look.texture) {
    case 'sunburst': {
      const rays = Array.from({ length: 90 }, (_, i) => {
        const [x, y] = polar(size * 1.5, i * 4);
        return `M0 0L${num(x)} ${num(y)}`;
      }).join('');
      return sunburst + `<path d="${rays}" stroke="${tones.light}" stroke-width="0.6" stroke-opacity="0.18"/>`;
    }
    case 'tapisserie': {
      const cell = size * 0.085;
      const pattern = defs.url('tapisserie', (id) =>
        `<pattern id="${id}" width="${num(cell)}" height="${num(cell)}" patternUnits="userSpaceOnUse">` +
        `<rect width="${num(cell)}" height="${num(cell)}" fill="${tones.dark}"/>` +
        `<rect x="${num(cell * 0.12)}" y="${num(cell * 0.12)}" width="${num(cell * 0.76)}" height="${num(cell * 0.76)}" fill="${tones.base}"/>` +
        `<path d="${polygon([[cell * 0.12, cell * 0.12], [cell * 0.88, cell * 0.12], [cell * 0.5, cell * 0.5]])}" fill="${tones.light}" fill-opacity="0.55"/>` +
        `</pattern>`,
      );
      return `<rect x="${num(-size * 1.5)}" y="${num(-size * 1.5)}" width="${num(size * 3)}" height="${num(size * 3)}" fill="${pattern}" fill-opacity="0.75"/>` + sunburst;
    }
    case 'horizontal': {
      const lines = Array.from({ length: Math.ceil(size / 3.2) }, (_, i) => `M${num(-size * 1.2)} ${num(-size + i * 6.4)}h${num(size * 2.4)}`).join('');
      return sunburst + `<path d="${lines}" stroke="${tones.dark}" stroke-width="2.6" stroke-opacity="0.45"/>`;
    }
    case 'guilloche': {
      const rings = Array.from({ length: Math.ceil(size / 5) }, (_, i) => `<circle r="${num(i * 5 + 3)}"/>`).join('');
      const waves = Array.from({ length: 48 }, (_, i) => {
        const [x, y] = polar(size * 1.4, i * 7.5);
        return `M0 0L${num(x)} ${num(y)}`;
      }).join('');
      return (
        `<g fill="none" stroke="${tones.dark}" stroke-width="1.2" stroke-opacity="0.35">${rings}</g>` +
        `<path d="${waves}" stroke="${tones.light}" stroke-width="2" stroke-opacity="0.25"/>`
      );
    }
    case 'fume':
      return `<path d="${ringSector(1, size * 1.5, 300, 335)}" fill="${tones.light}" fill-opacity="0.3"/>`;
    case 'matte':
      return '';
  }
}

function minuteTrack(look: ResolvedLook, area: DialArea, tones: DialTones): string {
  if (look.indices === 'none' || look.indices === 'diver') return '';
  const size = dialSize(area);
  const outer = size * 0.025;
  const ticks: string[] = [];
  for (let minute = 0; minute < 60; minute++) {
    const long = minute % 5 === 0;
    const [ax, ay] = dialPoint(area, minute * 6, outer);
    const [bx, by] = dialPoint(area, minute * 6, outer + size * (long ? 0.075 : 0.045));
    ticks.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
  }
  return `<path d="${ticks.join('')}" stroke="${tones.print}" stroke-width="${num(size * 0.009)}" stroke-opacity="0.8"/>`;
}

/** Hours whose index would collide with the date window or a subdial. */
function skippedHours(look: ResolvedLook, area: DialArea): Set<number> {
  const skip = new Set<number>();
  if (look.date === 'at-3') skip.add(90);
  if (look.date === 'at-6') skip.add(180);
  const size = dialSize(area);
  for (const sub of subdials(look, area)) {
    if (Math.hypot(sub.x, sub.y) + sub.radius > size * 0.68) skip.add(sub.angle);
  }
  return skip;
}

function lumeColour(look: ResolvedLook): string {
  return look.vintageLume ? '#e2cf9f' : '#f4f2e8';
}

function indices(look: ResolvedLook, defs: SvgDefs, area: DialArea, tones: DialTones, skip: Set<number>): string {
  const size = dialSize(area);
  const applied = polishedFill(defs, look.metal === 'tantalum' || look.metal === 'titanium' ? 'white-gold' : look.metal);
  const edge = metalTones(look.metal).edge;
  const parts: string[] = [];
  for (const angle of HOUR_ANGLES) {
    if (skip.has(angle)) continue;
    const hour = angle / 30;
    switch (look.indices) {
      case 'batons':
        parts.push(baton(area, angle, size * 0.1, size * (angle === 0 ? 0.28 : 0.25), size * 0.045, applied, edge, angle === 0));
        break;
      case 'diver':
        parts.push(diverIndex(look, area, angle, size));
        break;
      case 'roman':
        parts.push(numeral(area, angle, ROMAN[hour], size * (area.round ? 0.22 : 0.2), size * 0.15, tones.print, SERIF, true));
        break;
      case 'arabic':
        parts.push(numeral(area, angle, String(hour || 12), size * 0.22, size * 0.16, tones.print, SANS, false));
        break;
      case 'quarters':
        parts.push(
          hour % 3 === 0
            ? numeral(area, angle, String(hour || 12), size * 0.26, size * 0.24, lumeColour(look), SANS, false)
            : baton(area, angle, size * 0.1, size * 0.22, size * 0.05, lumeColour(look), edge, false),
        );
        break;
      case 'none':
        break;
    }
  }
  return parts.join('');
}

function baton(
  area: DialArea,
  angle: number,
  inset: number,
  length: number,
  width: number,
  fill: string,
  edge: string,
  double: boolean,
): string {
  const [x, y] = dialPoint(area, angle, inset + length / 2);
  const one = (dx: number) =>
    `<rect x="${num(dx - width / 2)}" y="${num(-length / 2)}" width="${num(width)}" height="${num(length)}" rx="${num(width * 0.2)}" fill="${fill}" stroke="${edge}" stroke-width="0.8"/>`;
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${angle})">${double ? one(-width * 0.75) + one(width * 0.75) : one(0)}</g>`;
}

function diverIndex(look: ResolvedLook, area: DialArea, angle: number, size: number): string {
  const lume = lumeColour(look);
  const [x, y] = dialPoint(area, angle, size * 0.2);
  const surround = ` fill="${lume}" stroke="#d9dcdf" stroke-width="${num(size * 0.014)}"`;
  let shape: string;
  if (angle === 0) shape = `<path d="${polygon([[-size * 0.085, -size * 0.09], [size * 0.085, -size * 0.09], [0, size * 0.09]])}"${surround}/>`;
  else if (angle % 90 === 0) shape = `<rect x="${num(-size * 0.035)}" y="${num(-size * 0.11)}" width="${num(size * 0.07)}" height="${num(size * 0.22)}"${surround}/>`;
  else shape = `<circle r="${num(size * 0.058)}"${surround}/>`;
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${angle})" stroke-linejoin="round">${shape}</g>`;
}

function numeral(
  area: DialArea,
  angle: number,
  text: string,
  inset: number,
  fontSize: number,
  colour: string,
  family: string,
  radial: boolean,
): string {
  const [x, y] = dialPoint(area, angle, inset);
  const rotate = radial ? ` transform="rotate(${angle} ${num(x)} ${num(y)})"` : '';
  return (
    `<text x="${num(x)}" y="${num(y)}"${rotate} font-family="${family}" font-size="${num(fontSize)}" fill="${colour}" ` +
    `text-anchor="middle" dominant-baseline="central">${escapeText(text)}</text>`
  );
}

function drawSubdial(look: ResolvedLook, sub: Subdial, tones: DialTones, index: number): string {
  const fill = look.subdialColours[index % Math.max(1, look.subdialColours.length)] ?? (isDarkDial(look.dial) ? tones.dark : tones.light);
  const print = isLightColour(fill) ? '#26272a' : '#f2f2ef';
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const [ax, ay] = polar(sub.radius * 0.92, i * 30);
    const [bx, by] = polar(sub.radius * (i % 3 === 0 ? 0.7 : 0.8), i * 30);
    return `M${num(sub.x + ax)} ${num(sub.y + ay)}L${num(sub.x + bx)} ${num(sub.y + by)}`;
  }).join('');
  const rings = [0.3, 0.45, 0.6]
    .map((share) => `<circle cx="${num(sub.x)}" cy="${num(sub.y)}" r="${num(sub.radius * share)}" fill="none" stroke="${print}" stroke-width="0.6" stroke-opacity="0.18"/>`)
    .join('');
  const handAngle = 40 + index * 110;
  const [hx, hy] = polar(sub.radius * 0.82, handAngle);
  return (
    `<circle cx="${num(sub.x)}" cy="${num(sub.y)}" r="${num(sub.radius)}" fill="${fill}" stroke="${tones.dark}" stroke-width="2"/>` +
    rings +
    `<path d="${ticks}" stroke="${print}" stroke-width="1.4"/>` +
    `<path d="M${num(sub.x)} ${num(sub.y)}L${num(sub.x + hx)} ${num(sub.y + hy)}" stroke="${print}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="${num(sub.x)}" cy="${num(sub.y)}" r="${num(sub.radius * 0.09)}" fill="${print}"/>`
  );
}

/** Whether a `#rrggbb` colour is light enough to need dark printing. */
export function isLightColour(hex: string): boolean {
  const value = parseInt(hex.slice(1), 16);
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150;
}

/** The wordmark under 12 and the small line above 6, moved clear of the subdials. */
function dialPrinting(look: ResolvedLook, area: DialArea, tones: DialTones): string {
  const size = dialSize(area);
  const angles = new Set(subdials(look, area).map((sub) => sub.angle));
  const parts: string[] = [];
  const top = angles.has(0) ? -size * 0.14 : -size * (area.round ? 0.44 : 0.5);
  if (look.wordmark) {
    // Long names (VACHERON CONSTANTIN) shrink to stay within the dial's width at that height.
    const fontSize = Math.min(size * 0.1, (size * 1.05) / (look.wordmark.length * 0.78));
    parts.push(
      `<text x="0" y="${num(top)}" font-family="${SERIF}" font-size="${num(fontSize)}" letter-spacing="${num(fontSize * 0.12)}" ` +
        `fill="${tones.print}" text-anchor="middle" dominant-baseline="central">${escapeText(look.wordmark)}</text>`,
    );
  }
  if (look.dialLine) {
    const y = angles.has(180) ? top + size * 0.13 : size * (area.round ? 0.3 : 0.42);
    parts.push(
      `<text x="0" y="${num(y)}" font-family="${SANS}" font-size="${num(size * 0.055)}" letter-spacing="${num(size * 0.01)}" ` +
        `fill="${tones.print}" fill-opacity="0.85" text-anchor="middle" dominant-baseline="central">${escapeText(look.dialLine)}</text>`,
    );
  }
  return parts.join('');
}

function dateWindow(look: ResolvedLook, area: DialArea): string {
  if (look.date === 'none') return '';
  const size = dialSize(area);
  const [x, y] = look.date === 'at-3' ? [size * 0.72, 0] : [0, size * 0.68];
  const scale = look.cyclops ? 1.3 : 1;
  const w = size * 0.17 * scale;
  const h = size * 0.14 * scale;
  const window =
    `<rect x="${num(x - w / 2)}" y="${num(y - h / 2)}" width="${num(w)}" height="${num(h)}" rx="1.5" fill="#fbfaf6" stroke="#9ea2a7" stroke-width="1.5"/>` +
    `<text x="${num(x)}" y="${num(y)}" font-family="${SANS}" font-size="${num(h * 0.78)}" font-weight="bold" fill="#1d1d1f" ` +
    `text-anchor="middle" dominant-baseline="central">18</text>`;
  if (!look.cyclops) return window;
  return (
    window +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(w * 0.78)}" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6"/>` +
    `<path d="${ringSector(w * 0.55, w * 0.72, 300, 350)}" transform="translate(${num(x)} ${num(y)})" fill="#ffffff" fill-opacity="0.45"/>`
  );
}

/** A faint reflection on the crystal over the dial. */
export function crystalGlare(defs: SvgDefs, area: DialArea): string {
  const size = dialSize(area);
  const fill = defs.url('glare', (id) => linearGradient(id, [[0, '#ffffff', 0.26], [0.6, '#ffffff', 0.04], [1, '#ffffff', 0]], [0, 0, 0.8, 1]));
  if (!area.round) {
    return `<path d="${polygon([[-area.halfW, -area.halfH], [area.halfW * 0.2, -area.halfH], [-area.halfW, area.halfH * 0.1]])}" fill="${fill}"/>`;
  }
  return `<path d="${ringSector(size * 0.62, size * 0.98, 280, 355)}" fill="${fill}"/>`;
}
