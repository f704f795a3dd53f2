/**
 * The gap between two ship bases that do not overlap (reported as `touchingGap`): the smallest
 * corner-to-edge distance either way, which is the distance between two disjoint convex
 * quadrilaterals. Plain floating point on the corners (`hypot`: Math.hypot's number, faster); a
 * cheap stand-in for the kernel's `distance` on the planner's hot path (both agree to about 1e-12 mm).
 */
import { hypot } from '../geometry/hypot.ts';
import type { Rect } from '../geometry/shapes.ts';

/** The corners of `r` (x0, y0, ..., x3, y3), the arithmetic of the former point list, written into `out`. */
function corners(r: Rect, out: Float64Array): Float64Array {
  const a = (r.heading * Math.PI) / 180;
  const s = Math.sin(a);
  const c = Math.cos(a);
  const hw = r.width / 2;
  const hl = r.length / 2;
  out[0] = r.x - hw * c - hl * s;
  out[1] = r.y + hw * s - hl * c;
  out[2] = r.x + hw * c - hl * s;
  out[3] = r.y - hw * s - hl * c;
  out[4] = r.x + hw * c + hl * s;
  out[5] = r.y - hw * s + hl * c;
  out[6] = r.x - hw * c + hl * s;
  out[7] = r.y + hw * s + hl * c;
  return out;
}

const CA = new Float64Array(8);
const CB = new Float64Array(8);
/** The 32 corner-to-edge offsets (x, y) and their squared lengths. */
const OX = new Float64Array(32);
const OY = new Float64Array(32);
const SQ = new Float64Array(32);

/**
 * Offset from corner j of `p` to its closest point on edge i of `q` (the former pointSegment's
 * arithmetic), stored at `k`; returns its squared length.
 */
function offset(p: Float64Array, j: number, q: Float64Array, i: number, k: number): number {
  const i1 = i + 1 === 4 ? 0 : i + 1;
  const ax = q[2 * i]!;
  const ay = q[2 * i + 1]!;
  const px = p[2 * j]!;
  const py = p[2 * j + 1]!;
  const dx = q[2 * i1]! - ax;
  const dy = q[2 * i1 + 1]! - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const ox = px - (ax + t * dx);
  const oy = py - (ay + t * dy);
  OX[k] = ox;
  OY[k] = oy;
  const sq = ox * ox + oy * oy;
  SQ[k] = sq;
  return sq;
}

/**
 * The least hypot of the 32 corner-edge offsets, as the former version (a hypot per pair) gave it
 * to the last bit: the squared lengths pick the candidates, and only offsets whose square is
 * within a relative 1e-9 of the least (hypot and the rounded square can order two lengths
 * differently only within a few ulps) get their hypot taken.
 */
export function rectGap(a: Rect, b: Rect): number {
  const ca = corners(a, CA);
  const cb = corners(b, CB);
  let least = Infinity;
  let k = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const u = offset(cb, j, ca, i, k++);
      const v = offset(ca, j, cb, i, k++);
      // NaN anywhere: the former Math.min answered NaN.
      if (u !== u || v !== v) return NaN;
      if (u < least) least = u;
      if (v < least) least = v;
    }
  }
  const limit = least * (1 + 1e-9) + 1e-300;
  let best = Infinity;
  for (let m = 0; m < 32; m++) {
    if (SQ[m]! <= limit) best = Math.min(best, hypot(OX[m]!, OY[m]!));
  }
  return best;
}
