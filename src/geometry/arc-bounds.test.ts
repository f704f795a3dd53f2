import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FlatConvex, FlatRegion } from './arc.ts';
import { clipFlat, closestFlat, flatClosest, flatConvex, flatRegion, outsideRegionFlat, rectCornersFlat, segmentDistanceFlat } from './arc.ts';
import { corridor, corridorOf, discMissesCorridor, discOutside } from './arc-bounds.ts';
import { hypot } from './hypot.ts';

/** A region of unit half-planes from (angle in degrees, offset) pairs: cos x + sin y >= c. */
function regionOf(planes: readonly (readonly [number, number])[]): FlatRegion {
  const out = flatRegion(planes.length);
  planes.forEach(([deg, c], i) => {
    const a = (deg * Math.PI) / 180;
    out.nx[i] = Math.cos(a);
    out.ny[i] = Math.sin(a);
    out.c[i] = c;
    out.len[i] = Math.sqrt(out.nx[i]! ** 2 + out.ny[i]! ** 2);
  });
  out.n = planes.length;
  return out;
}

function rect(x: number, y: number, heading: number, width: number, length: number): FlatConvex {
  return rectCornersFlat({ x, y, heading }, width, length, flatConvex(8));
}

const coordinate = fc.double({ min: -1000, max: 1000, noNaN: true });
const side = fc.double({ min: 1, max: 120, noNaN: true });
const plane = fc.tuple(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }));

describe('discOutside: a disc beyond an arc line decides outsideRegionFlat', () => {
  test('worked example: a 40 x 40 base centred 50 mm beyond the line x >= 0', () => {
    const region = regionOf([[0, 0]]); // x >= 0
    const base = rect(-50, 0, 30, 40, 40);
    const r = hypot(40, 40) / 2; // 28.28 mm
    expect(discOutside(region, -50, 0, r)).toBe(true);
    expect(outsideRegionFlat(base, region)).toBe(true);
    // 25 mm beyond the line: the disc reaches across it, not decided (the corners are still outside).
    expect(discOutside(region, -25, 0, r)).toBe(false);
    expect(discOutside(region, -r - 1e-7, 0, r)).toBe(false);
  });

  test('whenever it answers, outsideRegionFlat of the base says the same (10,000 random bases and regions)', () => {
    let decided = 0;
    fc.assert(
      fc.property(coordinate, coordinate, fc.double({ min: 0, max: 360, noNaN: true }), side, side, fc.array(plane, { minLength: 1, maxLength: 3 }), (x, y, heading, w, l, planes) => {
        const region = regionOf(planes);
        if (!discOutside(region, x, y, hypot(w, l) / 2)) return;
        decided++;
        expect(outsideRegionFlat(rect(x, y, heading, w, l), region)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
    expect(decided).toBeGreaterThan(300);
  });

  test('bases that graze the line by a hair: the disc test leaves them to the exact test', () => {
    const region = regionOf([[90, 0]]); // y >= 0
    for (const gap of [1e-9, 1e-7, 1e-6, 3e-6]) {
      // A 40 x 40 base heading 0 (its disc: radius 20 across y) whose front edge is 1e-6 + gap below the line.
      const y = -20 - 1e-6 - gap;
      expect(outsideRegionFlat(rect(0, y, 0, 40, 40), region)).toBe(true);
      // Decided only beyond the tolerance and the 1e-6 mm margin.
      expect(discOutside(region, 0, y, 20)).toBe(gap > 2e-6);
    }
  });
});

describe('corridorOf / discMissesCorridor: obstacles a range line cannot reach', () => {
  test('worked example: two bases 200 mm apart on a diagonal, a disc beside the line', () => {
    const p = rect(0, 0, 45, 40, 40);
    const q = rect(141.42, 141.42, 45, 40, 40);
    const c = corridor();
    expect(corridorOf(p, q, c)).toBe(true);
    expect(c.ux).toBeCloseTo(Math.SQRT1_2, 12);
    // Across the axis the parts span +-20 mm; a disc of radius 10 centred 60 mm to the side misses.
    expect(discMissesCorridor(c, 70.71 - 42.43, 70.71 + 42.43, 10)).toBe(true);
    // The table-aligned box of the two parts (x and y from -28.28 to 169.70) holds that centre:
    // only the box aligned with the line between them rejects it.
    // A disc on the line between them is never rejected.
    expect(discMissesCorridor(c, 70.71, 70.71, 1)).toBe(false);
    // Parts with the same vertex mean give no axis: never decided.
    expect(corridorOf(p, p, c)).toBe(false);
    expect(discMissesCorridor(c, 1e6, 1e6, 1)).toBe(false);
  });

  test('whenever it answers, the closest points of the two parts (and any segment between them) miss the disc (5,000 random cases)', () => {
    let decided = 0;
    const c = corridor();
    const best = flatClosest();
    const spare = flatConvex(8);
    fc.assert(
      fc.property(
        fc.tuple(coordinate, coordinate, fc.double({ min: 0, max: 360, noNaN: true }), side, side),
        fc.tuple(coordinate, coordinate, fc.double({ min: 0, max: 360, noNaN: true }), side, side),
        fc.array(plane, { minLength: 0, maxLength: 2 }),
        fc.tuple(coordinate, coordinate, fc.double({ min: 1, max: 60, noNaN: true })),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 4 }),
        (a, b, planes, [cx, cy, r], mix) => {
          // Parts: each base clipped by the region (as arc parts are), when something is left.
          const region = regionOf(planes);
          const p = flatConvex(8);
          const q = flatConvex(8);
          clipFlat(rect(...a), region, p, spare);
          clipFlat(rect(...b), region, q, spare);
          if (p.n === 0 || q.n === 0 || !corridorOf(p, q, c) || !discMissesCorridor(c, cx, cy, r)) return;
          decided++;
          closestFlat(p, q, best);
          expect(segmentDistanceFlat(cx, cy, best.ax, best.ay, best.bx, best.by)).toBeGreaterThan(r);
          // Segments between other points of the parts: convex mixes of two corners of each.
          for (const [s, t] of mix) {
            const ax = p.xs[0]! + (p.xs[p.n - 1]! - p.xs[0]!) * s;
            const ay = p.ys[0]! + (p.ys[p.n - 1]! - p.ys[0]!) * s;
            const bx = q.xs[0]! + (q.xs[q.n - 1]! - q.xs[0]!) * t;
            const by = q.ys[0]! + (q.ys[q.n - 1]! - q.ys[0]!) * t;
            expect(segmentDistanceFlat(cx, cy, ax, ay, bx, by)).toBeGreaterThan(r);
          }
        },
      ),
      { numRuns: 5_000 },
    );
    expect(decided).toBeGreaterThan(500);
  });
});
