/**
 * The gap between two ship bases that do not overlap (reported as `touchingGap`): the smallest
 * corner-to-edge distance either way, which is the distance between two disjoint convex
 * quadrilaterals. Plain floating point on the corners; a cheap stand-in for the kernel's
 * `distance` on the planner's hot path (both agree to about 1e-12 mm).
 */
import type { Point, Rect } from '../geometry/shapes.ts';

function corners(r: Rect): Point[] {
  const a = (r.heading * Math.PI) / 180;
  const s = Math.sin(a);
  const c = Math.cos(a);
  const hw = r.width / 2;
  const hl = r.length / 2;
  return [
    { x: r.x - hw * c - hl * s, y: r.y + hw * s - hl * c },
    { x: r.x + hw * c - hl * s, y: r.y - hw * s - hl * c },
    { x: r.x + hw * c + hl * s, y: r.y - hw * s + hl * c },
    { x: r.x - hw * c + hl * s, y: r.y + hw * s + hl * c },
  ];
}

/** The offset from p to its nearest point of segment ab, written into `out` ([dx, dy]). */
function offset(p: Point, a: Point, b: Point, out: Float64Array, at: number): void {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  out[at] = p.x - (a.x + t * dx);
  out[at + 1] = p.y - (a.y + t * dy);
}

/** The 32 corner-to-edge offsets of one call (dx, dy pairs). */
const OFFSETS = new Float64Array(64);

/**
 * The least of the 32 corner-to-edge distances, each `Math.hypot` of its offset as before, the
 * same number: Math.hypot is slow on V8, so the offsets are compared by their squared lengths
 * first, and only those within a relative 1e-9 of the least squared length (any other is farther
 * than the nearest by far more than the few ulps in which hypot and the square differ) get a hypot.
 */
export function rectGap(a: Rect, b: Rect): number {
  const ca = corners(a);
  const cb = corners(b);
  const o = OFFSETS;
  let k = 0;
  for (let i = 0; i < 4; i++) {
    const a0 = ca[i]!;
    const a1 = ca[(i + 1) % 4]!;
    const b0 = cb[i]!;
    const b1 = cb[(i + 1) % 4]!;
    for (let j = 0; j < 4; j++) {
      offset(cb[j]!, a0, a1, o, k);
      offset(ca[j]!, b0, b1, o, k + 2);
      k += 4;
    }
  }
  let least = Infinity;
  for (let i = 0; i < 64; i += 2) {
    const d2 = o[i]! * o[i]! + o[i + 1]! * o[i + 1]!;
    if (d2 < least) least = d2;
  }
  // Squares that underflow or overflow (far outside table scale) say nothing: every offset gets its hypot.
  const near = least >= 1e-200 && least <= 1e300 ? least * (1 + 1e-9) : Infinity;
  let best = Infinity;
  for (let i = 0; i < 64; i += 2) {
    const d2 = o[i]! * o[i]! + o[i + 1]! * o[i + 1]!;
    // A NaN square (an infinite or NaN corner) keeps its hypot, as before.
    if (d2 <= near || d2 !== d2) best = Math.min(best, Math.hypot(o[i]!, o[i + 1]!));
  }
  return best;
}
