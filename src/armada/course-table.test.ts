import { expect, test } from 'vitest';
import fc from 'fast-check';
import { toTable } from '../geometry/index.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { tabledCourse, tabledOverlapsTool, tabledReducedOverlapsTool, overlapsToolChain } from './course-table.ts';
import { overlapRect, rectFootprint } from './footprint.ts';
import { courseLocal, placeInTable } from './tool.ts';
import type { Side } from './tool.ts';
import { TOOL } from './tool-dims.ts';

/** The tool test on the table, as the engine made it before the course tables (and as the naive baselines still do). */
function onTable(size: BaseSize, side: Side, clicks: readonly number[], speed: number, start: { x: number; y: number; heading: number }): boolean {
  const reached = placeInTable(start, courseLocal(size, side, clicks.slice(0, speed), TOOL));
  const chain = courseLocal(size, side, clicks, TOOL).chain.map((p) => toTable(start, p));
  return overlapsToolChain(rectFootprint(overlapRect(size, reached)), chain, DEFAULT_CONFIG);
}

const course = fc.record({
  size: fc.constantFrom<BaseSize>('small', 'medium', 'large', 'huge'),
  side: fc.constantFrom<Side>('left', 'right'),
  clicks: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 1, maxLength: 4 }),
  start: fc.record({ x: fc.double({ min: 0, max: 1830, noNaN: true }), y: fc.double({ min: 0, max: 915, noNaN: true }), heading: fc.double({ min: 0, max: 359.99, noNaN: true }) }),
});

test('armada.tool.side: the tool test kept in the starting frame gives the answer of the table frame, wherever the ship stands', () => {
  fc.assert(
    fc.property(course, ({ size, side, clicks, start }) => {
      expect(tabledOverlapsTool(size, side, clicks, DEFAULT_CONFIG)).toBe(onTable(size, side, clicks, clicks.length, start));
    }),
    { numRuns: 300 },
  );
});

test('armada.overlap.tool-allowed: each reduced speed against the full course tool, from the tables and on the table', () => {
  fc.assert(
    fc.property(course, ({ size, side, clicks, start }) => {
      for (let speed = 1; speed < clicks.length; speed++) {
        expect(tabledReducedOverlapsTool(size, side, clicks, speed, DEFAULT_CONFIG)).toBe(onTable(size, side, clicks, speed, start));
      }
    }),
    { numRuns: 300 },
  );
});

test('armada.tool.pose: a tabled course is the course worked out afresh, and a prefix is the shorter course', () => {
  // Worked example: a medium base, right side, clicks [1, -1]: the same chain, centre and turn as courseLocal.
  const fresh = courseLocal('medium', 'right', [1, -1], TOOL);
  expect(tabledCourse('medium', 'right', [1, -1], TOOL)).toEqual(fresh);
  expect(tabledCourse('medium', 'right', [1, -1], TOOL).turn).toBe(0);
  expect(tabledCourse('medium', 'right', [1, -1, 2], TOOL, 2)).toEqual(fresh);
  expect(tabledCourse('medium', 'right', [1], TOOL).turn).toBe(22.5);
  // Kept: the second ask returns the same object.
  expect(tabledCourse('medium', 'right', [1, -1], TOOL)).toBe(tabledCourse('medium', 'right', [1, -1], TOOL));
  // Another tool gets its own tables.
  const longer = { ...TOOL, firstLength: TOOL.firstLength + 10 };
  expect(tabledCourse('medium', 'right', [1, -1], longer).centre.y).toBeCloseTo(fresh.centre.y + 10, 9);
});

test('armada.tool.side: a straight course clears the tool on either side (touching along the base is allowed); turning towards the tool overlaps it, away from it clears it', () => {
  expect(tabledOverlapsTool('small', 'right', [0], DEFAULT_CONFIG)).toBe(false);
  expect(tabledOverlapsTool('small', 'left', [0, 0, 0], DEFAULT_CONFIG)).toBe(false);
  // Clicks to the left (negative) swing the ship over a tool on its right, and the other way round.
  expect(tabledOverlapsTool('small', 'right', [-1], DEFAULT_CONFIG)).toBe(true);
  expect(tabledOverlapsTool('small', 'left', [-1], DEFAULT_CONFIG)).toBe(false);
  expect(tabledOverlapsTool('large', 'left', [2, 2], DEFAULT_CONFIG)).toBe(true);
  expect(tabledOverlapsTool('large', 'right', [2, 2], DEFAULT_CONFIG)).toBe(false);
});
