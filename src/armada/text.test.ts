/** `mm` prints what `(Math.round(value * 100) / 100).toFixed(2)` prints, for every kind of value. */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { mm } from './text.ts';

const reference = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);

test('mm is toFixed(2) of the value rounded to 0.01', () => {
  const values = fc.oneof(
    fc.double({ min: -2000, max: 2000 }),
    fc.double(),
    // Halfway cases and values just around them.
    fc.integer({ min: -200000, max: 200000 }).map((k) => k / 200),
    fc.integer({ min: -200000, max: 200000 }).chain((k) => fc.constantFrom(k / 200 - 1e-9, k / 200 + 1e-9, k / 100 - 0.004, k / 100 + 0.004)),
    fc.constantFrom(0, -0, -0.001, -0.005, 0.005, 0.015, 1.005, -1.005, 1e13, -1e13, 9.99999999e12, 1e15, 1e21, 1e22, Infinity, -Infinity, NaN, Number.MAX_VALUE, Number.MIN_VALUE),
  );
  fc.assert(fc.property(values, (v) => {
    expect(mm(v)).toBe(reference(v));
  }), { numRuns: 20000 });
});
