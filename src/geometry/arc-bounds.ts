/**
 * Cheap conservative tests in front of the arc kernel (`arc.ts`), for a planner that measures many
 * poses: each answers only when the answer of the exact routine it stands for is certain, with a
 * margin (`BOUND_MARGIN`) far above the rounding of the numbers compared, and otherwise says
 * "not decided" so that the caller runs the exact routine.
 *
 * - `discOutside`: a polygon that lies inside a disc is outside a region (as `outsideRegionFlat`
 *   decides it) when the disc is beyond one of the region's lines by the contact tolerance and the
 *   margin: one product per line instead of one per corner and line; `discInside`: it is wholly
 *   inside (as `clipFlat` decides it, which then copies it unchanged) when the disc is inside every
 *   line by the margin.
 * - `corridorOf` / `discMissesCorridor`: every segment joining a point of one convex part to a
 *   point of another lies in the box of the two parts aligned with the axis between their vertex
 *   means; an obstacle whose bounding disc misses that box (by the margin) cannot be crossed by
 *   such a segment, however its end points are chosen.
 *
 * Pure functions on flat numbers; nothing here knows a game.
 */
import type { FlatConvex, FlatRegion } from './arc.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';

/**
 * Margin (mm) of the tests here: the corners of a base and the points of a clipped part are
 * within about 1e-10 mm of their true places for coordinates up to the 100,000 mm limit, so a
 * decision clear by 1e-6 mm is the exact routine's decision.
 */
export const BOUND_MARGIN = 1e-6;

/**
 * True when every polygon whose points lie within `r` of (x, y) is, by `outsideRegionFlat`, outside
 * `region` (unit normals): the disc is beyond one line by more than the contact tolerance and
 * `BOUND_MARGIN`, so every corner is farther outside that line than the tolerance. False means
 * not decided.
 */
export function discOutside(region: FlatRegion, x: number, y: number, r: number): boolean {
  // `discBeyond(region, x, y, r + BOUND_MARGIN)` without its division per line: the offset is
  // compared with the limit times the normal's length (about 1), which differs from the quotient's
  // comparison only within rounding, far inside the margin.
  const limit = r + CONTACT_TOLERANCE + BOUND_MARGIN;
  for (let k = 0; k < region.n; k++) {
    if (region.c[k]! - region.nx[k]! * x - region.ny[k]! * y > limit * region.len[k]!) return true;
  }
  return false;
}

/**
 * True when every polygon whose points lie within `r` of (x, y) is wholly inside `region` as
 * `clipFlat` decides it (no point beyond any line, not even within the contact tolerance): the disc
 * is inside every line by `BOUND_MARGIN`. `clipFlat` then copies the polygon unchanged, so the
 * polygon itself is its part. False means not decided.
 */
export function discInside(region: FlatRegion, x: number, y: number, r: number): boolean {
  const limit = r + BOUND_MARGIN;
  for (let k = 0; k < region.n; k++) {
    if (region.nx[k]! * x + region.ny[k]! * y - region.c[k]! <= limit * region.len[k]!) return false;
  }
  return true;
}

/**
 * The box of two convex parts aligned with the axis (ux, uy) from the vertex mean of the first to
 * that of the second: their extents along the axis (`lo`, `hi`) and across it (`left`, `right`,
 * along (-uy, ux)). `ok` is false when the means coincide (no axis).
 */
export interface Corridor {
  ok: boolean;
  ux: number;
  uy: number;
  lo: number;
  hi: number;
  left: number;
  right: number;
}

export function corridor(): Corridor {
  return { ok: false, ux: 0, uy: 0, lo: 0, hi: 0, left: 0, right: 0 };
}

/** The aligned box of `p` and `q` (both non-empty) written into `out`; returns `out.ok`. */
export function corridorOf(p: FlatConvex, q: FlatConvex, out: Corridor): boolean {
  let px = 0;
  let py = 0;
  for (let i = 0; i < p.n; i++) {
    px += p.xs[i]!;
    py += p.ys[i]!;
  }
  let qx = 0;
  let qy = 0;
  for (let i = 0; i < q.n; i++) {
    qx += q.xs[i]!;
    qy += q.ys[i]!;
  }
  let ux = qx / q.n - px / p.n;
  let uy = qy / q.n - py / p.n;
  const len = Math.sqrt(ux * ux + uy * uy);
  if (!(len > 1e-6) || !Number.isFinite(len)) {
    out.ok = false;
    return false;
  }
  ux /= len;
  uy /= len;
  let lo = Infinity;
  let hi = -Infinity;
  let left = Infinity;
  let right = -Infinity;
  for (let side = 0; side < 2; side++) {
    const poly = side === 0 ? p : q;
    for (let i = 0; i < poly.n; i++) {
      const x = poly.xs[i]!;
      const y = poly.ys[i]!;
      const along = ux * x + uy * y;
      const across = ux * y - uy * x;
      if (along < lo) lo = along;
      if (along > hi) hi = along;
      if (across < left) left = across;
      if (across > right) right = across;
    }
  }
  out.ok = true;
  out.ux = ux;
  out.uy = uy;
  out.lo = lo;
  out.hi = hi;
  out.left = left;
  out.right = right;
  return true;
}

/**
 * True when the disc (cx, cy, r) misses the corridor's box by more than `BOUND_MARGIN` along one
 * of its two axes: then every segment between points of the two parts (points within rounding of
 * them, as computed closest points are) is farther than `r` from (cx, cy). False means not decided
 * (always false without an axis).
 */
export function discMissesCorridor(c: Corridor, cx: number, cy: number, r: number): boolean {
  if (!c.ok) return false;
  const reach = r + BOUND_MARGIN;
  const along = c.ux * cx + c.uy * cy;
  if (along + reach < c.lo || along - reach > c.hi) return true;
  const across = c.ux * cy - c.uy * cx;
  return across + reach < c.left || across - reach > c.right;
}
