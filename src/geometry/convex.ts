/**
 * The hot path: convex polygons as flat Float64Arrays, and the exact overlap decision between two
 * of them without allocating.
 *
 * Layout of a flat convex polygon with n vertices, counter-clockwise:
 *   [0]                 n
 *   [1 + 2i, 2 + 2i]    vertex i (x, y)
 *   [1 + 2n + 3i ...]   edge i from vertex i to vertex i+1: ex, ey, and CONTACT_TOLERANCE * |e|
 *   [1 + 5n ... +3]     bounding box minX, minY, maxX, maxY
 *   [25 ... 28]         quadrilaterals only (n = 4): for the axes k = 0, 1, the offset
 *                       h_k = e_k x (v_(k+2) - v_k) of the opposite edge and a bound of how far
 *                       edges k and k+2 are from exactly antiparallel (used by the unrolled test)
 *   [29 ... 32]         quadrilaterals only: centre (mean of the corners), the radius of a circle
 *                       around it holding every corner (rounded up) and of a circle around it
 *                       inside every edge (rounded down): bounding and inscribed discs
 *   [33 ... 40]         quadrilaterals only: the ideal rectangle nearest the corners (unit right
 *                       axis ux, uy along edge 0, unit front axis vx, vy against edge 3, half
 *                       width, half length), eta = how far any stored corner is from that
 *                       rectangle (rounded up), and k = 2 eta / shortest side (see quadOverlap)
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
  return 5 + 5 * n + (n === 4 ? 16 : 0);
}

const EPS = 2 ** -52;

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
  if (n === 4 && flat.length >= 41) {
    for (let k = 0; k < 2; k++) {
      const ex = flat[9 + 3 * k]!;
      const ey = flat[10 + 3 * k]!;
      const fx = flat[15 + 3 * k]!; // edge k + 2
      const fy = flat[16 + 3 * k]!;
      flat[25 + k] = ex * (flat[2 + 2 * (k + 2)]! - flat[2 + 2 * k]!) - ey * (flat[1 + 2 * (k + 2)]! - flat[1 + 2 * k]!);
      flat[27 + k] = Math.abs(ex + fx) + Math.abs(ey + fy) + 8 * EPS * (Math.abs(ex) + Math.abs(ey) + Math.abs(fx) + Math.abs(fy));
    }
    const cx = (flat[1]! + flat[3]! + flat[5]! + flat[7]!) / 4;
    const cy = (flat[2]! + flat[4]! + flat[6]! + flat[8]!) / 4;
    let outer = 0;
    let inner = Infinity;
    for (let i = 0; i < 4; i++) {
      const vx = flat[1 + 2 * i]!;
      const vy = flat[2 + 2 * i]!;
      outer = Math.max(outer, length(vx - cx, vy - cy));
      const ex = flat[9 + 3 * i]!;
      const ey = flat[10 + 3 * i]!;
      inner = Math.min(inner, (ex * (cy - vy) - ey * (cx - vx)) / length(ex, ey));
    }
    const slack = 1e-12 * (Math.abs(cx) + Math.abs(cy) + outer);
    flat[29] = cx;
    flat[30] = cy;
    flat[31] = outer * (1 + 1e-12) + slack;
    flat[32] = inner * (1 - 1e-12) - slack;
    const e0 = length(flat[9]!, flat[10]!);
    const e3 = length(flat[18]!, flat[19]!);
    const ux = flat[9]! / e0;
    const uy = flat[10]! / e0;
    const vx = -flat[18]! / e3;
    const vy = -flat[19]! / e3;
    const hw = (e0 + length(flat[15]!, flat[16]!)) / 4;
    const hl = (e3 + length(flat[12]!, flat[13]!)) / 4;
    let eta = 0;
    for (let i = 0; i < 4; i++) {
      const sx = i === 1 || i === 2 ? 1 : -1; // corners: rear left, rear right, front right, front left
      const sy = i >= 2 ? 1 : -1;
      const ix = cx + sx * hw * ux + sy * hl * vx;
      const iy = cy + sx * hw * uy + sy * hl * vy;
      eta = Math.max(eta, Math.abs(flat[1 + 2 * i]! - ix) + Math.abs(flat[2 + 2 * i]! - iy));
    }
    // Twice the measured gap plus the rounding of measuring it.
    eta = 2 * eta + 1e-14 * (Math.abs(cx) + Math.abs(cy) + hw + hl);
    flat[33] = ux;
    flat[34] = uy;
    flat[35] = vx;
    flat[36] = vy;
    flat[37] = hw;
    flat[38] = hl;
    flat[39] = eta;
    flat[40] = (2.02 * eta) / Math.max(Number.MIN_VALUE, 2 * Math.min(hw, hl) - 2 * eta);
  }
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
  for (let k = 0; k < n; k++) if (!facePenetrated(a, k, b)) return false;
  return true;
}

/**
 * One axis of a quadrilateral `a` (its edge k and the opposite edge k + 2) against the four
 * vertices of `b`. Edge k: the deepest vertex behind it has excess max(o_i) - t_k, where
 * o_i = e_k x (v_i - p_k). Edge k+2 is antiparallel to edge k up to rounding, so its excess is
 * h_k - min(o_i) - t_(k+2), off by at most the stored non-parallelism times the pair's extent.
 * Each face is decided when its excess is farther from 0 than its error bound (2e-15 relative,
 * about 9 ulp, plus the non-parallelism term); otherwise the exact per-vertex test decides.
 */
function quadAxis(a: Float64Array, k: number, b: Float64Array): boolean {
  // Extent of the pair (boxes at 21..24): bounds |v - p| per coordinate for any vertex v and face
  // point p. Computed here rather than passed in: a double argument to a call that is not inlined
  // would be boxed on the heap, and this path must not allocate.
  const spanX = Math.max(a[23]!, b[23]!) - Math.min(a[21]!, b[21]!);
  const spanY = Math.max(a[24]!, b[24]!) - Math.min(a[22]!, b[22]!);
  const span = spanX > spanY ? spanX : spanY;
  const px = a[1 + 2 * k]!;
  const py = a[2 + 2 * k]!;
  const ex = a[9 + 3 * k]!;
  const ey = a[10 + 3 * k]!;
  const t = a[11 + 3 * k]!;
  const o0 = ex * (b[2]! - py) - ey * (b[1]! - px);
  const o1 = ex * (b[4]! - py) - ey * (b[3]! - px);
  const o2 = ex * (b[6]! - py) - ey * (b[5]! - px);
  const o3 = ex * (b[8]! - py) - ey * (b[7]! - px);
  const hi = Math.max(Math.max(o0, o1), Math.max(o2, o3));
  const lo = Math.min(Math.min(o0, o1), Math.min(o2, o3));
  const mag = (Math.abs(ex) + Math.abs(ey)) * span;
  const err = ERR * (mag + t);
  const near = hi - t;
  if (near < err) {
    if (near < -err) return false;
    if (!facePenetrated(a, k, b)) return false;
  }
  const h = a[25 + k]!;
  const t2 = a[17 + 3 * k]!;
  const far = h - lo - t2;
  const err2 = ERR * (mag + Math.abs(h) + t2) + 2 * a[27 + k]! * span;
  if (far < err2) {
    if (far < -err2) return false;
    if (!facePenetrated(a, k + 2, b)) return false;
  }
  return true;
}

/** Face k of `a` against every vertex of `b`, with the exact fallback per vertex (stored vertices). */
function facePenetrated(a: Float64Array, k: number, b: Float64Array): boolean {
  const n = a[0]!;
  const m = b[0]!;
  const edges = 1 + 2 * n;
  const j = k + 1 === n ? 0 : k + 1;
  const px = a[1 + 2 * k]!;
  const py = a[2 + 2 * k]!;
  const ex = a[edges + 3 * k]!;
  const ey = a[edges + 3 * k + 1]!;
  const t = a[edges + 3 * k + 2]!;
  for (let i = 0; i < m; i++) {
    const vx = b[1 + 2 * i]!;
    const vy = b[2 + 2 * i]!;
    const d1 = ex * (vy - py);
    const d2 = ey * (vx - px);
    const excess = d1 - d2 - t;
    const err = ERR * (Math.abs(d1) + Math.abs(d2) + t);
    if (excess > err) return true;
    if (excess >= -err && exactFaceExcess(px, py, a[1 + 2 * j]!, a[2 + 2 * j]!, vx, vy) > 0) return true;
  }
  return false;
}

/**
 * Unrolled overlap of two flat quadrilaterals (rectangles): the engines' hottest case. First the
 * discs: centres farther apart than the bounding radii means apart; closer than the inscribed
 * radii less the tolerance means the inscribed discs (hence the quadrilaterals) interpenetrate by
 * more than the tolerance. Both radii are rounded outward/inward, and the centre distance is
 * compared with a relative margin, so these shortcuts never change an answer.
 */
function quadOverlap(a: Float64Array, b: Float64Array): boolean {
  const dx = a[29]! - b[29]!;
  const dy = a[30]! - b[30]!;
  const d2 = dx * dx + dy * dy;
  const reach = a[31]! + b[31]!;
  if (d2 > reach * reach * (1 + 1e-12)) return false;
  const held = a[32]! + b[32]! - CONTACT_TOLERANCE;
  if (held > CONTACT_TOLERANCE && d2 * (1 + 1e-12) < held * held) return true;
  const filtered = rectangleFilter(a, b);
  if (filtered >= 0) return filtered === 1;
  return quadAxis(a, 0, b) && quadAxis(a, 1, b) && quadAxis(b, 0, a) && quadAxis(b, 1, a);
}

/**
 * The oriented-box test as a filter: treating each quadrilateral as its ideal rectangle (centre,
 * unit axes, half extents), the penetration depth along each of the four axes is
 *   half extent of one + projected half extent of the other - |centre offset . axis|.
 * The stored corners lie within eta of the ideal rectangle, so each stored face line is within
 * eta + 2 eta D / side of the ideal one at distance D, and each vertex within eta: the true
 * (corner-based) depths differ from these by at most err below (plus 1e-14 of the scale for the
 * arithmetic). 1: every depth exceeds the tolerance by more than err (overlap); 0: some depth is
 * below it by more than err (no overlap); -1: too close, the corner-based test decides.
 */
function rectangleFilter(a: Float64Array, b: Float64Array): number {
  const aux = a[33]!, auy = a[34]!, avx = a[35]!, avy = a[36]!, ahw = a[37]!, ahl = a[38]!;
  const bux = b[33]!, buy = b[34]!, bvx = b[35]!, bvy = b[36]!, bhw = b[37]!, bhl = b[38]!;
  // offset from a's centre to b's centre (read here: a double argument to a call that is not
  // inlined would be boxed on the heap)
  const ox = b[29]! - a[29]!;
  const oy = b[30]! - a[30]!;
  const r00 = Math.abs(aux * bux + auy * buy);
  const r01 = Math.abs(aux * bvx + auy * bvy);
  const r10 = Math.abs(avx * bux + avy * buy);
  const r11 = Math.abs(avx * bvx + avy * bvy);
  const scale = Math.abs(ox) + Math.abs(oy) + ahw + ahl + bhw + bhl;
  const err = a[39]! + b[39]! + (a[40]! + b[40]!) * scale + 1e-14 * scale;
  const d0 = ahw + bhw * r00 + bhl * r01 - Math.abs(ox * aux + oy * auy) - CONTACT_TOLERANCE;
  const d1 = ahl + bhw * r10 + bhl * r11 - Math.abs(ox * avx + oy * avy) - CONTACT_TOLERANCE;
  const d2 = bhw + ahw * r00 + ahl * r10 - Math.abs(ox * bux + oy * buy) - CONTACT_TOLERANCE;
  const d3 = bhl + ahw * r01 + ahl * r11 - Math.abs(ox * bvx + oy * bvy) - CONTACT_TOLERANCE;
  const least = Math.min(Math.min(d0, d1), Math.min(d2, d3));
  if (least > err) return 1;
  if (least < -err) return 0;
  return -1;
}

/** Exact: the interiors of two flat convex polygons overlap by more than CONTACT_TOLERANCE. Allocation-free. */
export function convexOverlap(a: Float64Array, b: Float64Array): boolean {
  const n = a[0]!;
  const m = b[0]!;
  // Rectangles: the disc and oriented-box shortcuts reject faster than the boxes would.
  if (n === 4 && m === 4 && a.length >= 41 && b.length >= 41) return quadOverlap(a, b);
  const boxA = 1 + 5 * n;
  const boxB = 1 + 5 * m;
  if (a[boxA + 2]! < b[boxB]! || b[boxB + 2]! < a[boxA]! || a[boxA + 3]! < b[boxB + 1]! || b[boxB + 3]! < a[boxA + 1]!) return false;
  return facesPenetrated(a, b) && facesPenetrated(b, a);
}

/** The plain corner-by-face test, without the rectangle shortcuts (the reference the shortcuts are tested against). */
export function convexOverlapByFaces(a: Float64Array, b: Float64Array): boolean {
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

/** sqrt(x^2 + y^2) (Math.hypot is far slower, and table coordinates cannot overflow). */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
