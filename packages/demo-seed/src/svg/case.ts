import type { ResolvedLook } from './look.js';
import { metalFill, metalTones, polishedFill } from './palette.js';
import { circlePath, num, polar, polygon, type SvgDefs } from './geometry.js';

/** The visible dial: a circle (`round`) or a rectangle of the given half-sizes. */
export interface DialArea {
  round: boolean;
  halfW: number;
  halfH: number;
}

/** Where the parts of a watch sit, in drawing units around the case centre. */
export interface CaseGeometry {
  /** Distance from the centre to where the band becomes visible (end of the lugs). */
  attachY: number;
  /** Half-width and half-height of the case middle. */
  halfW: number;
  halfH: number;
  dial: DialArea;
}

const INSERT_BEZELS = new Set(['diver', 'gmt', 'tachymeter']);

/** The geometry of a case of the look's shape and size. */
export function caseGeometry(look: ResolvedLook): CaseGeometry {
  const r = look.radius;
  switch (look.shape) {
    case 'rectangular':
      return { attachY: r * 1.08, halfW: r * 0.66, halfH: r * 0.9, dial: { round: false, halfW: r * 0.5, halfH: r * 0.74 } };
    case 'square':
      return { attachY: r * 1.06, halfW: r * 0.94, halfH: r * 0.94, dial: { round: false, halfW: r * 0.68, halfH: r * 0.68 } };
    case 'octagonal':
      return { attachY: r * 1.02, halfW: r * 0.96, halfH: r * 0.96, dial: { round: true, halfW: r * 0.72, halfH: r * 0.72 } };
    case 'cushion':
      return { attachY: r * 1.14, halfW: r * 0.96, halfH: r * 0.96, dial: { round: true, halfW: r * 0.76, halfH: r * 0.76 } };
    case 'round': {
      const share = INSERT_BEZELS.has(look.bezel) ? 0.72 : look.bezel === 'polished' ? 0.85 : 0.79;
      return { attachY: r * 1.13, halfW: r, halfH: r, dial: { round: true, halfW: r * share, halfH: r * share } };
    }
  }
}

/** The outline of the case middle, as a standalone SVG element with the given fill. */
export function caseOutline(look: ResolvedLook, geo: CaseGeometry, fill: string, extra = ''): string {
  const r = look.radius;
  switch (look.shape) {
    case 'round':
      return `<circle r="${num(r)}" fill="${fill}"${extra}/>`;
    case 'cushion':
      return roundedRect(geo.halfW, geo.halfH, r * 0.42, fill, extra);
    case 'square':
      return roundedRect(geo.halfW, geo.halfH, r * 0.18, fill, extra);
    case 'rectangular':
      return roundedRect(geo.halfW, geo.halfH, r * 0.07, fill, extra);
    case 'octagonal':
      return `<path d="${circlePath(0, 0, geo.halfW)}${integratedShoulders(look, geo)}" fill="${fill}"${extra}/>`;
  }
}

/** The shoulders of an octagonal case, flaring into the band at 12 and 6. */
function integratedShoulders(look: ResolvedLook, geo: CaseGeometry): string {
  const near = look.bandWidth * 0.56;
  const far = look.bandWidth * 0.5;
  // Both wind like `circlePath`, so the union fills without holes.
  const top = polygon([[-near, -look.radius * 0.6], [near, -look.radius * 0.6], [far, -geo.attachY], [-far, -geo.attachY]]);
  const bottom = polygon([[-far, geo.attachY], [far, geo.attachY], [near, look.radius * 0.6], [-near, look.radius * 0.6]]);
  return top + bottom;
}

function roundedRect(halfW: number, halfH: number, radius: number, fill: string, extra: string): string {
  return (
    `<rect x="${num(-halfW)}" y="${num(-halfH)}" width="${num(halfW * 2)}" height="${num(halfH * 2)}" ` +
    `rx="${num(radius)}" fill="${fill}"${extra}/>`
  );
}

/** The case middle with its edge line; for an angled view, its side shows behind it by `depth`. */
export function drawCaseMiddle(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry, depth: readonly [number, number]): string {
  const tones = metalTones(look.metal);
  const side =
    depth[0] === 0 && depth[1] === 0
      ? ''
      : `<g transform="translate(${num(depth[0])} ${num(depth[1])})">${caseOutline(look, geo, tones.dark)}</g>`;
  const edge = ` stroke="${tones.edge}" stroke-width="1.6"`;
  const ears =
    look.shape === 'octagonal' && look.bezel !== 'screwed'
      ? [-1, 1]
          .map((sx) =>
            `<rect x="${num(sx > 0 ? geo.halfW - look.radius * 0.1 : -geo.halfW - look.radius * 0.12)}" y="${num(-look.radius * 0.26)}" ` +
            `width="${num(look.radius * 0.22)}" height="${num(look.radius * 0.52)}" rx="${num(look.radius * 0.09)}" ` +
            `fill="${metalFill(defs, look.metal, 'down')}"${edge}/>`,
          )
          .join('')
      : '';
  return side + ears + caseOutline(look, geo, metalFill(defs, look.metal), edge) + brancards(look, defs, geo);
}

/** The side bars of a Tank-style rectangular case, running past the case into the lugs. */
function brancards(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  if (look.shape !== 'rectangular') return '';
  const width = look.radius * 0.15;
  const height = geo.attachY * 2 + look.radius * 0.1;
  return [-1, 1]
    .map((sx) => {
      const x = sx > 0 ? geo.halfW - width : -geo.halfW;
      return (
        `<rect x="${num(x)}" y="${num(-height / 2)}" width="${num(width)}" height="${num(height)}" rx="${num(width * 0.45)}" ` +
        `fill="${polishedFill(defs, look.metal)}" stroke="${metalTones(look.metal).edge}" stroke-width="1.4"/>`
      );
    })
    .join('');
}

/** The four lugs holding the band (none for integrated bracelets and rectangular cases). */
export function drawLugs(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  if (look.band === 'integrated' || look.shape === 'rectangular' || look.shape === 'octagonal') return '';
  const r = look.radius;
  const inner = look.bandWidth / 2;
  const width = r * (look.shape === 'cushion' ? 0.2 : 0.17);
  const tip = geo.attachY + r * 0.08;
  const tones = metalTones(look.metal);
  const horn =
    `M${num(inner)} ${num(-r * 0.5)}L${num(inner)} ${num(-tip + r * 0.06)}` +
    `Q${num(inner)} ${num(-tip)} ${num(inner + width / 2)} ${num(-tip)}` +
    `Q${num(inner + width)} ${num(-tip)} ${num(inner + width)} ${num(-tip + r * 0.06)}` +
    `C${num(inner + width)} ${num(-r * 0.95)} ${num(inner + width * 1.2)} ${num(-r * 0.8)} ${num(inner + width * 1.7)} ${num(-r * 0.5)}Z`;
  const bevel =
    `M${num(inner + width * 0.38)} ${num(-tip + r * 0.02)}L${num(inner + width * 0.5)} ${num(-r * 0.78)}`;
  const one =
    `<path d="${horn}" fill="${metalFill(defs, look.metal, 'across')}" stroke="${tones.edge}" stroke-width="1.4"/>` +
    `<path d="${bevel}" stroke="${tones.light}" stroke-width="${num(width * 0.28)}" stroke-linecap="round" stroke-opacity="0.7"/>`;
  return ['', 'scale(-1 1)', 'scale(1 -1)', 'scale(-1 -1)'].map((t) => `<g transform="${t}">${one}</g>`).join('');
}

/**
 * The crown at 3 o'clock, with its guards, bridge or cabochon, and chronograph pushers.
 * `mirrored` puts it at 9 o'clock, as seen from the caseback.
 */
export function drawCrown(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry, mirrored: boolean): string {
  const r = look.radius;
  const tones = metalTones(look.metal);
  const x = geo.halfW - 2;
  const length = r * (look.crown === 'bridge' ? 0.13 : 0.12);
  const half = r * (look.crown === 'cabochon' ? 0.09 : look.crown === 'bridge' ? 0.15 : 0.13);
  const stroke = ` stroke="${tones.edge}" stroke-width="1.3"`;
  const parts: string[] = [];
  if (hasPushers(look)) {
    for (const angle of [60, 120]) {
      parts.push(
        `<g transform="rotate(${angle - 90})"><rect x="${num(r * 0.96)}" y="${num(-r * 0.055)}" width="${num(r * 0.14)}" ` +
          `height="${num(r * 0.11)}" rx="3" fill="${metalFill(defs, look.metal, 'down')}"${stroke}/></g>`,
      );
    }
  }
  if (look.crown === 'guarded') {
    const [ax, ay] = polar(r * 0.98, 62);
    const [bx, by] = polar(r * 0.98, 118);
    parts.push(
      `<path d="M${num(ax)} ${num(ay)}Q${num(r * 1.1)} ${num(-r * 0.22)} ${num(r * 1.1)} ${num(-r * 0.1)}L${num(r * 1.1)} ` +
        `${num(r * 0.1)}Q${num(r * 1.1)} ${num(r * 0.22)} ${num(bx)} ${num(by)}Z" fill="${metalFill(defs, look.metal, 'down')}"${stroke}/>`,
    );
  }
  parts.push(`<rect x="${num(x - 4)}" y="${num(-half * 0.45)}" width="${num(r * 0.08)}" height="${num(half * 0.9)}" fill="${tones.dark}"/>`);
  const crownX = x + r * (look.crown === 'guarded' ? 0.08 : 0.04);
  parts.push(
    `<rect x="${num(crownX)}" y="${num(-half)}" width="${num(length)}" height="${num(half * 2)}" rx="${num(r * 0.025)}" ` +
      `fill="${metalFill(defs, look.metal, 'down')}"${stroke}/>`,
  );
  for (let i = 1; i < 8; i++) {
    const y = -half + (half * 2 * i) / 8;
    parts.push(`<path d="M${num(crownX + 2)} ${num(y)}h${num(length - 4)}" stroke="${tones.edge}" stroke-width="1" stroke-opacity="0.55"/>`);
  }
  if (look.crown === 'cabochon') {
    parts.push(
      `<ellipse cx="${num(crownX + length + r * 0.02)}" cy="0" rx="${num(r * 0.04)}" ry="${num(half * 0.78)}" ` +
        `fill="#2c4fb0" stroke="#17265a" stroke-width="1"/>` +
        `<ellipse cx="${num(crownX + length + r * 0.025)}" cy="${num(-half * 0.3)}" rx="${num(r * 0.012)}" ry="${num(half * 0.22)}" fill="#9fb4f0"/>`,
    );
  }
  if (look.crown === 'bridge') parts.push(crownBridge(look, defs));
  return `<g${mirrored ? ' transform="rotate(180)"' : ''}>${parts.join('')}</g>`;
}

/** Whether the look is a chronograph, whose case has two pushers. */
function hasPushers(look: ResolvedLook): boolean {
  return ['tri', 'bi-vertical', 'bi-horizontal'].includes(look.subdials);
}

/** The Luminor crown-protecting bridge with its lever. */
function crownBridge(look: ResolvedLook, defs: SvgDefs): string {
  const r = look.radius;
  const tones = metalTones(look.metal);
  const outline = polygon([
    [r * 0.9, -r * 0.36],
    [r * 1.14, -r * 0.3],
    [r * 1.26, -r * 0.12],
    [r * 1.26, r * 0.12],
    [r * 1.14, r * 0.3],
    [r * 0.9, r * 0.36],
  ]);
  return (
    `<path d="${outline}" fill="${polishedFill(defs, look.metal)}" stroke="${tones.edge}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<rect x="${num(r * 1.02)}" y="${num(-r * 0.2)}" width="${num(r * 0.16)}" height="${num(r * 0.4)}" rx="${num(r * 0.05)}" ` +
    `fill="${metalFill(defs, look.metal, 'down')}" stroke="${tones.edge}" stroke-width="1.2"/>` +
    `<circle cx="${num(r * 1.1)}" cy="${num(-r * 0.13)}" r="${num(r * 0.025)}" fill="${tones.dark}"/>`
  );
}
