import type { DialArea } from './case.js';
import { dialSize, subdials, type Subdial } from './dial-layout.js';
import { drawIndices } from './indices.js';
import type { ResolvedLook } from './look.js';
import { dialTones, isDarkDial, type DialTones } from './palette.js';
import { linearGradient, num, polar, polygon, radialGradient, ringSector, type SvgDefs } from './geometry.js';
import { escapeText, SANS, SERIF } from './text.js';

/** The dial's outline filled with `fill`. */
function dialShape(area: DialArea, fill: string): string {
  if (area.round) return `<circle r="${num(area.halfW)}" fill="${fill}"/>`;
  return (
    `<rect x="${num(-area.halfW)}" y="${num(-area.halfH)}" width="${num(area.halfW * 2)}" height="${num(area.halfH * 2)}" ` +
    `rx="${num(Math.min(area.halfW, area.halfH) * 0.06)}" fill="${fill}"/>`
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
  return (
    dialShape(area, base) +
    `<g clip-path="${clip}">${texture(look, size, tones)}</g>` +
    drawIndices(look, defs, area, tones) +
    subdials(look, area).map((sub, i) => drawSubdial(look, sub, tones, i)).join('') +
    dialPrinting(look, area, tones) +
    dateWindow(look, area)
  );
}

/**
 * The Grande Tapisserie grid of small raised squares: dark grooves with a lit edge on each square,
 * drawn as lines (an SVG pattern renders several times slower in librsvg).
 */
function tapisserie(size: number, tones: DialTones): string {
  const cell = size * 0.085;
  const count = Math.ceil(size / cell);
  const grooves: string[] = [];
  const edges: string[] = [];
  for (let k = -count; k <= count; k++) {
    const at = k * cell;
    grooves.push(`M${num(at)} ${num(-size)}V${num(size)}M${num(-size)} ${num(at)}H${num(size)}`);
    edges.push(`M${num(-size)} ${num(at + cell * 0.2)}H${num(size)}`);
  }
  return (
    `<path d="${edges.join('')}" stroke="${tones.light}" stroke-width="${num(cell * 0.14)}" stroke-opacity="0.5"/>` +
    `<path d="${grooves.join('')}" stroke="${tones.dark}" stroke-width="${num(cell * 0.24)}" stroke-opacity="0.9"/>`
  );
}

function texture(look: ResolvedLook, size: number, tones: DialTones): string {
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
    case 'tapisserie':
      return tapisserie(size, tones) + sunburst;
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
function isLightColour(hex: string): boolean {
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
