import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { mm } from './format.ts';

/** What mm printed before it was written from integers: the double rounded to 0.001, printed by JavaScript. */
const printed = (value: number): string => {
  const rounded = Math.round(value * 1000) / 1000;
  return `${Object.is(rounded, -0) ? 0 : rounded}`;
};

describe('mm', () => {
  test('worked examples: rounded to 0.001 mm, trailing zeros cut, no -0', () => {
    expect(mm(914.4)).toBe('914.4');
    expect(mm(123.4567)).toBe('123.457');
    expect(mm(45.0001)).toBe('45');
    expect(mm(-0.0004)).toBe('0');
    expect(mm(-12.05)).toBe('-12.05');
    expect(mm(0.007)).toBe('0.007');
    expect(mm(100.0201)).toBe('100.02');
    expect(mm(1e13 + 0.5)).toBe(printed(1e13 + 0.5));
    expect(mm(Number.NaN)).toBe('NaN');
  });

  test('every thousandth of the first and the 12,345th millimetre, and near 1e9 mm: the same text as printing the rounded double', () => {
    for (const base of [0, 12_345_000, 999_999_998_000]) {
      for (let k = -2000; k <= 2000; k++) {
        const value = (base + k) / 1000;
        expect(mm(value)).toBe(printed(value));
        expect(mm(-value)).toBe(printed(-value));
      }
    }
  });

  test('property: the same text as printing the rounded double, at every magnitude', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e10, max: 1e10 }), fc.integer({ min: -1e9, max: 1e9 }), (value, thousandths) => {
        expect(mm(value)).toBe(printed(value));
        expect(mm(thousandths / 1000)).toBe(printed(thousandths / 1000));
      }),
      { numRuns: 2000 },
    );
  });
});
