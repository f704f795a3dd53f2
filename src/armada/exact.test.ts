import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, insideArea, overlaps } from '../geometry/index.ts';
import type { Shape } from '../geometry/shapes.ts';
import { bodiesOverlap, FAST, inside, rectInside, separation } from './exact.ts';
import { bodyOf } from './footprint.ts';

/** The engine's footprint tests (broad phase, cached kernel bodies, box shortcut) give the kernel's answers on the raw shapes. */
const coord = fc.double({ min: -20, max: 200, noNaN: true });
const heading = fc.oneof(fc.constantFrom(0, 90, 180, 270, 22.5, 45), fc.double({ min: 0, max: 359.99, noNaN: true }));
const rect = fc.record({ kind: fc.constant('rect' as const), x: coord, y: coord, heading, width: fc.double({ min: 5, max: 80, noNaN: true }), length: fc.double({ min: 5, max: 130, noNaN: true }) });
const circle = fc.record({ kind: fc.constant('circle' as const), x: coord, y: coord, radius: fc.double({ min: 2, max: 40, noNaN: true }) });
const strip = fc.record({ kind: fc.constant('strip' as const), from: fc.record({ x: coord, y: coord }), to: fc.record({ x: coord, y: coord }), width: fc.double({ min: 1, max: 20, noNaN: true }) })
  .filter((s) => Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y) > 1);
const shape: fc.Arbitrary<Shape> = fc.oneof(rect, circle, strip);

describe('Armada footprints through the geometry kernel', () => {
  test('armada.overlap.definition: overlap decisions on prepared footprints equal the kernel on raw shapes', () => {
    fc.assert(fc.property(shape, shape, (a, b) => {
      const first = bodyOf(a);
      const second = bodyOf(b);
      expect(bodiesOverlap(first, second, FAST)).toBe(overlaps(a, b));
      // The cached kernel bodies give the same answer on a second test.
      expect(bodiesOverlap(second, first, FAST)).toBe(overlaps(b, a));
    }), { numRuns: 1500 });
  });

  test('armada.tool.touch: a base flush beside the tool, and bases end to end, touch without overlapping', () => {
    fc.assert(fc.property(heading, coord, coord, (h, x, y) => {
      const base: Shape = { kind: 'rect', x, y, heading: h, width: 43, length: 71 };
      const r = (h * Math.PI) / 180;
      const right = { x: Math.cos(r), y: -Math.sin(r) };
      const fwd = { x: Math.sin(r), y: Math.cos(r) };
      const off = 21.5 + 7.625;
      const tool: Shape = { kind: 'strip', from: { x: x + right.x * off - fwd.x * 20, y: y + right.y * off - fwd.y * 20 }, to: { x: x + right.x * off + fwd.x * 60, y: y + right.y * off + fwd.y * 60 }, width: 15.25 };
      const ahead: Shape = { kind: 'rect', x: x + fwd.x * 71, y: y + fwd.y * 71, heading: h, width: 43, length: 71 };
      expect(bodiesOverlap(bodyOf(base), bodyOf(tool), FAST)).toBe(false);
      expect(bodiesOverlap(bodyOf(base), bodyOf(ahead), FAST)).toBe(false);
    }), { numRuns: 300 });
  });

  test('armada.overlap.closest: separations equal the kernel distance with its witnesses', () => {
    fc.assert(fc.property(rect, rect, (a, b) => {
      expect(separation(bodyOf(a), bodyOf(b))).toEqual(distance(a, b));
    }), { numRuns: 500 });
  });

  test('armada.edge.destroyed: inside-the-play-area decisions equal the kernel, also within the contact tolerance of the edge', () => {
    fc.assert(fc.property(shape, (a) => {
      expect(inside(bodyOf(a), 180, 150, FAST)).toBe(insideArea(a, 180, 150));
    }), { numRuns: 2000 });
    const offsets = [-2e-6, -1e-6, -5e-7, 0, 5e-7, 1e-6, 1.0000001e-6, 2e-6];
    for (const d of offsets) {
      const left = { kind: 'rect' as const, x: 21.5 - d, y: 75, heading: 0, width: 43, length: 71 };
      const top = { kind: 'rect' as const, x: 90, y: 150 - 35.5 + d, heading: 0, width: 43, length: 71 };
      expect(rectInside(left, 180, 150, FAST)).toBe(insideArea(left, 180, 150));
      expect(rectInside(top, 180, 150, FAST)).toBe(insideArea(top, 180, 150));
    }
  });
});
