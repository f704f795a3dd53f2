/**
 * Partial execution (xwing.partial.path, xwing.partial.search, xwing.partial.touching): back the
 * ship along the chord-model path from the full pose toward the start until its base lies on no
 * ship, found exactly by the kernel's `searchPath` (as `searchRectPath`, the same search on rectangles) (safe steps on the signed separation, then
 * bisection; no sampling): no overlap and a gap of at most 0.01 mm to the last ship backed over.
 */
import { searchRectPath } from '../geometry/rect-path.ts';
import type { Box } from './bounds.ts';
import { boxOf, boxesMeet } from './bounds.ts';
import type { Course } from './course.ts';
import { courseToTable, endFront, poseAt, travelBound } from './course.ts';
import { templateShape } from './template-shape.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import { mapped } from './packed.ts';

export interface BackedUp {
  /** Path parameter where the ship stops (1 = full pose, 0 = start). */
  readonly t: number;
  /** The last ship backed over (the one it ends touching), or null. */
  readonly touching: ShipState | null;
  /** False when every position on the path overlaps a ship (the ship stays at its start). */
  readonly free: boolean;
}

/**
 * The region any base position along the course can reach (broad phase for the search): every
 * pose's centre is the midpoint of two points of the extended centre line, so it lies in the box
 * of that line (the start's rear hashmark, the template, the full pose's front hashmark); every
 * base point is within half a diagonal of its centre.
 */
export function pathBox(course: Course, mover: ShipState): Box {
  const start = courseToTable(course, 0, -course.baseLength);
  const end = endFront(course);
  const front = courseToTable(course, end.x, end.y);
  const template = templateShape(course);
  let minX = Math.min(start.x, front.x);
  let minY = Math.min(start.y, front.y);
  let maxX = Math.max(start.x, front.x);
  let maxY = Math.max(start.y, front.y);
  if (template !== null) {
    const b = boxOf(template);
    minX = Math.min(minX, b.minX);
    minY = Math.min(minY, b.minY);
    maxX = Math.max(maxX, b.maxX);
    maxY = Math.max(maxY, b.maxY);
  }
  const grow = mover.radius;
  return { minX: minX - grow, minY: minY - grow, maxX: maxX + grow, maxY: maxY + grow };
}

/** How a partial execution finds where to stop (the exact search; a benchmark may pass a baseline). */
export type BackUpSearch = (world: World, mover: ShipState, course: Course) => BackedUp;

export function backUp(world: World, mover: ShipState, course: Course): BackedUp {
  const region = pathBox(course, mover);
  const candidates = world.ships.filter((other) => other.index !== mover.index && boxesMeet(region, other.box));
  // The rectangle search gives searchPath's answer on the ships' bodies prepared with the world.
  const result = searchRectPath({
    rectAt: (t) => baseRect(poseAt(course, t), mover.base),
    obstacles: mapped(candidates, (other) => other.body),
    from: 1,
    to: 0,
    travelPerUnit: travelBound(course, mover.base.width),
  });
  const touching = result.blocker === null ? null : (candidates[result.blocker] ?? null);
  return { t: result.free ? result.t : 0, touching, free: result.free };
}

/**
 * The same search reused for maneuvers that share a path (a K-turn and the straight of its speed,
 * a Tallon roll's three placements and its turn): the result depends only on the path, which
 * starts where the mover stands (a move before the dial, xwing.maneuver.pre-move, starts it
 * elsewhere).
 */
export function sharedSearch(search: BackUpSearch = backUp): BackUpSearch {
  const known = new Map<string, BackedUp>();
  return (world, mover, course) => {
    const { x, y, heading } = mover.pose;
    const key = `${course.template.kind}${course.template.speed}:${course.side}:${course.reverse}:${course.templateHeading}@${x},${y},${heading}`;
    let result = known.get(key);
    if (result === undefined) {
      result = search(world, mover, course);
      known.set(key, result);
    }
    return result;
  };
}
