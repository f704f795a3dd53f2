/**
 * Floating-point filters on plain numbers for the commonest pairs: two oriented boxes (rectangles
 * and strips), a box and a disc, two discs. They read the numbers a prepared `Body` keeps (or, for
 * two rectangles given as shapes, compute them from the poses on the stack), build no pieces and
 * allocate nothing. Each answers 1 (overlap), 0 (no overlap) or -1 (too close to the contact
 * tolerance to say: the caller runs the exact test on the stored corners).
 *
 * A box is its ideal rectangle: centre (x, y), right axis (ux, uy), front axis (vx, vy), half
 * width hw, half length hl. The two axes are computed from the same pair of doubles ((c, -s) and
 * (s, c) for a rectangle at a heading, (b, -a) and (a, b) for a strip along (a, b)), so they are
 * exactly perpendicular and of equal length, unit to within 2 ulp. The kernel's shape is the
 * polygon of its stored corners (`writeRectFlat`, the strip's corners in `pieces.ts`), and each
 * stored corner lies within `eta` (in x plus y) of the ideal one: a corner is the centre plus or
 * minus two rounded products, rounded twice, so it is off by at most about
 * 5e-16 (|x| + |y| + 2 hw + 2 hl); `eta` takes 1e-14 (|x| + |y| + hw + hl), ten times that. A
 * strip's box comes from its end points (centre the rounded midpoint, axes from Math.sqrt where
 * its corners use Math.hypot): its corners are within about 1.4e-15 (|from| + |to| + hw) of it in
 * x plus y, and `eta` takes 1e-14 (|from| + |to| + hw + hl), seven times that.
 *
 * Box against box (`boxBoxOverlap`): the oriented-box test gives the penetration depth of the ideal
 * rectangles along each of the four axes,
 *   half extent of one + projected half extent of the other - |centre offset . axis|;
 * the stored polygons' corner-by-face depths differ from these by at most
 *   err = eta_a + eta_b + (k_a + k_b) scale + 1e-14 scale
 * (each stored face line is within eta + 2 eta D / side of the ideal one at distance D: k = 2.02 eta /
 * (shortest side - 2 eta); scale bounds every offset and extent). The same bound as `convex.ts`
 * uses for its measured `eta`, with `eta` known in advance instead of measured.
 *
 * Box against disc (`boxDiscOverlap`): for a convex polygon and a disc the penetration depth is
 * r - sd(c), sd the signed distance from the disc's centre to the polygon (negative inside); the
 * stored polygon is within eta of the ideal one (Hausdorff), so its sd is within eta of the ideal
 * rectangle's, which is computed in the box's frame with a rounding error far below
 * 1e-14 (|offset| + hw + hl + r).
 *
 * Box against a flat convex polygon (`boxPolyOverlap`): the penetration depth of two convex
 * polygons is the least, over the faces of both, of how deep the other's deepest vertex lies
 * behind the face; it moves by at most eta when the box's corners move by eta, so the ideal box's
 * depth (its four faces, the polygon's faces with the box's support hw |u . n| + hl |v . n|)
 * decides unless it is within eta (times the unnormalised face normal's length) plus rounding of
 * the tolerance.
 *
 * Disc against disc (`discPairOverlap`): depth r1 + r2 - |c1 - c2|, compared squared with a
 * relative bound of 1e-13.
 */
import type { Rect } from './shapes.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';
import { cosDeg, sinDeg } from './angle.ts';

const TOL = CONTACT_TOLERANCE;
/** How far a stored corner may be from the ideal box, relative to the magnitudes (see the header). */
export const ETA_REL = 1e-14;
/** Slack for the arithmetic of the filters, relative to the scale of the pair. */
const ARITH = 1e-14;

/** The numbers of a prepared box or disc (a `Body` has them). */
export interface BoxNumbers {
  readonly x: number;
  readonly y: number;
  readonly ux: number;
  readonly uy: number;
  readonly vx: number;
  readonly vy: number;
  /** Half width (a disc: its radius). */
  readonly hw: number;
  readonly hl: number;
  readonly eta: number;
  /** 2.02 eta / (shortest side - 2 eta), or Infinity for a box too thin to filter. */
  readonly k: number;
}

/** k of a box: how much the stored face lines may tilt from the ideal ones. */
export function tiltBound(hw: number, hl: number, eta: number): number {
  const side = 2 * Math.min(hw, hl) - 2 * eta;
  return side > 0 ? (2.02 * eta) / side : Infinity;
}

/** Two boxes: 1 overlap, 0 none, -1 unsure. */
export function boxBoxOverlap(a: BoxNumbers, b: BoxNumbers): number {
  const aux = a.ux, auy = a.uy, avx = a.vx, avy = a.vy, ahw = a.hw, ahl = a.hl;
  const bux = b.ux, buy = b.uy, bvx = b.vx, bvy = b.vy, bhw = b.hw, bhl = b.hl;
  const ox = b.x - a.x;
  const oy = b.y - a.y;
  const r00 = Math.abs(aux * bux + auy * buy);
  const r01 = Math.abs(aux * bvx + auy * bvy);
  const r10 = Math.abs(avx * bux + avy * buy);
  const r11 = Math.abs(avx * bvx + avy * bvy);
  const scale = Math.abs(ox) + Math.abs(oy) + ahw + ahl + bhw + bhl;
  const err = a.eta + b.eta + (a.k + b.k) * scale + ARITH * scale;
  const d0 = ahw + bhw * r00 + bhl * r01 - Math.abs(ox * aux + oy * auy) - TOL;
  const d1 = ahl + bhw * r10 + bhl * r11 - Math.abs(ox * avx + oy * avy) - TOL;
  const d2 = bhw + ahw * r00 + ahl * r10 - Math.abs(ox * bux + oy * buy) - TOL;
  const d3 = bhl + ahw * r01 + ahl * r11 - Math.abs(ox * bvx + oy * bvy) - TOL;
  const least = Math.min(Math.min(d0, d1), Math.min(d2, d3));
  if (least > err) return 1;
  if (least < -err) return 0;
  return -1;
}

/**
 * Two rectangles given as shapes, without preparing them: the same filter on the numbers of their
 * poses (written out here rather than passed to `boxBoxOverlap` in an object, so that nothing is
 * allocated). -1 also for a rectangle without area (the exact path handles it).
 */
export function rectRectOverlap(a: Rect, b: Rect): number {
  const ahw = a.width / 2;
  const ahl = a.length / 2;
  const bhw = b.width / 2;
  const bhl = b.length / 2;
  if (!(ahw > 0 && ahl > 0 && bhw > 0 && bhl > 0)) return -1;
  const as = sinDeg(a.heading);
  const ac = cosDeg(a.heading);
  const bs = sinDeg(b.heading);
  const bc = cosDeg(b.heading);
  // right axis (c, -s), front axis (s, c)
  const ox = b.x - a.x;
  const oy = b.y - a.y;
  const r00 = Math.abs(ac * bc + as * bs);
  const r01 = Math.abs(ac * bs - as * bc);
  const r10 = Math.abs(as * bc - ac * bs);
  const r11 = Math.abs(as * bs + ac * bc);
  const etaA = ETA_REL * (Math.abs(a.x) + Math.abs(a.y) + ahw + ahl);
  const etaB = ETA_REL * (Math.abs(b.x) + Math.abs(b.y) + bhw + bhl);
  const sideA = 2 * Math.min(ahw, ahl) - 2 * etaA;
  const sideB = 2 * Math.min(bhw, bhl) - 2 * etaB;
  if (!(sideA > 0 && sideB > 0)) return -1;
  const scale = Math.abs(ox) + Math.abs(oy) + ahw + ahl + bhw + bhl;
  const err = etaA + etaB + ((2.02 * etaA) / sideA + (2.02 * etaB) / sideB) * scale + ARITH * scale;
  const d0 = ahw + bhw * r00 + bhl * r01 - Math.abs(ox * ac - oy * as) - TOL;
  const d1 = ahl + bhw * r10 + bhl * r11 - Math.abs(ox * as + oy * ac) - TOL;
  const d2 = bhw + ahw * r00 + ahl * r10 - Math.abs(ox * bc - oy * bs) - TOL;
  const d3 = bhl + ahw * r01 + ahl * r11 - Math.abs(ox * bs + oy * bc) - TOL;
  const least = Math.min(Math.min(d0, d1), Math.min(d2, d3));
  if (least > err) return 1;
  if (least < -err) return 0;
  return -1;
}

/** A box and a disc (`d.x`, `d.y`, radius `d.hw`): 1 overlap, 0 none, -1 unsure. */
export function boxDiscOverlap(b: BoxNumbers, d: BoxNumbers): number {
  const dx = d.x - b.x;
  const dy = d.y - b.y;
  const r = d.hw;
  const qx = Math.abs(dx * b.ux + dy * b.uy) - b.hw;
  const qy = Math.abs(dx * b.vx + dy * b.vy) - b.hl;
  let sd: number;
  if (qx > 0 || qy > 0) {
    const px = qx > 0 ? qx : 0;
    const py = qy > 0 ? qy : 0;
    sd = Math.sqrt(px * px + py * py);
  } else {
    sd = qx > qy ? qx : qy;
  }
  const value = r - sd - TOL;
  const err = b.eta + ARITH * (Math.abs(dx) + Math.abs(dy) + b.hw + b.hl + r);
  if (value > err) return 1;
  if (value < -err) return 0;
  return -1;
}

/** A box and a flat convex polygon (`convex.ts` layout): 1 overlap, 0 none, -1 unsure. */
export function boxPolyOverlap(b: BoxNumbers, f: Float64Array): number {
  const n = f[0]!;
  const cx = b.x, cy = b.y, ux = b.ux, uy = b.uy, vx = b.vx, vy = b.vy, hw = b.hw, hl = b.hl;
  let loU = Infinity, hiU = -Infinity, loV = Infinity, hiV = -Infinity, reach = 0;
  for (let i = 0; i < n; i++) {
    const dx = f[1 + 2 * i]! - cx;
    const dy = f[2 + 2 * i]! - cy;
    const pu = dx * ux + dy * uy;
    const pv = dx * vx + dy * vy;
    if (pu < loU) loU = pu;
    if (pu > hiU) hiU = pu;
    if (pv < loV) loV = pv;
    if (pv > hiV) hiV = pv;
    const m = Math.abs(dx) + Math.abs(dy);
    if (m > reach) reach = m;
  }
  const slack = b.eta + ARITH * (reach + hw + hl);
  let answer = 1;
  // the box's faces: the polygon's deepest vertex behind each
  const least = Math.min(Math.min(hw - loU, hw + hiU), Math.min(hl - loV, hl + hiV)) - TOL;
  if (least < -slack) return 0;
  if (least <= slack) answer = -1;
  // the polygon's faces (outward normal (ey, -ex), |e| long): the box's deepest corner behind each
  const edges = 1 + 2 * n;
  for (let k = 0; k < n; k++) {
    const ex = f[edges + 3 * k]!;
    const ey = f[edges + 3 * k + 1]!;
    const t = f[edges + 3 * k + 2]!;
    const px = f[1 + 2 * k]! - cx;
    const py = f[2 + 2 * k]! - cy;
    const value = px * ey - py * ex + hw * Math.abs(ux * ey - uy * ex) + hl * Math.abs(vx * ey - vy * ex) - t;
    const err = slack * (Math.abs(ex) + Math.abs(ey));
    if (value < -err) return 0;
    if (value <= err) answer = -1;
  }
  return answer;
}

/** Two discs (radius in `hw`): 1 overlap, 0 none, -1 unsure (also for coincident centres). */
export function discPairOverlap(a: BoxNumbers, b: BoxNumbers): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const reach = a.hw + b.hw - TOL;
  if (reach <= 0 || (dx === 0 && dy === 0)) return -1;
  const d2 = dx * dx + dy * dy;
  const r2 = reach * reach;
  const err = 1e-13 * (d2 + (a.hw + b.hw + TOL) * (a.hw + b.hw + TOL));
  if (d2 < r2 - err) return 1;
  if (d2 > r2 + err) return 0;
  return -1;
}
