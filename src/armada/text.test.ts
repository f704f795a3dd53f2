/** `mm` prints what `(Math.round(value * 100) / 100).toFixed(2)` prints, for every kind of value. */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { mm, poseText } from './text.ts';

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

test('poseText prints each number as mm does, inside and outside the kept range', () => {
  const number = fc.oneof(
    fc.double({ min: -10, max: 5000, noNaN: true }),
    fc.integer({ min: -1000, max: 500000 }).map((k) => k / 100),
    fc.integer({ min: 0, max: 500000 }).chain((k) => fc.constantFrom(k / 200 - 1e-9, k / 200 + 1e-9, k / 100 - 0.004, k / 100 + 0.005)),
    fc.constantFrom(0, -0, -0.001, -0.004, -0.005, 4095.994, 4095.995, 4096, 1e13, NaN, Infinity, -Infinity),
  );
  fc.assert(fc.property(number, number, number, (x, y, heading) => {
    expect(poseText({ x, y, heading })).toBe(`(${reference(x)}, ${reference(y)}) heading ${reference(heading)}`);
  }), { numRuns: 20000 });
  // Worked examples: the kept pieces, a value rounding to -0 (no sign), a negative one, one past the kept range.
  expect(poseText({ x: 914.4, y: 457.2, heading: 22.5 })).toBe('(914.40, 457.20) heading 22.50');
  expect(poseText({ x: -0.004, y: 0.005, heading: 359.999 })).toBe('(0.00, 0.01) heading 360.00');
  expect(poseText({ x: -12.346, y: 4096.5, heading: 0 })).toBe('(-12.35, 4096.50) heading 0.00');
});
