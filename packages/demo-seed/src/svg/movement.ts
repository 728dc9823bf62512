import type { ResolvedLook } from './look.js';
import { metalFill, polishedFill } from './palette.js';
import { circlePath, num, polar, radialBar, ringSector, type SvgDefs } from './geometry.js';

const JEWEL_RED = '#a3152e';
const BLUED = '#2b4da0';
const GOLD = '#d6b25a';

/**
 * A movement seen through a sapphire caseback, `m` being the opening's radius: a striped
 * three-quarter plate with the balance in its cut-out, the ratchet wheel, gold chatons with jewels
 * and blued screws; an automatic one adds its winding rotor over the upper half.
 */
export function drawMovement(look: ResolvedLook, defs: SvgDefs, m: number): string {
  const manual = look.caseback === 'sapphire-manual';
  const plate = manual ? '#dccfb1' : '#cfd3d7';
  const balance: [number, number] = [-m * 0.42, m * 0.4];
  const plateShape = circlePath(0, 0, m * 0.98) + circlePath(balance[0], balance[1], m * 0.36, true);
  const parts = [
    `<circle r="${num(m)}" fill="#8f8a7c"/>`,
    `<path d="${plateShape}" fill="${plate}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${num(m * 0.014)}"/>`,
    genevaStripes(defs, 'plate-clip', plateShape, m),
    wheel(defs, m * 0.3, -m * 0.4, m * 0.24),
    wheel(defs, m * 0.66, -m * 0.02, m * 0.12),
    balanceWheel(balance, m, plate),
    ...[[m * 0.08, -m * 0.02], [m * 0.5, m * 0.35], [m * 0.12, m * 0.42], [-m * 0.38, -m * 0.3], [m * 0.72, m * 0.28]].map(([x, y]) =>
      chaton(x, y, m * 0.032),
    ),
    ...[[-m * 0.75, -m * 0.1], [-m * 0.1, -m * 0.78], [m * 0.35, m * 0.72], [-m * 0.05, m * 0.2]].map(([x, y]) => blueScrew(x, y, m * 0.03)),
  ];
  if (!manual) parts.push(rotor(look, defs, m));
  return parts.join('');
}

/**
 * Côtes de Genève: broad, faint parallel stripes across a part, clipped to its outline (drawn as
 * lines because an SVG pattern renders several times slower in librsvg).
 */
function genevaStripes(defs: SvgDefs, name: string, outline: string, m: number): string {
  const clip = defs.url(name, (id) => `<clipPath id="${id}"><path d="${outline}"/></clipPath>`);
  const lines = Array.from({ length: 21 }, (_, i) => `M${num(-m * 1.2)} ${num((i - 10) * m * 0.1)}h${num(m * 2.4)}`).join('');
  return `<g clip-path="${clip}"><path d="${lines}" transform="rotate(-30)" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${num(m * 0.05)}"/></g>`;
}

/** A toothed steel wheel with a screw at its centre. */
function wheel(defs: SvgDefs, x: number, y: number, radius: number): string {
  const count = Math.round(radius * 0.9);
  const teeth = Array.from({ length: count }, (_, i) => radialBar(radius * 0.9, radius * 1.04, (i * 360) / count, 2.2)).join('');
  return (
    `<g transform="translate(${num(x)} ${num(y)})">` +
    `<path d="${teeth}" fill="#7f858c"/>` +
    `<circle r="${num(radius * 0.92)}" fill="${metalFill(defs, 'steel')}" stroke="#6e737a" stroke-width="1"/>` +
    `<path d="${ringSector(radius * 0.3, radius * 0.8, 0, 359.99)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>` +
    blueScrew(0, 0, radius * 0.2) +
    `</g>`
  );
}

/** A jewel set in a gold chaton held by a small screw. */
function chaton(x: number, y: number, size: number): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size * 2)}" fill="${GOLD}" stroke="#8a6b24" stroke-width="0.8"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${JEWEL_RED}"/>` +
    `<circle cx="${num(x - size * 0.3)}" cy="${num(y - size * 0.3)}" r="${num(size * 0.35)}" fill="#ff9aa8" fill-opacity="0.8"/>` +
    blueScrew(x + size * 2.6, y - size * 1.4, size * 0.7)
  );
}

function blueScrew(x: number, y: number, size: number): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${BLUED}" stroke="#12245a" stroke-width="0.6"/>` +
    `<path d="M${num(x - size * 0.7)} ${num(y - size * 0.3)}L${num(x + size * 0.7)} ${num(y + size * 0.3)}" stroke="#0c1838" stroke-width="${num(size * 0.35)}"/>`
  );
}

/** The balance wheel with its hairspring, under a cock reaching in from the plate. */
function balanceWheel([x, y]: [number, number], m: number, plate: string): string {
  const radius = m * 0.26;
  const spokes = [0, 120, 240]
    .map((angle) => {
      const [px, py] = polar(radius, angle);
      return `M${num(x)} ${num(y)}l${num(px)} ${num(py)}`;
    })
    .join('');
  const hairspring = [0.22, 0.32, 0.42, 0.52, 0.62].map((share) => circlePath(x, y, radius * share)).join('');
  const [cx, cy] = polar(m * 0.98, 200);
  const cock =
    `M${num(cx - m * 0.1)} ${num(cy)}L${num(x - m * 0.05)} ${num(y + m * 0.06)}` +
    `A${num(m * 0.08)} ${num(m * 0.08)} 0 1 0 ${num(x + m * 0.02)} ${num(y - m * 0.07)}L${num(cx + m * 0.12)} ${num(cy)}Z`;
  return (
    `<path d="${hairspring}" fill="none" stroke="#46556f" stroke-width="0.8"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="none" stroke="#c59b45" stroke-width="${num(m * 0.04)}"/>` +
    `<path d="${spokes}" stroke="#c59b45" stroke-width="${num(m * 0.022)}"/>` +
    `<path d="${cock}" fill="${plate}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="M${num(cx)} ${num(cy - m * 0.02)}Q${num((cx + x) / 2 - m * 0.06)} ${num((cy + y) / 2)} ${num(x - m * 0.02)} ${num(y)}" fill="none" stroke="#8c7f60" stroke-opacity="0.6" stroke-width="1.2"/>` +
    chaton(x, y, m * 0.03)
  );
}

/** The winding rotor over the upper half: gold on a gold watch, otherwise striped steel. */
function rotor(look: ResolvedLook, defs: SvgDefs, m: number): string {
  const gold = look.metal === 'yellow-gold' || look.metal === 'rose-gold' ? look.metal : 'steel';
  const radius = m * 0.96;
  const [ax, ay] = polar(radius, 250);
  const [bx, by] = polar(radius, 70);
  const shape = `M${num(ax)} ${num(ay)}A${num(radius)} ${num(radius)} 0 0 1 ${num(bx)} ${num(by)}Z`;
  const rim = ringSector(radius * 0.86, radius, 250, 430);
  return (
    `<path d="${shape}" fill="#000" fill-opacity="0.25" transform="translate(5 7)"/>` +
    `<path d="${shape}" fill="${polishedFill(defs, gold)}" stroke="#55595e" stroke-width="1.2"/>` +
    genevaStripes(defs, 'rotor-clip', shape, m) +
    `<path d="${rim}" fill="${metalFill(defs, gold)}" stroke="#55595e" stroke-width="1"/>` +
    `<circle r="${num(m * 0.13)}" fill="${metalFill(defs, 'steel')}" stroke="#55595e" stroke-width="1.2"/>` +
    [0, 120, 240].map((angle) => { const [x, y] = polar(m * 0.075, angle); return blueScrew(x, y, m * 0.022); }).join('')
  );
}
