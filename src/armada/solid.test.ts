import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, insideArea, overlaps } from '../geometry/index.ts';
import type { Shape } from '../geometry/shapes.ts';
import { hullSeparation, solidInside, solidOf, solidsOverlap } from './solid.ts';

/** The hot-path narrow phase must give the kernel's answers (CONVENTIONS section 2). */
const coord = fc.double({ min: 0, max: 200, noNaN: true });
const heading = fc.oneof(fc.constantFrom(0, 90, 180, 270, 22.5, 45), fc.double({ min: 0, max: 359.99, noNaN: true }));
const rect = fc.record({ kind: fc.constant('rect' as const), x: coord, y: coord, heading, width: fc.double({ min: 5, max: 80, noNaN: true }), length: fc.double({ min: 5, max: 130, noNaN: true }) });
const circle = fc.record({ kind: fc.constant('circle' as const), x: coord, y: coord, radius: fc.double({ min: 2, max: 40, noNaN: true }) });
const strip = fc.record({ kind: fc.constant('strip' as const), from: fc.record({ x: coord, y: coord }), to: fc.record({ x: coord, y: coord }), width: fc.double({ min: 1, max: 20, noNaN: true }) })
  .filter((s) => Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y) > 1);
const shape: fc.Arbitrary<Shape> = fc.oneof(rect, circle, strip);

describe('solid narrow phase agrees with the geometry kernel', () => {
  test('armada.overlap.definition: overlap decisions agree with the kernel on random rects, strips and discs', () => {
    fc.assert(fc.property(shape, shape, (a, b) => {
      expect(solidsOverlap(solidOf(a)!, solidOf(b)!)).toBe(overlaps(a, b));
    }), { numRuns: 3000 });
  });

  test('armada.tool.touch: flush contact (a base beside the tool, bases end to end at any heading) is touching for both', () => {
    fc.assert(fc.property(heading, coord, coord, (h, x, y) => {
      const base: Shape = { kind: 'rect', x, y, heading: h, width: 43, length: 71 };
      const r = (h * Math.PI) / 180;
      const right = { x: Math.cos(r), y: -Math.sin(r) };
      const fwd = { x: Math.sin(r), y: Math.cos(r) };
      const off = 21.5 + 7.625;
      const tool: Shape = { kind: 'strip', from: { x: x + right.x * off - fwd.x * 20, y: y + right.y * off - fwd.y * 20 }, to: { x: x + right.x * off + fwd.x * 60, y: y + right.y * off + fwd.y * 60 }, width: 15.25 };
      const ahead: Shape = { kind: 'rect', x: x + fwd.x * 71, y: y + fwd.y * 71, heading: h, width: 43, length: 71 };
      expect(solidsOverlap(solidOf(base)!, solidOf(tool)!)).toBe(false);
      expect(overlaps(base, tool)).toBe(false);
      expect(solidsOverlap(solidOf(base)!, solidOf(ahead)!)).toBe(false);
    }), { numRuns: 500 });
  });

  test('armada.overlap.closest: hull distances match the kernel within 1e-9 mm', () => {
    fc.assert(fc.property(rect, rect, (a, b) => {
      const mine = hullSeparation(solidOf(a) as never, solidOf(b) as never);
      const theirs = distance(a, b);
      expect(Math.abs(mine.distance - theirs.distance)).toBeLessThan(1e-9);
      if (mine.distance > 0) expect(Math.hypot(mine.a.x - mine.b.x, mine.a.y - mine.b.y)).toBeCloseTo(mine.distance, 9);
    }), { numRuns: 1500 });
  });

  test('armada.edge.destroyed: inside-the-play-area decisions agree with the kernel', () => {
    fc.assert(fc.property(shape, (a) => {
      expect(solidInside(solidOf(a)!, 180, 150)).toBe(insideArea(a, 180, 150));
    }), { numRuns: 2000 });
  });
});
