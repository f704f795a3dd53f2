/**
 * The engine's hot-path narrow phase: convex hulls and discs in flat arrays, tested with the
 * contact tolerance of CONVENTIONS section 2 (interpenetration up to 1e-6 mm is touching). The
 * planner runs these thousands of times per call; the general geometry kernel prepares a shape
 * on every `overlaps` call, which costs far more than the test itself, so convex pieces (bases,
 * tool pieces, squadron discs, convex obstacles) are prepared once here and anything else
 * (non-convex polygons) goes to the kernel. Floating-point only: the decisions can differ from
 * the kernel's exact ones only when a depth lies within about 1e-12 mm of the 1e-6 mm boundary;
 * `solid.test.ts` checks agreement with the kernel on random and flush-contact cases.
 */
import type { Point, Shape } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { cosDeg, sinDeg } from '../geometry/angle.ts';

/**
 * Convex polygon, counter-clockwise: `v` = x0, y0, x1, y1, ...; `n` = unit outward normal of edge
 * i (v_i -> v_i+1). `axes`: how many leading normals the separating-axis test needs (2 for a
 * rectangle, whose other two normals are the same axes reversed; every edge otherwise).
 */
export interface Hull {
  readonly kind: 'hull';
  readonly v: Float64Array;
  readonly n: Float64Array;
  readonly axes: number;
}

export interface Disc {
  readonly kind: 'disc';
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export type Solid = Hull | Disc;

/** A hull from points in either winding (collinear points allowed), or null when not convex. */
export function hullOf(points: readonly Point[]): Hull | null {
  const count = points.length;
  let area = 0;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % count]!;
    area += a.x * b.y - b.x * a.y;
  }
  const ordered = area < 0 ? [...points].reverse() : points;
  for (let i = 0; i < count; i++) {
    const a = ordered[i]!;
    const b = ordered[(i + 1) % count]!;
    const c = ordered[(i + 2) % count]!;
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) < -1e-9) return null;
  }
  const v = new Float64Array(2 * count);
  const n = new Float64Array(2 * count);
  for (let i = 0; i < count; i++) {
    const a = ordered[i]!;
    const b = ordered[(i + 1) % count]!;
    v[2 * i] = a.x;
    v[2 * i + 1] = a.y;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    n[2 * i] = len === 0 ? 0 : (b.y - a.y) / len;
    n[2 * i + 1] = len === 0 ? 0 : -(b.x - a.x) / len;
  }
  return { kind: 'hull', v, n, axes: count };
}

/**
 * A rectangle from its centre, its right unit vector (rx, ry), its forward unit vector (fx, fy)
 * and half sizes: corners rear-left, rear-right, front-right, front-left (counter-clockwise);
 * outward normals back, right, front, left.
 */
function rectHull(x: number, y: number, rx: number, ry: number, fx: number, fy: number, hw: number, hl: number): Hull {
  const v = new Float64Array(8);
  v[0] = x - hw * rx - hl * fx;
  v[1] = y - hw * ry - hl * fy;
  v[2] = x + hw * rx - hl * fx;
  v[3] = y + hw * ry - hl * fy;
  v[4] = x + hw * rx + hl * fx;
  v[5] = y + hw * ry + hl * fy;
  v[6] = x - hw * rx + hl * fx;
  v[7] = y - hw * ry + hl * fy;
  const n = new Float64Array(8);
  n[0] = -fx;
  n[1] = -fy;
  n[2] = rx;
  n[3] = ry;
  n[4] = fx;
  n[5] = fy;
  n[6] = -rx;
  n[7] = -ry;
  return { kind: 'hull', v, n, axes: 2 };
}

/** The solid of a kernel shape, or null when it is not convex (the kernel decides those). */
export function solidOf(shape: Shape): Solid | null {
  switch (shape.kind) {
    case 'rect': {
      const c = cosDeg(shape.heading);
      const s = sinDeg(shape.heading);
      return rectHull(shape.x, shape.y, c, -s, s, c, shape.width / 2, shape.length / 2);
    }
    case 'circle':
      return { kind: 'disc', x: shape.x, y: shape.y, r: shape.radius };
    case 'strip': {
      const dx = shape.to.x - shape.from.x;
      const dy = shape.to.y - shape.from.y;
      const length = Math.hypot(dx, dy);
      if (length === 0) return null;
      const fx = dx / length;
      const fy = dy / length;
      return rectHull((shape.from.x + shape.to.x) / 2, (shape.from.y + shape.to.y) / 2, fy, -fx, fx, fy, shape.width / 2, length / 2);
    }
    case 'polygon':
      return hullOf(shape.points);
    case 'arc':
      return null;
  }
}

/** Overlap of the projections of two hulls on each edge normal; true when every one exceeds the tolerance. */
function hullsOverlap(a: Hull, b: Hull): boolean {
  for (let pass = 0; pass < 2; pass++) {
    const p = pass === 0 ? a : b;
    for (let i = 0; i < 2 * p.axes; i += 2) {
      const nx = p.n[i]!;
      const ny = p.n[i + 1]!;
      let minA = Infinity;
      let maxA = -Infinity;
      for (let k = 0; k < a.v.length; k += 2) {
        const d = a.v[k]! * nx + a.v[k + 1]! * ny;
        if (d < minA) minA = d;
        if (d > maxA) maxA = d;
      }
      let minB = Infinity;
      let maxB = -Infinity;
      for (let k = 0; k < b.v.length; k += 2) {
        const d = b.v[k]! * nx + b.v[k + 1]! * ny;
        if (d < minB) minB = d;
        if (d > maxB) maxB = d;
      }
      if (Math.min(maxA, maxB) - Math.max(minA, minB) <= CONTACT_TOLERANCE) return false;
    }
  }
  return true;
}

/** Signed distance from (x, y) to the hull: negative inside (minus the distance to the nearest edge). */
export function signedDistance(h: Hull, x: number, y: number): number {
  let worst = -Infinity;
  for (let i = 0; i < h.n.length; i += 2) {
    const s = h.n[i]! * (x - h.v[i]!) + h.n[i + 1]! * (y - h.v[i + 1]!);
    if (s > worst) worst = s;
  }
  if (worst <= 0) return worst;
  let best = Infinity;
  const count = h.v.length;
  for (let i = 0; i < count; i += 2) {
    const ax = h.v[i]!;
    const ay = h.v[i + 1]!;
    const bx = h.v[(i + 2) % count]!;
    const by = h.v[(i + 3) % count]!;
    const ex = bx - ax;
    const ey = by - ay;
    const len2 = ex * ex + ey * ey;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / len2));
    const d = Math.sqrt((ax + t * ex - x) ** 2 + (ay + t * ey - y) ** 2);
    if (d < best) best = d;
  }
  return best;
}

/** A disc at (x, y) with radius r overlaps the solid. */
export function discOverlaps(x: number, y: number, r: number, s: Solid): boolean {
  if (s.kind === 'disc') return r + s.r - Math.sqrt((x - s.x) * (x - s.x) + (y - s.y) * (y - s.y)) > CONTACT_TOLERANCE;
  return r - signedDistance(s, x, y) > CONTACT_TOLERANCE;
}

export function solidsOverlap(a: Solid, b: Solid): boolean {
  if (a.kind === 'disc') return discOverlaps(a.x, a.y, a.r, b);
  if (b.kind === 'disc') return discOverlaps(b.x, b.y, b.r, a);
  return hullsOverlap(a, b);
}

/** Gap between a disc and a solid (0 or less when they meet). */
export function discGap(x: number, y: number, r: number, s: Solid): number {
  if (s.kind === 'disc') return Math.hypot(x - s.x, y - s.y) - r - s.r;
  return signedDistance(s, x, y) - r;
}

/** Inside [0, width] x [0, height], the edge and the tolerance band counting as inside. */
export function solidInside(s: Solid, width: number, height: number): boolean {
  const t = CONTACT_TOLERANCE;
  if (s.kind === 'disc') return s.x - s.r >= -t && s.y - s.r >= -t && s.x + s.r <= width + t && s.y + s.r <= height + t;
  for (let i = 0; i < s.v.length; i += 2) {
    const x = s.v[i]!;
    const y = s.v[i + 1]!;
    if (x < -t || y < -t || x > width + t || y > height + t) return false;
  }
  return true;
}

export interface SolidSeparation {
  readonly distance: number;
  /** Closest point of a, then of b (the same point when they meet). */
  readonly a: Point;
  readonly b: Point;
}

/** Some point both hulls share, or null when they are apart. */
function sharedPoint(a: Hull, b: Hull): Point | null {
  for (const [p, q] of [[a, b], [b, a]] as const) {
    for (let i = 0; i < p.v.length; i += 2) if (signedDistance(q, p.v[i]!, p.v[i + 1]!) <= 0) return { x: p.v[i]!, y: p.v[i + 1]! };
  }
  const na = a.v.length;
  const nb = b.v.length;
  for (let i = 0; i < na; i += 2) {
    const px = a.v[i]!;
    const py = a.v[i + 1]!;
    const rx = a.v[(i + 2) % na]! - px;
    const ry = a.v[(i + 3) % na]! - py;
    for (let j = 0; j < nb; j += 2) {
      const qx = b.v[j]!;
      const qy = b.v[j + 1]!;
      const sx = b.v[(j + 2) % nb]! - qx;
      const sy = b.v[(j + 3) % nb]! - qy;
      const d = rx * sy - ry * sx;
      if (d === 0) continue;
      const t = ((qx - px) * sy - (qy - py) * sx) / d;
      const u = ((qx - px) * ry - (qy - py) * rx) / d;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return { x: px + t * rx, y: py + t * ry };
    }
  }
  return null;
}

/** Closest points of two convex hulls (distance 0 and a shared point when they meet). */
export function hullSeparation(a: Hull, b: Hull): SolidSeparation {
  const shared = sharedPoint(a, b);
  if (shared !== null) return { distance: 0, a: shared, b: shared };
  // Apart: the closest pair is a vertex of one hull and a point on an edge of the other.
  let best = Infinity;
  let ax = 0;
  let ay = 0;
  let bx = 0;
  let by = 0;
  for (let pass = 0; pass < 2; pass++) {
    const p = pass === 0 ? a : b;
    const q = pass === 0 ? b : a;
    const count = q.v.length;
    for (let i = 0; i < p.v.length; i += 2) {
      const x = p.v[i]!;
      const y = p.v[i + 1]!;
      for (let j = 0; j < count; j += 2) {
        const sx = q.v[j]!;
        const sy = q.v[j + 1]!;
        const ex = q.v[(j + 2) % count]! - sx;
        const ey = q.v[(j + 3) % count]! - sy;
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
