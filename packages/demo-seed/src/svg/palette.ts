import type { DialColour, Metal } from './look.js';
import { linearGradient, type SvgDefs } from './geometry.js';

/** Four tones of a metal, from its highlight to its darkest edge. */
export interface MetalTones {
  light: string;
  mid: string;
  dark: string;
  edge: string;
}

const METALS: Record<Metal, MetalTones> = {
  steel: { light: '#f7f8f9', mid: '#c8ccd1', dark: '#8d9299', edge: '#5f646b' },
  'white-gold': { light: '#fbfaf7', mid: '#d3d2cd', dark: '#9c9a94', edge: '#6a6862' },
  'yellow-gold': { light: '#fff3cc', mid: '#e0bd6a', dark: '#a98234', edge: '#76561c' },
  'rose-gold': { light: '#fde5d8', mid: '#dea48a', dark: '#a96f58', edge: '#774635' },
  titanium: { light: '#e4e5e6', mid: '#aeb1b4', dark: '#7c7f83', edge: '#54575b' },
  tantalum: { light: '#c9ccd0', mid: '#8e9399', dark: '#5e6369', edge: '#3c4045' },
};

/** The tones of `metal`. */
export function metalTones(metal: Metal): MetalTones {
  return METALS[metal];
}

/** Metal of the applied indices, hands and centre cap: the case's, except that grey metals use white gold. */
export function accentMetal(metal: Metal): Metal {
  return metal === 'titanium' || metal === 'tantalum' ? 'white-gold' : metal;
}

/** Colour of luminous paint: fresh white, or aged cream on vintage dials. */
export function lumeColour(look: { vintageLume: boolean }): string {
  return look.vintageLume ? '#e2cf9f' : '#f4f2e8';
}

/** Tones of a dial: its base, the highlight of its finish, its shadow, and the printing on it. */
export interface DialTones {
  base: string;
  light: string;
  dark: string;
  print: string;
}

const DIALS: Record<DialColour, DialTones> = {
  black: { base: '#16171a', light: '#3b3e44', dark: '#0b0b0c', print: '#f1f1ef' },
  blue: { base: '#1c3559', light: '#3f6a9f', dark: '#0e1c31', print: '#f4f4f2' },
  white: { base: '#f6f5f1', light: '#ffffff', dark: '#d9d6cf', print: '#1b1b1c' },
  silver: { base: '#d9dadb', light: '#f4f4f4', dark: '#a9abae', print: '#202124' },
  cream: { base: '#eee5cf', light: '#fbf5e6', dark: '#d2c5a5', print: '#2a251d' },
  green: { base: '#1e4a37', light: '#3f7a5f', dark: '#0d261b', print: '#f2f1ea' },
  champagne: { base: '#d6bd8a', light: '#f1e0b5', dark: '#a88c53', print: '#2b2418' },
  salmon: { base: '#e6a88e', light: '#f7ccb9', dark: '#c4836a', print: '#2c1c15' },
  grey: { base: '#585d63', light: '#8a9097', dark: '#33373b', print: '#f3f3f3' },
};

/** The tones of `dial`. */
export function dialTones(dial: DialColour): DialTones {
  return DIALS[dial];
}

/** Whether printing on the dial is light (the dial itself is dark). */
export function isDarkDial(dial: DialColour): boolean {
  return ['black', 'blue', 'green', 'grey'].includes(dial);
}

/** Brushed-metal gradient across a surface; `direction` is the way the light runs. */
export function metalFill(defs: SvgDefs, metal: Metal, direction: 'diagonal' | 'across' | 'down' = 'diagonal'): string {
  const t = METALS[metal];
  const vector = { diagonal: [0, 0, 1, 1], across: [0, 0, 1, 0], down: [0, 0, 0, 1] }[direction];
  return defs.url(`metal-${metal}-${direction}`, (id) =>
    linearGradient(
      id,
      [
        [0, t.mid],
        [0.22, t.light],
        [0.42, t.mid],
        [0.62, t.dark],
        [0.82, t.mid],
        [1, t.light],
      ],
      vector,
    ),
  );
}

/** Polished-metal gradient with a sharper highlight, for bezels, centre links and crowns. */
export function polishedFill(defs: SvgDefs, metal: Metal): string {
  const t = METALS[metal];
  return defs.url(`polished-${metal}`, (id) =>
    linearGradient(
      id,
      [
        [0, t.light],
        [0.3, t.mid],
        [0.48, t.edge],
        [0.55, t.dark],
        [0.78, t.light],
        [1, t.mid],
      ],
      [1, 0, 0, 1],
    ),
  );
}
