import { drawBand } from './band.js';
import { drawBezel } from './bezel.js';
import { caseGeometry, caseOutline, drawCaseMiddle, drawCrown, drawLugs, type CaseGeometry } from './case.js';
import { drawCaseback } from './caseback.js';
import { crystalGlare, drawDial } from './dial.js';
import { drawHands } from './hands.js';
import type { ResolvedLook } from './look.js';
import { num, SvgDefs } from './geometry.js';

/** Warm, dark brown: a shadow on the neutral backdrop. */
const SHADOW = '#3b2f22';

/** How one watch is drawn: which face, where the seconds hand points, and how much case side shows. */
export interface WatchPose {
  side: 'front' | 'back';
  secondsAngle: number;
  /** Offset of the case side behind the case, for a tilted view; [0, 0] when seen square on. */
  depth: readonly [number, number];
}

/**
 * One watch, centred on the origin and lying vertically, as an SVG group with its own definitions.
 * `prefix` keeps its ids apart from other watches in the same document.
 */
export function drawWatch(look: ResolvedLook, prefix: string, pose: WatchPose): string {
  const defs = new SvgDefs(prefix);
  const geo = caseGeometry(look);
  const back = pose.side === 'back';
  const band = (end: 'upper' | 'lower') => drawBand(look, defs, geo.attachY, { end, side: pose.side });
  const face = back
    ? drawCaseback(look, defs, geo)
    : drawBezel(look, defs, geo) + drawDial(look, defs, geo.dial) + drawHands(look, defs, geo.dial, pose.secondsAngle) + crystalGlare(defs, geo.dial);
  const body =
    shadow(look, geo) +
    band('upper') +
    `<g transform="scale(1 -1)">${band('lower')}</g>` +
    drawLugs(look, defs, geo) +
    drawCrown(look, defs, geo, back) +
    drawCaseMiddle(look, defs, geo, pose.depth) +
    face;
  return defs.markup() + body;
}

/**
 * A soft shadow cast down and to the right by the band and the case: a few flat, faint layers,
 * each a little larger (gradient fills over such areas are slow in librsvg).
 */
function shadow(look: ResolvedLook, geo: CaseGeometry): string {
  const size = Math.max(geo.halfW, geo.halfH);
  const layers = [0, 1, 2, 3, 4, 5].map((step) => {
    const spread = step * 6;
    const width = look.bandWidth + spread * 2;
    return (
      `<rect x="${num(-width / 2)}" y="-1400" width="${num(width)}" height="2800" rx="${num(spread)}"/>` +
      `<g transform="scale(${num((size * 1.04 + spread) / size)})">${caseOutline(look, geo, SHADOW)}</g>`
    );
  });
  return `<g transform="translate(12 18)" fill="${SHADOW}" fill-opacity="0.04">${layers.join('')}</g>`;
}
