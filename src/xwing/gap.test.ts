import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, overlaps } from '../geometry/index.ts';
import type { Rect } from '../geometry/shapes.ts';
import { rectGap } from './gap.ts';

const rect = fc.record({
  kind: fc.constant('rect' as const),
  x: fc.double({ min: 0, max: 300, noNaN: true }),
  y: fc.double({ min: 0, max: 300, noNaN: true }),
  heading: fc.double({ min: 0, max: 360, noNaN: true }),
  width: fc.constantFrom(40, 60, 80),
  length: fc.constantFrom(40, 60, 80),
});

/** The former rectGap (a hypot per corner-edge pair): the number the reported gap must stay. */
function hypotGap(a: Rect, b: Rect): number {
  const corners = (r: Rect) => {
    const t = (r.heading * Math.PI) / 180;
    const s = Math.sin(t);
    const c = Math.cos(t);
    const hw = r.width / 2;
    const hl = r.length / 2;
    return [
      { x: r.x - hw * c - hl * s, y: r.y + hw * s - hl * c },
      { x: r.x + hw * c - hl * s, y: r.y - hw * s - hl * c },
      { x: r.x + hw * c + hl * s, y: r.y - hw * s + hl * c },
      { x: r.x - hw * c + hl * s, y: r.y + hw * s + hl * c },
    ];
  };
  const pointSegment = (p: { x: number; y: number }, s0: { x: number; y: number }, s1: { x: number; y: number }) => {
    const dx = s1.x - s0.x;
    const dy = s1.y - s0.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s0.x) * dx + (p.y - s0.y) * dy) / len2));
    return Math.hypot(p.x - (s0.x + t * dx), p.y - (s0.y + t * dy));
  };
  const ca = corners(a);
  const cb = corners(b);
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) best = Math.min(best, pointSegment(cb[j]!, ca[i]!, ca[(i + 1) % 4]!), pointSegment(ca[j]!, cb[i]!, cb[(i + 1) % 4]!));
  }
  return best;
}

describe('xwing.partial.touching: the reported gap', () => {
  test('rectGap is the least hypot of the corner-edge offsets, to the last bit (squares only pick the candidates)', () => {
    // Near-touching pairs as partial executions leave them, and arbitrary ones (overlapping too).
    const near = fc.tuple(rect, fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 0.02, noNaN: true })).map(([a, turn, gap]): [Rect, Rect] => {
      const r = (turn * Math.PI) / 180;
      const d = Math.max(a.width, a.length) + gap;
      return [a, { ...a, x: a.x + d * Math.sin(r), y: a.y + d * Math.cos(r) }];
    });
    fc.assert(
      fc.property(fc.oneof(near, fc.tuple(rect, rect)), ([a, b]) => {
        expect(Object.is(rectGap(a, b), hypotGap(a, b))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(rectGap({ kind: 'rect', x: 0, y: 0, heading: 0, width: 40, length: 40 }, { kind: 'rect', x: 40, y: 0, heading: 0, width: 40, length: 40 })).toBe(0);
  });

  test('rectGap agrees with the kernel distance for bases that do not overlap', () => {
    fc.assert(
      fc.property(rect, rect, (a: Rect, b: Rect) => {
        fc.pre(!overlaps(a, b));
        expect(rectGap(a, b)).toBeCloseTo(distance(a, b).distance, 6);
      }),
    );
  });
  test('edge to edge: two small bases 5 mm apart', () => {
    const a: Rect = { kind: 'rect', x: 0, y: 0, heading: 0, width: 40, length: 40 };
    expect(rectGap(a, { ...a, y: 45 })).toBeCloseTo(5, 12);
    expect(rectGap(a, { ...a, x: 43, y: 43 })).toBeCloseTo(Math.hypot(3, 3), 12);
  });
});
