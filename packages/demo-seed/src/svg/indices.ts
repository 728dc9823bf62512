import type { DialArea } from './case.js';
import { dialPoint, dialSize, subdials } from './dial-layout.js';
import type { ResolvedLook } from './look.js';
import { accentMetal, lumeColour, metalTones, polishedFill, type DialTones } from './palette.js';
import { HOUR_ANGLES, num, polygon, type SvgDefs } from './geometry.js';
import { escapeText, SANS, SERIF } from './text.js';

const ROMAN = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];

/** The minute track and the hour markers of the look's style, leaving out those under the date or a subdial. */
export function drawIndices(look: ResolvedLook, defs: SvgDefs, area: DialArea, tones: DialTones): string {
  return minuteTrack(look, area, tones) + hourMarkers(look, defs, area, tones, skippedHours(look, area));
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

function hourMarkers(look: ResolvedLook, defs: SvgDefs, area: DialArea, tones: DialTones, skip: Set<number>): string {
  const size = dialSize(area);
  const applied = polishedFill(defs, accentMetal(look.metal));
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
