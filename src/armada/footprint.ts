/**
 * Footprints of ships and squadrons, with a bounding circle for the broad phase
 * (`armada.base.sizes`, `armada.overlap.definition`, `armada.squadron.base`).
 */
import type { Body as KernelBody } from '../geometry/index.ts';
import { prepare } from '../geometry/index.ts';
import type { Circle, Point, Pose, Rect, Shape } from '../geometry/shapes.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { BASES, SQUADRON_RADIUS } from './catalog/bases.ts';
import type { Solid } from './solid.ts';
import { solidOf } from './solid.ts';

/**
 * A shape prepared for testing: a bounding circle (`cx`, `cy`, `r` enclose every point) for the
 * broad phase, and its convex solid for the narrow phase (null when not convex).
 */
export interface Body {
  readonly shape: Shape;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly solid: Solid | null;
  /**
   * A non-convex shape (a polygon obstacle) prepared once for the geometry kernel, so its convex
   * decomposition is not redone for every test against it; absent for convex shapes.
   */
  readonly kernel?: KernelBody;
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
  return { shape: rect, cx: rect.x, cy: rect.y, r: Math.hypot(rect.width, rect.length) / 2, solid: solidOf(rect) };
}

export function squadronCircle(position: Point): Circle {
  return { kind: 'circle', x: position.x, y: position.y, radius: SQUADRON_RADIUS };
}

export function circleBody(circle: Circle): Body {
  return { shape: circle, cx: circle.x, cy: circle.y, r: circle.radius, solid: solidOf(circle) };
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
  const solid = solidOf(shape);
  if (solid !== null) return { shape, cx, cy, r, solid };
  // Prepared on first use (a scenario that is only checked never decomposes its polygons).
  let kernel: KernelBody | undefined;
  return {
    shape,
    cx,
    cy,
    r,
    solid,
    get kernel(): KernelBody {
      return (kernel ??= prepare(shape));
    },
  };
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
      return { shape, cx, cy, r: Math.hypot(Math.hypot(shape.to.x - shape.from.x, shape.to.y - shape.from.y) / 2, half), solid: solidOf(shape) };
    }
    case 'arc':
      return { shape, cx: shape.x, cy: shape.y, r: shape.outer, solid: null };
  }
}
