/**
 * armada.range.line-of-sight: `visibleSightBetween` (the planner's form, points read from objects)
 * gives the same stretch, to the last bit, as `visibleSight` given the same numbers, both ways round.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SightBase } from '../../src/armada/sight.ts';
import { sightBase, sightBaseAt, sightSegment, visibleSight, visibleSightBetween } from '../../src/armada/sight.ts';

const segment = (s: { ax: number; ay: number; bx: number; by: number }) => [s.ax, s.ay, s.bx, s.by];

describe('visibleSightBetween', () => {
  test('a Victory front point to a CR90 front point 300 mm away: from the Victory base edge to the CR90 base edge', () => {
    const vic = sightBase({ x: 600, y: 400, heading: 0 }, 61, 102);
    const cr = sightBase({ x: 600, y: 700, heading: 180 }, 41, 71);
    const out = sightSegment();
    expect(visibleSightBetween({ tx: 600, ty: 439.35 }, { tx: 600, ty: 672.375 }, vic, cr, out)).toBe(true);
    // The Victory base ends 51 mm ahead of its centre, the CR90's 35.5 mm before its centre.
    expect(segment(out)).toEqual([600, 451, 600, 664.5]);
    // The other way round: the same stretch, traced from the end with the smaller y.
    const back = sightSegment();
    expect(visibleSightBetween({ tx: 600, ty: 672.375 }, { tx: 600, ty: 439.35 }, cr, vic, back)).toBe(true);
    expect(segment(back)).toEqual(segment(out));
  });

  test('property: the same answer and the same four numbers as visibleSight, either base null or both', () => {
    const coordinate = fc.double({ min: -200, max: 1200, noNaN: true });
    const base = fc.option(
      fc.record({ x: coordinate, y: coordinate, heading: fc.double({ min: 0, max: 360, noNaN: true }), width: fc.double({ min: 1, max: 150, noNaN: true }), length: fc.double({ min: 1, max: 300, noNaN: true }) }),
      { nil: null },
    );
    const made = (b: { x: number; y: number; heading: number; width: number; length: number } | null): SightBase | null => (b === null ? null : sightBase(b, b.width, b.length));
    // Ends often shared in x (the tie `sameWay` breaks on y) and often inside the bases.
    const end = fc.oneof(fc.record({ tx: coordinate, ty: coordinate }), fc.constantFrom({ tx: 500, ty: 500 }, { tx: 500, ty: 520 }, { tx: 500.25, ty: 480 }));
    fc.assert(
      fc.property(end, end, base, base, (p, q, f, t) => {
        const from = made(f);
        const to = made(t);
        const want = sightSegment();
        const got = sightSegment();
        const a = visibleSight(p.tx, p.ty, q.tx, q.ty, from, to, want);
        const b = visibleSightBetween(p, q, from, to, got);
        expect(b).toBe(a);
        expect(segment(got)).toEqual(segment(want));
      }),
      { numRuns: 5000 },
    );
  });

  test('sightBaseAt is sightBase given the sine and cosine: the same base', () => {
    const a = sightBase({ x: 10.5, y: -3, heading: 30 }, 41, 71);
    const b = sightBaseAt(10.5, -3, a.sin, a.cos, 20.5, 35.5);
    expect({ ...b }).toEqual({ ...a });
  });
});
