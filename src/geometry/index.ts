/**
 * The geometry kernel's public surface (the contract the game engines code against).
 *
 * Frame and shapes: `shapes.ts`. Decisions are exact with the one contact tolerance of
 * CONTACT_TOLERANCE = 1e-6 mm (touching is not overlapping):
 * - `overlaps`: the interiors interpenetrate by more than the tolerance. For convex pieces the
 *   interpenetration is the penetration depth (the shortest translation that separates them);
 *   non-convex polygons are split into convex pieces and overlap when any two pieces do; an arc
 *   strip is split into sectors of at most 90 degrees with a hole, and a piece overlaps such a sector
 *   when it penetrates the whole sector by more than the tolerance and also reaches more than the
 *   tolerance beyond the inner arc inside the wedge.
 * - `touches`: not overlapping, and the gap is at most the tolerance.
 * - `insideArea`: inside [0, w] x [0, h], the edge and the tolerance band counting as inside.
 *
 * How the tolerance and the exactness interact: every decision compares a quantity (a depth, a
 * gap, a coordinate) with the tolerance boundary. The shapes are defined by their stored doubles
 * (corners computed once from a pose, with exact sines/cosines at multiples of 90 degrees). The
 * comparison is first made in floating point with a forward error bound; only when the quantity
 * lies within that bound of the boundary (about 1e-12 mm at table scale) is it recomputed exactly:
 * orientation and dot products on BigInt dyadic rationals, lengths removed by squaring
 * (a + b sqrt(q) forms, `exact.ts`). Shapes in contact have a depth near 0, far from the 1e-6 band,
 * so touching is never confused with overlapping, and a depth of exactly the tolerance is touching.
 * See the file headers of `convex.ts`, `penetration.ts` and `reach.ts` for the per-case details.
 *
 * Hot path: `prepare` shapes once into `Body`s and call `bodiesOverlap`. Preparing is cheap (one
 * object with the numbers below; the convex pieces are built only when needed). Two rectangles or
 * strips, a rectangle and a disc, and two discs are decided on plain numbers (`box.ts`): the
 * oriented-box test (or the disc's signed distance) as a filter whose error bound includes how far
 * the stored corners may be from an ideal rectangle; only within that bound (a depth within about
 * 1e-11 mm of the tolerance at table scale) are the pieces built and the exact corner-by-face test
 * run. `overlaps` on two `Rect`s runs the same filter straight from the poses, without preparing.
 * Rectangles can also be written into a reusable Float64Array with `writeRectFlat` and tested with
 * `convexOverlap` (bounding and inscribed discs, then the same kind of filter with a measured bound).
 * A polygon against an arc-strip sector has a similar flat filter (`polysector.ts`), and a disc
 * against a polygon another (`disc.ts`); both defer to the generic exact test near contact.
 * Property tests check that these shortcuts never change an answer (`box.test.ts`,
 * `convex.test.ts`, `polysector.test.ts`, `disc.test.ts`).
 *
 * Allocation: `overlaps` on two rectangles, `bodiesOverlap` on prepared boxes and discs (and on
 * polygonal bodies once their pieces exist) and `convexOverlap` allocate nothing (no double is
 * passed to or returned from a call that might not be inlined, since V8 boxes those).
 * Checked by `alloc.test.ts` (millions of calls after warm-up start no garbage collection, counted
 * with a PerformanceObserver on 'gc' entries; one heap number per call would force many) and by
 * `bench/geometry.ts`, which reports the GCs during 3e6 calls and the heap growth per call.
 *
 * Measuring: `distance` / `distanceBodies` give closest points with witnesses under the contact
 * rules (0 when touching within the tolerance); `convexSeparation` is the plain floating-point
 * closest points of two flat convex polygons, for reporting a gap as it is.
 */
import type { Point, Pose, Shape } from './shapes.ts';
import { bodiesOverlap, prepare } from './body.ts';
import { rectRectOverlap } from './box.ts';
import { cosDeg, sinDeg } from './angle.ts';

export type { ArcStrip, Circle, Compound, Point, Polygon, Pose, Rect, Shape, Strip } from './shapes.ts';
export { CONTACT_TOLERANCE, PATH_TOLERANCE } from './shapes.ts';
export type { Body } from './body.ts';
export { prepare, bodiesOverlap, bodyDepth, rectOutline } from './body.ts';
export { convexOverlap, convexDepth, writeRectFlat, flatFromCoords, flatLength } from './convex.ts';
export { cosDeg, sinDeg } from './angle.ts';
export { insideArea } from './area.ts';
export type { Separation } from './separation.ts';
export { convexSeparation, distance, distanceBodies, touches, touchesBodies } from './separation.ts';
export type { PathResult, PathSearch } from './search.ts';
export { searchPath } from './search.ts';

/** Interiors intersect (by more than the contact tolerance). Touching is not overlapping. */
export function overlaps(a: Shape, b: Shape): boolean {
  if (a.kind === 'rect' && b.kind === 'rect') {
    // Two rectangles from their poses, without preparing (`box.ts`); -1: near the tolerance.
    const fast = rectRectOverlap(a, b);
    if (fast >= 0) return fast === 1;
  }
  return bodiesOverlap(prepare(a), prepare(b));
}

/** A point given in a pose's own frame (x = right, y = forward) in table coordinates. */
export function toTable(pose: Pose, local: Point): Point {
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  return { x: pose.x + local.x * c + local.y * s, y: pose.y - local.x * s + local.y * c };
}

/** The mean of a list of points (an outline's corners): its vertex centroid. */
export function meanPoint(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

/** A table point in a pose's own frame (x = right, y = forward). */
export function toLocal(pose: Pose, point: Point): Point {
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  const dx = point.x - pose.x;
  const dy = point.y - pose.y;
  return { x: dx * c - dy * s, y: dx * s + dy * c };
}

/** Heading normalised to [0, 360). */
export function normaliseHeading(degrees: number): number {
  // Already in (0, 360): itself, without the slow floating-point %.
  if (degrees > 0 && degrees < 360) return degrees;
  const h = degrees % 360;
  const n = h < 0 ? h + 360 : h;
  return n === 360 || Object.is(n, -0) ? 0 : n;
}
