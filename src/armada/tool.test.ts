import { describe, expect, test } from 'vitest';
import type { BaseSize } from './catalog/ship-record.ts';
import { courseLocal, placeInTable, speedZeroYawLocal } from './tool.ts';
import { TOOL } from './tool-dims.ts';

/** Expected centres hand-computed from the formulas of `armada.tool.pose` (ship's starting frame). */
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(0.005);

describe('armada.tool.example', () => {
  test('armada.tool.example: speed 2 clicks (+1, 0) small ship: right (+23.33, +143.75), left (+18.90, +121.45), heading +22.5', () => {
    const right = courseLocal('small', 'right', [1, 0], TOOL);
    close(right.centre.x, 23.33);
    close(right.centre.y, 143.746);
    expect(right.turn).toBe(22.5);
    const left = courseLocal('small', 'left', [1, 0], TOOL);
    close(left.centre.x, 18.9);
    close(left.centre.y, 121.45);
  });

  test('armada.tool.example: the notch reference point moves (+34.70, +129.90)', () => {
    const { chain } = courseLocal('small', 'right', [1, 0], TOOL);
    const p0 = chain[0]!;
    const p1 = chain[chain.length - 1]!;
    close(p1.x - p0.x, 34.698);
    close(p1.y - p0.y, 129.898);
    expect(p0).toEqual({ x: 29.125, y: 35.5 });
  });
});

describe('armada.tool.pose straight courses at every speed', () => {
  for (const size of ['small', 'medium', 'large', 'huge'] as BaseSize[]) {
    for (const side of ['left', 'right'] as const) {
      for (let speed = 1; speed <= 4; speed++) {
        test(`armada.tool.pose: ${size} ${side} speed ${speed} straight moves exactly ${speed} x 68.40 forward`, () => {
          const course = courseLocal(size, side, new Array(speed).fill(0), TOOL);
          close(course.centre.x, 0);
          close(course.centre.y, 68.4 * speed);
          expect(course.turn).toBe(0);
          expect(course.chain).toHaveLength(speed + 2);
        });
      }
    }
  }
});

/** [size, side, clicks, x, y, turn]: hand-computed with the chain of `armada.tool.pose`. */
const YAWED: readonly [BaseSize, 'left' | 'right', number[], number, number, number][] = [
  ['small', 'right', [2], -0.825, 92.869, 45],
  ['small', 'right', [1, 2], 31.932, 166.668, 67.5],
  ['small', 'right', [0, 1, 2], 31.932, 235.068, 67.5],
  ['small', 'right', [0, 1, 1, 2], 90.437, 290.714, 90],
  ['small', 'right', [-1], 7.28, 58.261, -22.5],
  ['small', 'right', [1, -1], 26.176, 131.593, 0],
  ['small', 'left', [1, -1], 26.176, 131.593, 0],
  ['small', 'right', [0, -1, -2], 4.027, 181.252, -67.5],
  ['small', 'left', [0, 1, 2], -4.027, 181.252, 67.5],
  ['small', 'left', [0, 1, 1, 2], 32.187, 232.464, 90],
  ['small', 'right', [2, 2, 2, 2], 223.382, 94.86, 180],
  ['medium', 'right', [1, 2], 23.785, 185.476, 67.5],
  ['medium', 'left', [2], -31.775, 49.149, 45],
  ['medium', 'left', [-1], 8.016, 85.559, -22.5],
  ['medium', 'right', [0, 1, 1, 2], 84.937, 316.214, 90],
  ['large', 'right', [2], -16.278, 113.561, 45],
  ['large', 'left', [2], -43.444, 47.977, 45],
  ['large', 'left', [0, 1, 2], -41.468, 183.218, 67.5],
  ['large', 'right', [0, -1, -2], 41.468, 183.218, -67.5],
];

describe('armada.tool.pose yawed courses', () => {
  for (const [size, side, clicks, x, y, turn] of YAWED) {
    test(`armada.tool.pose: ${size} ${side} clicks [${clicks.join(', ')}] -> (${x}, ${y}) turn ${turn}`, () => {
      const course = courseLocal(size, side, clicks, TOOL);
      close(course.centre.x, x);
      close(course.centre.y, y);
      expect(course.turn).toBe(turn);
    });
  }

  test('armada.tool.pose: mirroring the clicks and the side mirrors the result', () => {
    const a = courseLocal('medium', 'right', [1, -2, 1], TOOL);
    const b = courseLocal('medium', 'left', [-1, 2, -1], TOOL);
    close(a.centre.x, -b.centre.x);
    close(a.centre.y, b.centre.y);
  });
});

describe('armada.tool.pose in the table frame', () => {
  test('armada.tool.pose: a ship facing +x (heading 90) moving straight at speed 2 ends 136.8 mm further along +x', () => {
    const pose = placeInTable({ x: 500, y: 400, heading: 90 }, courseLocal('small', 'right', [0, 0], TOOL));
    close(pose.x, 636.8);
    close(pose.y, 400);
    expect(pose.heading).toBe(90);
  });

  test('armada.tool.pose: heading is normalised to [0, 360) after a left turn from heading 0', () => {
    const pose = placeInTable({ x: 500, y: 400, heading: 0 }, courseLocal('small', 'right', [-1], TOOL));
    expect(pose.heading).toBe(337.5);
    close(pose.x, 507.28);
    close(pose.y, 458.261);
  });
});

describe('armada.huge.notch', () => {
  test('armada.huge.notch: the tool sits at the rear base front edge, so a straight course still moves n x 68.40', () => {
    const course = courseLocal('huge', 'right', [0], TOOL);
    const p0 = course.chain[0]!;
    // (2.539 x 3 + 3.68) in = 286.94 mm behind the front base centre, plus 64.5: 351.44 long
    close(p0.y, -351.4438 / 2 + 129);
    close(course.centre.y, 68.4);
  });
});

describe('armada.speed0.yaw', () => {
  test('armada.speed0.yaw: the ship turns about the last pivot, 22.27 behind the right notch point', () => {
    const course = speedZeroYawLocal('small', 1, TOOL);
    // pivot Q = (29.125, 35.5 - 22.27) = (29.125, 13.23); centre = Q - R(22.5) Q
    const qx = 29.125;
    const qy = 13.23;
    const t = (22.5 * Math.PI) / 180;
    close(course.centre.x, qx - (qx * Math.cos(t) + qy * Math.sin(t)));
    close(course.centre.y, qy - (-qx * Math.sin(t) + qy * Math.cos(t)));
    expect(course.turn).toBe(22.5);
  });

  test('armada.speed0.yaw: a left turn uses the left notches', () => {
    const course = speedZeroYawLocal('small', -2, TOOL);
    expect(course.chain[0]!.x).toBeLessThan(0);
    expect(course.turn).toBe(-45);
  });
});
