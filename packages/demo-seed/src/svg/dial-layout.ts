import type { DialArea } from './case.js';
import type { ResolvedLook } from './look.js';
import { polar } from './geometry.js';

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
