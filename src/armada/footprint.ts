/**
 * Footprints of ships and squadrons, with a bounding circle for the broad phase
 * (`armada.base.sizes`, `armada.overlap.definition`, `armada.squadron.base`).
 */
import type { Circle, Point, Pose, Rect, Shape } from '../geometry/shapes.ts';
import type { Body as KernelBody } from '../geometry/index.ts';
import { prepare } from '../geometry/index.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { BASES, SQUADRON_RADIUS } from './catalog/bases.ts';

/**
 * A shape prepared for testing: a bounding circle (`cx`, `cy`, `r` enclose every point) for the
 * broad phase, and the geometry kernel's prepared body for the exact narrow phase. The kernel body
 * is made the first time a test needs it (most footprints never get past the broad phase) and then
 * reused by every later test of the same footprint; a Body lives within one engine call.
 */
export class Body {
  #prepared: KernelBody | null = null;

  constructor(
    readonly shape: Shape,
    readonly cx: number,
    readonly cy: number,
    readonly r: number,
  ) {}

  get prepared(): KernelBody {
    return (this.#prepared ??= prepare(this.shape));
  }
}

/** The ship's overlap footprint (whole base with shield dials and frames, `armada.overlap.definition`). */
export function overlapRect(size: BaseSize, pose: Pose): Rect {
  const dims = BASES[size].overlap;
  return { kind: 'rect', x: pose.x, y: pose.y, heading: pose.heading, width: dims.width, length: dims.length };
}

/** The inner footprint without shield-dial frames (play-area edge, closest-ship distance; armada Q2). */
export function innerRect(size: BaseSize, pose: Pose): Rect {
  const dims = BASES[size].inner;
  return { kind: 'rect', x: pose.x, y: pose.y, heading: pose.heading, width: dims.width, length: dims.length };
}

export function rectBody(rect: Rect): Body {
  return new Body(rect, rect.x, rect.y, Math.hypot(rect.width, rect.length) / 2);
}

export function squadronCircle(position: Point): Circle {
  return { kind: 'circle', x: position.x, y: position.y, radius: SQUADRON_RADIUS };
}

export function circleBody(circle: Circle): Body {
  return new Body(circle, circle.x, circle.y, circle.radius);
}

/** Bounding circle of a point set: centre of the bounding box, radius to the farthest point. */
export function pointsBody(shape: Shape, points: readonly Point[]): Body {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  let r = 0;
  for (const p of points) r = Math.max(r, Math.hypot(p.x - cx, p.y - cy));
  return new Body(shape, cx, cy, r);
}

/** Bounding body of any kernel shape. */
export function bodyOf(shape: Shape): Body {
  switch (shape.kind) {
    case 'rect':
      return rectBody(shape);
    case 'circle':
      return circleBody(shape);
    case 'polygon':
      return pointsBody(shape, shape.points);
    case 'strip': {
      const half = shape.width / 2;
      const cx = (shape.from.x + shape.to.x) / 2;
      const cy = (shape.from.y + shape.to.y) / 2;
      return new Body(shape, cx, cy, Math.hypot(Math.hypot(shape.to.x - shape.from.x, shape.to.y - shape.from.y) / 2, half));
    }
    case 'arc':
      return new Body(shape, shape.x, shape.y, shape.outer);
  }
}
