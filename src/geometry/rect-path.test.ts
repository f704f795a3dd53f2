import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { prepare, searchPath } from './index.ts';
import type { Rect } from './shapes.ts';
import { searchRectPath } from './rect-path.ts';

const rect = (x: number, y: number, heading: number, width = 40, length = 40): Rect => ({ kind: 'rect', x, y, heading, width, length });

describe('searchRectPath', () => {
  test('worked example: a 40 x 40 square backing along x = 100 t stops touching the square at x = 100 (t = 0.6)', () => {
    const obstacles = [rect(100, 0, 0)];
    const r = searchRectPath({ rectAt: (t) => rect(100 * t, 0, 0), obstacles: obstacles.map(prepare), from: 1, to: 0, travelPerUnit: 100 });
    expect(r.free).toBe(true);
    expect(r.blocker).toBe(0);
    expect(r.overlappedAtStart).toEqual([0]);
    expect(100 * r.t).toBeLessThanOrEqual(60);
    expect(100 * r.t).toBeGreaterThanOrEqual(59.99);
    expect(r).toEqual(searchPath({ shapeAt: (t) => rect(100 * t, 0, 0), obstacles, from: 1, to: 0, travelPerUnit: 100 }));
  });

  test('property: the same answer as searchPath, to the last bit, for turning and sliding rectangles among rectangles', () => {
    const side = fc.double({ min: 20, max: 100, noNaN: true });
    let searched = 0;
    const obstacle = fc.record({ x: fc.double({ min: -70, max: 70, noNaN: true }), y: fc.double({ min: -70, max: 70, noNaN: true }), heading: fc.double({ min: 0, max: 359, noNaN: true }), width: side, length: side });
    fc.assert(
      fc.property(
        fc.record({ dx: fc.double({ min: 0, max: 200, noNaN: true }), dy: fc.double({ min: -60, max: 60, noNaN: true }), turn: fc.double({ min: -180, max: 180, noNaN: true }), width: side, length: side }),
        fc.array(obstacle, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (move, found, downward) => {
          const at = (t: number): Rect => rect(move.dx * t, move.dy * t, move.turn * t, move.width, move.length);
          // Obstacles around where the search starts (offsets from that position), so most searches have work to do.
          const [sx, sy] = downward ? [move.dx, move.dy] : [0, 0];
          const obstacles = found.map((o) => rect(sx + o.x, sy + o.y, o.heading, o.width, o.length));
          // Every point moves at most the centre's speed plus the turn (radians) times half the diagonal.
          const travelPerUnit = (Math.hypot(move.dx, move.dy) + (Math.abs(move.turn) * Math.PI * Math.hypot(move.width, move.length)) / 360) * 1.1 + 1e-9;
          const [from, to] = downward ? [1, 0] : [0, 1];
          const generic = searchPath({ shapeAt: at, obstacles, from, to, travelPerUnit });
          const fast = searchRectPath({ rectAt: at, obstacles: obstacles.map(prepare), from, to, travelPerUnit });
          expect(fast).toEqual(generic);
          expect(Object.is(fast.t, generic.t)).toBe(true);
          if (generic.overlappedAtStart.length > 0) searched += 1;
        },
      ),
      { numRuns: 300 },
    );
    // Most runs start overlapped and search (not only the trivial answers).
    expect(searched).toBeGreaterThan(150);
  });

  test('an obstacle that is not a rectangle with area is refused', () => {
    expect(() => searchRectPath({ rectAt: (t) => rect(100 * t, 0, 0), obstacles: [prepare({ kind: 'circle', x: 100, y: 0, radius: 10 })], from: 1, to: 0, travelPerUnit: 100 })).toThrow(/not a rectangle/);
  });
});
