import { drawBand } from './band.js';
import { drawBezel } from './bezel.js';
import { caseGeometry, drawCaseMiddle, drawCrown, drawLugs, type CaseGeometry } from './case.js';
import { drawCaseback } from './caseback.js';
import { crystalGlare, drawDial } from './dial.js';
import { drawHands } from './hands.js';
import type { ResolvedLook } from './look.js';
import { glowFill } from './palette.js';
import { linearGradient, num, SvgDefs } from './geometry.js';

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
    shadow(look, defs, geo) +
    band('upper') +
    `<g transform="scale(1 -1)">${band('lower')}</g>` +
    drawLugs(look, defs, geo) +
    drawCrown(look, defs, geo, back) +
    drawCaseMiddle(look, defs, geo, pose.depth) +
    face;
  return defs.markup() + body;
}

/** A soft shadow cast down and to the right by the band and the case. */
function shadow(look: ResolvedLook, defs: SvgDefs, geo: CaseGeometry): string {
  const fade = defs.url('band-shadow', (id) =>
    linearGradient(id, [[0, '#3b2f22', 0], [0.3, '#3b2f22', 0.2], [0.7, '#3b2f22', 0.2], [1, '#3b2f22', 0]], [0, 0, 1, 0]),
  );
  const width = look.bandWidth + 46;
  const size = Math.max(geo.halfW, geo.halfH) * 1.42;
  return (
    `<g transform="translate(12 18)">` +
    `<rect x="${num(-width / 2)}" y="-1400" width="${num(width)}" height="2800" fill="${fade}"/>` +
    `<ellipse rx="${num(size)}" ry="${num(size)}" fill="${glowFill(defs, 'case-shadow', '#3b2f22', 0.42)}"/>` +
    `</g>`
  );
}
