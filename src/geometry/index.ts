/**
 * The geometry kernel's public surface (the contract the game engines code against).
 * Exact decisions with the one contact tolerance of CONVENTIONS section 2.
 */
import type { Point, Pose, Shape } from './shapes.ts';

export type { ArcStrip, Circle, Compound, Point, Polygon, Pose, Rect, Shape, Strip } from './shapes.ts';
export { CONTACT_TOLERANCE, PATH_TOLERANCE } from './shapes.ts';

/** Interiors intersect (by more than the contact tolerance). Touching is not overlapping. */
export function overlaps(a: Shape, b: Shape): boolean {
  throw new Error(`geometry kernel pending (${a.kind}/${b.kind})`);
}

/** Boundaries meet (within the contact tolerance) and interiors do not overlap. */
export function touches(a: Shape, b: Shape): boolean {
  throw new Error(`geometry kernel pending (${a.kind}/${b.kind})`);
}

/** Entirely inside the rectangle [0, width] x [0, height]; lying on its edge counts as inside. */
export function insideArea(shape: Shape, width: number, height: number): boolean {
  throw new Error(`geometry kernel pending (${shape.kind} ${width}x${height})`);
}

export interface Separation {
  /** 0 when the shapes touch or overlap. */
  readonly distance: number;
  /** Witness points: the closest point of each shape (equal when they touch or overlap). */
  readonly a: Point;
  readonly b: Point;
}

/** Closest-point distance between two shapes, with the witness points. */
export function distance(a: Shape, b: Shape): Separation {
  throw new Error(`geometry kernel pending (${a.kind}/${b.kind})`);
}

export interface PathSearch {
  /** The moving shape at path parameter t. */
  readonly shapeAt: (t: number) => Shape;
  readonly obstacles: readonly Shape[];
  /** Where the search starts (e.g. 1 = the full final position) and the direction it goes (e.g. 0 = the start). */
  readonly from: number;
  readonly to: number;
  /** Upper bound of how far (mm) any point of the shape moves per unit of t; scales the 0.01 mm accuracy. */
  readonly travelPerUnit: number;
}

export interface PathResult {
  /** The first t, going from `from` toward `to`, where the shape overlaps no obstacle (touching allowed). */
  readonly t: number;
  /** False when every t in the range overlaps something (then t === to). */
  readonly free: boolean;
  /** Index into `obstacles` of the last one overlapped just before `t` (the one it ends touching); null when free at `from`. */
  readonly blocker: number | null;
  /** Obstacles overlapped at `from`, in index order. */
  readonly overlappedAtStart: readonly number[];
}

/**
 * Backs a shape along a path until it overlaps nothing: exact to within 0.01 mm of travel, never
 * ending overlapped, found by safe steps plus bisection on exact predicates (never sampling alone).
 */
export function searchPath(search: PathSearch): PathResult {
  throw new Error(`geometry kernel pending (${search.obstacles.length})`);
}

/** A point given in a pose's own frame (x = right, y = forward) in table coordinates. */
export function toTable(pose: Pose, local: Point): Point {
  const r = (pose.heading * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: pose.x + local.x * c + local.y * s, y: pose.y - local.x * s + local.y * c };
}

/** A table point in a pose's own frame (x = right, y = forward). */
export function toLocal(pose: Pose, point: Point): Point {
  const r = (pose.heading * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const dx = point.x - pose.x;
  const dy = point.y - pose.y;
  return { x: dx * c - dy * s, y: dx * s + dy * c };
}

/** Heading normalised to [0, 360). */
export function normaliseHeading(degrees: number): number {
  const h = degrees % 360;
  const n = h < 0 ? h + 360 : h;
  return n === 360 || Object.is(n, -0) ? 0 : n;
}
