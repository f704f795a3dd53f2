/**
 * The exact tests the Armada engine uses, behind a broad phase. Exact decisions follow
 * CONVENTIONS section 2 (touching is not overlapping, contact tolerance 1e-6 mm); the
 * bounding-circle test in front of them only ever skips pairs that cannot meet.
 */
import type { Separation } from '../geometry/index.ts';
import { distance, insideArea, overlaps } from '../geometry/index.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { Body } from './footprint.ts';
import { convexInside, convexOverlaps, convexSeparation, toConvex } from './narrow.ts';

/** How the engine tests pairs: `broadPhase: false` is the naive baseline of the benchmark. */
export interface CollisionOptions {
  readonly broadPhase: boolean;
}

export const FAST: CollisionOptions = { broadPhase: true };

/** Which narrow phase decides: the geometry kernel, or the local convex one. */
const USE_KERNEL = false;

/** True when the bounding circles are apart by more than the contact tolerance (then the shapes cannot overlap). */
export function apart(a: Body, b: Body): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const reach = a.r + b.r + CONTACT_TOLERANCE;
  return dx * dx + dy * dy > reach * reach;
}

function exactOverlap(a: Body, b: Body): boolean {
  if (!USE_KERNEL) {
    const ca = toConvex(a.shape);
    const cb = toConvex(b.shape);
    if (ca !== null && cb !== null) return convexOverlaps(ca, cb);
  }
  return overlaps(a.shape, b.shape);
}

export function bodiesOverlap(a: Body, b: Body, options: CollisionOptions): boolean {
  if (options.broadPhase && apart(a, b)) return false;
  return exactOverlap(a, b);
}

/** Any of `bs` overlapped by `a`. */
export function overlapsAny(a: Body, bs: readonly Body[], options: CollisionOptions): boolean {
  for (const b of bs) if (bodiesOverlap(a, b, options)) return true;
  return false;
}

export function separation(a: Body, b: Body): Separation {
  if (!USE_KERNEL) {
    const ca = toConvex(a.shape);
    const cb = toConvex(b.shape);
    if (ca !== null && cb !== null) return convexSeparation(ca, cb);
  }
  return distance(a.shape, b.shape);
}

export function inside(a: Body, width: number, height: number, options: CollisionOptions): boolean {
  if (options.broadPhase && a.cx - a.r >= 0 && a.cy - a.r >= 0 && a.cx + a.r <= width && a.cy + a.r <= height) return true;
  if (!USE_KERNEL) {
    const ca = toConvex(a.shape);
    if (ca !== null) return convexInside(ca, width, height);
  }
  return insideArea(a.shape, width, height);
}
