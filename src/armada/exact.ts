/**
 * The tests the Armada engine runs on its footprints: a bounding-circle broad phase, then the
 * geometry kernel on the prepared bodies (`bodiesOverlap`; `convexSeparation` for the closest-ship
 * measure; `insideArea`). Touching is not overlapping (contact tolerance 1e-6 mm). The broad
 * phase only ever skips pairs that cannot meet.
 */
import type { Separation } from '../geometry/index.ts';
import { bodiesOverlap, convexSeparation, distance, insideArea, overlaps } from '../geometry/index.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { Rect } from '../geometry/shapes.ts';
import type { Footprint } from './footprint.ts';

/**
 * How the engine tests pairs. `broadPhase: false` skips the bounding circles; `prepared: false`
 * hands every pair to the kernel's functions on the raw shapes (preparing them on every call).
 * Both off is the benchmark's naive baseline.
 */
export interface CollisionOptions {
  readonly broadPhase: boolean;
  readonly prepared: boolean;
}

export const FAST: CollisionOptions = { broadPhase: true, prepared: true };

/** True when the bounding circles are apart by more than the contact tolerance (then the shapes cannot overlap). */
export function apart(a: Footprint, b: Footprint): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const reach = a.r + b.r + CONTACT_TOLERANCE;
  return dx * dx + dy * dy > reach * reach;
}

/** `armada.overlap.definition`: the interiors interpenetrate by more than the contact tolerance. */
export function footprintsOverlap(a: Footprint, b: Footprint, options: CollisionOptions): boolean {
  if (options.broadPhase && apart(a, b)) return false;
  if (options.prepared) return bodiesOverlap(a.body, b.body);
  return overlaps(a.shape, b.shape);
}

/**
 * `armada.overlap.closest`: closest points with witnesses. Two convex polygons (ship bases) are
 * measured as they are (`convexSeparation`: 0 and a shared point when they meet); anything else
 * through the kernel's `distance`.
 */
export function separation(a: Footprint, b: Footprint, options: CollisionOptions = FAST): Separation {
  if (options.prepared) {
    const pa = a.body.outline;
    const pb = pa === null ? null : b.body.outline;
    if (pa !== null && pb !== null) return convexSeparation(pa, pb);
  }
  return distance(a.shape, b.shape);
}

/** `armada.edge.destroyed`: inside [0, width] x [0, height], the edge and the tolerance band counting as inside. */
export function inside(a: Footprint, width: number, height: number, options: CollisionOptions): boolean {
  if (options.broadPhase && a.cx - a.r >= 0 && a.cy - a.r >= 0 && a.cx + a.r <= width && a.cy + a.r <= height) return true;
  return insideArea(a.shape, width, height);
}

/**
 * `inside` for a rectangle, asking the kernel only when its bounding circle crosses the edge. (The
 * radius with Math.sqrt, far faster than Math.hypot: a rounding either way is dwarfed by the
 * kernel's tolerance band, which counts as inside.)
 */
export function rectInside(rect: Rect, width: number, height: number, options: CollisionOptions): boolean {
  const r = Math.sqrt(rect.width * rect.width + rect.length * rect.length) / 2;
  if (options.broadPhase && rect.x - r >= 0 && rect.y - r >= 0 && rect.x + r <= width && rect.y + r <= height) return true;
  return insideArea(rect, width, height);
}
