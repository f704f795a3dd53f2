/**
 * Firing arcs as convex regions, and what measuring needs from them: the part of a base inside an
 * arc, the closest points of two convex parts, and whether a line of fire crosses a polygon.
 *
 * An arc is the intersection of closed half-planes given in a piece's own frame (x = right,
 * y = forward, origin at the base centre): `{ nx, ny, c }` holds the points p with
 * nx * p.x + ny * p.y >= c. Closed means a base that only touches an arc line is in the arc. The
 * one contact tolerance (CONTACT_TOLERANCE, 1e-6 mm) applies: a point at most that far outside a
 * line counts as on it. Clipping (Sutherland-Hodgman on a convex polygon) and the distances are
 * floating point; their error at table scale is below 1e-9 mm, far inside the tolerance.
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

/** A half-plane of a piece's own frame moved to the table frame by the piece's pose. */
export function planeToTable(pose: Pose, plane: HalfPlane): HalfPlane {
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  // local = R^T (p - o); n . local = (R n) . (p - o)
  const nx = plane.nx * c + plane.ny * s;
  const ny = -plane.nx * s + plane.ny * c;
  return { nx, ny, c: plane.c + nx * pose.x + ny * pose.y };
}

export function regionToTable(pose: Pose, region: Region): HalfPlane[] {
  return region.map((plane) => planeToTable(pose, plane));
}

/** The four corners of a rectangle, counter-clockwise in the table frame. */
export function rectCorners(rect: Rect): Point[] {
  const s = sinDeg(rect.heading);
  const c = cosDeg(rect.heading);
  const w = rect.width / 2;
  const l = rect.length / 2;
  const at = (x: number, y: number): Point => ({ x: rect.x + x * c + y * s, y: rect.y - x * s + y * c });
  return [at(-w, -l), at(w, -l), at(w, l), at(-w, l)];
}

/** Signed distance of a point outside a half-plane (positive outside), in mm. */
function outside(plane: HalfPlane, p: Point): number {
  return (plane.c - plane.nx * p.x - plane.ny * p.y) / Math.hypot(plane.nx, plane.ny);
}

/**
 * The part of a convex polygon inside a region: a convex polygon, possibly degenerate (a segment or
 * a single point when the polygon only touches the region's boundary), empty when they are apart
 * by more than the contact tolerance.
 */
export function clipConvex(polygon: readonly Point[], region: Region): Point[] {
  let points: Point[] = [...polygon];
  for (const plane of region) {
    if (points.length === 0) break;
    const next: Point[] = [];
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      const q = points[(i + 1) % points.length]!;
      const dp = outside(plane, p);
      const dq = outside(plane, q);
      const pIn = dp <= CONTACT_TOLERANCE;
      const qIn = dq <= CONTACT_TOLERANCE;
      if (pIn) next.push(p);
      if (pIn !== qIn && points.length > 1) {
        // The crossing of the line itself (distance 0), between p and q.
        const t = dp / (dp - dq);
        if (t > 0 && t < 1) next.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
      }
    }
    points = dedupe(next);
  }
  return points;
}

function dedupe(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last === undefined || Math.abs(last.x - p.x) > 1e-12 || Math.abs(last.y - p.y) > 1e-12) out.push(p);
  }
  while (out.length > 1) {
    const first = out[0]!;
    const last = out[out.length - 1]!;
    if (Math.abs(last.x - first.x) > 1e-12 || Math.abs(last.y - first.y) > 1e-12) break;
    out.pop();
  }
  return out;
}

/** Closest points of two convex parts (`a` on the first, `b` on the second) and their distance. */
export interface Closest {
  readonly distance: number;
  readonly a: Point;
  readonly b: Point;
}

function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ll = ex * ex + ey * ey;
  if (ll === 0) return a;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / ll));
  return { x: a.x + ex * t, y: a.y + ey * t };
}

/** Whether a point lies in a convex polygon (closed; either winding; 1 or 2 points: never). */
function insideConvex(p: Point, polygon: readonly Point[]): boolean {
  if (polygon.length < 3) return false;
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): Point | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den === 0) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: a.x + rx * t, y: a.y + ry * t } : null;
}

/**
 * Closest points of two convex polygons (degenerate ones, a segment or a point, allowed): 0 with a
 * common point when they meet. Both must be non-empty. Where the closest points are not unique
 * (parallel edges facing each other), the middle of the closest pairs is taken: the pairs of two
 * convex sets at their least distance form a convex set, so the mean of the extreme pairs found is
 * itself a closest pair, and the answer does not depend on which corner is listed first.
 */
export function closestConvex(p: readonly Point[], q: readonly Point[]): Closest {
  for (const v of p) if (insideConvex(v, q)) return { distance: 0, a: v, b: v };
  for (const v of q) if (insideConvex(v, p)) return { distance: 0, a: v, b: v };
  const edges = (poly: readonly Point[]): [Point, Point][] =>
    poly.length === 1 ? [[poly[0]!, poly[0]!]] : poly.length === 2 ? [[poly[0]!, poly[1]!]] : poly.map((v, i) => [v, poly[(i + 1) % poly.length]!]);
  const ep = edges(p);
  const eq = edges(q);
  const pairs: { d: number; ax: number; ay: number; bx: number; by: number }[] = [];
  let best = Infinity;
  for (const [a, b] of ep) {
    for (const [c, d] of eq) {
      const hit = segmentsCross(a, b, c, d);
      if (hit !== null) return { distance: 0, a: hit, b: hit };
      for (const [v, s0, s1, vOnP] of [[a, c, d, true], [b, c, d, true], [c, a, b, false], [d, a, b, false]] as const) {
        const w = closestOnSegment(v, s0, s1);
        const dist = Math.hypot(v.x - w.x, v.y - w.y);
        if (dist > best + 1e-9) continue;
        best = Math.min(best, dist);
        pairs.push(vOnP ? { d: dist, ax: v.x, ay: v.y, bx: w.x, by: w.y } : { d: dist, ax: w.x, ay: w.y, bx: v.x, by: v.y });
      }
    }
  }
  let n = 0;
  let ax = 0;
  let ay = 0;
  let bx = 0;
  let by = 0;
  for (const pair of pairs) {
    if (pair.d > best + 1e-9) continue;
    n++;
    ax += pair.ax;
    ay += pair.ay;
    bx += pair.bx;
    by += pair.by;
  }
  return { distance: best, a: { x: ax / n, y: ay / n }, b: { x: bx / n, y: by / n } };
}

/** Whether a point is strictly inside a simple polygon (even-odd rule). */
function insidePolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Whether the segment from `a` to `b` passes through the interior of a simple polygon (convex or
 * not): the segment is cut where it meets the polygon's edges, and a piece whose middle is inside
 * counts. A segment that only grazes a vertex or runs along an edge does not cross.
 */
export function segmentCrossesPolygon(a: Point, b: Point, polygon: readonly Point[]): boolean {
  const cuts = [0, 1];
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  for (let i = 0; i < polygon.length; i++) {
    const c = polygon[i]!;
    const d = polygon[(i + 1) % polygon.length]!;
    const sx = d.x - c.x;
    const sy = d.y - c.y;
    const den = rx * sy - ry * sx;
    if (den === 0) continue;
    const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
    const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push(t);
  }
  cuts.sort((x, y) => x - y);
  const length = Math.hypot(rx, ry);
  for (let i = 0; i + 1 < cuts.length; i++) {
    const t0 = cuts[i]!;
    const t1 = cuts[i + 1]!;
    if ((t1 - t0) * length <= CONTACT_TOLERANCE) continue;
    const t = (t0 + t1) / 2;
    if (insidePolygon({ x: a.x + rx * t, y: a.y + ry * t }, polygon)) return true;
  }
  return false;
}
