import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { heading360 } from './heading.ts';
import { normaliseHeading } from './index.ts';

describe('heading360: normaliseHeading with a fast path, the same number', () => {
  test('worked examples', () => {
    expect(heading360(90)).toBe(90);
    expect(Object.is(heading360(-0), 0)).toBe(true);
    expect(heading360(360)).toBe(0);
    expect(heading360(-90)).toBe(270);
    expect(heading360(450.5)).toBe(90.5);
  });
  test('every kind of double, and headings near the edges', () => {
    const edges = [0, -0, 360, -360, 720, 1e-300, -1e-300, 359.99999999999994, 360.00000000000006, NaN, Infinity, -Infinity];
    for (const h of edges) expect(Object.is(heading360(h), normaliseHeading(h)), String(h)).toBe(true);
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.double({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 })), (h) => {
        expect(Object.is(heading360(h), normaliseHeading(h))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
