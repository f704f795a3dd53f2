/**
 * Partial execution (xwing.partial.path, xwing.partial.search, xwing.partial.touching): back the
 * ship along the chord-model path from the full pose toward the start until its base lies on no
 * ship, found exactly by the kernel's `searchPath` (safe steps on the signed separation, then
 * bisection; no sampling): no overlap and a gap of at most 0.01 mm to the last ship backed over.
 */
import type { Rect } from '../geometry/shapes.ts';
import { searchPath } from '../geometry/index.ts';
import type { Box } from './bounds.ts';
import { boxOf, boxesMeet } from './bounds.ts';
import type { Course } from './course.ts';
import { poseAt, travelBound } from './course.ts';
import { templateShape } from './template-shape.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';

export interface BackedUp {
  /** Path parameter where the ship stops (1 = full pose, 0 = start). */
  readonly t: number;
  /** The last ship backed over (the one it ends touching), or null. */
  readonly touching: ShipState | null;
  /** False when every position on the path overlaps a ship (the ship stays at its start). */
  readonly free: boolean;
}

/** The region any base position along the course can reach (broad phase for the search). */
export function pathBox(course: Course, mover: ShipState): Box {
  const boxes = [boxOf(baseRect(poseAt(course, 0), mover.base)), boxOf(baseRect(poseAt(course, 1), mover.base))];
  const template = templateShape(course);
  if (template !== null) boxes.push(boxOf(template));
  const grow = course.baseLength / 2 + mover.radius;
  return {
    minX: Math.min(...boxes.map((b) => b.minX)) - grow,
    minY: Math.min(...boxes.map((b) => b.minY)) - grow,
    maxX: Math.max(...boxes.map((b) => b.maxX)) + grow,
    maxY: Math.max(...boxes.map((b) => b.maxY)) + grow,
  };
}

/** How a partial execution finds where to stop (the exact search; a benchmark may pass a baseline). */
export type BackUpSearch = (world: World, mover: ShipState, course: Course) => BackedUp;

export function backUp(world: World, mover: ShipState, course: Course): BackedUp {
  const region = pathBox(course, mover);
  const candidates = world.ships.filter((other) => other.index !== mover.index && boxesMeet(region, other.box));
  const obstacles: Rect[] = candidates.map((other) => other.rect);
  const result = searchPath({
    shapeAt: (t) => baseRect(poseAt(course, t), mover.base),
    obstacles,
    from: 1,
    to: 0,
    travelPerUnit: travelBound(course, mover.base.width),
  });
  const touching = result.blocker === null ? null : (candidates[result.blocker] ?? null);
  return { t: result.free ? result.t : 0, touching, free: result.free };
}
