/**
 * Contacts of a moving ship: the ships its base overlaps (xwing.overlap.definition) and the
 * obstacles its template and final base lie on (xwing.obstacle.through, xwing.obstacle.overlap),
 * in order along the template (xwing.obstacle.order). Broad phase by bounding boxes, then the
 * kernel's exact predicates on shapes prepared once (touching is not
 * overlapping).
 */
import type { Body } from '../geometry/index.ts';
import { bodiesOverlap, insideArea, prepare, touchesBodies } from '../geometry/index.ts';
import { hypot } from '../geometry/hypot.ts';
import type { Rect, Shape } from '../geometry/shapes.ts';
import type { Box } from './bounds.ts';
import { boxInside, boxOf, boxesMeet } from './bounds.ts';
import type { ObstacleState, ShipState, World } from './world.ts';

/** A shape with its bounding box and its prepared body, built only when a box test passes. */
export class Prepared {
  readonly box: Box;
  private prepared: Body | null = null;
  constructor(readonly shape: Shape) {
    this.box = boxOf(shape);
  }
  get body(): Body {
    this.prepared ??= prepare(this.shape);
    return this.prepared;
  }
}

/** Ships (other than the mover) whose bases the given base overlaps, in scenario order. */
export function shipsOverlapped(world: World, mover: number, base: Rect | Prepared): ShipState[] {
  const moving = base instanceof Prepared ? base : new Prepared(base);
  const out: ShipState[] = [];
  const rect = moving.shape as Rect;
  const reach = hypot(rect.width, rect.length) / 2;
  const core = Math.min(rect.width, rect.length) / 2;
  for (const other of world.ships) {
    if (other.index === mover || !boxesMeet(moving.box, other.box)) continue;
    // Circles around and inside both bases: apart beyond the outer ones, certainly overlapping
    // (by far more than the contact tolerance) within the inner ones; the kernel decides the rest.
    const d = hypot(rect.x - other.pose.x, rect.y - other.pose.y);
    if (d >= reach + other.radius) continue;
    if (d < core + Math.min(other.base.width, other.base.length) / 2 - 1e-3 || bodiesOverlap(moving.body, other.body)) out.push(other);
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
  start: ShipState,
  finalBase: Rect | Prepared,
  templateAt: ((s: number) => Shape | null) | null,
  used: number,
): ObstacleContact[] {
  if (world.obstacles.length === 0) return [];
  const templateShape = templateAt === null ? null : templateAt(used);
  const template = templateShape === null ? null : new Prepared(templateShape);
  const final = finalBase instanceof Prepared ? finalBase : new Prepared(finalBase);
  const out: ObstacleContact[] = [];
  for (const obstacle of world.obstacles) {
    const templateContact =
      template !== null && boxesMeet(template.box, obstacle.box) && mayMeetArc(template.shape, obstacle) && bodiesOverlap(template.body, obstacle.body);
    const finalContact = boxesMeet(final.box, obstacle.box) && bodiesOverlap(final.body, obstacle.body);
    if (!templateContact && !finalContact) continue;
    out.push({ obstacle, templateContact, finalContact, startedOn: startsOn(start, obstacle), along: used + 1 });
  }
  if (out.filter((c) => c.templateContact).length < 2 || templateAt === null) return out;
  // xwing.obstacle.order: nearest the start first; ties by scenario order.
  const ordered = out.map((c) => (c.templateContact ? { ...c, along: firstContact(templateAt, used, c.obstacle) } : c));
  return ordered.sort((a, b) => a.along - b.along || a.obstacle.index - b.obstacle.index);
}

/**
 * Broad phase for an arc template: false only when the obstacle's bounding circle lies wholly
 * inside the arc's hollow, wholly beyond its outer edge, or wholly outside its angular sweep.
 */
function mayMeetArc(shape: Shape, obstacle: ObstacleState): boolean {
  if (shape.kind !== 'arc') return true;
  const dx = obstacle.centre.x - shape.x;
  const dy = obstacle.centre.y - shape.y;
  const d = hypot(dx, dy);
  const r = obstacle.radius;
  if (d + r < shape.inner || d - r > shape.outer) return false;
  if (d <= r + 1e-9) return true;
  const bearing = (Math.atan2(dx, dy) * 180) / Math.PI;
  const half = (Math.asin(Math.min(1, r / d)) * 180) / Math.PI + 1e-6;
  const lo = Math.min(shape.from, shape.from + shape.sweep);
  const hi = Math.max(shape.from, shape.from + shape.sweep);
  for (const turn of [-360, 0, 360]) {
    if (bearing + turn + half >= lo && bearing + turn - half <= hi) return true;
  }
  return false;
}

/**
 * The obstacles `ship` starts on (`startsOn`), in world order, worked out once per ship and
 * obstacle list (a plan asks for its ship's at every maneuver). Kept by the list and the ship
 * objects, so a world that changes either asks again.
 */
export function obstaclesStartedOn(world: World, ship: ShipState): readonly ObstacleState[] {
  // The last answer first: a plan asks for one ship against one obstacle list many times in a row.
  if (ship === lastShip && world.obstacles === lastObstacles) return lastOn;
  lastOn = startedOnLookup(world, ship);
  lastShip = ship;
  lastObstacles = world.obstacles;
  return lastOn;
}

let lastShip: ShipState | null = null;
let lastObstacles: readonly ObstacleState[] | null = null;
let lastOn: readonly ObstacleState[] = [];

function startedOnLookup(world: World, ship: ShipState): readonly ObstacleState[] {
  let byShip = startedOn.get(world.obstacles);
  if (byShip === undefined) startedOn.set(world.obstacles, (byShip = new WeakMap()));
  let on = byShip.get(ship);
  if (on === undefined) {
    // Pushed to an array literal: packed in every tier (packed.ts).
    const found: ObstacleState[] = [];
    for (const obstacle of world.obstacles) if (startsOn(ship, obstacle)) found.push(obstacle);
    on = found;
    byShip.set(ship, on);
  }
  return on;
}

const startedOn = new WeakMap<readonly ObstacleState[], WeakMap<ShipState, readonly ObstacleState[]>>();

/** Range 0 at the start: the start base overlaps or touches it (xwing.obstacle.start). */
export function startsOn(ship: ShipState, obstacle: ObstacleState): boolean {
  return boxesMeet(ship.box, obstacle.box, 1e-6) && (bodiesOverlap(ship.body, obstacle.body) || touchesBodies(ship.body, obstacle.body));
}

/** The shortest template prefix that overlaps the obstacle, by bisection on the monotone prefix (0.01 mm). */
function firstContact(templateAt: (s: number) => Shape | null, used: number, obstacle: ObstacleState): number {
  let lo = 0;
  let hi = used;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    const prefix = templateAt(mid);
    if (prefix !== null && bodiesOverlap(prepare(prefix), obstacle.body)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** xwing.flee: any part of the base outside the play area. */
export function fleesArea(world: World, base: Rect | Prepared): boolean {
  const moving = base instanceof Prepared ? base : new Prepared(base);
  if (boxInside(moving.box, world.width, world.height)) return false;
  return !insideArea(moving.shape, world.width, world.height);
}
