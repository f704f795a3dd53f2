/**
 * `cornersInside` and `distanceBoundsKept` (src/geometry/arc.ts), with which Armada's exposure and
 * targets settle the range band of a token inside an arc without clipping it
 * (armada.range.exposure): the corners named are points of the part `clipFlat` makes, -1 is
 * exactly `clipUnlessOutside`'s "outside", and the two bounds hold the distance to the part.
 * Random rectangles against random arcs, with arc lines through corners and within the contact
 * tolerance of them.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { clipFlat, clipUnlessOutside, closestDistanceFlat, cornersInside, distanceBoundsKept, flatConvex, flatRegion, rectCornersFlat, regionToTableFlat } from '../../src/geometry/arc.ts';
import type { Region } from '../../src/geometry/arc.ts';

test('worked example: a 40 x 100 rectangle about the origin against the half-plane x >= 10', () => {
  const rect = rectCornersFlat({ x: 0, y: 0, heading: 0 }, 40, 100, flatConvex(8));
  const region = regionToTableFlat({ x: 0, y: 0, heading: 0 }, [{ nx: 1, ny: 0, c: 10 }], flatRegion(1));
  // Corners 1 and 2 (x = 20) are inside; 0 and 3 (x = -20) are cut.
  expect(cornersInside(rect, region)).toBe(0b0110);
  // Against x >= 30 no corner is inside and the rectangle is outside.
  expect(cornersInside(rect, regionToTableFlat({ x: 0, y: 0, heading: 0 }, [{ nx: 1, ny: 0, c: 30 }], flatRegion(1)))).toBe(-1);
  // From a unit square at x 100 to 101: the part (x from 10 to 20) is 80 mm away; lo is the whole
  // rectangle's gap along the axis (80 too), hi the distance from the square's corner (100, -0.5)
  // to the nearer kept corner, (20, -50).
  const square = rectCornersFlat({ x: 100.5, y: 0, heading: 0 }, 1, 1, flatConvex(8));
  const bounds = { lo: 0, hi: 0 };
  distanceBoundsKept(square, rect, 0b0110, bounds);
  expect(bounds.lo).toBeCloseTo(80, 9);
  expect(bounds.hi).toBeCloseTo(Math.hypot(80, 49.5), 9);
});

test('the corners named are points of the clipped part, -1 is outside, and the bounds hold the distance', () => {
  const plane = fc.record({ angle: fc.double({ min: 0, max: 360, noNaN: true }), offset: fc.double({ min: -80, max: 40, noNaN: true }), onCorner: fc.constantFrom(-1, 0, 1, 2, 3), nudge: fc.constantFrom(0, 1e-7, -1e-7, 1e-6, -1e-6, 2e-6) });
  const pose = fc.record({ x: fc.double({ min: 0, max: 1200, noNaN: true }), y: fc.double({ min: 0, max: 900, noNaN: true }), heading: fc.double({ min: 0, max: 359.999, noNaN: true }) });
  let named = 0;
  fc.assert(
    fc.property(pose, fc.double({ min: 10, max: 120, noNaN: true }), fc.double({ min: 10, max: 200, noNaN: true }), fc.array(plane, { maxLength: 3 }), pose, (at, width, length, planes, other) => {
      const rect = rectCornersFlat(at, width, length, flatConvex(8));
      // Lines in the table frame; some through a corner of the rectangle, nudged by about the contact tolerance.
      const region: Region = planes.map(({ angle, offset, onCorner, nudge }) => {
        const nx = Math.cos((angle * Math.PI) / 180);
        const ny = Math.sin((angle * Math.PI) / 180);
        const c = onCorner < 0 ? nx * at.x + ny * at.y + offset : nx * rect.xs[onCorner]! + ny * rect.ys[onCorner]! + nudge;
        return { nx, ny, c };
      });
      const flat = regionToTableFlat({ x: 0, y: 0, heading: 0 }, region, flatRegion(Math.max(1, region.length)));
      const part = flatConvex(8);
      const kept = cornersInside(rect, flat);
      const inside = clipUnlessOutside(rect, flat, part, flatConvex(8));
      expect(kept === -1).toBe(!inside);
      if (kept === -1) return;
      const again = flatConvex(8);
      clipFlat(rect, flat, again, flatConvex(8));
      expect(again.n).toBe(part.n);
      if (kept !== 0) expect(part.n).toBeGreaterThan(0);
      for (let i = 0; i < rect.n; i++) {
        if ((kept & (1 << i)) === 0) continue;
        named++;
        let found = false;
        for (let j = 0; j < part.n; j++) if (Math.abs(part.xs[j]! - rect.xs[i]!) <= 1e-12 && Math.abs(part.ys[j]! - rect.ys[i]!) <= 1e-12) found = true;
        expect(found).toBe(true);
      }
      if (kept === 0 || part.n === 0) return;
      const p = rectCornersFlat(other, 20, 30, flatConvex(8));
      const bounds = { lo: 0, hi: 0 };
      distanceBoundsKept(p, rect, kept, bounds);
      const exact = closestDistanceFlat(p, part);
      expect(bounds.lo).toBeLessThanOrEqual(exact + 1e-9);
      expect(bounds.hi).toBeGreaterThanOrEqual(exact - 1e-9);
    }),
    { numRuns: 20000 },
  );
  expect(named).toBeGreaterThan(5000);
});
