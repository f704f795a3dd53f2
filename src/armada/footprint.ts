/**
 * Footprints of ships, squadrons, tool pieces and obstacles: the kernel shape, a bounding circle
 * for the engine's broad phase, and the geometry kernel's prepared body for the narrow phase
 * (`armada.base.sizes`, `armada.overlap.definition`, `armada.squadron.base`).
 */
import type { Circle, Point, Pose, Rect, Shape } from '../geometry/shapes.ts';
import type { Body } from '../geometry/index.ts';
import { prepare } from '../geometry/index.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { BASES, SQUADRON_RADIUS } from './catalog/bases.ts';
import { tokenSize } from './catalog/arcs.ts';

/**
 * A shape ready for testing: a bounding circle (`cx`, `cy`, `r` enclose every point) and the
 * kernel body, prepared the first time a test gets past the bounding circles (most footprints
 * never do) and kept for every later test. A footprint lives within one engine call.
 */
export class Footprint {
  private prepared: Body | null = null;

  constructor(
    readonly shape: Shape,
    readonly cx: number,
    readonly cy: number,
    readonly r: number,
  ) {}

  get body(): Body {
    return (this.prepared ??= prepare(this.shape));
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

/** The ship token (armada.range.hull-zones): hull zones, attack range and firing arcs, not the plastic base. */
export function tokenRect(size: BaseSize, pose: Pose): Rect {
  const dims = tokenSize(size);
  return { kind: 'rect', x: pose.x, y: pose.y, heading: pose.heading, width: dims.width, length: dims.length };
}

/** Half the diagonal, with Math.sqrt (Math.hypot is far slower; the broad phase's tolerance margin dwarfs the rounding). */
function halfDiagonal(width: number, length: number): number {
  return Math.sqrt(width * width + length * length) / 2;
}

export function rectFootprint(rect: Rect): Footprint {
  return new Footprint(rect, rect.x, rect.y, halfDiagonal(rect.width, rect.length));
}

export function squadronCircle(position: Point): Circle {
  return { kind: 'circle', x: position.x, y: position.y, radius: SQUADRON_RADIUS };
}

export function circleFootprint(circle: Circle): Footprint {
  return new Footprint(circle, circle.x, circle.y, circle.radius);
}

/** Bounding circle of a point set: centre of the bounding box, radius to the farthest point. */
export function pointsFootprint(shape: Shape, points: readonly Point[]): Footprint {
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
  return new Footprint(shape, cx, cy, r);
}

/** The footprint of any kernel shape. */
export function footprintOf(shape: Shape): Footprint {
  switch (shape.kind) {
    case 'rect':
      return rectFootprint(shape);
    case 'circle':
      return circleFootprint(shape);
    case 'polygon':
      return pointsFootprint(shape, shape.points);
    case 'strip': {
      const dx = shape.to.x - shape.from.x;
      const dy = shape.to.y - shape.from.y;
      const cx = (shape.from.x + shape.to.x) / 2;
      const cy = (shape.from.y + shape.to.y) / 2;
      return new Footprint(shape, cx, cy, halfDiagonal(shape.width, Math.sqrt(dx * dx + dy * dy)));
    }
    case 'arc':
      return new Footprint(shape, shape.x, shape.y, shape.outer);
  }
}
