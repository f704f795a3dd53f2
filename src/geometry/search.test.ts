import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { bodiesOverlap, distance, overlaps, PATH_TOLERANCE, prepare, searchPath, type Shape } from './index.ts';

const rect = (x: number, y: number, heading: number, width = 40, length = 40): Shape => ({ kind: 'rect', x, y, heading, width, length });

describe('searchPath worked examples', () => {
  test('stops in a free gap 0.03 mm wide instead of stepping over it', () => {
    // Moving 40 x 40 square x = 100 t. Obstacle A overlaps for x > 60; obstacle B for x < 59.97.
    const obstacles = [rect(100, 0, 0), rect(59.97 - 40, 0, 0)];
    const r = searchPath({ shapeAt: (t) => rect(100 * t, 0, 0), obstacles, from: 1, to: 0, travelPerUnit: 100 });
    expect(r.free).toBe(true);
    expect(r.blocker).toBe(0);
    expect(100 * r.t).toBeLessThanOrEqual(60);
    expect(100 * r.t).toBeGreaterThanOrEqual(59.97);
  });

  test('a thin obstacle (0.02 mm) in the way keeps the shape overlapped past it', () => {
    // A is overlapped at the start and released at x = 60; a 0.02 mm sliver sits at x in [39.99, 40.01].
    const sliver: Shape = { kind: 'polygon', points: [{ x: 39.99, y: -5 }, { x: 40.01, y: -5 }, { x: 40.01, y: 5 }, { x: 39.99, y: 5 }] };
    const r = searchPath({ shapeAt: (t) => rect(100 * t, 0, 0), obstacles: [rect(100, 0, 0), sliver], from: 1, to: 0, travelPerUnit: 100 });
    // The square covers x in [100t - 20, 100t + 20]: the sliver is overlapped for 100t in (19.99, 60.01).
    expect(r.blocker).toBe(1);
    expect(100 * r.t).toBeLessThanOrEqual(19.99);
    expect(100 * r.t).toBeGreaterThanOrEqual(19.98);
  });

  test('rotating path: a base turning about its centre backs off to touching', () => {
    // At 45 degrees the 20 x 80 base reaches (28.3, 28.3), inside the obstacle; at 0 it is clear.
    const shapeAt = (t: number): Shape => rect(0, 0, 90 * t, 20, 80);
    const obstacle = rect(30, 30, 0, 20, 20);
    const r = searchPath({ shapeAt, obstacles: [obstacle], from: 0.5, to: 0, travelPerUnit: (Math.PI / 2) * Math.hypot(10, 40) });
    expect(r.overlappedAtStart).toEqual([0]);
    expect(r.free).toBe(true);
    expect(r.blocker).toBe(0);
    expect(overlaps(shapeAt(r.t), obstacle)).toBe(false);
    expect(distance(shapeAt(r.t), obstacle).distance).toBeLessThanOrEqual(PATH_TOLERANCE);
  });

  test('the search may go upward too (from < to)', () => {
    const r = searchPath({ shapeAt: (t) => rect(100 * t, 0, 0), obstacles: [rect(0, 0, 0)], from: 0, to: 1, travelPerUnit: 100 });
    expect(r.free).toBe(true);
    expect(100 * r.t).toBeGreaterThanOrEqual(40);
    expect(100 * r.t).toBeLessThanOrEqual(40.01);
  });
});

describe('searchPath against a dense brute-force scan', () => {
  const obstacleArb: fc.Arbitrary<Shape> = fc.oneof(
    fc.record({ kind: fc.constant('rect' as const), x: fc.double({ min: -60, max: 60, noNaN: true }), y: fc.double({ min: -30, max: 30, noNaN: true }), heading: fc.double({ min: 0, max: 360, noNaN: true }), width: fc.double({ min: 0.05, max: 30, noNaN: true }), length: fc.double({ min: 0.05, max: 30, noNaN: true }) }),
    fc.record({ kind: fc.constant('circle' as const), x: fc.double({ min: -60, max: 60, noNaN: true }), y: fc.double({ min: -30, max: 30, noNaN: true }), radius: fc.double({ min: 0.05, max: 15, noNaN: true }) }),
  );
  test('ends free, within 0.01 mm of travel after an overlapped position, touching its blocker, never past a free sample', () => {
    fc.assert(
      fc.property(fc.array(obstacleArb, { minLength: 1, maxLength: 4 }), fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 5, max: 30, noNaN: true }), (obstacles, spin, reach) => {
        // A 20 x 40 base moving from x = -reach to x = +reach while turning `spin` degrees.
        const shapeAt = (t: number): Shape => rect(-reach + 2 * reach * t, 0, spin * t, 20, 40);
        const travelPerUnit = 2 * reach + ((spin * Math.PI) / 180) * Math.hypot(10, 20);
        fc.pre(obstacles.some((o) => overlaps(shapeAt(1), o)));
        const r = searchPath({ shapeAt, obstacles, from: 1, to: 0, travelPerUnit });
        const bodies = obstacles.map(prepare);
        const overlappedAt = (t: number) => {
          const moving = prepare(shapeAt(t));
          return bodies.some((o) => bodiesOverlap(moving, o));
        };
        if (r.free) {
          expect(overlappedAt(r.t)).toBe(false);
          const before = Math.min(1, r.t + (PATH_TOLERANCE * 1.01) / travelPerUnit);
          expect(overlappedAt(before) || before === 1).toBe(true);
          expect(r.blocker).not.toBeNull();
          expect(distance(shapeAt(r.t), obstacles[r.blocker!]!).distance).toBeLessThanOrEqual(PATH_TOLERANCE);
        } else {
          expect(r.t).toBe(0);
        }
        // Dense scan (0.004 mm of travel) from the start to 0.01 mm before the result: every sample
        // overlapped (the first free position is at most 0.01 mm before the result).
        const step = 0.004 / travelPerUnit;
        const stop = r.t + PATH_TOLERANCE / travelPerUnit;
        let free = 0;
        for (let k = 1; 1 - k * step > stop; k++) if (!overlappedAt(1 - k * step)) free++;
        expect(free).toBe(0);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
