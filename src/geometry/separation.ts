/**
 * Touching and distance with witness points, on top of the exact overlap decision.
 * Touching: not overlapping, and the gap is at most CONTACT_TOLERANCE (the same tolerance band on
 * both sides of contact). The gap of two polygonal bodies near the tolerance is decided exactly
 * (squared vertex-to-edge distances on dyadics); gaps involving arcs are compared in floating
 * point (error far below 1e-12 mm at table scale).
 */
import type { Point, Shape } from './shapes.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';
import { prepare, bodiesOverlap, type Body } from './body.ts';
import { closestBetween, featuresOf, innerPoint, pieceContains, type Closest } from './features.ts';
import type { Piece } from './pieces.ts';
import { diff, dot, exact, mul, sign, sub } from './exact.ts';

export interface Separation {
  readonly distance: number;
  readonly a: Point;
  readonly b: Point;
}

function closestPieces(p: Piece, q: Piece): Closest {
  const best: Closest = { d: Infinity, ax: NaN, ay: NaN, bx: NaN, by: NaN };
  for (const f of featuresOf(p)) {
    for (const g of featuresOf(q)) {
      const c = closestBetween(f, g);
      if (c.d < best.d) Object.assign(best, c);
    }
  }
  return best;
}

function closestBodies(a: Body, b: Body): Closest {
  const best: Closest = { d: Infinity, ax: NaN, ay: NaN, bx: NaN, by: NaN };
  for (const p of a.pieces) {
    for (const q of b.pieces) {
      const c = closestPieces(p, q);
      if (c.d < best.d) Object.assign(best, c);
    }
  }
  return best;
}

/** Exact squared distance comparison |v - s(t)| <= tol for the point of segment (p, q) nearest v. */
function exactPointSegmentWithin(vx: number, vy: number, px: number, py: number, qx: number, qy: number): boolean {
  const ex = diff(qx, px);
  const ey = diff(qy, py);
  const wx = diff(vx, px);
  const wy = diff(vy, py);
  const tol2 = mul(exact(CONTACT_TOLERANCE), exact(CONTACT_TOLERANCE));
  const t = dot(wx, wy, ex, ey);
  const ll = dot(ex, ey, ex, ey);
  if (sign(t) <= 0) return sign(sub(dot(wx, wy, wx, wy), tol2)) <= 0;
  if (sign(sub(t, ll)) >= 0) {
    const ux = diff(vx, qx);
    const uy = diff(vy, qy);
    return sign(sub(dot(ux, uy, ux, uy), tol2)) <= 0;
  }
  // distance^2 = cross^2 / ll
  const c = sub(mul(ex, wy), mul(ey, wx));
  return sign(sub(mul(c, c), mul(tol2, ll))) <= 0;
}

function polyVertexNearEdge(a: Float64Array, b: Float64Array): boolean {
  const n = a[0]!;
  const m = b[0]!;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < m; k++) {
      const l = k + 1 === m ? 0 : k + 1;
      if (exactPointSegmentWithin(a[1 + 2 * i]!, a[2 + 2 * i]!, b[1 + 2 * k]!, b[2 + 2 * k]!, b[1 + 2 * l]!, b[2 + 2 * l]!)) return true;
    }
  }
  return false;
}

/** Gap at most the tolerance, given that the bodies do not overlap. */
function gapWithinTolerance(a: Body, b: Body, closest: Closest): boolean {
  const slack = 1e-12 * (1 + Math.abs(closest.ax) + Math.abs(closest.ay));
  if (closest.d < CONTACT_TOLERANCE - slack) return true;
  if (closest.d > CONTACT_TOLERANCE + slack) return false;
  for (const p of a.pieces) {
    for (const q of b.pieces) {
      if (p.kind !== 'poly' || q.kind !== 'poly') return closest.d <= CONTACT_TOLERANCE;
      if (polyVertexNearEdge(p.flat, q.flat) || polyVertexNearEdge(q.flat, p.flat)) return true;
    }
  }
  return false;
}

export function touchesBodies(a: Body, b: Body): boolean {
  if (bodiesOverlap(a, b)) return false;
  return gapWithinTolerance(a, b, closestBodies(a, b));
}

export function touches(a: Shape, b: Shape): boolean {
  return touchesBodies(prepare(a), prepare(b));
}

function commonPoint(a: Body, b: Body, closest: Closest): Point {
  if (closest.d <= CONTACT_TOLERANCE) return { x: (closest.ax + closest.bx) / 2, y: (closest.ay + closest.by) / 2 };
  // No boundary meets: one body holds a piece of the other.
  for (const p of a.pieces) {
    const inner = innerPoint(p);
    if (b.pieces.some((q) => pieceContains(q, inner.x, inner.y))) return inner;
  }
  for (const q of b.pieces) {
    const inner = innerPoint(q);
    if (a.pieces.some((p) => pieceContains(p, inner.x, inner.y))) return inner;
  }
  return { x: (closest.ax + closest.bx) / 2, y: (closest.ay + closest.by) / 2 };
}

export function distanceBodies(a: Body, b: Body): Separation {
  const closest = closestBodies(a, b);
  const overlapping = bodiesOverlap(a, b);
  if (overlapping || gapWithinTolerance(a, b, closest)) {
    const p = commonPoint(a, b, closest);
    return { distance: 0, a: p, b: { x: p.x, y: p.y } };
  }
  return { distance: closest.d, a: { x: closest.ax, y: closest.ay }, b: { x: closest.bx, y: closest.by } };
}

export function distance(a: Shape, b: Shape): Separation {
  return distanceBodies(prepare(a), prepare(b));
}

/**
 * Closest points of two convex polygons (`[n, x0, y0, ...]`, counter-clockwise: a flat of
 * `convex.ts` or a body's `outline`) in floating point, for measuring
 * (an Armada closest-ship distance with its witness), not for deciding contact: distance 0 and a
 * shared point (a vertex of one inside the other, else a crossing of two edges) when they meet;
 * otherwise the nearest vertex-to-edge pair. Unlike `distanceBodies` it reports the gap of shapes
 * that touch within the tolerance as it is, and it builds no features.
 */
export function convexSeparation(a: ArrayLike<number>, b: ArrayLike<number>): Separation {
  const shared = sharedPoint(a, b);
  if (shared !== null) return { distance: 0, a: shared, b: { x: shared.x, y: shared.y } };
  let best = Infinity;
  let ax = 0;
  let ay = 0;
  let bx = 0;
  let by = 0;
  for (let pass = 0; pass < 2; pass++) {
    const p = pass === 0 ? a : b;
    const q = pass === 0 ? b : a;
    const n = p[0]!;
    const m = q[0]!;
    for (let i = 0; i < n; i++) {
      const x = p[1 + 2 * i]!;
      const y = p[2 + 2 * i]!;
      for (let j = 0; j < m; j++) {
        const sx = q[1 + 2 * j]!;
        const sy = q[2 + 2 * j]!;
        const k = j + 1 === m ? 0 : j + 1;
        const ex = q[1 + 2 * k]! - sx;
        const ey = q[2 + 2 * k]! - sy;
        const len2 = ex * ex + ey * ey;
        const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - sx) * ex + (y - sy) * ey) / len2));
        const cx = sx + t * ex;
        const cy = sy + t * ey;
        const d = Math.sqrt((cx - x) * (cx - x) + (cy - y) * (cy - y));
        if (d < best) {
          best = d;
          if (pass === 0) {
            ax = x;
            ay = y;
            bx = cx;
            by = cy;
          } else {
            ax = cx;
            ay = cy;
            bx = x;
            by = y;
          }
        }
      }
    }
  }
  return { distance: best, a: { x: ax, y: ay }, b: { x: bx, y: by } };
}

/** (x, y) lies in the convex polygon, boundary included (floating point). */
function holds(f: ArrayLike<number>, x: number, y: number): boolean {
  const n = f[0]!;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const px = f[1 + 2 * i]!;
    const py = f[2 + 2 * i]!;
    if ((f[2 + 2 * j]! - py) * (x - px) - (f[1 + 2 * j]! - px) * (y - py) > 0) return false;
  }
  return true;
}

/** Some point two flat convex polygons share, or null when they are apart (floating point). */
function sharedPoint(a: ArrayLike<number>, b: ArrayLike<number>): Point | null {
  for (let pass = 0; pass < 2; pass++) {
    const p = pass === 0 ? a : b;
    const q = pass === 0 ? b : a;
    for (let i = 0; i < p[0]!; i++) if (holds(q, p[1 + 2 * i]!, p[2 + 2 * i]!)) return { x: p[1 + 2 * i]!, y: p[2 + 2 * i]! };
  }
  const na = a[0]!;
  const nb = b[0]!;
  for (let i = 0; i < na; i++) {
    const px = a[1 + 2 * i]!;
    const py = a[2 + 2 * i]!;
    const i2 = i + 1 === na ? 0 : i + 1;
    const rx = a[1 + 2 * i2]! - px;
    const ry = a[2 + 2 * i2]! - py;
    for (let j = 0; j < nb; j++) {
      const qx = b[1 + 2 * j]!;
      const qy = b[2 + 2 * j]!;
      const j2 = j + 1 === nb ? 0 : j + 1;
      const sx = b[1 + 2 * j2]! - qx;
      const sy = b[2 + 2 * j2]! - qy;
      const d = rx * sy - ry * sx;
      if (d === 0) continue;
      const t = ((qx - px) * sy - (qy - py) * sx) / d;
      const u = ((qx - px) * ry - (qy - py) * rx) / d;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return { x: px + t * rx, y: py + t * ry };
    }
  }
  return null;
}
