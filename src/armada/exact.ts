/**
 * The tests the Armada engine runs on prepared bodies: a bounding-circle broad phase, then the
 * convex narrow phase of `solid.ts`, with the geometry kernel for everything that is not convex
 * and for distances with witnesses. Touching is not overlapping (contact
 * tolerance 1e-6 mm). The broad phase only ever skips pairs that cannot meet.
 */
import type { Separation } from '../geometry/index.ts';
import type { Body as KernelBody } from '../geometry/index.ts';
import { bodiesOverlap as kernelBodiesOverlap, distance, distanceBodies, insideArea, overlaps, prepare } from '../geometry/index.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { Rect } from '../geometry/shapes.ts';
import type { Body } from './footprint.ts';
import { rectBody } from './footprint.ts';
import { hullSeparation, solidInside, solidsOverlap } from './solid.ts';

/**
 * How the engine tests pairs. `broadPhase: false` skips the bounding circles; `prepared: false`
 * hands every pair to the kernel's `overlaps` on the raw shapes. Both off is the benchmark's naive baseline.
 */
export interface CollisionOptions {
  readonly broadPhase: boolean;
  readonly prepared: boolean;
}

export const FAST: CollisionOptions = { broadPhase: true, prepared: true };

/** True when the bounding circles are apart by more than the contact tolerance (then the shapes cannot overlap). */
export function apart(a: Body, b: Body): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const reach = a.r + b.r + CONTACT_TOLERANCE;
  return dx * dx + dy * dy > reach * reach;
}

export function bodiesOverlap(a: Body, b: Body, options: CollisionOptions): boolean {
  if (options.broadPhase && apart(a, b)) return false;
  if (options.prepared && a.solid !== null && b.solid !== null) return solidsOverlap(a.solid, b.solid);
  if (options.prepared && (a.kernel !== undefined || b.kernel !== undefined)) return kernelBodiesOverlap(kernelOf(a), kernelOf(b));
  return overlaps(a.shape, b.shape);
}

/** The kernel body of a footprint: prepared once for polygon obstacles, now for anything else. */
function kernelOf(body: Body): KernelBody {
  return body.kernel ?? prepare(body.shape);
}

/** Closest points with witnesses: convex hulls here, anything else through the kernel's `distance`. */
export function separation(a: Body, b: Body, options: CollisionOptions = FAST): Separation {
  if (options.prepared && a.solid?.kind === 'hull' && b.solid?.kind === 'hull') return hullSeparation(a.solid, b.solid);
  if (options.prepared && (a.kernel !== undefined || b.kernel !== undefined)) return distanceBodies(kernelOf(a), kernelOf(b));
  return distance(a.shape, b.shape);
}

export function inside(a: Body, width: number, height: number, options: CollisionOptions): boolean {
  if (options.broadPhase && a.cx - a.r >= 0 && a.cy - a.r >= 0 && a.cx + a.r <= width && a.cy + a.r <= height) return true;
  if (options.prepared && a.solid !== null) return solidInside(a.solid, width, height);
  return insideArea(a.shape, width, height);
}

/** `inside` for a rectangle, preparing it only when its bounding circle crosses the edge. */
export function rectInside(rect: Rect, width: number, height: number, options: CollisionOptions): boolean {
  const r = Math.hypot(rect.width, rect.length) / 2;
  if (options.broadPhase && rect.x - r >= 0 && rect.y - r >= 0 && rect.x + r <= width && rect.y + r <= height) return true;
  return inside(rectBody(rect), width, height, options);
}
