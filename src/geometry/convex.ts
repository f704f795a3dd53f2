/**
 * The hot path: convex polygons as flat Float64Arrays, and the exact overlap decision between two
 * of them without allocating.
 *
 * Layout of a flat convex polygon with n vertices, counter-clockwise:
 *   [0]                 n
 *   [1 + 2i, 2 + 2i]    vertex i (x, y)
 *   [1 + 2n + 3i ...]   edge i from vertex i to vertex i+1: ex, ey, and CONTACT_TOLERANCE * |e|
 *   [1 + 5n ... +3]     bounding box minX, minY, maxX, maxY
 *
 * Overlap of convex polygons A and B: their penetration depth (the minimum translation distance
 * that separates them) exceeds CONTACT_TOLERANCE. That depth is the minimum, over the edges of
 * both polygons, of how far the other polygon's deepest vertex lies behind the edge. So A and B
 * overlap exactly when every edge (p, q) of either has a vertex v of the other with
 *   orient(p, q, v) > CONTACT_TOLERANCE * |q - p|.
 * Each such comparison is first made in floating point with a forward error bound (at most
 * 4 ulp of the summed magnitudes of the two products plus 3 ulp of the tolerance term, taken
 * generously as 2e-15 relative); only when the two sides are closer than that bound is it decided
 * exactly, squaring both sides on BigInt dyadics (`exact.ts`). Touching shapes have a depth near 0,
 * far from the tolerance, so the exact fallback runs only when a depth is within about 1e-12 mm of
 * 1e-6 mm.
 */
import { CONTACT_TOLERANCE } from './shapes.ts';
import { diff, cross, exact, mul, signSqrtForm, add, neg } from './exact.ts';
import { cosDeg, sinDeg } from './angle.ts';

const ERR = 2e-15;

/** Length of the flat array for an n-gon. */
export function flatLength(n: number): number {
  return 5 + 5 * n;
}

/** Fills the edge data and bounding box of a flat polygon whose vertices are already written. */
export function finishFlat(flat: Float64Array): Float64Array {
  const n = flat[0]!;
  const edges = 1 + 2 * n;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const px = flat[1 + 2 * i]!;
    const py = flat[2 + 2 * i]!;
    const j = i + 1 === n ? 0 : i + 1;
    const ex = flat[1 + 2 * j]! - px;
    const ey = flat[2 + 2 * j]! - py;
    flat[edges + 3 * i] = ex;
    flat[edges + 3 * i + 1] = ey;
    flat[edges + 3 * i + 2] = CONTACT_TOLERANCE * Math.sqrt(ex * ex + ey * ey);
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  const box = 1 + 5 * n;
  flat[box] = minX;
  flat[box + 1] = minY;
  flat[box + 2] = maxX;
  flat[box + 3] = maxY;
  return flat;
}

/** Flat convex polygon from interleaved coordinates already in counter-clockwise order. */
export function flatFromCoords(coords: readonly number[]): Float64Array {
  const n = coords.length / 2;
  const flat = new Float64Array(flatLength(n));
  flat[0] = n;
  for (let i = 0; i < coords.length; i++) flat[1 + i] = coords[i]!;
  return finishFlat(flat);
}

/**
 * Writes the flat 4-gon of an oriented rectangle into `out` (length >= flatLength(4) = 25) without
 * allocating. Corners are centre +- half width along the right axis (cos, -sin) +- half length
 * along the front axis (sin, cos), in counter-clockwise order.
 */
export function writeRectFlat(out: Float64Array, x: number, y: number, heading: number, width: number, length: number): Float64Array {
  const s = sinDeg(heading);
  const c = cosDeg(heading);
  const hw = width / 2;
  const hl = length / 2;
  const rx = hw * c;
  const ry = -hw * s;
  const fx = hl * s;
  const fy = hl * c;
  out[0] = 4;
  out[1] = x - rx - fx; // rear left
  out[2] = y - ry - fy;
  out[3] = x + rx - fx; // rear right
  out[4] = y + ry - fy;
  out[5] = x + rx + fx; // front right
  out[6] = y + ry + fy;
  out[7] = x - rx + fx; // front left
  out[8] = y - ry + fy;
  return finishFlat(out);
}

/** Exact sign of orient(p, q, v) - CONTACT_TOLERANCE * |q - p|. */
export function exactFaceExcess(px: number, py: number, qx: number, qy: number, vx: number, vy: number): -1 | 0 | 1 {
  const ex = diff(qx, px);
  const ey = diff(qy, py);
  const o = cross(ex, ey, diff(vx, px), diff(vy, py));
  const q = add(mul(ex, ex), mul(ey, ey));
  return signSqrtForm(o, neg(exact(CONTACT_TOLERANCE)), q);
}

/** True when every edge of `a` has a vertex of `b` deeper than the tolerance behind it. */
function facesPenetrated(a: Float64Array, b: Float64Array): boolean {
  const n = a[0]!;
  const m = b[0]!;
  const edges = 1 + 2 * n;
  for (let k = 0; k < n; k++) {
    const px = a[1 + 2 * k]!;
    const py = a[2 + 2 * k]!;
    const ex = a[edges + 3 * k]!;
    const ey = a[edges + 3 * k + 1]!;
    const t = a[edges + 3 * k + 2]!;
    let deep = false;
    for (let i = 0; i < m; i++) {
      const vx = b[1 + 2 * i]!;
      const vy = b[2 + 2 * i]!;
      const d1 = ex * (vy - py);
      const d2 = ey * (vx - px);
      const excess = d1 - d2 - t;
      const err = ERR * (Math.abs(d1) + Math.abs(d2) + t);
      if (excess > err) {
        deep = true;
        break;
      }
      if (excess >= -err) {
        const j = k + 1 === n ? 0 : k + 1;
        if (exactFaceExcess(px, py, a[1 + 2 * j]!, a[2 + 2 * j]!, vx, vy) > 0) {
          deep = true;
          break;
        }
      }
    }
    if (!deep) return false;
  }
  return true;
}

/** Exact: the interiors of two flat convex polygons overlap by more than CONTACT_TOLERANCE. Allocation-free. */
export function convexOverlap(a: Float64Array, b: Float64Array): boolean {
  const boxA = 1 + 5 * a[0]!;
  const boxB = 1 + 5 * b[0]!;
  if (a[boxA + 2]! < b[boxB]! || b[boxB + 2]! < a[boxA]! || a[boxA + 3]! < b[boxB + 1]! || b[boxB + 3]! < a[boxA + 1]!) return false;
  return facesPenetrated(a, b) && facesPenetrated(b, a);
}

function faceDepth(a: Float64Array, b: Float64Array): number {
  const n = a[0]!;
  const m = b[0]!;
  const edges = 1 + 2 * n;
  let depth = Infinity;
  for (let k = 0; k < n; k++) {
    const px = a[1 + 2 * k]!;
    const py = a[2 + 2 * k]!;
    const ex = a[edges + 3 * k]!;
    const ey = a[edges + 3 * k + 1]!;
    const len = a[edges + 3 * k + 2]! / CONTACT_TOLERANCE;
    let deepest = -Infinity;
    for (let i = 0; i < m; i++) {
      const o = ex * (b[2 + 2 * i]! - py) - ey * (b[1 + 2 * i]! - px);
      if (o > deepest) deepest = o;
    }
    const d = deepest / len;
    if (d < depth) depth = d;
  }
  return depth;
}

/**
 * Penetration depth of two flat convex polygons in floating point (positive when the interiors
 * intersect; at most 0 when they are apart). Used for safe steps, not for decisions.
 */
export function convexDepth(a: Float64Array, b: Float64Array): number {
  return Math.min(faceDepth(a, b), faceDepth(b, a));
}
