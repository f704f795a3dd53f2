/**
 * `pointNearBounds` (src/geometry/arc.ts), the cheap answer Armada's exposure and targets take
 * before measuring a point's distance to a hull zone's part edge by edge (armada.range.exposure):
 * whenever it answers, the root of `vertexEdges` (the exact distance as the plan measures it) says
 * the same. Checked on rectangles cut by random arc lines, with the band edge drawn at, just inside
 * and just outside the exact distance, the nearest corner's distance and the bounding circle's.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { clipFlat, flatConvex, flatRegion, pointNearBounds, rectCornersFlat, regionToTableFlat, vertexEdges } from '../../src/geometry/arc.ts';
import type { FlatConvex } from '../../src/geometry/arc.ts';

/** The polygon's bounding circle as the plan makes it: the mean of its corners and the farthest corner. */
function circle(poly: FlatConvex): { cx: number; cy: number; cr: number } {
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.n; i++) {
    cx += poly.xs[i]!;
    cy += poly.ys[i]!;
  }
  cx /= poly.n;
  cy /= poly.n;
  let cr = 0;
  for (let i = 0; i < poly.n; i++) cr = Math.max(cr, Math.sqrt((poly.xs[i]! - cx) ** 2 + (poly.ys[i]! - cy) ** 2));
  return { cx, cy, cr };
}

test('worked example: a 40 x 100 rectangle about the origin and the point (0, 150)', () => {
  const rect = rectCornersFlat({ x: 0, y: 0, heading: 0 }, 40, 100, flatConvex(4));
  const { cx, cy, cr } = circle(rect);
  // The exact distance is 100 (to the far edge); the nearest corner is sqrt(20^2 + 100^2) = 101.98 away.
  expect(Math.sqrt(vertexEdges(0, 150, rect))).toBe(100);
  // Within 102: the corner settles it.
  expect(pointNearBounds(0, 150, rect, cx, cy, cr, 102)).toBe(1);
  // Within 101: the corner is too far and the circle (radius 53.85) too near to say.
  expect(pointNearBounds(0, 150, rect, cx, cy, cr, 101)).toBe(0);
  // Within 96: the circle's edge is 150 - 53.85 = 96.15 away, so no.
  expect(pointNearBounds(0, 150, rect, cx, cy, cr, 96)).toBe(-1);
  expect(pointNearBounds(0, 150, rect, cx, cy, cr, 96.2)).toBe(0);
});

test('whenever it answers, the exact distance agrees (random cut rectangles, band edges at the knife edge)', () => {
  const cuts = fc.array(fc.record({ angle: fc.double({ min: 0, max: 360, noNaN: true }), offset: fc.double({ min: -30, max: 10, noNaN: true }) }), { maxLength: 3 });
  let answered = 0;
  fc.assert(
    fc.property(
      fc.record({ x: fc.double({ min: 0, max: 1200, noNaN: true }), y: fc.double({ min: 0, max: 900, noNaN: true }), heading: fc.double({ min: 0, max: 359.999, noNaN: true }) }),
      fc.double({ min: 10, max: 120, noNaN: true }),
      fc.double({ min: 10, max: 200, noNaN: true }),
      cuts,
      fc.double({ min: 0, max: 360, noNaN: true }),
      fc.double({ min: 0, max: 400, noNaN: true }),
      fc.constantFrom(-1e-6, -1e-9, -1e-12, 0, 1e-12, 1e-9, 1e-6, 5),
      fc.constantFrom('exact', 'corner', 'circle'),
      (pose, width, length, lines, bearing, far, nudge, at) => {
        const rect = rectCornersFlat(pose, width, length, flatConvex(8));
        // Arc lines through points about the centre, in the rectangle's frame (n . p >= c inside).
        const region = lines.map(({ angle, offset }) => ({ nx: Math.cos((angle * Math.PI) / 180), ny: Math.sin((angle * Math.PI) / 180), c: offset }));
        const part = flatConvex(8);
        clipFlat(rect, regionToTableFlat(pose, region, flatRegion(Math.max(1, region.length))), part, flatConvex(8));
        if (part.n === 0) return;
        const px = pose.x + far * Math.cos((bearing * Math.PI) / 180);
        const py = pose.y + far * Math.sin((bearing * Math.PI) / 180);
        const exact = Math.sqrt(vertexEdges(px, py, part));
        const { cx, cy, cr } = circle(part);
        let corner = Infinity;
        for (let i = 0; i < part.n; i++) corner = Math.min(corner, Math.hypot(px - part.xs[i]!, py - part.ys[i]!));
        const base = at === 'exact' ? exact : at === 'corner' ? corner : Math.hypot(px - cx, py - cy) - cr;
        const edge = base + nudge;
        if (!(edge > 0)) return;
        const near = pointNearBounds(px, py, part, cx, cy, cr, edge);
        if (near !== 0) answered++;
        if (near === 1) expect(exact <= edge).toBe(true);
        if (near === -1) expect(exact > edge).toBe(true);
      },
    ),
    { numRuns: 20000 },
  );
  // The bounds answer many draws (the test cannot pass with a bound that never answers; knife-edge draws are left undecided).
  expect(answered).toBeGreaterThan(2000);
});
