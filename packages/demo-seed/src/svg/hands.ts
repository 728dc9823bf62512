import type { DialArea } from './case.js';
import { dialSize } from './dial-layout.js';
import type { HandStyle, ResolvedLook } from './look.js';
import { accentMetal, dialTones, isDarkDial, lumeColour, metalTones, polishedFill } from './palette.js';
import { circlePath, linearGradient, num, polygon, type SvgDefs } from './geometry.js';

/** Hand positions of a catalogue photograph: ten past ten. */
const HOUR_ANGLE = 304.5;
const MINUTE_ANGLE = 54;

interface HandShape {
  /** Outline of the hand pointing to 12, from the centre. */
  outline: string;
  /** Luminous or contrasting inlay, if any. */
  inlay?: string;
}

/**
 * The hour, minute and seconds hands over the dial, with their shadows. `secondsAngle` varies
 * between photographs of the same watch.
 */
export function drawHands(look: ResolvedLook, defs: SvgDefs, area: DialArea, secondsAngle: number): string {
  const size = dialSize(area);
  const reach = area.round ? size : Math.min(area.halfW * 1.25, area.halfH);
  const fill = handFill(look, defs);
  const inlay = lumeInlay(look);
  const hour = handShape(look.hands, 'hour', reach * 0.58, size * 0.085);
  const minute = handShape(look.hands, 'minute', reach * 0.9, size * 0.065);
  const edge = look.handColour === 'blued' ? '#0d1f4d' : metalTones(look.metal).edge;
  const hand = (shape: HandShape, angle: number) =>
    `<g transform="translate(4 6) rotate(${angle})" fill-opacity="0.28"><path d="${shape.outline}" fill="#000"/></g>` +
    `<g transform="rotate(${angle})"><path d="${shape.outline}" fill="${fill}" stroke="${edge}" stroke-width="0.8" stroke-linejoin="round"/>` +
    (shape.inlay && inlay ? `<path d="${shape.inlay}" fill="${inlay}"/>` : '') +
    `</g>`;
  return hand(hour, HOUR_ANGLE) + hand(minute, MINUTE_ANGLE) + secondsHand(look, defs, size, reach, secondsAngle);
}

function handFill(look: ResolvedLook, defs: SvgDefs): string {
  switch (look.handColour) {
    case 'blued':
      return defs.url('blued', (id) => linearGradient(id, [[0, '#3656b8'], [0.5, '#1b2f78'], [1, '#2a47a3']], [0, 0, 1, 0]));
    case 'white':
      return '#f2f1ec';
    case 'metal':
      return polishedFill(defs, accentMetal(look.metal));
  }
}

/** Sports hands carry lume; dress hands on light dials do not. */
function lumeInlay(look: ResolvedLook): string | null {
  const sporty = ['mercedes', 'snowflake', 'sword'].includes(look.hands) || look.indices === 'diver' || look.indices === 'quarters';
  return sporty ? lumeColour(look) : null;
}

function handShape(style: HandStyle, role: 'hour' | 'minute', length: number, width: number): HandShape {
  const w = width / 2;
  const tail = length * 0.14;
  switch (style) {
    case 'baton':
      return {
        outline: polygon([[-w, tail], [w, tail], [w, -length + w], [0, -length], [-w, -length + w]]),
        inlay: polygon([[-w * 0.45, -length * 0.25], [w * 0.45, -length * 0.25], [w * 0.45, -length * 0.92], [-w * 0.45, -length * 0.92]]),
      };
    case 'dauphine':
      return { outline: polygon([[0, -length], [w * 1.3, -length * 0.12], [0, tail], [-w * 1.3, -length * 0.12]]) };
    case 'sword':
      return {
        outline: polygon([[0, -length], [w * 1.2, -length * 0.86], [w * 0.8, tail], [-w * 0.8, tail], [-w * 1.2, -length * 0.86]]),
        inlay: polygon([[0, -length * 0.95], [w * 0.7, -length * 0.85], [w * 0.4, -length * 0.2], [-w * 0.4, -length * 0.2], [-w * 0.7, -length * 0.85]]),
      };
    case 'leaf':
      return {
        outline:
          `M0 ${num(-length)}C${num(w * 2.2)} ${num(-length * 0.66)} ${num(w * 1.4)} ${num(-length * 0.12)} 0 ${num(tail * 0.5)}` +
          `C${num(-w * 1.4)} ${num(-length * 0.12)} ${num(-w * 2.2)} ${num(-length * 0.66)} 0 ${num(-length)}Z`,
      };
    case 'breguet':
      return breguet(length, w, role);
    case 'mercedes':
    case 'snowflake':
      return role === 'minute'
        ? handShape('sword', role, length, width)
        : plottedHour(style, length, w);
  }
}

/** A thin hand with the hollow "pomme" of Breguet hands. */
function breguet(length: number, w: number, role: 'hour' | 'minute'): HandShape {
  const ring = length * (role === 'hour' ? 0.68 : 0.78);
  const radius = w * 2.2;
  const stem = w * 0.55;
  return {
    outline:
      polygon([[-stem, length * 0.1], [stem, length * 0.1], [stem, -ring + radius * 0.9], [-stem, -ring + radius * 0.9]]) +
      circlePath(0, -ring, radius) +
      circlePath(0, -ring, radius * 0.55, true) +
      polygon([[-stem, -ring - radius * 0.9], [stem, -ring - radius * 0.9], [0, -length]]),
  };
}

/** A Rolex "Mercedes" or Tudor "snowflake" hour hand: a stem with a large lume plot. */
function plottedHour(style: 'mercedes' | 'snowflake', length: number, w: number): HandShape {
  const at = length * 0.68;
  const size = w * 2.6;
  const stem = polygon([[-w * 0.7, length * 0.12], [w * 0.7, length * 0.12], [w * 0.7, -at], [-w * 0.7, -at]]);
  const tip = polygon([[-w * 0.9, -at - size], [w * 0.9, -at - size], [0, -length]]);
  if (style === 'snowflake') {
    const plot = polygon([[-size, -at - size], [size, -at - size], [size, -at + size * 0.6], [-size, -at + size * 0.6]]);
    const inner = polygon([[-size * 0.7, -at - size * 0.75], [size * 0.7, -at - size * 0.75], [size * 0.7, -at + size * 0.35], [-size * 0.7, -at + size * 0.35]]);
    return { outline: stem + plot + tip, inlay: inner };
  }
  return { outline: stem + circlePath(0, -at, size) + tip, inlay: circlePath(0, -at, size * 0.72) };
}

/** The central seconds hand; none when the seconds sit in a subdial. A chronograph's rests at 12. */
function secondsHand(look: ResolvedLook, defs: SvgDefs, size: number, reach: number, angle: number): string {
  if (look.subdials.startsWith('seconds')) return centreCap(look, defs, size);
  const chronograph = ['tri', 'bi-vertical', 'bi-horizontal'].includes(look.subdials);
  const colour = look.secondsColour ?? (look.handColour === 'blued' ? '#1f3b8f' : isDarkDial(look.dial) ? '#f0efe9' : dialTones(look.dial).print);
  const lume = look.indices === 'diver' ? lumeColour(look) : null;
  const length = reach * 0.95;
  const width = size * 0.014;
  const shape = (fill: string, plot: string | null) =>
    `<path d="${polygon([[-width, size * 0.22], [width, size * 0.22], [width * 0.5, -length], [-width * 0.5, -length]])}" fill="${fill}"/>` +
    `<circle cy="${num(size * 0.17)}" r="${num(size * 0.035)}" fill="${fill}"/>` +
    (plot ? `<circle cy="${num(-length * 0.72)}" r="${num(size * 0.045)}" fill="${plot}" stroke="${fill}" stroke-width="2"/>` : '');
  const at = chronograph ? 0 : angle;
  return (
    `<g transform="translate(4 6) rotate(${at})" fill-opacity="0.25" stroke-opacity="0.25">${shape('#000', lume && '#000')}</g>` +
    `<g transform="rotate(${at})">${shape(colour, lume)}</g>` +
    centreCap(look, defs, size)
  );
}

function centreCap(look: ResolvedLook, defs: SvgDefs, size: number): string {
  return `<circle r="${num(size * 0.035)}" fill="${polishedFill(defs, accentMetal(look.metal))}" stroke="${metalTones(look.metal).edge}" stroke-width="0.8"/>`;
}
