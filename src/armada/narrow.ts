/**
 * A small float narrow phase for the convex shapes the Armada engine builds (rects, strips,
 * circles, convex polygons), with the contact tolerance of CONVENTIONS section 2. It serves as
 * a cross-check of the geometry kernel in tests (an independent oracle on the same questions) and
 * keeps allocation-free hot paths for the planner; anything non-convex goes to the kernel.
 */
import type { Point, Shape } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { rectCorners } from './footprint.ts';

export type Convex = { readonly kind: 'convex'; readonly points: readonly Point[] } | { readonly kind: 'disc'; readonly x: number; readonly y: number; readonly r: number };

function stripCorners(from: Point, to: Point, width: number): Point[] {
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const nx = (-(to.y - from.y) / len) * (width / 2);
  const ny = ((to.x - from.x) / len) * (width / 2);
  return [
    { x: from.x + nx, y: from.y + ny },
    { x: from.x - nx, y: from.y - ny },
    { x: to.x - nx, y: to.y - ny },
    { x: to.x + nx, y: to.y + ny },
  ];
}

function isConvex(points: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const c = points[(i + 2) % points.length]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-12) continue;
    const s = Math.sign(cross);
    if (sign !== 0 && s !== sign) return false;
    sign = s;
  }
  return true;
}

/** The convex form of a shape, or null when it is not convex (then the kernel decides). */
export function toConvex(shape: Shape): Convex | null {
  switch (shape.kind) {
    case 'rect':
      return { kind: 'convex', points: rectCorners(shape) };
    case 'strip':
      return { kind: 'convex', points: stripCorners(shape.from, shape.to, shape.width) };
    case 'circle':
      return { kind: 'disc', x: shape.x, y: shape.y, r: shape.radius };
    case 'polygon':
      return isConvex(shape.points) ? { kind: 'convex', points: shape.points } : null;
    case 'arc':
      return null;
  }
}

/** Smallest overlap of the projections over the edge normals of a and b (the penetration depth of convex polygons). */
function polygonDepth(a: readonly Point[], b: readonly Point[]): number {
  let depth = Infinity;
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      let nx = -(q.y - p.y);
      let ny = q.x - p.x;
      const len = Math.hypot(nx, ny);
      if (len === 0) continue;
      nx /= len;
      ny /= len;
      let minA = Infinity;
      let maxA = -Infinity;
      for (const v of a) {
        const d = v.x * nx + v.y * ny;
        if (d < minA) minA = d;
        if (d > maxA) maxA = d;
      }
      let minB = Infinity;
      let maxB = -Infinity;
      for (const v of b) {
        const d = v.x * nx + v.y * ny;
        if (d < minB) minB = d;
        if (d > maxB) maxB = d;
      }
      const overlap = Math.min(maxA, maxB) - Math.max(minA, minB);
      if (overlap < depth) depth = overlap;
      if (depth <= 0) return depth;
    }
  }
  return depth;
}

function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

function containsPoint(poly: readonly Point[], p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross === 0) continue;
    const s = Math.sign(cross);
    if (sign !== 0 && s !== sign) return false;
    sign = s;
  }
  return true;
}

/** Closest boundary point of a convex polygon to p, and whether p is inside. */
function nearestBoundary(poly: readonly Point[], p: Point): { point: Point; distance: number; inside: boolean } {
  let best = { point: poly[0]!, distance: Infinity };
  for (let i = 0; i < poly.length; i++) {
    const c = closestOnSegment(p, poly[i]!, poly[(i + 1) % poly.length]!);
    const d = Math.hypot(c.x - p.x, c.y - p.y);
    if (d < best.distance) best = { point: c, distance: d };
  }
  return { ...best, inside: containsPoint(poly, p) };
}

/** Interiors intersect by more than the contact tolerance. */
export function convexOverlaps(a: Convex, b: Convex): boolean {
  if (a.kind === 'disc' && b.kind === 'disc') return a.r + b.r - Math.hypot(a.x - b.x, a.y - b.y) > CONTACT_TOLERANCE;
  if (a.kind === 'disc' || b.kind === 'disc') {
    const disc = (a.kind === 'disc' ? a : b) as Extract<Convex, { kind: 'disc' }>;
    const poly = (a.kind === 'disc' ? b : a) as Extract<Convex, { kind: 'convex' }>;
    const near = nearestBoundary(poly.points, disc);
    const depth = near.inside ? disc.r + near.distance : disc.r - near.distance;
    return depth > CONTACT_TOLERANCE;
  }
  return polygonDepth(a.points, b.points) > CONTACT_TOLERANCE;
}

export interface ConvexSeparation {
  readonly distance: number;
  readonly a: Point;
  readonly b: Point;
}

function segmentCrossing(p: Point, q: Point, r: Point, s: Point): Point | null {
  const d = (q.x - p.x) * (s.y - r.y) - (q.y - p.y) * (s.x - r.x);
  if (d === 0) return null;
  const t = ((r.x - p.x) * (s.y - r.y) - (r.y - p.y) * (s.x - r.x)) / d;
  const u = ((r.x - p.x) * (q.y - p.y) - (r.y - p.y) * (q.x - p.x)) / d;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) } : null;
}

/** Closest points of two convex polygons (0 with a shared point when they meet). */
export function polygonSeparation(a: readonly Point[], b: readonly Point[]): ConvexSeparation {
  for (const v of a) if (containsPoint(b, v)) return { distance: 0, a: v, b: v };
  for (const v of b) if (containsPoint(a, v)) return { distance: 0, a: v, b: v };
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const x = segmentCrossing(a[i]!, a[(i + 1) % a.length]!, b[j]!, b[(j + 1) % b.length]!);
      if (x !== null) return { distance: 0, a: x, b: x };
    }
  }
  let best: ConvexSeparation = { distance: Infinity, a: a[0]!, b: b[0]! };
  for (const v of a) {
    const n = nearestBoundary(b, v);
    if (n.distance < best.distance) best = { distance: n.distance, a: v, b: n.point };
  }
  for (const v of b) {
    const n = nearestBoundary(a, v);
    if (n.distance < best.distance) best = { distance: n.distance, a: n.point, b: v };
  }
  return best;
}

/** Closest points of two convex shapes. */
export function convexSeparation(a: Convex, b: Convex): ConvexSeparation {
  if (a.kind === 'disc' && b.kind === 'disc') {
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = d === 0 ? 0 : (b.x - a.x) / d;
    const uy = d === 0 ? 1 : (b.y - a.y) / d;
    if (d <= a.r + b.r) {
      const m = { x: a.x + ux * Math.min(a.r, d), y: a.y + uy * Math.min(a.r, d) };
      return { distance: 0, a: m, b: m };
    }
    return { distance: d - a.r - b.r, a: { x: a.x + ux * a.r, y: a.y + uy * a.r }, b: { x: b.x - ux * b.r, y: b.y - uy * b.r } };
  }
  if (a.kind === 'disc' || b.kind === 'disc') {
    const disc = (a.kind === 'disc' ? a : b) as Extract<Convex, { kind: 'disc' }>;
    const poly = (a.kind === 'disc' ? b : a) as Extract<Convex, { kind: 'convex' }>;
    const near = nearestBoundary(poly.points, disc);
    let onDisc: Point;
    let onPoly: Point;
    let gap: number;
    if (near.inside || near.distance <= disc.r) {
      onDisc = near.inside ? { x: disc.x, y: disc.y } : near.point;
      onPoly = onDisc;
      gap = 0;
    } else {
      const ux = (near.point.x - disc.x) / near.distance;
      const uy = (near.point.y - disc.y) / near.distance;
      onDisc = { x: disc.x + ux * disc.r, y: disc.y + uy * disc.r };
      onPoly = near.point;
      gap = near.distance - disc.r;
    }
    return a.kind === 'disc' ? { distance: gap, a: onDisc, b: onPoly } : { distance: gap, a: onPoly, b: onDisc };
  }
  return polygonSeparation(a.points, b.points);
}

/** Every point of the shape lies in [0, width] x [0, height] (within the contact tolerance). */
export function convexInside(shape: Convex, width: number, height: number): boolean {
  const t = CONTACT_TOLERANCE;
  if (shape.kind === 'disc') return shape.x - shape.r >= -t && shape.y - shape.r >= -t && shape.x + shape.r <= width + t && shape.y + shape.r <= height + t;
  return shape.points.every((p) => p.x >= -t && p.y >= -t && p.x <= width + t && p.y <= height + t);
}
