import { describe, expect, test } from 'vitest';
import type { Pose } from '../geometry/shapes.ts';
import { parseDial } from './dial.ts';
import type { Placement } from './maneuver.ts';
import { fullPose, maneuverGeometry } from './maneuver.ts';

function finalPose(code: string, baseLength: number, start: Pose = { x: 0, y: 0, heading: 0 }, placement: Placement = 'middle'): Pose {
  const geometry = maneuverGeometry(parseDial(code)!, start, baseLength, placement);
  if ('error' in geometry) throw new Error(geometry.error);
  return fullPose(geometry, start);
}

function expectPose(actual: Pose, x: number, y: number, heading: number) {
  expect(actual.x).toBeCloseTo(x, 6);
  expect(actual.y).toBeCloseTo(y, 6);
  expect(actual.heading).toBeCloseTo(heading, 9);
}

const DEG = Math.PI / 180;
/** xwing.maneuver.arc: forward = h + R sin a + h cos a; sideways = R (1 - cos a) + h sin a. */
const arc = (h: number, R: number, a: number) => ({ forward: h + R * Math.sin(a * DEG) + h * Math.cos(a * DEG), sideways: R * (1 - Math.cos(a * DEG)) + h * Math.sin(a * DEG) });

describe('xwing.maneuver.straight: centre moves base length + 40 s', () => {
  for (const [size, L] of [['small', 40], ['medium', 60], ['large', 80]] as const) {
    test(`${size} base, speeds 1-5`, () => {
      for (let s = 1; s <= 5; s++) expectPose(finalPose(`${s}FW`, L), 0, L + 40 * s, 0);
    });
  }
});

describe('xwing.maneuver.arc: every bank and turn for every base size (rules table)', () => {
  // Rules file table, to 0.1 mm.
  const table: Record<number, Record<string, [number, number]>> = {
    40: { B1: [90.7, 37.6], B2: [126.1, 52.2], B3: [161.4, 66.9], T1: [55, 55], T2: [82.5, 82.5], T3: [110, 110] },
    60: { B1: [107.8, 44.6], B2: [143.1, 59.3], B3: [178.5, 73.9], T1: [65, 65], T2: [92.5, 92.5], T3: [120, 120] },
    80: { B1: [124.9, 51.7], B2: [160.2, 66.4], B3: [195.6, 81], T1: [75, 75], T2: [102.5, 102.5], T3: [130, 130] },
  };
  for (const L of [40, 60, 80]) {
    for (const [key, [forward, sideways]] of Object.entries(table[L]!)) {
      const speed = Number(key.charAt(1));
      const bank = key.startsWith('B');
      const R = bank ? [80, 130, 180][speed - 1]! : [35, 62.5, 90][speed - 1]!;
      const a = bank ? 45 : 90;
      test(`base ${L}: ${key} right and left end at (+-${sideways}, ${forward})`, () => {
        const exact = arc(L / 2, R, a);
        expect(exact.forward).toBeCloseTo(forward, 1);
        expect(exact.sideways).toBeCloseTo(sideways, 1);
        expectPose(finalPose(`${speed}${bank ? 'N' : 'Y'}W`, L), exact.sideways, exact.forward, a);
        expectPose(finalPose(`${speed}${bank ? 'B' : 'T'}W`, L), -exact.sideways, exact.forward, 360 - a);
      });
    }
  }

  test('worked example: small ship at (500, 300) heading 0 executes 2N', () => {
    expectPose(finalPose('2NW', 40, { x: 500, y: 300, heading: 0 }), 552.2182540694798, 426.06601717798213, 45);
  });

  test('a rotated start: heading 90 (facing +x), 1 turn left ends facing 0', () => {
    const e = arc(20, 35, 90);
    expectPose(finalPose('1TW', 40, { x: 100, y: 100, heading: 90 }), 100 + e.forward, 100 + e.sideways, 0);
  });
});

describe('xwing.maneuver.koiogran / segnor / tallon: the final rotation on full execution', () => {
  test('xwing.maneuver.koiogran: 4K lands where 4-straight does, facing back', () => {
    expectPose(finalPose('4KR', 40), 0, 200, 180);
    expectPose(finalPose('5KR', 80), 0, 280, 180);
  });
  test('xwing.maneuver.segnor: facing north, a left Segnor loop 2 ends on the left-bank-2 spot facing south-east', () => {
    const e = arc(20, 130, 45);
    expectPose(finalPose('2LR', 40), -e.sideways, e.forward, 135);
    expectPose(finalPose('3PR', 60), arc(30, 180, 45).sideways, arc(30, 180, 45).forward, 225);
  });
  test('xwing.maneuver.tallon: the turn end, turned a further 90, with front / middle / back 10 mm apart along the new heading', () => {
    expectPose(finalPose('3RR', 40), 110, 110, 180);
    expectPose(finalPose('3RR', 40, undefined, 'front'), 110, 100, 180);
    expectPose(finalPose('3RR', 40, undefined, 'back'), 110, 120, 180);
    expectPose(finalPose('2EW', 60), -92.5, 92.5, 180);
    expectPose(finalPose('1ER', 80, undefined, 'front'), -75, 65, 180);
  });
});

describe('xwing.maneuver.stationary and xwing.maneuver.reverse', () => {
  test('stationary: no movement, heading normalised', () => {
    expectPose(finalPose('0OR', 40, { x: 10, y: 20, heading: 370 }), 10, 20, 10);
  });
  test('reverse straight: backward by base + 40 s', () => {
    expectPose(finalPose('1SW', 40), 0, -80, 0);
    expectPose(finalPose('2SR', 60), 0, -140, 0);
  });
  test('reverse bank left: forward negated, sideways kept (to the left), nose swings right', () => {
    const e = arc(20, 80, 45);
    expectPose(finalPose('1AW', 40), -e.sideways, -e.forward, 45);
    expectPose(finalPose('1DW', 40), e.sideways, -e.forward, 315);
  });
});
