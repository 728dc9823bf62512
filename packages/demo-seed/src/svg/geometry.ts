/** Small numeric and markup helpers shared by the drawing modules. */

/** Rounds a coordinate to keep the SVG markup short. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A point at `radius` from the origin, `degrees` clockwise from 12 o'clock. */
export function polar(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.sin(radians), -radius * Math.cos(radians)];
}

/** Angles of the twelve hours, 0 at 12 o'clock. */
export const HOUR_ANGLES: readonly number[] = Array.from({ length: 12 }, (_, hour) => hour * 30);

/** An SVG path of a ring sector between two radii and two angles (clockwise from 12). */
export function ringSector(inner: number, outer: number, from: number, to: number): string {
  const large = to - from > 180 ? 1 : 0;
  const [ax, ay] = polar(outer, from);
  const [bx, by] = polar(outer, to);
  const [cx, cy] = polar(inner, to);
  const [dx, dy] = polar(inner, from);
  return (
    `M${num(ax)} ${num(ay)}A${num(outer)} ${num(outer)} 0 ${large} 1 ${num(bx)} ${num(by)}` +
    `L${num(cx)} ${num(cy)}A${num(inner)} ${num(inner)} 0 ${large} 0 ${num(dx)} ${num(dy)}Z`
  );
}

/**
 * A circle as a path, so it can join other shapes in one outline. It winds like a polygon listed
 * from its bottom-left corner to the right (counter-clockwise on screen); a `hole` winds the other way.
 */
export function circlePath(cx: number, cy: number, r: number, hole = false): string {
  const sweep = hole ? 1 : 0;
  return (
    `M${num(cx + r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 ${sweep} ${num(cx - r)} ${num(cy)}` +
    `A${num(r)} ${num(r)} 0 1 ${sweep} ${num(cx + r)} ${num(cy)}Z`
  );
}

/** A rectangle with rounded corners as path data, so many can share one element. */
export function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return (
    `M${num(x + r)} ${num(y)}h${num(width - 2 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(r)}v${num(height - 2 * r)}` +
    `a${num(r)} ${num(r)} 0 0 1 ${num(-r)} ${num(r)}h${num(2 * r - width)}a${num(r)} ${num(r)} 0 0 1 ${num(-r)} ${num(-r)}` +
    `v${num(2 * r - height)}a${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(-r)}Z`
  );
}

/** A radial bar (a thick tick) from `inner` to `outer` at `angle`, as path data to fill. */
export function radialBar(inner: number, outer: number, angle: number, width: number): string {
  const [nx, ny] = polar(width / 2, angle + 90);
  const [ax, ay] = polar(inner, angle);
  const [bx, by] = polar(outer, angle);
  return polygon([[ax - nx, ay - ny], [ax + nx, ay + ny], [bx + nx, by + ny], [bx - nx, by - ny]]);
}

/** A closed polygon path through the given points. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

/**
 * Definitions (gradients, patterns, clip paths) of one drawing. Ids carry a prefix so that several
 * watches can share one SVG document.
 */
export class SvgDefs {
  private readonly items = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  /** Registers `name` once, built by `build(id)`, and returns its id. */
  id(name: string, build: (id: string) => string): string {
    const id = `${this.prefix}${name}`;
    if (!this.items.has(id)) this.items.set(id, build(id));
    return id;
  }

  /** Registers `name` once, built by `build(id)`, and returns its `url(#id)` reference. */
  url(name: string, build: (id: string) => string): string {
    return `url(#${this.id(name, build)})`;
  }

  /** The collected definitions as one `<defs>` element. */
  markup(): string {
    return `<defs>${[...this.items.values()].join('')}</defs>`;
  }
}

/** A gradient stop list: `[offset, colour, opacity?]`. */
export type Stops = readonly (readonly [number, string, number?])[];

function stopMarkup(stops: Stops): string {
  return stops
    .map(([offset, colour, opacity]) =>
      `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** A linear gradient along the direction (x1,y1)→(x2,y2) in bounding-box units. */
export function linearGradient(id: string, stops: Stops, [x1, y1, x2, y2]: readonly number[] = [0, 0, 1, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopMarkup(stops)}</linearGradient>`;
}

/** A horizontal gradient in drawing units, from x1 to x2, shared by every shape that uses it. */
export function horizontalGradient(id: string, stops: Stops, x1: number, x2: number): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="0" x2="${num(x2)}" y2="0">` +
    `${stopMarkup(stops)}</linearGradient>`
  );
}

/** A radial gradient centred at (cx, cy) in bounding-box units. */
export function radialGradient(id: string, stops: Stops, cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopMarkup(stops)}</radialGradient>`;
}
