/**
 * Contacts of a moving ship: the ships its base overlaps (xwing.overlap.definition) and the
 * obstacles its template and final base lie on (xwing.obstacle.through, xwing.obstacle.overlap),
 * in order along the template (xwing.obstacle.order). Broad phase by bounding boxes, then the
 * kernel's exact predicates (touching is not overlapping, CONVENTIONS section 2).
 */
import type { Rect, Shape } from '../geometry/shapes.ts';
import { insideArea, overlaps, touches } from '../geometry/index.ts';
import { boxInside, boxOf, boxesMeet } from './bounds.ts';
import type { ObstacleState, ShipState, World } from './world.ts';

/** Ships (other than the mover) whose bases the given base overlaps, in scenario order. */
export function shipsOverlapped(world: World, mover: number, base: Rect): ShipState[] {
  const box = boxOf(base);
  const out: ShipState[] = [];
  for (const other of world.ships) {
    if (other.index === mover || !boxesMeet(box, other.box)) continue;
    if (overlaps(base, other.rect)) out.push(other);
  }
  return out;
}

export interface ObstacleContact {
  readonly obstacle: ObstacleState;
  readonly templateContact: boolean;
  readonly finalContact: boolean;
  readonly startedOn: boolean;
  /** Where along the used template (mm) it is first met; the used length + 1 when only the final base is on it. */
  readonly along: number;
}

/**
 * Obstacles the used template or the final base overlaps. `templateAt(s)` is the template cut
 * after s mm (null for none); `used` is the used length.
 */
export function obstacleContacts(
  world: World,
  startBase: Rect,
  finalBase: Rect,
  templateAt: ((s: number) => Shape | null) | null,
  used: number,
): ObstacleContact[] {
  if (world.obstacles.length === 0) return [];
  const template = templateAt === null ? null : templateAt(used);
  const templateBox = template === null ? null : boxOf(template);
  const finalBox = boxOf(finalBase);
  const startBox = boxOf(startBase);
  const out: ObstacleContact[] = [];
  for (const obstacle of world.obstacles) {
    const templateContact = template !== null && templateBox !== null && boxesMeet(templateBox, obstacle.box) && overlaps(template, obstacle.shape);
    const finalContact = boxesMeet(finalBox, obstacle.box) && overlaps(finalBase, obstacle.shape);
    if (!templateContact && !finalContact) continue;
    const startedOn = boxesMeet(startBox, obstacle.box, 1e-6) && (overlaps(startBase, obstacle.shape) || touches(startBase, obstacle.shape));
    const along = templateContact && templateAt !== null ? firstContact(templateAt, used, obstacle) : used + 1;
    out.push({ obstacle, templateContact, finalContact, startedOn, along });
  }
  // xwing.obstacle.order: nearest the start first; ties by scenario order.
  return out.sort((a, b) => a.along - b.along || a.obstacle.index - b.obstacle.index);
}

/** The shortest template prefix that overlaps the obstacle, by bisection on the monotone prefix (0.01 mm). */
function firstContact(templateAt: (s: number) => Shape | null, used: number, obstacle: ObstacleState): number {
  let lo = 0;
  let hi = used;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    const prefix = templateAt(mid);
    if (prefix !== null && overlaps(prefix, obstacle.shape)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** xwing.flee: any part of the base outside the play area. */
export function fleesArea(world: World, base: Rect): boolean {
  if (boxInside(boxOf(base), world.width, world.height)) return false;
  return !insideArea(base, world.width, world.height);
}
