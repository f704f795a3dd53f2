/**
 * `innerReachFlat` and `segmentThroughDisc` (src/geometry/arc.ts), the early answer the Armada
 * line-of-sight tests take before `segmentCrossesFlat` (armada.range.obstructed): whenever the
 * segment runs through the inner disc, the exact test finds the outline crossed. Checked on every
 * Armada obstacle token's outline and on random rectangles, with segments aimed through the
 * disc, grazing its edge, ending inside the outline and nearly parallel to an edge. Dented
 * outlines get no inner disc (the exact test alone decides them).
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { flatConvex, innerReachFlat, loadPoints, rectCornersFlat, segmentCrossesFlat, segmentThroughDisc } from '../../src/geometry/arc.ts';
import { ARMADA_OBSTACLE_OUTLINES } from '../../src/armada/catalog/obstacle-outlines.ts';
import type { FlatConvex } from '../../src/geometry/arc.ts';

const DEEP = 0.01;

function centre(poly: FlatConvex): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (let i = 0; i < poly.n; i++) {
    x += poly.xs[i]!;
    y += poly.ys[i]!;
  }
  return { x: x / poly.n, y: y / poly.n };
}

const outlines: FlatConvex[] = ARMADA_OBSTACLE_OUTLINES.map((o) => loadPoints(flatConvex(o.outline.length), o.outline.map(([x, y]) => ({ x, y }))));

test('worked example: a 40 x 100 rectangle about the origin has an inner disc of radius 20 - 0.01', () => {
  const rect = rectCornersFlat({ x: 0, y: 0, heading: 0 }, 40, 100, flatConvex(4));
  const inner = innerReachFlat(rect, 0, 0, DEEP);
  expect(inner).toBeCloseTo(19.99, 12);
  // Straight through the middle: decided, and crossed.
  expect(segmentThroughDisc(0, 0, inner, -100, 0, 100, 0)).toBe(true);
  expect(segmentCrossesFlat(-100, 0, 100, 0, rect.xs, rect.ys, rect.n, new Float64Array(8))).toBe(true);
  // 19.995 mm off the centre line: inside the rectangle but outside the inner disc, left to the exact test.
  expect(segmentThroughDisc(0, 0, inner, -100, 19.995, 100, 19.995)).toBe(false);
  expect(segmentCrossesFlat(-100, 19.995, 100, 19.995, rect.xs, rect.ys, rect.n, new Float64Array(8))).toBe(true);
  // Ending 1e-7 mm into the disc: too short a stretch to decide.
  expect(segmentThroughDisc(0, 0, inner, -100, 0, -19.99 + 1e-7, 0)).toBe(false);
});

test('an outline that is not convex, or a point not deep inside, gives no inner disc', () => {
  const notch = loadPoints(flatConvex(5), [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 2 }, { x: 10, y: 10 }, { x: 0, y: 10 }]);
  expect(innerReachFlat(notch, 3, 5, DEEP)).toBe(-Infinity);
  const star = loadPoints(flatConvex(5), [0, 2, 4, 1, 3].map((k) => ({ x: Math.cos((2 * Math.PI * k) / 5), y: Math.sin((2 * Math.PI * k) / 5) })));
  expect(innerReachFlat(star, 0, 0, DEEP)).toBe(-Infinity);
  const square = rectCornersFlat({ x: 0, y: 0, heading: 0 }, 10, 10, flatConvex(4));
  expect(innerReachFlat(square, 4.995, 0, DEEP)).toBe(-Infinity);
  expect(innerReachFlat(square, 20, 0, DEEP)).toBe(-Infinity);
});

test('Armada obstacle outlines: the convex ones have an inner disc about their corners\' mean, the others none', () => {
  // asteroid-field-1 is convex; the other tokens' outlines have dents.
  const reach = outlines.map((o) => innerReachFlat(o, centre(o).x, centre(o).y, DEEP));
  expect(reach[0]).toBeCloseTo(13.2462, 3);
  expect(reach.filter((r) => r > 0).length).toBe(1);
  expect(reach.filter((r) => r === -Infinity).length).toBe(outlines.length - 1);
});

const coord = fc.double({ min: -300, max: 300, noNaN: true });
const angle = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true });

/** A segment through (or near) the disc: aimed at an offset from the centre, with its ends anywhere along the line (inside the outline too). */
const segment = fc.record({
  dir: angle,
  offset: fc.oneof(fc.double({ min: -1.2, max: 1.2, noNaN: true }), fc.constantFrom(-1, 1, 0.999999, -0.999999, 1.000001)),
  from: fc.oneof(fc.double({ min: -400, max: 400, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true })),
  length: fc.oneof(fc.double({ min: 1e-7, max: 800, noNaN: true }), fc.double({ min: 1e-7, max: 0.1, noNaN: true })),
  nudge: fc.double({ min: -1e-9, max: 1e-9, noNaN: true }),
});

/** Checks one segment both ways; the number of ways decided early. */
function check(poly: FlatConvex, cx: number, cy: number, s: { dir: number; offset: number; from: number; length: number; nudge: number }): number {
  const inner = innerReachFlat(poly, cx, cy, DEEP);
  if (inner === -Infinity) return 0;
  const ux = Math.cos(s.dir);
  const uy = Math.sin(s.dir);
  const off = s.offset * inner;
  const px = cx - uy * off + s.nudge;
  const py = cy + ux * off;
  const ax = px + ux * s.from;
  const ay = py + uy * s.from;
  const bx = ax + ux * s.length;
  const by = ay + uy * s.length;
  const cuts = new Float64Array(poly.n + 2);
  let decided = 0;
  if (segmentThroughDisc(cx, cy, inner, ax, ay, bx, by)) {
    expect(segmentCrossesFlat(ax, ay, bx, by, poly.xs, poly.ys, poly.n, cuts)).toBe(true);
    decided++;
  }
  if (segmentThroughDisc(cx, cy, inner, bx, by, ax, ay)) {
    expect(segmentCrossesFlat(bx, by, ax, ay, poly.xs, poly.ys, poly.n, cuts)).toBe(true);
    decided++;
  }
  return decided;
}

test('random rectangles: through the inner disc means crossed (the exact test agrees)', () => {
  let decided = 0;
  fc.assert(
    fc.property(coord, coord, fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 1, max: 120, noNaN: true }), fc.double({ min: 1, max: 200, noNaN: true }), segment, (x, y, heading, width, length, s) => {
      const rect = rectCornersFlat({ x, y, heading }, width, length, flatConvex(4));
      decided += check(rect, x, y, s);
    }),
    { numRuns: 3000 },
  );
  // Not a vacuous check: many segments are decided early.
  expect(decided).toBeGreaterThan(1000);
});

test('the convex obstacle outline moved about the table: through the inner disc means crossed', () => {
  let decided = 0;
  fc.assert(
    fc.property(coord, coord, angle, segment, (x, y, turn, s) => {
      const o = outlines[0]!;
      const moved = flatConvex(o.n);
      const c = Math.cos(turn);
      const sn = Math.sin(turn);
      for (let i = 0; i < o.n; i++) {
        moved.xs[i] = x + o.xs[i]! * c - o.ys[i]! * sn;
        moved.ys[i] = y + o.xs[i]! * sn + o.ys[i]! * c;
      }
      moved.n = o.n;
      const m = centre(moved);
      decided += check(moved, m.x, m.y, s);
    }),
    { numRuns: 3000 },
  );
  expect(decided).toBeGreaterThan(1000);
});
