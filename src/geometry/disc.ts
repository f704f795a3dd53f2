/**
 * Fast paths for a disc (a Circle's piece) against a flat convex polygon and against another disc:
 * the same decision as the generic candidate test of `penetration.ts`, on flat numbers without
 * building candidate lists, and a floating-point depth for `bodyDepth`.
 *
 * Disc (c, r) against polygon P: the candidate directions are P's outward edge normals and, for
 * each vertex v, the lines v - c and c - v. Along each direction n (length len) the overlap less
 * the tolerance is
 *   value(n) = max over vertices w of (w . n) - c . n + (r - CONTACT_TOLERANCE) len,
 * and the pieces overlap exactly when every value is positive. Each value is computed in floating
 * point with the error bound err = 1e-13 (scale (|nx| + |ny|) + (r + CONTACT_TOLERANCE) len), where
 * scale bounds every coordinate: far above the few ulp of the products and sums and of the rounded
 * direction (n is a rounded difference of stored coordinates, so value(n) differs from the exact
 * direction's by at most 2 ulp of (|nx| + |ny|) times the coordinates' and radius' magnitudes).
 * When any value is within err of 0 the answer is -1 and the caller runs the generic exact path;
 * at table scale that is a depth within about 1e-10 mm of the 1e-6 mm tolerance, so exact tangency
 * (depth 0) and a 1e-7 mm penetration are decided here as touching, and 1e-5 mm as overlap.
 *
 * Disc against disc: overlap when |c1 - c2| < r1 + r2 - CONTACT_TOLERANCE, compared squared with a
 * relative bound of 1e-13, deferring within it.
 *
 * Nothing here allocates: every function reads its numbers from the flat array and the pieces.
 */
import type { DiscPiece } from './pieces.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';

const REL = 1e-13;
const TOL = CONTACT_TOLERANCE;

/** Value of the overlap less the tolerance along (nx, ny), as 1 (positive), 0 (not positive) or -1 (unsure). */
function along(f: Float64Array, cx: number, cy: number, r: number, nx: number, ny: number, len: number, scale: number): number {
  const n = f[0]!;
  let ha = -Infinity;
  for (let i = 0; i < n; i++) {
    const d = f[1 + 2 * i]! * nx + f[2 + 2 * i]! * ny;
    if (d > ha) ha = d;
  }
  const value = ha - (cx * nx + cy * ny) + (r - TOL) * len;
  const err = REL * (scale * (Math.abs(nx) + Math.abs(ny)) + (r + TOL) * len);
  if (value > err) return 1;
  if (value < -err) return 0;
  return -1;
}

/** The disc and the flat convex polygon interpenetrate by more than the tolerance: 1, 0, or -1 (unsure: ask the exact path). */
export function discPolyOverlap(f: Float64Array, d: DiscPiece): number {
  const n = f[0]!;
  const box = 1 + 5 * n;
  const cx = d.x;
  const cy = d.y;
  const r = d.r;
  const scale = Math.max(Math.abs(f[box]!), Math.abs(f[box + 1]!), Math.abs(f[box + 2]!), Math.abs(f[box + 3]!), Math.abs(cx), Math.abs(cy));
  let answer = 1;
  for (let k = 0; k < n; k++) {
    const ex = f[1 + 2 * n + 3 * k]!;
    const ey = f[2 + 2 * n + 3 * k]!;
    const r1 = along(f, cx, cy, r, ey, -ex, Math.sqrt(ex * ex + ey * ey), scale);
    if (r1 === 0) return 0;
    if (r1 < 0) answer = -1;
  }
  for (let i = 0; i < n; i++) {
    const ux = f[1 + 2 * i]! - cx;
    const uy = f[2 + 2 * i]! - cy;
    const len = Math.sqrt(ux * ux + uy * uy);
    if (len === 0) continue;
    const toward = along(f, cx, cy, r, ux, uy, len, scale);
    if (toward === 0) return 0;
    if (toward < 0) answer = -1;
    const away = along(f, cx, cy, r, -ux, -uy, len, scale);
    if (away === 0) return 0;
    if (away < 0) answer = -1;
  }
  return answer;
}

/** Two discs interpenetrate by more than the tolerance: 1, 0, or -1 (unsure). */
export function discDiscOverlap(a: DiscPiece, b: DiscPiece): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const reach = a.r + b.r - TOL;
  if (reach <= 0 || (dx === 0 && dy === 0)) return -1;
  const d2 = dx * dx + dy * dy;
  const r2 = reach * reach;
  const err = REL * (d2 + (a.r + b.r + TOL) * (a.r + b.r + TOL));
  if (d2 < r2 - err) return 1;
  if (d2 > r2 + err) return 0;
  return -1;
}

/** Deepest overlap along (nx, ny): max over vertices of (w - c) . n / len + r. */
function depthAlong(f: Float64Array, cx: number, cy: number, r: number, nx: number, ny: number, len: number): number {
  const n = f[0]!;
  let ha = -Infinity;
  for (let i = 0; i < n; i++) {
    const d = (f[1 + 2 * i]! - cx) * nx + (f[2 + 2 * i]! - cy) * ny;
    if (d > ha) ha = d;
  }
  return ha / len + r;
}

/**
 * Floating-point penetration depth of a disc and a flat convex polygon (the minimum over the same
 * candidate directions as the overlap test), <= 0 when apart: the value `hullDepth` computes, without
 * building candidate lists.
 */
export function discPolyDepth(f: Float64Array, d: DiscPiece): number {
  const n = f[0]!;
  const cx = d.x;
  const cy = d.y;
  const r = d.r;
  let depth = Infinity;
  for (let k = 0; k < n; k++) {
    const ex = f[1 + 2 * n + 3 * k]!;
    const ey = f[2 + 2 * n + 3 * k]!;
    const len = Math.sqrt(ex * ex + ey * ey);
    if (len === 0) continue;
    const v = depthAlong(f, cx, cy, r, ey, -ex, len);
    if (v < depth) depth = v;
  }
  for (let i = 0; i < n; i++) {
    const ux = f[1 + 2 * i]! - cx;
    const uy = f[2 + 2 * i]! - cy;
    const len = Math.sqrt(ux * ux + uy * uy);
    if (len === 0) continue;
    const toward = depthAlong(f, cx, cy, r, ux, uy, len);
    if (toward < depth) depth = toward;
    const away = depthAlong(f, cx, cy, r, -ux, -uy, len);
    if (away < depth) depth = away;
  }
  return depth;
}

/** Floating-point penetration depth of two discs. */
export function discDiscDepth(a: DiscPiece, b: DiscPiece): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return a.r + b.r - Math.sqrt(dx * dx + dy * dy);
}
