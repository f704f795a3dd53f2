import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normaliseHeading } from './index.ts';

/** The plain remainder form, without the fast path for headings already in (0, 360). */
function reference(degrees: number): number {
  const h = degrees % 360;
  const n = h < 0 ? h + 360 : h;
  return n === 360 || Object.is(n, -0) ? 0 : n;
}

describe('normaliseHeading: the fast path gives the remainder form\'s number', () => {
  test('worked examples', () => {
    expect(normaliseHeading(90)).toBe(90);
    expect(Object.is(normaliseHeading(-0), 0)).toBe(true);
    expect(normaliseHeading(360)).toBe(0);
    expect(normaliseHeading(-90)).toBe(270);
    expect(normaliseHeading(450.5)).toBe(90.5);
    expect(normaliseHeading(-1e-300)).toBe(0);
  });
  test('every kind of double, and headings near the edges', () => {
    const edges = [0, -0, 360, -360, 720, 1e-300, -1e-300, 359.99999999999994, 360.00000000000006, NaN, Infinity, -Infinity];
    for (const h of edges) expect(Object.is(normaliseHeading(h), reference(h)), String(h)).toBe(true);
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.double({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 })), (h) => {
        expect(Object.is(normaliseHeading(h), reference(h))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
