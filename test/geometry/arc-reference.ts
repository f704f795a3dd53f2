/**
 * The reference for `src/geometry/arc.ts`: its point-array routines as they were before the arc
 * routines became one kernel on flat arrays (clipping, closest points, containment, crossing,
 * written separately on point objects). Test-only: the property tests compare the kernel with it
 * bit for bit on random input, and the threats oracle (`test/measure/threats-oracle.ts`) measures
 * with it.
 */
import type { Point, Pose, Rect } from '../../src/geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../../src/geometry/shapes.ts';
import { cosDeg, sinDeg } from '../../src/geometry/angle.ts';
import type { Closest, HalfPlane, Region } from '../../src/geometry/arc.ts';

/** A half-plane of a piece's own frame moved to the table frame by the piece's pose, its normal made unit length. */
export function planeToTable(pose: Pose, plane: HalfPlane): HalfPlane {
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  const length = Math.sqrt(plane.nx * plane.nx + plane.ny * plane.ny);
  // local = R^T (p - o); n . local = (R n) . (p - o)
  const nx = (plane.nx * c + plane.ny * s) / length;
  const ny = (-plane.nx * s + plane.ny * c) / length;
  return { nx, ny, c: plane.c / length + nx * pose.x + ny * pose.y };
}

/**
 * Broad phase: true when one half-plane has every point farther outside it than the contact
 * tolerance, so the polygon cannot meet the region (no clipping needed). Unit normals expected
 * (`planeToTable` gives them).
 */
export function outsideRegion(points: readonly Point[], region: Region): boolean {
  for (const plane of region) {
    let all = true;
    for (const p of points) {
      if (plane.c - plane.nx * p.x - plane.ny * p.y <= CONTACT_TOLERANCE) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
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
  return (plane.c - plane.nx * p.x - plane.ny * p.y) / Math.sqrt(plane.nx * plane.nx + plane.ny * plane.ny);
}

/**
 * The part of a convex polygon inside a region: a convex polygon, possibly degenerate (a segment or
 * a single point when the polygon only touches the region's boundary), empty when they are apart
 * by more than the contact tolerance.
 */
export function clipConvex(polygon: readonly Point[], region: Region): readonly Point[] {
  // Wholly inside every half-plane (the common case deep in an arc): the polygon itself.
  let inside = true;
  for (const plane of region) {
    for (const p of polygon) {
      if (outside(plane, p) > 0) {
        inside = false;
        break;
      }
    }
    if (!inside) break;
  }
  if (inside) return polygon;
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

/** The point of segment a-b closest to p. */
export function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ll = ex * ex + ey * ey;
  if (ll === 0) return a;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / ll));
  return { x: a.x + ex * t, y: a.y + ey * t };
}

/** The distance from p to segment a-b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const q = closestOnSegment(p, a, b);
  const dx = p.x - q.x;
  const dy = p.y - q.y;
  return Math.sqrt(dx * dx + dy * dy);
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

/**
 * The crossing point of segments a-b and c-d, or null. Segments parallel within 1e-12 rad give
 * none: two edges on one line (a part clipped by an arc line and the attacker's zone bounded by
 * the same line) have a cross product of rounding noise, and dividing by it would place a crossing
 * anywhere; segments that touch or overlap that way are within 1e-9 mm of each other's ends, which
 * the vertex-edge distance finds.
 */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): Point | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den * den <= 1e-24 * (rx * rx + ry * ry) * (sx * sx + sy * sy)) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: a.x + rx * t, y: a.y + ry * t } : null;
}

/**
 * Closest points of two convex polygons (degenerate ones, a segment or a point, allowed): 0 with a
 * common point when they meet. Both must be non-empty. Where the closest points are not unique
 * (parallel edges facing each other), the middle of the closest pairs is taken: the pairs of two
 * convex sets at their least distance form a convex set, so the mean of the vertex-edge pairs at
 * that distance is itself a closest pair, and the answer does not depend on which corner is
 * listed first. Allocation-free apart from the answer (plans call it for every option).
 */
export function closestConvex(p: readonly Point[], q: readonly Point[]): Closest {
  const np = p.length;
  const nq = q.length;
  const ep = np < 3 ? 1 : np;
  const eq = nq < 3 ? 1 : nq;
  // Bounding boxes apart: the polygons cannot meet (no containment or crossing test needed).
  const apart = boxesApart(p, q);
  if (!apart) {
    for (const v of p) if (insideConvex(v, q)) return { distance: 0, a: v, b: v };
    for (const v of q) if (insideConvex(v, p)) return { distance: 0, a: v, b: v };
  }
  // Edges cross: a common point.
  if (!apart && np > 1 && nq > 1) {
    for (let i = 0; i < ep; i++) {
      const a = p[i]!;
      const b = p[(i + 1) % np]!;
      for (let j = 0; j < eq; j++) {
        const hit = segmentsCross(a, b, q[j]!, q[(j + 1) % nq]!);
        if (hit !== null) return { distance: 0, a: hit, b: hit };
      }
    }
  }
  // One pass over the vertex-edge pairs: the least squared distance, and the sum of the pairs within
  // 1e-9 mm of it (reset whenever a pair is nearer by more than that).
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
    const nt = to.length;
    const et = nt < 3 ? 1 : nt;
    for (const v of from) {
      for (let j = 0; j < et; j++) {
        const s0 = to[j]!;
        const s1 = to[(j + 1) % nt]!;
        const ex = s1.x - s0.x;
        const ey = s1.y - s0.y;
        const ll = ex * ex + ey * ey;
        const t = ll === 0 ? 0 : Math.max(0, Math.min(1, ((v.x - s0.x) * ex + (v.y - s0.y) * ey) / ll));
        const wx = s0.x + ex * t;
        const wy = s0.y + ey * t;
        const dx = v.x - wx;
        const dy = v.y - wy;
        const d = dx * dx + dy * dy;
        if (d > within) continue;
        if (d < best) {
          const root = Math.sqrt(d);
          if (best === Infinity || root < Math.sqrt(best) - 1e-9) {
            // Nearer than every pair kept by more than the tie width: start again from this pair.
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
          ax += v.x;
          ay += v.y;
          bx += wx;
          by += wy;
        } else {
          ax += wx;
          ay += wy;
          bx += v.x;
          by += v.y;
        }
      }
    }
  }
  return { distance: Math.sqrt(best), a: { x: ax / n, y: ay / n }, b: { x: bx / n, y: by / n } };
}

function boxesApart(p: readonly Point[], q: readonly Point[]): boolean {
  let pMinX = Infinity;
  let pMinY = Infinity;
  let pMaxX = -Infinity;
  let pMaxY = -Infinity;
  for (const v of p) {
    if (v.x < pMinX) pMinX = v.x;
    if (v.x > pMaxX) pMaxX = v.x;
    if (v.y < pMinY) pMinY = v.y;
    if (v.y > pMaxY) pMaxY = v.y;
  }
  for (const v of q) {
    if (v.x >= pMinX && v.x <= pMaxX && v.y >= pMinY && v.y <= pMaxY) return false;
  }
  let qMinX = Infinity;
  let qMinY = Infinity;
  let qMaxX = -Infinity;
  let qMaxY = -Infinity;
  for (const v of q) {
    if (v.x < qMinX) qMinX = v.x;
    if (v.x > qMaxX) qMaxX = v.x;
    if (v.y < qMinY) qMinY = v.y;
    if (v.y > qMaxY) qMaxY = v.y;
  }
  return pMaxX < qMinX || qMaxX < pMinX || pMaxY < qMinY || qMaxY < pMinY;
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
