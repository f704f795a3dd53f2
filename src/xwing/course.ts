/**
 * The path of a maneuver (xwing.maneuver.placement, xwing.partial.path): the chord model.
 *
 * The extended centre line is one polyline: a straight lead-in one base length long ending at the
 * template start (the start base covers it), the template centre line, then a straight run-out one
 * base length long along the exit direction. A pose is a pair of points on that line exactly one
 * base length apart: rear point = rear hashmark, front point = front hashmark; centre = midpoint,
 * heading = direction rear to front. Path parameter t in [0, 1] slides the rear point from the
 * line's start (t = 0: the start pose) to the template end (t = 1: the full pose without any
 * final rotation).
 *
 * Everything is computed in a local frame: origin at the template start, +y forward along the
 * template, +x toward the turn (a left turn is mirrored). A reverse maneuver is the same path for
 * a ship turned 180 degrees on the other side (xwing.maneuver.reverse).
 */
import type { Point, Pose } from '../geometry/shapes.ts';
import type { Template } from './catalog/templates.ts';
import { templateOf } from './catalog/templates.ts';
import { hypot } from '../geometry/hypot.ts';
import { normaliseHeading } from '../geometry/index.ts';

const DEG = Math.PI / 180;

export interface Course {
  readonly start: Pose;
  readonly template: Template;
  /** +1 turns right, -1 left (as the template lies on the table); 0 for straight templates. */
  readonly side: -1 | 0 | 1;
  /** True for reverse maneuvers: the template lies at the rear guides. */
  readonly reverse: boolean;
  /** Base length (distance between the hashmarks). */
  readonly baseLength: number;
  /** Heading of the template's forward direction at its start (the ship's heading, +180 in reverse). */
  readonly templateHeading: number;
  /** Template start point in the table frame (the middle of the front edge, or the rear edge in reverse). */
  readonly origin: Point;
  /** Total travel of the rear point from t = 0 to t = 1 (mm): base length + template length. */
  readonly travel: number;
  /** Math.sin and Math.cos of the template heading (in radians), worked out once for every point placed. */
  readonly sin: number;
  readonly cos: number;
}

export function makeCourse(start: Pose, baseLength: number, template: Template, side: -1 | 0 | 1, reverse: boolean): Course {
  const templateHeading = reverse ? start.heading + 180 : start.heading;
  const r = templateHeading * DEG;
  const half = baseLength / 2;
  const sin = Math.sin(r);
  const cos = Math.cos(r);
  return {
    start,
    template,
    side: template.kind === 'straight' ? 0 : side,
    reverse,
    baseLength,
    templateHeading,
    origin: { x: start.x + half * sin, y: start.y + half * cos },
    travel: baseLength + template.length,
    sin,
    cos,
  };
}

/** A local point (x toward the turn, y forward) in the table frame. */
export function courseToTable(course: Course, x: number, y: number): Point {
  const s = course.sin;
  const c = course.cos;
  const mx = course.side === -1 ? -x : x;
  return { x: course.origin.x + mx * c + y * s, y: course.origin.y - mx * s + y * c };
}

/** The rear and front hashmark points in the local frame for a rear-point travel sigma in [0, travel]. */
export function hashmarksAt(course: Course, sigma: number): { rear: Point; front: Point } {
  const h = hashmarksInto(course, sigma, HASHMARKS);
  return { rear: { x: h.rx, y: h.ry }, front: { x: h.fx, y: h.fy } };
}

/** Hashmark points as four numbers (rear x, y; front x, y). */
interface Hashmarks {
  rx: number;
  ry: number;
  fx: number;
  fy: number;
}

/** Scratch for `hashmarksInto` (its callers read it before the next call). */
const HASHMARKS: Hashmarks = { rx: 0, ry: 0, fx: 0, fy: 0 };

/**
 * `hashmarksAt` written into `out` rather than into new points: the path search places a few
 * dozen poses per partial execution. The same arithmetic in the same order, so the same numbers.
 */
function hashmarksInto(course: Course, sigma: number, out: Hashmarks): Hashmarks {
  const L = course.baseLength;
  const { template } = course;
  if (template.kind === 'straight') {
    out.rx = 0;
    out.ry = sigma - L;
    out.fx = 0;
    out.fy = sigma;
    return out;
  }
  const R = template.radius;
  const a = template.angle * DEG;
  const A = template.length;
  let rx: number;
  let ry: number;
  let front = false;
  let fx = 0;
  let fy = 0;
  if (sigma <= L) {
    const v = L - sigma; // rear on the lead-in at (0, -v)
    rx = 0;
    ry = -v;
    // Front on the arc: 2R^2(1 - cos p) + 2Rv sin p + v^2 = L^2, i.e. M sin(p - d) = K.
    const K = L * L - v * v - 2 * R * R;
    const M = 2 * R * Math.sqrt(R * R + v * v);
    const ratio = K / M;
    if (ratio >= -1 && ratio <= 1) {
      const phi = Math.atan2(R, v) + Math.asin(ratio);
      // phi is 0 at the start pose up to rounding.
      if (phi >= -1e-9 && phi <= a) {
        const p = Math.max(0, phi);
        front = true;
        fx = R - R * Math.cos(p);
        fy = R * Math.sin(p);
      }
    }
  } else {
    const phiRear = Math.min(a, (sigma - L) / R);
    rx = R - R * Math.cos(phiRear);
    ry = R * Math.sin(phiRear);
    if (L <= 2 * R) {
      const phi = phiRear + 2 * Math.asin(L / (2 * R));
      if (phi <= a) {
        front = true;
        fx = R - R * Math.cos(phi);
        fy = R * Math.sin(phi);
      }
    }
    if (sigma > L + A) {
      rx = R - R * Math.cos(a);
      ry = R * Math.sin(a);
    }
  }
  if (!front) {
    // Front on the run-out: E + u d, |E + u d - rear| = L.
    const ex = R - R * Math.cos(a);
    const ey = R * Math.sin(a);
    const dx = Math.sin(a);
    const dy = Math.cos(a);
    const wx = ex - rx;
    const wy = ey - ry;
    const dw = dx * wx + dy * wy;
    const u = -dw + Math.sqrt(Math.max(0, dw * dw - (wx * wx + wy * wy) + L * L));
    fx = ex + u * dx;
    fy = ey + u * dy;
  }
  out.rx = rx;
  out.ry = ry;
  out.fx = fx;
  out.fy = fy;
  return out;
}

/** The path's end in the local frame: its hashmarks' midpoint and heading, for a template and base length. */
interface LocalEnd {
  /** The rear point's travel it was worked out for. */
  readonly sigma: number;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  /** The front hashmark. */
  readonly front: Point;
}

/**
 * Course tables: the local end of every template's path per base length, worked out once. The
 * local frame does not depend on where the ship starts, so every maneuver of that template and
 * base (a plan's full poses, boosts, the path box of a partial execution) places the same numbers.
 */
const ends = new WeakMap<Template, Map<number, LocalEnd>>();

function localPose(course: Course, sigma: number): LocalEnd {
  const { rear, front } = hashmarksAt(course, sigma);
  return { sigma, front, x: (rear.x + front.x) / 2, y: (rear.y + front.y) / 2, heading: Math.atan2(front.x - rear.x, front.y - rear.y) / DEG };
}

function localEnd(course: Course): LocalEnd {
  let byLength = ends.get(course.template);
  if (byLength === undefined) ends.set(course.template, (byLength = new Map()));
  let end = byLength.get(course.baseLength);
  if (end === undefined || end.sigma !== course.travel) {
    end = localPose(course, course.travel);
    // Base lengths are a few catalog numbers; an odd one is not kept beyond a small table.
    if (byLength.size < 64) byLength.set(course.baseLength, end);
  }
  return end;
}

/** `hashmarksAt(course, course.travel).front` from the course table: where the path's front hashmark ends (local frame). */
export function endFront(course: Course): Point {
  return localEnd(course).front;
}

/** The ship's pose at path parameter t (0 = start, 1 = the full pose before any final rotation). */
export function poseAt(course: Course, t: number): Pose {
  const sigma = Math.min(1, Math.max(0, t)) * course.travel;
  // t = 1 (and beyond) is the path's end: the course table's numbers, the same as computing them.
  // Elsewhere `localPose`'s numbers from the hashmarks written into scratch (no points made).
  let x: number;
  let y: number;
  let localHeading: number;
  if (sigma === course.travel) {
    const local = localEnd(course);
    x = local.x;
    y = local.y;
    localHeading = local.heading;
  } else {
    const h = hashmarksInto(course, sigma, HASHMARKS);
    x = (h.rx + h.fx) / 2;
    y = (h.ry + h.fy) / 2;
    localHeading = Math.atan2(h.fx - h.rx, h.fy - h.ry) / DEG;
  }
  // courseToTable(course, x, y), written out.
  const s = course.sin;
  const c = course.cos;
  const mx = course.side === -1 ? -x : x;
  const mirrored = course.side === -1 ? -localHeading : localHeading;
  const heading = course.templateHeading + mirrored + (course.reverse ? 180 : 0);
  return { x: course.origin.x + mx * c + y * s, y: course.origin.y - mx * s + y * c, heading: normaliseHeading(heading) };
}

/** The template's used length when the ship stops at t (xwing.obstacle.partial: cut under the rear hashmark). */
export function usedTemplateLength(course: Course, t: number): number {
  const sigma = Math.min(1, Math.max(0, t)) * course.travel;
  return Math.min(course.template.length, Math.max(0, sigma - course.baseLength));
}

/**
 * An upper bound of how far any point of a base (width x length) moves per unit of t, for the
 * safe steps of the exact path search (xwing.partial.search). On a straight template every point
 * moves exactly `travel` per unit of t. On a curve it is measured on a fine grid (256 steps) of the
 * analytic path and given a 10 % margin: the speed is a smooth function of t whose maximum the
 * grid finds to far better than 1 %, and the bound only sizes safe steps (each accepted position
 * is still tested exactly).
 */
export function travelBound(course: Course, width: number): number {
  // The square standard bases by their template object first (the catalog's frozen templates; no key text made).
  const square = course.baseLength === width ? SQUARE_BOUNDS.get(course.template)?.get(width) : undefined;
  if (square !== undefined) return square;
  const known = TRAVEL_BOUNDS.get(boundKey(course.template, course.baseLength, width));
  return known ?? measureTravelBound(course, width);
}

function boundKey(template: Template, baseLength: number, width: number): string {
  return `${template.kind}${template.speed}:${baseLength}:${width}`;
}

function measureTravelBound(course: Course, width: number): number {
  if (course.template.kind === 'straight') return course.travel * (1 + 1e-9);
  const n = 256;
  const corners = [
    [-width / 2, -course.baseLength / 2],
    [width / 2, -course.baseLength / 2],
    [-width / 2, course.baseLength / 2],
    [width / 2, course.baseLength / 2],
  ] as const;
  let previous = cornersOf(poseAt(course, 0), corners);
  let most = 0;
  for (let i = 1; i <= n; i++) {
    const next = cornersOf(poseAt(course, i / n), corners);
    for (let k = 0; k < next.length; k++) {
      const p = previous[k]!;
      const q = next[k]!;
      most = Math.max(most, hypot(q.x - p.x, q.y - p.y) * n);
    }
    previous = next;
  }
  return most * 1.1 + 1e-9;
}

/** `TRAVEL_BOUNDS` of a square base (the standard ones) by the catalog's template object and side. */
const SQUARE_BOUNDS = new Map<Template, Map<number, number>>();

/** Precomputed bounds for the standard bases and every template (the path's shape does not depend on side or start). */
const TRAVEL_BOUNDS: ReadonlyMap<string, number> = (() => {
  const table = new Map<string, number>();
  const templates = [
    ...[1, 2, 3, 4, 5].map((s) => templateOf('straight', s)!),
    ...[1, 2, 3].map((s) => templateOf('bank', s)!),
    ...[1, 2, 3].map((s) => templateOf('turn', s)!),
  ];
  for (const side of [40, 60, 80]) {
    for (const template of templates) {
      const course = makeCourse({ x: 0, y: 0, heading: 0 }, side, template, 1, false);
      const bound = measureTravelBound(course, side);
      table.set(boundKey(template, side, side), bound);
      let bySide = SQUARE_BOUNDS.get(template);
      if (bySide === undefined) SQUARE_BOUNDS.set(template, (bySide = new Map()));
      bySide.set(side, bound);
    }
  }
  return table;
})();

function cornersOf(pose: Pose, corners: readonly (readonly [number, number])[]): Point[] {
  const r = pose.heading * DEG;
  const s = Math.sin(r);
  const c = Math.cos(r);
  return corners.map(([x, y]) => ({ x: pose.x + x * c + y * s, y: pose.y - x * s + y * c }));
}
