import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hypot } from './hypot.ts';

describe('hypot: Math.hypot of two numbers, the same double', () => {
  test('worked examples', () => {
    expect(hypot(3, 4)).toBe(5);
    expect(hypot(-20, 0)).toBe(20);
    expect(hypot(40, 40)).toBe(Math.hypot(40, 40));
    expect(hypot(40, 40)).toBe(56.568542494923804);
  });
  test('edge values: zeros, infinities, NaN, the extremes', () => {
    const edges = [0, -0, 1, -1, NaN, Infinity, -Infinity, Number.MIN_VALUE, -Number.MIN_VALUE, Number.MAX_VALUE, 2 ** -1022, 1e-300, 1e300];
    for (const a of edges) for (const b of edges) expect(Object.is(hypot(a, b), Math.hypot(a, b)), `${a}, ${b}`).toBe(true);
  });
  test('random doubles of every magnitude, and table-scale coordinates', () => {
    const table = fc.double({ min: -200_000, max: 200_000, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(fc.tuple(fc.double(), fc.double()), fc.tuple(table, table)), ([a, b]) => {
        expect(Object.is(hypot(a, b), Math.hypot(a, b))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
