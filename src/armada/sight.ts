/**
 * The visible part of a line of sight (armada.range.line-of-sight, armada.range.obstructed).
 *
 * Line of sight runs from the attacking hull zone's targeting point (or the closest point of a
 * squadron's base) to the defending hull zone's targeting point (or squadron point). A targeting
 * point sits on the token, inside the ship's base, so the first and last stretches of the line lie
 * over the attacker's and the defender's own bases. The rules reference ("Line of Sight", RRG 1.5)
 * says an obstacle a ship overlaps obstructs only when the line passes over a visible portion of
 * it: the stretches over the two bases (inner footprints, `armada.base.sizes`) are left out, and
 * only the part between them is tested against obstacles and other ships.
 *
 * Plain numbers in and out, no allocation: the planners call it for every course.
 */
import { cosDeg, sinDeg } from '../geometry/angle.ts';
import type { Pose } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';

/** A base the line starts or ends inside: its centre, heading (sine and cosine) and half its inner footprint's sides. */
export interface SightBase {
  x: number;
  y: number;
  sin: number;
  cos: number;
  halfWidth: number;
  halfLength: number;
}

/**
 * A `SightBase` of its own class: its fields hold numbers only, so V8 keeps them as doubles and a
 * planner that moves a base (`placeSightBase`) writes them in place. An object literal of the same
 * keys would share its hidden class with every `{ x, y, ... }` in the program, whose fields may be
 * generalised to any value; each number written into such a field is then a new heap object. The
 * fields are `declare`d and set in the constructor: a class field without `declare` is first
 * defined as undefined (ES2022), which makes it such a field from the start, and field initialisers
 * are slow to run.
 */
class Base implements SightBase {
  declare x: number;
  declare y: number;
  declare sin: number;
  declare cos: number;
  declare halfWidth: number;
  declare halfLength: number;
  constructor(x: number, y: number, sin: number, cos: number, halfWidth: number, halfLength: number) {
    this.x = x;
    this.y = y;
    this.sin = sin;
    this.cos = cos;
    this.halfWidth = halfWidth;
    this.halfLength = halfLength;
  }
}

/** The base at (x, y) with the heading's sine and cosine and half its sides (`Base`). */
export function sightBaseAt(x: number, y: number, sin: number, cos: number, halfWidth: number, halfLength: number): SightBase {
  return new Base(x, y, sin, cos, halfWidth, halfLength);
}

/** The base of `width` x `length` at `pose`. */
export function sightBase(pose: Pose, width: number, length: number): SightBase {
  return new Base(pose.x, pose.y, sinDeg(pose.heading), cosDeg(pose.heading), width / 2, length / 2);
}

/** Moves `base` to `pose` (a planner's reused base). */
export function placeSightBase(base: SightBase, pose: Pose): void {
  base.x = pose.x;
  base.y = pose.y;
  base.sin = sinDeg(pose.heading);
  base.cos = cosDeg(pose.heading);
}

/** The visible stretch of a line of sight, written by `visibleSight`. */
export interface SightSegment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** A `SightSegment` of its own class, its fields doubles from the start (written in place; see `Base`). */
class Segment implements SightSegment {
  declare ax: number;
  declare ay: number;
  declare bx: number;
  declare by: number;
  constructor() {
    this.ax = NaN;
    this.ay = NaN;
    this.bx = NaN;
    this.by = NaN;
  }
}

export function sightSegment(): SightSegment {
  return new Segment();
}

/**
 * Where the segment p -> q leaves the rectangle `base`, as the fraction of the way from p (0 when
 * p is not inside it; 1 when q is still inside).
 */
export function leaveFraction(px: number, py: number, qx: number, qy: number, base: SightBase): number {
  const s = base.sin;
  const c = base.cos;
  const ux = px - base.x;
  const uy = py - base.y;
  const vx = qx - base.x;
  const vy = qy - base.y;
  // In the base's own frame (x right, y forward).
  const lpx = ux * c - uy * s;
  const lpy = ux * s + uy * c;
  const dx = vx * c - vy * s - lpx;
  const dy = vx * s + vy * c - lpy;
  const w = base.halfWidth;
  const l = base.halfLength;
  if (Math.abs(lpx) > w || Math.abs(lpy) > l) return 0;
  let t = 1;
  if (dx > 0) t = Math.min(t, (w - lpx) / dx);
  else if (dx < 0) t = Math.min(t, (-w - lpx) / dx);
  if (dy > 0) t = Math.min(t, (l - lpy) / dy);
  else if (dy < 0) t = Math.min(t, (-l - lpy) / dy);
  return Math.max(0, t);
}

/**
 * The stretch of the line p -> q outside the base `from` (p's) and the base `to` (q's), written
 * into `out`; null bases (a squadron's point on its base edge) cut nothing. Returns false when no
 * stretch longer than the contact tolerance is left (the bases touch or overlap along the line):
 * nothing can obstruct it.
 *
 * The stretch is computed and written from the end with the smaller x (then y) first, so the line
 * traced either way is the same to the last bit (`sameWay`): an attack and its reverse agree.
 */
export function visibleSight(px: number, py: number, qx: number, qy: number, from: SightBase | null, to: SightBase | null, out: SightSegment): boolean {
  if (!sameWay(px, py, qx, qy)) return visibleSight(qx, qy, px, py, to, from, out);
  const start = from === null ? 0 : leaveFraction(px, py, qx, qy, from);
  const end = to === null ? 1 : 1 - leaveFraction(qx, qy, px, py, to);
  const dx = qx - px;
  const dy = qy - py;
  out.ax = px + dx * start;
  out.ay = py + dy * start;
  out.bx = px + dx * end;
  out.by = py + dy * end;
  return (end - start) * Math.sqrt(dx * dx + dy * dy) > CONTACT_TOLERANCE;
}

/** A point a line of sight runs from or to: a hull zone's targeting point (tx, ty). */
export interface SightPoint {
  readonly tx: number;
  readonly ty: number;
}

/**
 * `visibleSight(p.tx, p.ty, q.tx, q.ty, from, to, out)`: the same steps on the same numbers, the
 * ends swapped in place instead of by a second call, for a planner that keeps its points in
 * objects. A number passed to a call V8 does not inline is boxed on the heap, one object per number
 * and call; this reads its numbers itself and calls nothing with them but `leaveFraction`, small
 * enough to be inlined (test/measure/visible-sight-between.test.ts holds it to visibleSight).
 */
export function visibleSightBetween(p: SightPoint, q: SightPoint, from: SightBase | null, to: SightBase | null, out: SightSegment): boolean {
  let px = p.tx;
  let py = p.ty;
  let qx = q.tx;
  let qy = q.ty;
  let a = from;
  let b = to;
  if (!sameWay(px, py, qx, qy)) {
    px = q.tx;
    py = q.ty;
    qx = p.tx;
    qy = p.ty;
    a = to;
    b = from;
  }
  const start = a === null ? 0 : leaveFraction(px, py, qx, qy, a);
  const end = b === null ? 1 : 1 - leaveFraction(qx, qy, px, py, b);
  const dx = qx - px;
  const dy = qy - py;
  out.ax = px + dx * start;
  out.ay = py + dy * start;
  out.bx = px + dx * end;
  out.by = py + dy * end;
  return (end - start) * Math.sqrt(dx * dx + dy * dy) > CONTACT_TOLERANCE;
}

/** Whether p -> q already runs from the end with the smaller x (then y): the order lines of sight are traced in. */
export function sameWay(px: number, py: number, qx: number, qy: number): boolean {
  return px < qx || (px === qx && py <= qy);
}
