/**
 * Firing arcs as convex regions, and what measuring needs from them: the part of a base inside an
 * arc, the closest points of two convex parts, whether a line of fire crosses a polygon, and the
 * same for squadron discs. One kernel serves every caller.
 *
 * An arc is the intersection of closed half-planes given in a piece's own frame (x = right,
 * y = forward, origin at the base centre): `{ nx, ny, c }` holds the points p with
 * nx * p.x + ny * p.y >= c. Closed means a base that only touches an arc line is in the arc. The
 * one contact tolerance (CONTACT_TOLERANCE, 1e-6 mm) applies: a point at most that far outside a
 * line counts as on it. Clipping (Sutherland-Hodgman on a convex polygon) and the distances are
 * floating point; their error at table scale is below 1e-9 mm, far inside the tolerance.
 *
 * The routines work on flat numbers: polygons as coordinate arrays (`FlatConvex`), regions as
 * normal and offset arrays (`FlatRegion`), answers written into caller-owned records, so a planner
 * that measures every option allocates nothing per call. The caller owns the buffers
 * (`flatConvex`, `flatRegion`, `flatClosest`, a cuts array for `segmentCrossesFlat`) and reuses
 * them; nothing here keeps state between calls.
 * - `clipFlat`: the part of a convex polygon inside a region (Sutherland-Hodgman with the contact
 *   tolerance, repeated points dropped);
 * - `closestFlat`: closest points of two convex parts (containment, edge crossing, then one
 *   vertex-edge pass that averages tied pairs); `closestDistanceFlat` its distance alone and
 *   `withinFlat` whether that distance is at most a bound, both the same number with fewer pairs;
 * - `outsideRegionFlat`, `segmentDistanceFlat` and `segmentCrossesFlat`: the broad-phase test, the
 *   distance to a segment, a line of fire through a simple polygon;
 * - `closestToDisc`, `closestToDiscInRegion`, `discBeyond`: squadron discs, exactly.
 *
 * The point-array forms (`clipConvex`, `closestConvex`, `outsideRegion`, `segmentDistance`,
 * `segmentCrossesPolygon`, `regionToTable`, `rectCorners`), for callers that build traces and keep
 * points, load their input into scratch buffers and run the same kernel: the same answers to the
 * last bit. The tests compare the kernel with the former point-array routines
 * (test/geometry/arc-reference.ts) on random input.
 *
 * Pure functions on plain numbers and points; nothing here knows a game.
 */
import type { Point, Pose, Rect } from './shapes.ts';
import { CONTACT_TOLERANCE } from './shapes.ts';
import { cosDeg, sinDeg } from './angle.ts';

/** The closed half-plane nx * x + ny * y >= c (normal not necessarily unit length). */
export interface HalfPlane {
  readonly nx: number;
  readonly ny: number;
  readonly c: number;
}

/** A convex region: every half-plane holds. An empty list is the whole plane. */
export type Region = readonly HalfPlane[];

/** Closest points of two convex parts (`a` on the first, `b` on the second) and their distance. */
export interface Closest {
  readonly distance: number;
  readonly a: Point;
  readonly b: Point;
}

/** A convex polygon (or a degenerate one: a segment, a point, or empty when `n` is 0) as coordinate arrays. */
export interface FlatConvex {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  n: number;
}

/** Half-planes nx * x + ny * y >= c; `len` holds sqrt(nx^2 + ny^2) (what a signed distance divides by). */
export interface FlatRegion {
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly c: Float64Array;
  readonly len: Float64Array;
  n: number;
}

/** Closest points of two convex parts: `a` on the first, `b` on the second. */
export interface FlatClosest {
  distance: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

export function flatConvex(capacity: number): FlatConvex {
  return { xs: new Float64Array(capacity), ys: new Float64Array(capacity), n: 0 };
}

export function flatRegion(capacity: number): FlatRegion {
  return { nx: new Float64Array(capacity), ny: new Float64Array(capacity), c: new Float64Array(capacity), len: new Float64Array(capacity), n: 0 };
}

export function flatClosest(): FlatClosest {
  return { distance: 0, ax: 0, ay: 0, bx: 0, by: 0 };
}

/** Writes `points` into `into` (capacity permitting) and returns it. */
export function loadPoints(into: FlatConvex, points: readonly Point[]): FlatConvex {
  for (let i = 0; i < points.length; i++) {
    into.xs[i] = points[i]!.x;
    into.ys[i] = points[i]!.y;
  }
  into.n = points.length;
  return into;
}

export function copyConvex(from: FlatConvex, into: FlatConvex): void {
  for (let i = 0; i < from.n; i++) {
    into.xs[i] = from.xs[i]!;
    into.ys[i] = from.ys[i]!;
  }
  into.n = from.n;
}

/** A region of a piece's own frame moved to the table frame by the piece's pose (normals made unit length), written into `into`. */
export function regionToTableFlat(pose: Pose, region: Region, into: FlatRegion): FlatRegion {
  return regionToTableAt(pose.x, pose.y, sinDeg(pose.heading), cosDeg(pose.heading), region, into);
}

/** `regionToTableFlat` for a pose given by its position and the sine and cosine of its heading (a planner that has them already). */
export function regionToTableAt(x: number, y: number, s: number, c: number, region: Region, into: FlatRegion): FlatRegion {
  for (let i = 0; i < region.length; i++) {
    const plane = region[i]!;
    const length = Math.sqrt(plane.nx * plane.nx + plane.ny * plane.ny);
    const nx = (plane.nx * c + plane.ny * s) / length;
    const ny = (-plane.nx * s + plane.ny * c) / length;
    into.nx[i] = nx;
    into.ny[i] = ny;
    into.c[i] = plane.c / length + nx * x + ny * y;
    into.len[i] = Math.sqrt(nx * nx + ny * ny);
  }
  into.n = region.length;
  return into;
}

/** The four corners of a base of `width` x `length` at `pose`, counter-clockwise, written into `into`. */
export function rectCornersFlat(pose: Pose, width: number, length: number, into: FlatConvex): FlatConvex {
  return rectCornersAt(pose.x, pose.y, sinDeg(pose.heading), cosDeg(pose.heading), width, length, into);
}

/** `rectCornersFlat` for a pose given by its position and the sine and cosine of its heading. */
export function rectCornersAt(x: number, y: number, s: number, c: number, width: number, length: number, into: FlatConvex): FlatConvex {
  const w = width / 2;
  const l = length / 2;
  into.xs[0] = x + -w * c + -l * s;
  into.ys[0] = y - -w * s + -l * c;
  into.xs[1] = x + w * c + -l * s;
  into.ys[1] = y - w * s + -l * c;
  into.xs[2] = x + w * c + l * s;
  into.ys[2] = y - w * s + l * c;
  into.xs[3] = x + -w * c + l * s;
  into.ys[3] = y - -w * s + l * c;
  into.n = 4;
  return into;
}

/**
 * Broad phase: one half-plane has every point farther outside than the contact tolerance, so the
 * polygon cannot meet the region (no clipping needed). Unit normals expected.
 */
export function outsideRegionFlat(poly: FlatConvex, region: FlatRegion): boolean {
  const { xs, ys, n } = poly;
  for (let k = 0; k < region.n; k++) {
    const nx = region.nx[k]!;
    const ny = region.ny[k]!;
    const c = region.c[k]!;
    let all = true;
    for (let i = 0; i < n; i++) {
      if (c - nx * xs[i]! - ny * ys[i]! <= CONTACT_TOLERANCE) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

/**
 * The part of `src` inside `region`, written into `out` (`n` 0 when apart); true when `src` is
 * wholly inside (`out` then holds a copy of it). `spare` is a second buffer of the same capacity
 * (at least src.n + region.n points); `src` is not changed.
 */
export function clipFlat(src: FlatConvex, region: FlatRegion, out: FlatConvex, spare: FlatConvex): boolean {
  let inside = true;
  for (let k = 0; k < region.n && inside; k++) {
    const nx = region.nx[k]!;
    const ny = region.ny[k]!;
    const c = region.c[k]!;
    // `len` is about 1 (unit normals): the quotient by it has the numerator's sign, no division needed.
    for (let i = 0; i < src.n; i++) {
      if (c - nx * src.xs[i]! - ny * src.ys[i]! > 0) {
        inside = false;
        break;
      }
    }
  }
  return clipKnown(src, region, out, spare, inside);
}

/**
 * `outsideRegionFlat(src, region)` and, when it is false, `clipFlat(src, region, out, spare)`, in
 * one pass over the corners (each corner's offset from each line computed once for both tests, the
 * same numbers): false, with `out` emptied, when `src` is outside; else true, `out` holding the part.
 */
export function clipUnlessOutside(src: FlatConvex, region: FlatRegion, out: FlatConvex, spare: FlatConvex): boolean {
  const xs = src.xs;
  const ys = src.ys;
  const n = src.n;
  let inside = true;
  for (let k = 0; k < region.n; k++) {
    const nx = region.nx[k]!;
    const ny = region.ny[k]!;
    const c = region.c[k]!;
    let allOut = true;
    for (let i = 0; i < n; i++) {
      const v = c - nx * xs[i]! - ny * ys[i]!;
      if (v > 0) inside = false;
      if (v <= CONTACT_TOLERANCE) {
        allOut = false;
        if (!inside) break;
      }
    }
    if (allOut) {
      out.n = 0;
      return false;
    }
  }
  clipKnown(src, region, out, spare, inside);
  return true;
}

/**
 * The corners of `src` that clipping it to `region` keeps as they are, as a bit mask (bit i: corner
 * i is inside every line, its offset at most 0), or -1 when `src` is outside the region as
 * `clipUnlessOutside` finds it (every corner beyond one line by more than the contact tolerance).
 * Each pass of the clip keeps such a corner unchanged (its offset is within the tolerance), so it
 * is a point of the part, and a mask other than 0 means the part is not empty. A polygon of more
 * than 30 corners gets 0 (no corner named).
 */
export function cornersInside(src: FlatConvex, region: FlatRegion): number {
  const xs = src.xs;
  const ys = src.ys;
  const n = src.n;
  let mask = n > 30 ? 0 : (1 << n) - 1;
  for (let k = 0; k < region.n; k++) {
    const nx = region.nx[k]!;
    const ny = region.ny[k]!;
    const c = region.c[k]!;
    let allOut = true;
    for (let i = 0; i < n; i++) {
      const v = c - nx * xs[i]! - ny * ys[i]!;
      if (v > 0) mask &= ~(1 << i);
      if (v <= CONTACT_TOLERANCE) allOut = false;
    }
    if (allOut) return -1;
  }
  return mask;
}

/** `clipFlat` once whether `src` is wholly inside is known. */
function clipKnown(src: FlatConvex, region: FlatRegion, out: FlatConvex, spare: FlatConvex, inside: boolean): boolean {
  // Ping-pong between the two buffers so that the last plane writes into `out`.
  let cur = region.n % 2 === 0 ? out : spare;
  let nxt = cur === out ? spare : out;
  copyConvex(src, inside ? out : cur);
  if (inside) return true;
  for (let k = 0; k < region.n; k++) {
    const m = cur.n;
    if (m === 0) {
      nxt.n = 0;
    } else {
      const nx = region.nx[k]!;
      const ny = region.ny[k]!;
      const c = region.c[k]!;
      const len = region.len[k]!;
      const cx = cur.xs;
      const cy = cur.ys;
      const ox = nxt.xs;
      const oy = nxt.ys;
      let count = 0;
      // Each corner's signed distance is computed once and carried to the next edge (the same numbers).
      const first = (c - nx * cx[0]! - ny * cy[0]!) / len;
      let dq = first;
      for (let i = 0; i < m; i++) {
        const j = i + 1 < m ? i + 1 : 0;
        const px = cx[i]!;
        const py = cy[i]!;
        const qx = cx[j]!;
        const qy = cy[j]!;
        const dp = dq;
        dq = j === 0 ? first : (c - nx * qx - ny * qy) / len;
        const pIn = dp <= CONTACT_TOLERANCE;
        const qIn = dq <= CONTACT_TOLERANCE;
        if (pIn) count = pushDistinct(ox, oy, count, px, py);
        if (pIn !== qIn && m > 1) {
          const t = dp / (dp - dq);
          if (t > 0 && t < 1) count = pushDistinct(ox, oy, count, px + (qx - px) * t, py + (qy - py) * t);
        }
      }
      // Closing points equal to the first are dropped too.
      while (count > 1) {
        if (Math.abs(ox[count - 1]! - ox[0]!) > 1e-12 || Math.abs(oy[count - 1]! - oy[0]!) > 1e-12) break;
        count--;
      }
      nxt.n = count;
    }
    const t = cur;
    cur = nxt;
    nxt = t;
  }
  return false;
}

/** Appends a point unless it repeats the last one (within 1e-12 mm); returns the new count. */
function pushDistinct(xs: Float64Array, ys: Float64Array, count: number, x: number, y: number): number {
  if (count > 0 && Math.abs(xs[count - 1]! - x) <= 1e-12 && Math.abs(ys[count - 1]! - y) <= 1e-12) return count;
  xs[count] = x;
  ys[count] = y;
  return count + 1;
}

/** Whether (x, y) is in the closed convex polygon (either winding; fewer than 3 points: never). */
function insideConvexFlat(x: number, y: number, poly: FlatConvex): boolean {
  const n = poly.n;
  if (n < 3) return false;
  const xs = poly.xs;
  const ys = poly.ys;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 < n ? i + 1 : 0;
    const cross = (xs[j]! - xs[i]!) * (y - ys[i]!) - (ys[j]! - ys[i]!) * (x - xs[i]!);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Scratch bounding boxes of `boxesApartFlat`: min x, min y, max x, max y. */
const BOX_P = new Float64Array(4);
const BOX_Q = new Float64Array(4);

/** The bounding box of `p` written into `out` (min x, min y, max x, max y). */
export function boxFlat(p: FlatConvex, out: Float64Array): Float64Array {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < p.n; i++) {
    const x = p.xs[i]!;
    const y = p.ys[i]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  out[0] = minX;
  out[1] = minY;
  out[2] = maxX;
  out[3] = maxY;
  return out;
}

/** The bounding boxes are disjoint and no point of `q` is in the box of `p`. */
function boxesApartFlat(p: FlatConvex, q: FlatConvex): boolean {
  const a = boxFlat(p, BOX_P);
  for (let i = 0; i < q.n; i++) {
    const x = q.xs[i]!;
    const y = q.ys[i]!;
    if (x >= a[0]! && x <= a[2]! && y >= a[1]! && y <= a[3]!) return false;
  }
  const b = boxFlat(q, BOX_Q);
  return a[2]! < b[0]! || b[2]! < a[0]! || a[3]! < b[1]! || b[3]! < a[1]!;
}

function meet(out: FlatClosest, x: number, y: number): void {
  out.distance = 0;
  out.ax = x;
  out.ay = y;
  out.bx = x;
  out.by = y;
}

/**
 * The fraction along an edge of squared length `ll` of the foot of a point whose dot product with
 * the edge (from its start) is `dot`, clamped to [0, 1]: `Math.max(0, Math.min(1, dot / ll))`,
 * or 0 for a zero-length edge (whose dot is 0). A division is the costliest step of the
 * vertex-edge passes; when the clamp decides, the quotient is not needed: dot <= 0 gives a quotient
 * <= 0 (0 after the clamp) and dot >= ll > 0 one >= 1 (division rounds monotonically and ll / ll
 * is 1), so the answer is the same number to the last bit.
 */
export function edgeFraction(dot: number, ll: number): number {
  if (dot <= 0) return 0;
  if (dot >= ll) return 1;
  return dot / ll;
}

/**
 * Whether two non-empty convex parts meet (containment and edge-crossing tests,
 * run only when their boxes overlap); the common point it finds is written into `out` if given.
 */
function meetFlat(p: FlatConvex, q: FlatConvex, out: FlatClosest | null): boolean {
  if (boxesApartFlat(p, q)) return false;
  const np = p.n;
  const nq = q.n;
  for (let i = 0; i < np; i++) {
    if (insideConvexFlat(p.xs[i]!, p.ys[i]!, q)) {
      if (out !== null) meet(out, p.xs[i]!, p.ys[i]!);
      return true;
    }
  }
  for (let i = 0; i < nq; i++) {
    if (insideConvexFlat(q.xs[i]!, q.ys[i]!, p)) {
      if (out !== null) meet(out, q.xs[i]!, q.ys[i]!);
      return true;
    }
  }
  if (np < 2 || nq < 2) return false;
  const ep = np < 3 ? 1 : np;
  const eq = nq < 3 ? 1 : nq;
  for (let i = 0; i < ep; i++) {
    const ax = p.xs[i]!;
    const ay = p.ys[i]!;
    const i1 = i + 1 < np ? i + 1 : 0;
    const rx = p.xs[i1]! - ax;
    const ry = p.ys[i1]! - ay;
    for (let j = 0; j < eq; j++) {
      const cx = q.xs[j]!;
      const cy = q.ys[j]!;
      const j1 = j + 1 < nq ? j + 1 : 0;
      const sx = q.xs[j1]! - cx;
      const sy = q.ys[j1]! - cy;
      const den = rx * sy - ry * sx;
      // Parallel within 1e-12 rad (two edges on one line, as a part clipped by an arc line and a zone bounded by it have, give a cross product of rounding noise): no crossing point is computed.
      if (den * den <= 1e-24 * (rx * rx + ry * ry) * (sx * sx + sy * sy)) continue;
      const t = ((cx - ax) * sy - (cy - ay) * sx) / den;
      const u = ((cx - ax) * ry - (cy - ay) * rx) / den;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) {
        if (out !== null) meet(out, ax + rx * t, ay + ry * t);
        return true;
      }
    }
  }
  return false;
}

/**
 * Closest points of two non-empty convex parts (degenerate ones, a segment or a point, allowed),
 * written into `out`: 0 with a common point when they meet. Where the closest points are not
 * unique (parallel edges facing each other), the middle of the closest pairs is taken: the pairs
 * of two convex sets at their least distance form a convex set, so the mean of the vertex-edge
 * pairs within 1e-9 mm of that distance is itself a closest pair, and the answer does not depend
 * on which corner is listed first.
 */
export function closestFlat(p: FlatConvex, q: FlatConvex, out: FlatClosest): void {
  if (meetFlat(p, q, out)) return;
  let best = Infinity;
  let within = Infinity;
  let n = 0;
  let ax = 0;
  let ay = 0;
  let bx = 0;
  let by = 0;
  for (let side = 0; side < 2; side++) {
    const from = side === 0 ? p : q;
    const to = side === 0 ? q : p;
    const nt = to.n;
    const et = nt < 3 ? 1 : nt;
    const tx = to.xs;
    const ty = to.ys;
    for (let i = 0; i < from.n; i++) {
      const vx = from.xs[i]!;
      const vy = from.ys[i]!;
      for (let j = 0; j < et; j++) {
        const s0x = tx[j]!;
        const s0y = ty[j]!;
        const k = j + 1 < nt ? j + 1 : 0;
        const ex = tx[k]! - s0x;
        const ey = ty[k]! - s0y;
        const ll = ex * ex + ey * ey;
        const t = edgeFraction((vx - s0x) * ex + (vy - s0y) * ey, ll);
        const wx = s0x + ex * t;
        const wy = s0y + ey * t;
        const dx = vx - wx;
        const dy = vy - wy;
        const d = dx * dx + dy * dy;
        if (d > within) continue;
        if (d < best) {
          const root = Math.sqrt(d);
          if (best === Infinity || root < Math.sqrt(best) - 1e-9) {
            n = 0;
            ax = 0;
            ay = 0;
            bx = 0;
            by = 0;
          }
          best = d;
          within = (root + 1e-9) * (root + 1e-9);
        }
        n++;
        if (side === 0) {
          ax += vx;
          ay += vy;
          bx += wx;
          by += wy;
        } else {
          ax += wx;
          ay += wy;
          bx += vx;
          by += vy;
        }
      }
    }
  }
  out.distance = Math.sqrt(best);
  out.ax = ax / n;
  out.ay = ay / n;
  out.bx = bx / n;
  out.by = by / n;
}

/**
 * `closestFlat`'s distance alone, the same number to the last bit (0 when the parts meet, else the
 * square root of the least squared vertex-edge distance, each computed as there), for callers
 * that need no closest points: neither the points nor the averaging of tied pairs is kept.
 *
 * Fewer pairs are computed: along the unit axis u between the parts' vertex means, a vertex v of
 * one part is at least (least u.w over the other part's vertices w) - u.v from every point of the
 * other part, so a vertex whose gap, less 1e-9 mm for rounding, squared is above the least squared
 * distance found so far cannot give the least one and its edges are skipped. Each part's vertex
 * nearest the other along u goes first, so the bound is tight early. The least value is one the
 * full loop computes, so the answer is the same number.
 */
export function closestDistanceFlat(p: FlatConvex, q: FlatConvex): number {
  if (meetFlat(p, q, null)) return 0;
  let ux = mean(q.xs, q.n) - mean(p.xs, p.n);
  let uy = mean(q.ys, q.n) - mean(p.ys, p.n);
  const len = Math.sqrt(ux * ux + uy * uy);
  // Means that coincide give no axis: every pair is computed.
  const axis = len > 1e-6 && Number.isFinite(len);
  if (axis) {
    ux /= len;
    uy /= len;
  }
  let best = Infinity;
  for (let side = 0; side < 2; side++) {
    const from = side === 0 ? p : q;
    const to = side === 0 ? q : p;
    // From p the other part lies along +u, from q along -u.
    const sx = side === 0 ? ux : -ux;
    const sy = side === 0 ? uy : -uy;
    let reach = Infinity;
    let first = 0;
    if (axis) {
      for (let j = 0; j < to.n; j++) reach = Math.min(reach, sx * to.xs[j]! + sy * to.ys[j]!);
      let most = -Infinity;
      for (let i = 0; i < from.n; i++) {
        const along = sx * from.xs[i]! + sy * from.ys[i]!;
        if (along > most) {
          most = along;
          first = i;
        }
      }
    }
    for (let k = 0; k < from.n; k++) {
      const i = k === 0 ? first : k === first ? 0 : k;
      const vx = from.xs[i]!;
      const vy = from.ys[i]!;
      if (axis) {
        const gap = reach - (sx * vx + sy * vy) - 1e-9;
        if (gap > 0 && gap * gap > best) continue;
      }
      best = Math.min(best, vertexEdges(vx, vy, to));
    }
  }
  return Math.sqrt(best);
}

/**
 * Whether `closestDistanceFlat(p, q) <= e`, the same answer, stopping at the first vertex that shows
 * it: the square root is monotone, so the least distance is at most e exactly when one vertex's is.
 * Parts farther apart than e (and 1e-9 mm for rounding) along the axis between their vertex means
 * are not measured, nor vertices that far short of the other part along it.
 */
export function withinFlat(p: FlatConvex, q: FlatConvex, e: number): boolean {
  if (p.n === 0 || q.n === 0) return false;
  let ux = mean(q.xs, q.n) - mean(p.xs, p.n);
  let uy = mean(q.ys, q.n) - mean(p.ys, p.n);
  const len = Math.sqrt(ux * ux + uy * uy);
  const axis = len > 1e-6 && Number.isFinite(len);
  // The parts' extents along the axis: p's farthest towards q, q's nearest to p.
  let pMost = Infinity;
  let qLeast = -Infinity;
  if (axis) {
    ux /= len;
    uy /= len;
    pMost = -Infinity;
    for (let i = 0; i < p.n; i++) pMost = Math.max(pMost, ux * p.xs[i]! + uy * p.ys[i]!);
    qLeast = Infinity;
    for (let j = 0; j < q.n; j++) qLeast = Math.min(qLeast, ux * q.xs[j]! + uy * q.ys[j]!);
    if (qLeast - pMost - 1e-9 > e) return false;
  }
  if (meetFlat(p, q, null)) return 0 <= e;
  for (let side = 0; side < 2; side++) {
    const from = side === 0 ? p : q;
    const to = side === 0 ? q : p;
    // Along u from p, along -u from q: the other part begins at qLeast, or at -pMost.
    const sx = side === 0 ? ux : -ux;
    const sy = side === 0 ? uy : -uy;
    const near = side === 0 ? qLeast : -pMost;
    for (let i = 0; i < from.n; i++) {
      const vx = from.xs[i]!;
      const vy = from.ys[i]!;
      if (axis && near - (sx * vx + sy * vy) - 1e-9 > e) continue;
      if (Math.sqrt(vertexEdges(vx, vy, to)) <= e) return true;
    }
  }
  return false;
}

/** Bounds on the distance of two parts, written by `distanceBoundsFlat`. */
export interface DistanceBounds {
  lo: number;
  hi: number;
}

/**
 * `DistanceBounds` of its own class, its fields doubles from the start: written in place. (An object
 * literal `{ lo, hi }` shares its hidden class with any other of those keys, whose fields may be
 * generalised to any value; each number written into one is then a new heap object. The fields are
 * `declare`d and set in the constructor, not by ES2022 field initialisers, slow to run.)
 */
class Bounds implements DistanceBounds {
  declare lo: number;
  declare hi: number;
  constructor() {
    this.lo = NaN;
    this.hi = NaN;
  }
}

/** Scratch for `distanceBoundsFlat` and `distanceBoundsKeptAt` (`Bounds`). */
export function distanceBounds(): DistanceBounds {
  return new Bounds();
}

/**
 * Cheap bounds on `closestDistanceFlat(p, q)` (both non-empty), written into `out`: `lo` the gap
 * between the parts along the axis between their vertex means (every point of one part is at
 * least that far from every point of the other), `hi` the distance between the vertex of each
 * part nearest the other along that axis (two points of the parts). Both are floating point,
 * within 1e-12 mm of the true values at table scale: a caller deciding a band from them leaves a
 * margin (1e-9 mm) either side. Means that coincide give no axis: lo 0 and hi infinite.
 */
export function distanceBoundsFlat(p: FlatConvex, q: FlatConvex, out: DistanceBounds): void {
  let ux = mean(q.xs, q.n) - mean(p.xs, p.n);
  let uy = mean(q.ys, q.n) - mean(p.ys, p.n);
  const len = Math.sqrt(ux * ux + uy * uy);
  if (!(len > 1e-6) || !Number.isFinite(len)) {
    out.lo = 0;
    out.hi = Infinity;
    return;
  }
  ux /= len;
  uy /= len;
  const farthest = farthestAlong(p, ux, uy);
  const pi = farthest < 0 ? 0 : farthest;
  const pMost = farthest < 0 ? -Infinity : ux * p.xs[pi]! + uy * p.ys[pi]!;
  let qLeast = Infinity;
  let qi = 0;
  for (let j = 0; j < q.n; j++) {
    const along = ux * q.xs[j]! + uy * q.ys[j]!;
    if (along < qLeast) {
      qLeast = along;
      qi = j;
    }
  }
  const dx = q.xs[qi]! - p.xs[pi]!;
  const dy = q.ys[qi]! - p.ys[pi]!;
  out.lo = Math.max(0, qLeast - pMost);
  out.hi = Math.sqrt(dx * dx + dy * dy);
}

/**
 * `distanceBoundsFlat` for p and the part of q inside a region, without that part: `lo` is q's
 * own (the part lies within q, no nearer), and `hi` the distance from p's corner farthest along the
 * axis to the nearest of q's corners in `kept` (bit i: corner i, kept as it is by the clip,
 * `cornersInside`; at least one), points of the two parts. Infinite when no corner is kept.
 */
export function distanceBoundsKept(p: FlatConvex, q: FlatConvex, kept: number, out: DistanceBounds): void {
  distanceBoundsKeptAt(p, mean(p.xs, p.n), mean(p.ys, p.n), q, mean(q.xs, q.n), mean(q.ys, q.n), kept, out);
}

/** `distanceBoundsKept` given the vertex means of p (px, py) and q (qx, qy), as `vertexMean` computes them (a caller that keeps them). */
export function distanceBoundsKeptAt(p: FlatConvex, pmx: number, pmy: number, q: FlatConvex, qmx: number, qmy: number, kept: number, out: DistanceBounds): void {
  let ux = qmx - pmx;
  let uy = qmy - pmy;
  const len = Math.sqrt(ux * ux + uy * uy);
  out.lo = 0;
  out.hi = Infinity;
  if (!(len > 1e-6) || !Number.isFinite(len)) return;
  ux /= len;
  uy /= len;
  const farthest = farthestAlong(p, ux, uy);
  const pi = farthest < 0 ? 0 : farthest;
  const pMost = farthest < 0 ? -Infinity : ux * p.xs[pi]! + uy * p.ys[pi]!;
  let qLeast = Infinity;
  let hi = Infinity;
  const px = p.xs[pi]!;
  const py = p.ys[pi]!;
  for (let j = 0; j < q.n; j++) {
    const along = ux * q.xs[j]! + uy * q.ys[j]!;
    if (along < qLeast) qLeast = along;
    if ((kept & (1 << j)) !== 0) {
      const dd = (q.xs[j]! - px) * (q.xs[j]! - px) + (q.ys[j]! - py) * (q.ys[j]! - py);
      if (dd < hi) hi = dd;
    }
  }
  out.lo = Math.max(0, qLeast - pMost);
  out.hi = Math.sqrt(hi);
}

/** The mean of the first n coordinates of a polygon, as the distance bounds take it: their sum divided by n. */
export function vertexMean(values: Float64Array, n: number): number {
  return mean(values, n);
}

/**
 * The first corner of `p` farthest along the axis (ux, uy) (its projection, the same number either
 * bound routine computes from it), or -1 when none has a projection above -Infinity (no corners).
 */
function farthestAlong(p: FlatConvex, ux: number, uy: number): number {
  let most = -Infinity;
  let at = -1;
  for (let i = 0; i < p.n; i++) {
    const along = ux * p.xs[i]! + uy * p.ys[i]!;
    if (along > most) {
      most = along;
      at = i;
    }
  }
  return at;
}

/** The mean of the first n values (`vertexMean`). */
function mean(values: Float64Array, n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  return sum / n;
}

/**
 * Whether the point (px, py) is within `edge` mm of the convex polygon `poly` (as the root of
 * `vertexEdges` finds it), from two cheap bounds: 1 when a corner of `poly` is within `edge` less
 * 1e-9 mm (the polygon is no farther than any of its corners), -1 when the point is farther than
 * `edge` plus 1e-9 mm from the circle about (cx, cy) of radius `cr` that holds the polygon (every
 * point of it is then farther than `edge`), 0 when neither settles it. The margins stand for the
 * rounding of the computed distances, below 1e-12 mm at table scale. No division, no square root.
 */
export function pointNearBounds(px: number, py: number, poly: FlatConvex, cx: number, cy: number, cr: number, edge: number): number {
  const reach = edge - 1e-9;
  // An edge within 1e-9 mm of 0: no corner settles it.
  const within = reach > 0 ? reach * reach : -1;
  const xs = poly.xs;
  const ys = poly.ys;
  for (let i = 0; i < poly.n; i++) {
    const dx = px - xs[i]!;
    const dy = py - ys[i]!;
    if (dx * dx + dy * dy <= within) return 1;
  }
  const beyond = edge + 1e-9 + cr;
  return (px - cx) * (px - cx) + (py - cy) * (py - cy) > beyond * beyond ? -1 : 0;
}

/** The least squared distance from (vx, vy) to the edges of `to`, each computed as `closestFlat` does. */
export function vertexEdges(vx: number, vy: number, to: FlatConvex): number {
  const nt = to.n;
  const et = nt < 3 ? 1 : nt;
  const tx = to.xs;
  const ty = to.ys;
  let best = Infinity;
  for (let j = 0; j < et; j++) {
    const s0x = tx[j]!;
    const s0y = ty[j]!;
    const k = j + 1 < nt ? j + 1 : 0;
    const ex = tx[k]! - s0x;
    const ey = ty[k]! - s0y;
    const t = edgeFraction((vx - s0x) * ex + (vy - s0y) * ey, ex * ex + ey * ey);
    const dx = vx - (s0x + ex * t);
    const dy = vy - (s0y + ey * t);
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
  }
  return best;
}

/** The distance from (px, py) to the segment a-b. */
export function segmentDistanceFlat(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const ll = ex * ex + ey * ey;
  let qx = ax;
  let qy = ay;
  if (ll !== 0) {
    const t = edgeFraction((px - ax) * ex + (py - ay) * ey, ll);
    qx = ax + ex * t;
    qy = ay + ey * t;
  }
  const dx = px - qx;
  const dy = py - qy;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Whether (x, y) is strictly inside a simple polygon (even-odd rule). */
function insidePolygonFlat(x: number, y: number, xs: Float64Array, ys: Float64Array, n: number): boolean {
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const axi = xs[i]!;
    const ayi = ys[i]!;
    const bxj = xs[j]!;
    const byj = ys[j]!;
    if (ayi > y !== byj > y && x < ((bxj - axi) * (y - ayi)) / (byj - ayi) + axi) inside = !inside;
  }
  return inside;
}

/**
 * Whether the segment a-b passes through the interior of the simple
 * polygon (xs, ys, n). `cuts` is scratch space for at least n + 2 numbers.
 */
export function segmentCrossesFlat(ax: number, ay: number, bx: number, by: number, xs: Float64Array, ys: Float64Array, n: number, cuts: Float64Array): boolean {
  const rx = bx - ax;
  const ry = by - ay;
  // Every corner more than 1e-9 mm to one side of the line (r x (v - a) is the segment's length times
  // the signed distance): the line misses the polygon, and so does every crossing computed below.
  const margin = 1e-9 * Math.sqrt(rx * rx + ry * ry);
  let left = 0;
  let right = 0;
  for (let i = 0; i < n; i++) {
    const side = rx * (ys[i]! - ay) - ry * (xs[i]! - ax);
    if (side > margin) left++;
    else if (side < -margin) right++;
    else break;
  }
  if (left === n || right === n) return false;
  cuts[0] = 0;
  cuts[1] = 1;
  let m = 2;
  for (let i = 0; i < n; i++) {
    const cx = xs[i]!;
    const cy = ys[i]!;
    const j = i + 1 < n ? i + 1 : 0;
    const sx = xs[j]! - cx;
    const sy = ys[j]! - cy;
    const den = rx * sy - ry * sx;
    if (den === 0) continue;
    const tn = (cx - ax) * sy - (cy - ay) * sx;
    // A quotient of 0 or of two numbers of opposite signs is not above 0: no division needed to leave the edge out.
    if (tn === 0 || tn > 0 !== den > 0) continue;
    const t = tn / den;
    if (!(t < 1)) continue;
    const u = ((cx - ax) * ry - (cy - ay) * rx) / den;
    if (t > 0 && u >= 0 && u <= 1) {
      // Insertion keeps the cuts sorted.
      let k = m++;
      while (k > 0 && cuts[k - 1]! > t) {
        cuts[k] = cuts[k - 1]!;
        k--;
      }
      cuts[k] = t;
    }
  }
  // The same answer as testing each stretch's length first, cheaper: the midpoint test first, then
  // the length. Math.hypot is slow on V8; sqrt(rx^2 + ry^2) is within a few ulps of it, so a
  // stretch longer than twice the tolerance by that measure is longer than the tolerance by
  // hypot's, and only a stretch about as short as the tolerance needs hypot itself.
  const rough = Math.sqrt(rx * rx + ry * ry);
  for (let i = 0; i + 1 < m; i++) {
    const t0 = cuts[i]!;
    const t1 = cuts[i + 1]!;
    const t = (t0 + t1) / 2;
    if (!insidePolygonFlat(ax + rx * t, ay + ry * t, xs, ys, n)) continue;
    if (Number.isFinite(rough) && (t1 - t0) * rough > 2 * CONTACT_TOLERANCE) return true;
    if ((t1 - t0) * Math.hypot(rx, ry) > CONTACT_TOLERANCE) return true;
  }
  return false;
}

/**
 * The radius of a disc about (cx, cy) inside a convex outline, `deep` mm or more from every edge
 * (the least distance from the point to the edges' lines, less `deep`), for `segmentThroughDisc`;
 * -Infinity when the outline is not convex and simple (a corner turning the other way, or edges
 * going round more than once), is degenerate, or the point is not that deep inside it.
 */
export function innerReachFlat(outline: FlatConvex, cx: number, cy: number, deep: number): number {
  const { xs, ys, n } = outline;
  if (n < 3) return -Infinity;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 < n ? i + 1 : 0;
    area += xs[i]! * ys[j]! - xs[j]! * ys[i]!;
  }
  if (!(Math.abs(area) > 0)) return -Infinity;
  const turn = area > 0 ? 1 : -1;
  let least = Infinity;
  // Convex and simple: every corner turns the same way, and the edges' directions go round once
  // (the sign of each of their components changes twice; a star's goes round twice).
  let flipsX = 0;
  let flipsY = 0;
  let signX = 0;
  let signY = 0;
  let firstX = 0;
  let firstY = 0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 < n ? i + 1 : 0;
    const k = j + 1 < n ? j + 1 : 0;
    const ex = xs[j]! - xs[i]!;
    const ey = ys[j]! - ys[i]!;
    const len = Math.sqrt(ex * ex + ey * ey);
    if (!(len > 0)) return -Infinity;
    if (turn * (ex * (ys[k]! - ys[j]!) - ey * (xs[k]! - xs[j]!)) < 0) return -Infinity;
    if (ex !== 0) {
      const sx = ex > 0 ? 1 : -1;
      if (signX !== 0 && sx !== signX) flipsX++;
      if (firstX === 0) firstX = sx;
      signX = sx;
    }
    if (ey !== 0) {
      const sy = ey > 0 ? 1 : -1;
      if (signY !== 0 && sy !== signY) flipsY++;
      if (firstY === 0) firstY = sy;
      signY = sy;
    }
    least = Math.min(least, (turn * (ex * (cy - ys[i]!) - ey * (cx - xs[i]!))) / len);
  }
  // From the last edge round to the first.
  if (firstX !== signX) flipsX++;
  if (firstY !== signY) flipsY++;
  if (flipsX > 2 || flipsY > 2) return -Infinity;
  return least > deep ? least - deep : -Infinity;
}

/**
 * True when the segment a-b runs through the disc of radius `inner` about (cx, cy) (from
 * `innerReachFlat` of a convex outline with `deep` of at least 0.01 mm) for more than twice the
 * contact tolerance and 1e-6 mm: then `segmentCrossesFlat` of that outline is true. That stretch is
 * `deep` mm or more inside the outline, so no computed edge crossing falls in it; the piece
 * between two crossings that holds it is inside the outline, its middle (the depth is concave
 * along a chord of a convex outline) at least deep / 2 from every edge, and it is longer than the
 * stretch. False means only "not decided here": the exact test is still needed.
 */
export function segmentThroughDisc(cx: number, cy: number, inner: number, ax: number, ay: number, bx: number, by: number): boolean {
  const ex = bx - ax;
  const ey = by - ay;
  const ll = ex * ex + ey * ey;
  if (!(ll > 0) || !(inner > 0)) return false;
  const t = ((cx - ax) * ex + (cy - ay) * ey) / ll;
  const dx = cx - (ax + ex * t);
  const dy = cy - (ay + ey * t);
  const room = inner * inner - (dx * dx + dy * dy);
  if (!(room > 0)) return false;
  const h = Math.sqrt(room / ll);
  const lo = Math.max(0, t - h);
  const hi = Math.min(1, t + h);
  return (hi - lo) * Math.sqrt(ll) > 2 * CONTACT_TOLERANCE + 1e-6;
}

/**
 * Squadron bases are discs. What an arc needs of a disc, exactly (no polygon stand-in): whether part
 * of it is inside a region, and the closest points between a convex part and the disc, or the part
 * of the disc inside a region (`closestToDiscInRegion`: the rules ignore the part of the defender
 * outside the attacker's arc).
 */

/** A point the disc routines return besides its distance. */
export interface FlatPoint {
  x: number;
  y: number;
}

/**
 * Distance from (px, py) to a convex region (0 inside, the contact tolerance included), the
 * region's closest point written into `at`: the nearest point of the boundary pieces (each line
 * clipped by the other half-planes).
 */
export function regionDistance(region: FlatRegion, px: number, py: number, at: FlatPoint, range: Interval = { lo: 0, hi: 0 }): number {
  let inside = true;
  for (let k = 0; k < region.n && inside; k++) {
    if ((region.c[k]! - region.nx[k]! * px - region.ny[k]! * py) / region.len[k]! > CONTACT_TOLERANCE) inside = false;
  }
  at.x = px;
  at.y = py;
  if (inside) return 0;
  let best = Infinity;
  for (let k = 0; k < region.n; k++) {
    const len = region.len[k]!;
    const ux = region.nx[k]! / len;
    const uy = region.ny[k]! / len;
    const s = region.c[k]! / len - ux * px - uy * py;
    const fx = px + ux * s;
    const fy = py + uy * s;
    if (!lineInterval(region, k, fx, fy, -uy, ux, -Infinity, Infinity, range)) continue;
    const u = Math.max(range.lo, Math.min(range.hi, 0));
    const qx = fx - uy * u;
    const qy = fy + ux * u;
    const d = Math.sqrt((qx - px) * (qx - px) + (qy - py) * (qy - py));
    if (d < best) {
      best = d;
      at.x = qx;
      at.y = qy;
    }
  }
  return best;
}

/**
 * The part [lo, hi] of the line f + t * u (u in [lo, hi]) that the region's other half-planes keep,
 * written into `into`; false when none is left.
 */
function lineInterval(region: FlatRegion, k: number, fx: number, fy: number, tx: number, ty: number, lo: number, hi: number, into: Interval): boolean {
  for (let j = 0; j < region.n; j++) {
    if (j === k) continue;
    const len = region.len[j]!;
    const a = (region.nx[j]! * tx + region.ny[j]! * ty) / len;
    const b = (region.c[j]! - region.nx[j]! * fx - region.ny[j]! * fy) / len;
    if (Math.abs(a) < 1e-12) {
      if (b > CONTACT_TOLERANCE) return false;
      continue;
    }
    if (a > 0) lo = Math.max(lo, b / a);
    else hi = Math.min(hi, b / a);
  }
  into.lo = lo;
  into.hi = hi;
  return lo <= hi;
}

interface Interval {
  lo: number;
  hi: number;
}

/**
 * Closest points of a non-empty convex part `p` (first) and the disc of radius `r` about `centre`
 * (second), written into `out`. The centre comes as a point, not two numbers: a planner calls this
 * for every squadron and hull zone, and a call with number arguments boxes each one.
 *
 * One pass over the edges: each edge's cross product with the centre (`insideConvexFlat`'s test,
 * the same arithmetic on the same edge) beside the centre's nearest point on it. The centre inside
 * the part (three corners or more, no two crosses of opposite signs) is the answer; otherwise the
 * nearest of the edges' points, as a pass over the edges after the containment test finds it.
 */
export function closestToDisc(p: FlatConvex, centre: Readonly<Point>, r: number, out: FlatClosest): void {
  const cx = centre.x;
  const cy = centre.y;
  const n = p.n;
  const xs = p.xs;
  const ys = p.ys;
  const edges = n < 3 ? 1 : n;
  // The containment test's state: every cross so far of one sign (0 none yet); false once two differ.
  let inside = n >= 3;
  let sign = 0;
  let best = Infinity;
  let wx = xs[0]!;
  let wy = ys[0]!;
  for (let i = 0; i < edges; i++) {
    const ax = xs[i]!;
    const ay = ys[i]!;
    const j = i + 1 < n ? i + 1 : 0;
    const ex = xs[j]! - ax;
    const ey = ys[j]! - ay;
    if (inside) {
      const cross = ex * (cy - ay) - ey * (cx - ax);
      if (cross !== 0) {
        const s = cross > 0 ? 1 : -1;
        if (sign === 0) sign = s;
        else if (s !== sign) inside = false;
      }
    }
    const ll = ex * ex + ey * ey;
    const t = edgeFraction((cx - ax) * ex + (cy - ay) * ey, ll);
    const qx = ax + ex * t;
    const qy = ay + ey * t;
    const d = (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy);
    if (d < best) {
      best = d;
      wx = qx;
      wy = qy;
    }
  }
  if (inside) return meet(out, cx, cy);
  const d = Math.sqrt(best);
  if (d <= r) return meet(out, wx, wy);
  out.distance = d - r;
  out.ax = wx;
  out.ay = wy;
  out.bx = cx + ((wx - cx) * r) / d;
  out.by = cy + ((wy - cy) * r) / d;
}

/** Cheap rejection: the whole disc (cx, cy, r) is beyond one of the region's lines by more than the contact tolerance. */
export function discBeyond(region: FlatRegion, cx: number, cy: number, r: number): boolean {
  const reach = r + CONTACT_TOLERANCE;
  for (let k = 0; k < region.n; k++) {
    const v = region.c[k]! - region.nx[k]! * cx - region.ny[k]! * cy;
    // The quotient by the normal's length compared without dividing where a relative margin of
    // 1e-12 (far above the division's rounding) settles it: the same answer.
    const edge = reach * region.len[k]!;
    if (v > edge * (1 + 1e-12)) return true;
    if (v < edge * (1 - 1e-12)) continue;
    if (v / region.len[k]! > reach) return true;
  }
  return false;
}

/**
 * Whether (x, y) is inside every half-plane of `region`, a point at most the contact tolerance
 * outside a line counting as on it: no line with `(c - nx x - ny y) / len > CONTACT_TOLERANCE`.
 * The quotient is compared without dividing where a relative margin of 1e-12 settles it (as in
 * `discBeyond`): the product `CONTACT_TOLERANCE * len` and its margins are within a few ulps
 * (about 1e-16 relative) of the exact values, so a numerator beyond them gives a quotient beyond
 * the tolerance by more than its rounding, and only a numerator within 1e-12 of the edge is divided.
 * The same answer as the quotients (test/geometry/disc-kernels.test.ts).
 */
export function pointInRegion(region: FlatRegion, x: number, y: number): boolean {
  for (let k = 0; k < region.n; k++) {
    const v = region.c[k]! - region.nx[k]! * x - region.ny[k]! * y;
    const edge = CONTACT_TOLERANCE * region.len[k]!;
    if (v > edge * (1 + 1e-12)) return false;
    if (v < edge * (1 - 1e-12)) continue;
    if (v / region.len[k]! > CONTACT_TOLERANCE) return false;
  }
  return true;
}

/** Scratch space for `closestToDiscInRegion`. */
export interface DiscScratch {
  readonly segment: FlatConvex;
  readonly trial: FlatClosest;
  readonly at: FlatPoint;
  readonly range: Interval;
}

export function discScratch(): DiscScratch {
  return { segment: flatConvex(2), trial: flatClosest(), at: { x: 0, y: 0 }, range: { lo: 0, hi: 0 } };
}

/**
 * Whether part of the disc of radius `r` about `centre` lies inside `region` (touching within the contact tolerance
 * counts); when it does, the closest points of `p` (a convex part inside the region, non-empty)
 * and of the disc's part inside the region, written into `out`.
 *
 * The disc's part inside the region is bounded by the circle and by chords along the region's
 * lines. If the disc's closest point to `p` is inside the region, it is the answer (the disc is
 * strictly convex, so that point is unique); otherwise the answer lies on a chord, and each chord
 * is a segment measured like a degenerate polygon. `known`: `out` already holds `closestToDisc`
 * of the same part and disc, and `discBeyond` of the region and disc was false (a planner that
 * needed both anyway).
 */
export function closestToDiscInRegion(p: FlatConvex, centre: Readonly<Point>, r: number, region: FlatRegion, out: FlatClosest, scratch: DiscScratch, known = false): boolean {
  const { segment, trial, at, range } = scratch;
  const cx = centre.x;
  const cy = centre.y;
  if (!known) {
    if (discBeyond(region, cx, cy, r)) return false;
    closestToDisc(p, centre, r, out);
  }
  // The disc's nearest point is in the region: part of the disc is in it, and that point is the answer.
  if (pointInRegion(region, out.bx, out.by)) return true;
  const gap = regionDistance(region, cx, cy, at, range);
  if (gap > r + CONTACT_TOLERANCE) return false;
  let best = Infinity;
  if (gap < r) {
    for (let k = 0; k < region.n; k++) {
      const len = region.len[k]!;
      const ux = region.nx[k]! / len;
      const uy = region.ny[k]! / len;
      const s = region.c[k]! / len - ux * cx - uy * cy;
      if (Math.abs(s) > r) continue;
      const h = Math.sqrt(r * r - s * s);
      const fx = cx + ux * s;
      const fy = cy + uy * s;
      if (!lineInterval(region, k, fx, fy, -uy, ux, -h, h, range)) continue;
      segment.xs[0] = fx - uy * range.lo;
      segment.ys[0] = fy + ux * range.lo;
      segment.xs[1] = fx - uy * range.hi;
      segment.ys[1] = fy + ux * range.hi;
      segment.n = 2;
      closestFlat(p, segment, trial);
      if (trial.distance < best) {
        best = trial.distance;
        out.distance = trial.distance;
        out.ax = trial.ax;
        out.ay = trial.ay;
        out.bx = trial.bx;
        out.by = trial.by;
      }
    }
  }
  if (best === Infinity) {
    // The disc only touches the region: its part inside is the region's closest point.
    segment.xs[0] = at.x;
    segment.ys[0] = at.y;
    segment.n = 1;
    closestFlat(p, segment, out);
  }
  return true;
}

/*
 * The point-array forms: the input loaded into scratch buffers (grown when a polygon needs more
 * room), the kernel run, the answer turned back into points. Used where a trace keeps points.
 */

/** Scratch polygons and region for the point-array forms, grown on demand. */
let scratchA = flatConvex(8);
let scratchB = flatConvex(8);
let scratchOut = flatConvex(8);
let scratchSpare = flatConvex(8);
let scratchRegion = flatRegion(4);
let scratchCuts = new Float64Array(16);
const scratchClosest = flatClosest();

function room(buffer: FlatConvex, capacity: number): FlatConvex {
  return buffer.xs.length >= capacity ? buffer : flatConvex(Math.max(capacity, 2 * buffer.xs.length));
}

/** Writes `region` into `into` as it is (normals not made unit length; `len` their lengths). */
export function loadRegion(into: FlatRegion, region: Region): FlatRegion {
  for (let i = 0; i < region.length; i++) {
    const plane = region[i]!;
    into.nx[i] = plane.nx;
    into.ny[i] = plane.ny;
    into.c[i] = plane.c;
    into.len[i] = Math.sqrt(plane.nx * plane.nx + plane.ny * plane.ny);
  }
  into.n = region.length;
  return into;
}

function regionScratch(region: Region): FlatRegion {
  if (scratchRegion.nx.length < region.length) scratchRegion = flatRegion(Math.max(region.length, 2 * scratchRegion.nx.length));
  return loadRegion(scratchRegion, region);
}

/** The points of a flat polygon. */
export function pointsOf(poly: FlatConvex): Point[] {
  const out: Point[] = new Array<Point>(poly.n);
  for (let i = 0; i < poly.n; i++) out[i] = { x: poly.xs[i]!, y: poly.ys[i]! };
  return out;
}

/** A half-plane of a piece's own frame moved to the table frame by the piece's pose, its normal made unit length. */
export function planeToTable(pose: Pose, plane: HalfPlane): HalfPlane {
  const flat = regionToTableFlat(pose, [plane], regionScratch([plane]));
  return { nx: flat.nx[0]!, ny: flat.ny[0]!, c: flat.c[0]! };
}

export function regionToTable(pose: Pose, region: Region): HalfPlane[] {
  const flat = regionToTableFlat(pose, region, regionScratch(region));
  const out: HalfPlane[] = new Array<HalfPlane>(flat.n);
  for (let i = 0; i < flat.n; i++) out[i] = { nx: flat.nx[i]!, ny: flat.ny[i]!, c: flat.c[i]! };
  return out;
}

/** The four corners of a rectangle, counter-clockwise in the table frame. */
export function rectCorners(rect: Rect): Point[] {
  return pointsOf(rectCornersFlat(rect, rect.width, rect.length, scratchA));
}

/**
 * Broad phase: true when one half-plane has every point farther outside it than the contact
 * tolerance, so the polygon cannot meet the region (no clipping needed). Unit normals expected
 * (`regionToTable` gives them).
 */
export function outsideRegion(points: readonly Point[], region: Region): boolean {
  scratchA = room(scratchA, points.length);
  return outsideRegionFlat(loadPoints(scratchA, points), regionScratch(region));
}

/**
 * The part of a convex polygon inside a region: a convex polygon, possibly degenerate (a segment or
 * a single point when the polygon only touches the region's boundary), empty when they are apart
 * by more than the contact tolerance. The polygon itself when it is wholly inside.
 */
export function clipConvex(polygon: readonly Point[], region: Region): readonly Point[] {
  // Each half-plane adds at most one corner.
  const capacity = polygon.length + region.length;
  scratchA = room(scratchA, capacity);
  scratchOut = room(scratchOut, capacity);
  scratchSpare = room(scratchSpare, capacity);
  const flat = regionScratch(region);
  const src = loadPoints(scratchA, polygon);
  if (clipFlat(src, flat, scratchOut, scratchSpare)) return polygon;
  return pointsOf(scratchOut);
}

/**
 * Closest points of two convex polygons (degenerate ones, a segment or a point, allowed): 0 with a
 * common point when they meet. Both must be non-empty. Where the closest points are not unique
 * (parallel edges facing each other), the middle of the closest pairs is taken (`closestFlat`).
 */
export function closestConvex(p: readonly Point[], q: readonly Point[]): Closest {
  scratchA = room(scratchA, p.length);
  scratchB = room(scratchB, q.length);
  closestFlat(loadPoints(scratchA, p), loadPoints(scratchB, q), scratchClosest);
  const c = scratchClosest;
  return { distance: c.distance, a: { x: c.ax, y: c.ay }, b: { x: c.bx, y: c.by } };
}

/** The distance from p to segment a-b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  return segmentDistanceFlat(p.x, p.y, a.x, a.y, b.x, b.y);
}

/**
 * Whether the segment from `a` to `b` passes through the interior of a simple polygon (convex or
 * not): the segment is cut where it meets the polygon's edges, and a piece whose middle is inside
 * counts. A segment that only grazes a vertex or runs along an edge does not cross.
 */
export function segmentCrossesPolygon(a: Point, b: Point, polygon: readonly Point[]): boolean {
  scratchA = room(scratchA, polygon.length);
  if (scratchCuts.length < polygon.length + 2) scratchCuts = new Float64Array(2 * (polygon.length + 2));
  const flat = loadPoints(scratchA, polygon);
  return segmentCrossesFlat(a.x, a.y, b.x, b.y, flat.xs, flat.ys, flat.n, scratchCuts);
}
