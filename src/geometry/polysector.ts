/**
 * Fast path for a convex polygon (a ship base, a template segment) against a sector piece of an
 * arc strip: the same decision as the generic candidate test of `penetration.ts` and the reach
 * test of `reach.ts`, on flat numbers without building candidate lists. Every comparison is a
 * floating-point filter with a generous bound (1e-13 relative to the magnitudes involved); when
 * any comparison is within its bound the answer is -1 and the caller runs the generic path, which
 * has the exact fallbacks. So this path only ever answers where floating point is certain.
 */
import type { SectorPiece } from './pieces.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';

const REL = 1e-13;
const TOL = CONTACT_TOLERANCE;

/** 1 inside the sweep, 0 outside, -1 too close to a boundary to say (direction (mx, my) from the centre). */
function sweepSide(s: SectorPiece, mx: number, my: number): number {
  const lx = s.lx - s.cx;
  const ly = s.ly - s.cy;
  const rx = s.rx - s.cx;
  const ry = s.ry - s.cy;
  const c1 = lx * my - ly * mx; // <= 0 inside
  const c2 = mx * ry - my * rx; // <= 0 inside
  const e1 = REL * (Math.abs(lx * my) + Math.abs(ly * mx));
  const e2 = REL * (Math.abs(mx * ry) + Math.abs(my * rx));
  if (c1 > e1 || c2 > e2) return 0;
  if (c1 < -e1 && c2 < -e2) return 1;
  return -1;
}

/**
 * Overlap along direction (nx, ny) (of length len) exceeds the tolerance: 1, 0, or -1 (unsure).
 * A's support: the polygon's vertices; B's support along -n: centre and outer corners, plus the
 * arc when -n lies in the sweep.
 */
function along(f: Float64Array, s: SectorPiece, nx: number, ny: number, len: number, scale: number): number {
  const n = f[0]!;
  let ha = -Infinity;
  for (let i = 0; i < n; i++) {
    const d = f[1 + 2 * i]! * nx + f[2 + 2 * i]! * ny;
    if (d > ha) ha = d;
  }
  let hb = -(s.cx * nx + s.cy * ny);
  const r = -(s.rx * nx + s.ry * ny);
  const l = -(s.lx * nx + s.ly * ny);
  if (r > hb) hb = r;
  if (l > hb) hb = l;
  const side = sweepSide(s, -nx, -ny);
  if (side < 0) return -1;
  if (side === 1) {
    const arc = -(s.cx * nx + s.cy * ny) + s.outer * len;
    if (arc > hb) hb = arc;
  }
  const value = ha + hb - TOL * len;
  const err = REL * (scale * (Math.abs(nx) + Math.abs(ny)) + (s.outer + TOL) * len);
  if (value > err) return 1;
  if (value < -err) return 0;
  return -1;
}

/** The polygon penetrates the sector's hull by more than the tolerance: 1, 0 or -1 (unsure). */
export function polySectorHull(f: Float64Array, s: SectorPiece): number {
  const n = f[0]!;
  const box = 1 + 5 * n;
  const scale = Math.max(Math.abs(f[box]!), Math.abs(f[box + 1]!), Math.abs(f[box + 2]!), Math.abs(f[box + 3]!), Math.abs(s.cx) + s.outer, Math.abs(s.cy) + s.outer);
  let answer = 1;
  // the polygon's edges (outward normals)
  for (let k = 0; k < n; k++) {
    const ex = f[1 + 2 * n + 3 * k]!;
    const ey = f[2 + 2 * n + 3 * k]!;
    const r = along(f, s, ey, -ex, length(ex, ey), scale);
    if (r === 0) return 0;
    if (r < 0) answer = -1;
  }
  // the sector's caps (inward normals, so that -n is the cap's outward normal)
  for (let c = 0; c < 2; c++) {
    const px = c === 0 ? s.cx : s.lx;
    const py = c === 0 ? s.cy : s.ly;
    const qx = c === 0 ? s.rx : s.cx;
    const qy = c === 0 ? s.ry : s.cy;
    const ex = qx - px;
    const ey = qy - py;
    const r = along(f, s, -ey, ex, length(ex, ey), scale);
    if (r === 0) return 0;
    if (r < 0) answer = -1;
  }
  // the arc against each vertex: the line through the centre and the vertex, both ways
  for (let i = 0; i < n; i++) {
    const ux = f[1 + 2 * i]! - s.cx;
    const uy = f[2 + 2 * i]! - s.cy;
    const len = length(ux, uy);
    if (len === 0) continue;
    for (let sgn = -1; sgn <= 1; sgn += 2) {
      const r = along(f, s, sgn * ux, sgn * uy, len, scale);
      if (r === 0) return 0;
      if (r < 0) answer = -1;
    }
  }
  return answer;
}

/**
 * The polygon reaches more than the tolerance beyond the inner arc inside the wedge: 1, 0 or -1.
 * Candidates: vertices inside the wedge, and crossings of the edges with the two boundary rays.
 */
export function polySectorReach(f: Float64Array, s: SectorPiece): number {
  const n = f[0]!;
  const t = s.inner + TOL;
  let unsure = false;
  for (let i = 0; i < n; i++) {
    const dx = f[1 + 2 * i]! - s.cx;
    const dy = f[2 + 2 * i]! - s.cy;
    const side = sweepSide(s, dx, dy);
    if (side === 0) continue;
    const v = dx * dx + dy * dy - t * t;
    const err = REL * (dx * dx + dy * dy + t * t);
    if (v > err) {
      if (side === 1) return 1;
      unsure = true;
    } else if (v >= -err) unsure = true;
  }
  for (let ray = 0; ray < 2; ray++) {
    const ox = (ray === 0 ? s.lx : s.rx) - s.cx;
    const oy = (ray === 0 ? s.ly : s.ry) - s.cy;
    const olen = length(ox, oy);
    for (let k = 0; k < n; k++) {
      const j = k + 1 === n ? 0 : k + 1;
      const px = f[1 + 2 * k]!;
      const py = f[2 + 2 * k]!;
      const ex = f[1 + 2 * j]! - px;
      const ey = f[2 + 2 * j]! - py;
      const wx = px - s.cx;
      const wy = py - s.cy;
      const den = ox * ey - oy * ex;
      const scale = (Math.abs(ox) + Math.abs(oy)) * (Math.abs(ex) + Math.abs(ey));
      if (Math.abs(den) <= 1e-9 * scale) {
        unsure = true;
        continue;
      }
      const tt = (wx * oy - wy * ox) / den;
      const ss = (wx * ey - wy * ex) / den;
      const dist = ss * olen;
      const m = 1e-9;
      if (tt < -m || tt > 1 + m || dist < t - m * (1 + t + Math.abs(dist))) continue;
      if (tt > m && tt < 1 - m && dist > t + m * (1 + t + Math.abs(dist))) return 1;
      unsure = true;
    }
  }
  return unsure ? -1 : 0;
}

/** sqrt(x^2 + y^2) (Math.hypot is far slower, and table coordinates cannot overflow). */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
