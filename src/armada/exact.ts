/**
 * The tests the Armada engine runs on its bodies: a bounding-circle broad phase, then the geometry
 * kernel's exact tests on the bodies prepared once per footprint (`prepare`, `bodiesOverlap`,
 * `distanceBodies`). CONVENTIONS section 2: touching is not overlapping (contact tolerance 1e-6 mm).
 * The broad phase only ever skips pairs that cannot meet.
 */
import type { Separation } from '../geometry/index.ts';
import { bodiesOverlap as kernelOverlap, distance, distanceBodies, insideArea, overlaps } from '../geometry/index.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { Rect } from '../geometry/shapes.ts';
import type { Body } from './footprint.ts';
import { rectBody } from './footprint.ts';

/**
 * How the engine tests pairs. `broadPhase: false` skips the bounding circles; `prepared: false`
 * hands every pair to the kernel's `overlaps` on the raw shapes (preparing both on every call).
 * Both off is the benchmark's naive baseline.
 */
export interface CollisionOptions {
  readonly broadPhase: boolean;
  readonly prepared: boolean;
}

export const FAST: CollisionOptions = { broadPhase: true, prepared: true };

/**
 * Margin beyond the contact tolerance past which the prepared bounding box decides `inside` without
 * the kernel: far above its rounding and above the hair by which curved pieces' boxes are padded.
 */
const BOX_MARGIN = 1e-7;

/** True when the bounding circles are apart by more than the contact tolerance (then the shapes cannot overlap). */
export function apart(a: Body, b: Body): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const reach = a.r + b.r + CONTACT_TOLERANCE;
  return dx * dx + dy * dy > reach * reach;
}

/** `armada.overlap.definition`: interiors interpenetrate by more than the contact tolerance. */
export function bodiesOverlap(a: Body, b: Body, options: CollisionOptions): boolean {
  if (options.broadPhase && apart(a, b)) return false;
  if (options.prepared) return kernelOverlap(a.prepared, b.prepared);
  return overlaps(a.shape, b.shape);
}

/** `armada.overlap.closest`: closest points with witnesses (distance 0 and a shared point when they meet). */
export function separation(a: Body, b: Body, options: CollisionOptions = FAST): Separation {
  if (options.prepared) return distanceBodies(a.prepared, b.prepared);
  return distance(a.shape, b.shape);
}

/**
 * `armada.edge.destroyed`: inside [0, width] x [0, height], the edge and the tolerance band
 * counting as inside. The prepared body's bounding box (every piece's box, conservative) decides
 * when it is clearly inside or clearly outside; within a hair of the band the kernel decides exactly.
 */
export function inside(a: Body, width: number, height: number, options: CollisionOptions): boolean {
  if (options.broadPhase && a.cx - a.r >= 0 && a.cy - a.r >= 0 && a.cx + a.r <= width && a.cy + a.r <= height) return true;
  if (options.prepared) {
    const box = a.prepared.box;
    const low = -CONTACT_TOLERANCE + BOX_MARGIN;
    if (box[0]! >= low && box[1]! >= low && box[2]! <= width - low && box[3]! <= height - low) return true;
    const high = -CONTACT_TOLERANCE - BOX_MARGIN;
    if (box[0]! < high || box[1]! < high || box[2]! > width - high || box[3]! > height - high) return false;
  }
  return insideArea(a.shape, width, height);
}

/** `inside` for a rectangle, preparing it only when its bounding circle crosses the edge. */
export function rectInside(rect: Rect, width: number, height: number, options: CollisionOptions): boolean {
  const r = Math.hypot(rect.width, rect.length) / 2;
  if (options.broadPhase && rect.x - r >= 0 && rect.y - r >= 0 && rect.x + r <= width && rect.y + r <= height) return true;
  return inside(rectBody(rect), width, height, options);
}
