import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, overlaps } from '../geometry/index.ts';
import type { Rect } from '../geometry/shapes.ts';
import { rectGap } from './gap.ts';

const rect = fc.record({
  kind: fc.constant('rect' as const),
  x: fc.double({ min: 0, max: 300, noNaN: true }),
  y: fc.double({ min: 0, max: 300, noNaN: true }),
  heading: fc.double({ min: 0, max: 360, noNaN: true }),
  width: fc.constantFrom(40, 60, 80),
  length: fc.constantFrom(40, 60, 80),
});

describe('xwing.partial.touching: the reported gap', () => {
  test('rectGap agrees with the kernel distance for bases that do not overlap', () => {
    fc.assert(
      fc.property(rect, rect, (a: Rect, b: Rect) => {
        fc.pre(!overlaps(a, b));
        expect(rectGap(a, b)).toBeCloseTo(distance(a, b).distance, 6);
      }),
    );
  });
  test('edge to edge: two small bases 5 mm apart', () => {
    const a: Rect = { kind: 'rect', x: 0, y: 0, heading: 0, width: 40, length: 40 };
    expect(rectGap(a, { ...a, y: 45 })).toBeCloseTo(5, 12);
    expect(rectGap(a, { ...a, x: 43, y: 43 })).toBeCloseTo(Math.hypot(3, 3), 12);
  });
});
