import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, insideArea, overlaps } from '../geometry/index.ts';
import type { Shape } from '../geometry/shapes.ts';
import { FAST, footprintsOverlap, inside, rectInside, separation } from './exact.ts';
import { footprintOf } from './footprint.ts';

/** The engine's footprint tests (broad phase, kernel bodies prepared once per footprint) give the kernel's answers on the raw shapes. */
const coord = fc.double({ min: -20, max: 200, noNaN: true });
const heading = fc.oneof(fc.constantFrom(0, 90, 180, 270, 22.5, 45), fc.double({ min: 0, max: 359.99, noNaN: true }));
const rect = fc.record({ kind: fc.constant('rect' as const), x: coord, y: coord, heading, width: fc.double({ min: 5, max: 80, noNaN: true }), length: fc.double({ min: 5, max: 130, noNaN: true }) });
const circle = fc.record({ kind: fc.constant('circle' as const), x: coord, y: coord, radius: fc.double({ min: 2, max: 40, noNaN: true }) });
const strip = fc.record({ kind: fc.constant('strip' as const), from: fc.record({ x: coord, y: coord }), to: fc.record({ x: coord, y: coord }), width: fc.double({ min: 1, max: 20, noNaN: true }) })
  .filter((s) => Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y) > 1);
const polygon = fc.array(fc.record({ x: coord, y: coord }), { minLength: 3, maxLength: 6 }).map((points): Shape => {
  // a convex polygon: the points ordered around their centroid (duplicates and collinear runs are fine)
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  return { kind: 'polygon', points: [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx)) };
});
const shape: fc.Arbitrary<Shape> = fc.oneof(rect, circle, strip);

describe('Armada footprints through the geometry kernel', () => {
  test('armada.overlap.definition: overlap decisions on footprints equal the kernel on raw shapes (rects, strips, discs, obstacles)', () => {
    fc.assert(fc.property(shape, fc.oneof(shape, polygon), (a, b) => {
      const first = footprintOf(a);
      const second = footprintOf(b);
      let expected: boolean;
      try {
        expected = overlaps(a, b);
      } catch {
        return; // a degenerate polygon the kernel rejects
      }
      expect(footprintsOverlap(first, second, FAST)).toBe(expected);
      // the prepared bodies are kept and give the same answer on a second test
      expect(footprintsOverlap(second, first, FAST)).toBe(expected);
    }), { numRuns: 3000 });
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
      expect(footprintsOverlap(footprintOf(base), footprintOf(tool), FAST)).toBe(false);
      expect(overlaps(base, tool)).toBe(false);
      expect(footprintsOverlap(footprintOf(base), footprintOf(ahead), FAST)).toBe(false);
    }), { numRuns: 500 });
  });

  test('armada.overlap.closest: base-to-base separations match the kernel distance within 1e-9 mm, with witnesses that far apart', () => {
    fc.assert(fc.property(rect, rect, (a, b) => {
      const mine = separation(footprintOf(a), footprintOf(b));
      const theirs = distance(a, b);
      // the kernel reports a gap within the contact tolerance as 0; the measure keeps it
      if (theirs.distance === 0) expect(mine.distance).toBeLessThanOrEqual(1e-6 + 1e-9);
      else expect(Math.abs(mine.distance - theirs.distance)).toBeLessThan(1e-9);
      expect(Math.hypot(mine.a.x - mine.b.x, mine.a.y - mine.b.y)).toBeCloseTo(mine.distance, 9);
    }), { numRuns: 1500 });
  });

  test('armada.edge.destroyed: inside-the-play-area decisions equal the kernel, also within the contact tolerance of the edge', () => {
    fc.assert(fc.property(shape, (a) => {
      expect(inside(footprintOf(a), 180, 150, FAST)).toBe(insideArea(a, 180, 150));
    }), { numRuns: 2000 });
    for (const d of [-2e-6, -1e-6, -5e-7, 0, 5e-7, 1e-6, 1.0000001e-6, 2e-6]) {
      const left = { kind: 'rect' as const, x: 21.5 - d, y: 75, heading: 0, width: 43, length: 71 };
      const top = { kind: 'rect' as const, x: 90, y: 150 - 35.5 + d, heading: 0, width: 43, length: 71 };
      expect(rectInside(left, 180, 150, FAST)).toBe(insideArea(left, 180, 150));
      expect(rectInside(top, 180, 150, FAST)).toBe(insideArea(top, 180, 150));
    }
  });
});
