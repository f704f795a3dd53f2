import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { convexPieces, isConvexRing, signedArea } from './decompose.ts';
import type { Point } from './shapes.ts';

/** A star-shaped (hence simple) polygon: integer radii around the origin at increasing angles. */
const starShaped = fc
  .array(fc.integer({ min: 2, max: 400 }), { minLength: 3, maxLength: 140 })
  .map((radii) => radii.map((r, i): Point => {
    const a = (2 * Math.PI * i) / radii.length;
    return { x: Math.round(r * Math.cos(a)), y: Math.round(r * Math.sin(a)) };
  }));

function area(points: readonly Point[]): number {
  return Math.abs(signedArea(points));
}

describe('convex pieces of a simple polygon', () => {
  test('every piece is convex and the pieces add up to the polygon (area)', () => {
    fc.assert(
      fc.property(starShaped, (polygon) => {
        const pieces = convexPieces(polygon);
        const whole = area(polygon);
        if (whole === 0) return;
        for (const piece of pieces) expect(isConvexRing(piece)).toBe(true);
        const sum = pieces.reduce((total, piece) => total + area(piece), 0);
        expect(Math.abs(sum - whole)).toBeLessThanOrEqual(1e-9 * Math.max(1, whole));
      }),
      { numRuns: 300 },
    );
  });

  test('a star with n points has about n / 2 pieces (the merge joins triangles across each tip)', () => {
    const n = 128;
    const star = Array.from({ length: n }, (_, i): Point => {
      const r = i % 2 === 0 ? 30 : 10;
      const a = (2 * Math.PI * i) / n;
      return { x: r * Math.cos(a), y: r * Math.sin(a) };
    });
    const pieces = convexPieces(star);
    for (const piece of pieces) expect(isConvexRing(piece)).toBe(true);
    expect(pieces.length).toBeLessThanOrEqual(n / 2 + 2);
    expect(pieces.length).toBeGreaterThanOrEqual(n / 4);
  });

  test('either winding gives the same area, a convex polygon is one piece', () => {
    const square: Point[] = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    expect(convexPieces(square)).toHaveLength(1);
    expect(convexPieces([...square].reverse())).toHaveLength(1);
  });
});
