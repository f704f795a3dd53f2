/**
 * The gap between two ship bases that do not overlap (reported as `touchingGap`): the smallest
 * corner-to-edge distance either way, which is the distance between two disjoint convex
 * quadrilaterals. Plain floating point on the corners (`hypot`: Math.hypot's number, faster); a
 * cheap stand-in for the kernel's `distance` on the planner's hot path (both agree to about 1e-12 mm).
 */
import { hypot } from '../geometry/hypot.ts';
import type { Point, Rect } from '../geometry/shapes.ts';

function corners(r: Rect): Point[] {
  const a = (r.heading * Math.PI) / 180;
  const s = Math.sin(a);
  const c = Math.cos(a);
  const hw = r.width / 2;
  const hl = r.length / 2;
  return [
    { x: r.x - hw * c - hl * s, y: r.y + hw * s - hl * c },
    { x: r.x + hw * c - hl * s, y: r.y - hw * s - hl * c },
    { x: r.x + hw * c + hl * s, y: r.y - hw * s + hl * c },
    { x: r.x - hw * c + hl * s, y: r.y + hw * s + hl * c },
  ];
}

function pointSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

export function rectGap(a: Rect, b: Rect): number {
  const ca = corners(a);
  const cb = corners(b);
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    const a0 = ca[i]!;
    const a1 = ca[(i + 1) % 4]!;
    const b0 = cb[i]!;
    const b1 = cb[(i + 1) % 4]!;
    for (let j = 0; j < 4; j++) {
      best = Math.min(best, pointSegment(cb[j]!, a0, a1), pointSegment(ca[j]!, b0, b1));
    }
  }
  return best;
}
