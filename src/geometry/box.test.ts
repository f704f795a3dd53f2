import { expect, test } from 'vitest';
import fc from 'fast-check';
import { piecesOf, type Piece } from './pieces.ts';
import { genericOverlap } from './penetration.ts';
import { convexOverlapByFaces } from './convex.ts';
import { bodiesOverlap, overlaps, prepare, toTable, type Shape } from './index.ts';
import { boxBoxOverlap, boxDiscOverlap, rectRectOverlap } from './box.ts';

/** The reference: every pair of pieces by the plain corner test or the generic candidate test (no filters). */
function reference(a: Shape, b: Shape): boolean {
  const pa: Piece[] = piecesOf(a);
  const pb: Piece[] = piecesOf(b);
  return pa.some((p) => pb.some((q) => (p.kind === 'poly' && q.kind === 'poly' ? convexOverlapByFaces(p.flat, q.flat) : genericOverlap(p, q))));
}

const coord = fc.double({ min: -1000, max: 2000, noNaN: true });
const heading = fc.oneof(fc.constantFrom(0, 90, 180, 270, 22.5, 45), fc.double({ min: 0, max: 360, noNaN: true }));
const size = fc.double({ min: 0.01, max: 300, noNaN: true });
const offset = fc.constantFrom(0, 1e-6, -1e-6, 1e-7, -1e-7, 1e-5, -1e-5, 2e-6, -2e-6, 0.3, -3);

/** A shape resting on the front edge of a (rectangle at `pose`), nudged by `nudge` into it, slid by `slide` of a's width. */
function resting(kind: 'rect' | 'strip' | 'circle', pose: { x: number; y: number; heading: number; width: number; length: number }, w: number, l: number, slide: number, nudge: number, tilt: number): Shape {
  const front = pose.length / 2 - nudge;
  switch (kind) {
    case 'rect': {
      const c = toTable(pose, { x: slide * pose.width, y: front + l / 2 });
      return { kind: 'rect', x: c.x, y: c.y, heading: pose.heading + tilt, width: w, length: l };
    }
    case 'strip': {
      // its rear edge centred on a's front edge, running l along a's heading turned by tilt
      const from = toTable(pose, { x: slide * pose.width, y: front });
      return { kind: 'strip', from, to: toTable({ ...from, heading: pose.heading + tilt }, { x: 0, y: l }), width: w };
    }
    case 'circle': {
      const c = toTable(pose, { x: slide * pose.width, y: front + w / 2 });
      return { kind: 'circle', x: c.x, y: c.y, radius: w / 2 };
    }
  }
}

test('boxes and discs: the number filters and the from-poses path agree with the exact pieces, on random and near-touching pairs', () => {
  const pose = fc.record({ x: coord, y: coord, heading, width: size, length: size });
  const kind = fc.constantFrom('rect' as const, 'strip' as const, 'circle' as const);
  fc.assert(
    fc.property(pose, kind, kind, size, size, fc.double({ min: -0.6, max: 0.6, noNaN: true }), offset, fc.constantFrom(0, 0, 1e-9, 30, 90), fc.boolean(), (p, ka, kb, w, l, slide, nudge, tilt, near) => {
      const a: Shape = ka === 'rect' ? { kind: 'rect', ...p } : ka === 'strip' ? { kind: 'strip', from: { x: p.x, y: p.y }, to: toTable(p, { x: 0, y: p.length }), width: p.width } : { kind: 'circle', x: p.x, y: p.y, radius: p.width / 2 };
      // b near a's front edge (for a rectangle a) or placed at random near it
      const b = near && ka === 'rect' ? resting(kb, p, w, l, slide, nudge, tilt) : resting(kb, { ...p, heading: p.heading + 57 }, w, l, slide, -slide * 100, tilt);
      const expected = reference(a, b);
      expect(bodiesOverlap(prepare(a), prepare(b))).toBe(expected);
      expect(bodiesOverlap(prepare(b), prepare(a))).toBe(expected);
      expect(overlaps(a, b)).toBe(expected);
    }),
    { numRuns: 4000 },
  );
});

test('flush contact (a rectangle on another, a strip or a disc beside it) is decided by the filters, not the exact fallback', () => {
  fc.assert(
    fc.property(heading, fc.double({ min: 0, max: 1800, noNaN: true }), fc.double({ min: 0, max: 900, noNaN: true }), fc.double({ min: -0.4, max: 0.4, noNaN: true }), (h, x, y, slide) => {
      const base = { x, y, heading: h, width: 43, length: 71 };
      const a = prepare({ kind: 'rect', ...base });
      for (const kind of ['rect', 'strip', 'circle'] as const) {
        const b = prepare(resting(kind, base, 15.25, 40, slide, 0, 0));
        const fast = kind === 'circle' ? boxDiscOverlap(a, b) : boxBoxOverlap(a, b);
        expect(fast).toBe(0);
        const deep = prepare(resting(kind, base, 15.25, 40, slide, 2e-6, 0));
        expect(kind === 'circle' ? boxDiscOverlap(a, deep) : boxBoxOverlap(a, deep)).toBe(1);
      }
      const ahead = { kind: 'rect' as const, ...toTable(base, { x: 0, y: 71 }), heading: h, width: 43, length: 71 };
      expect(rectRectOverlap({ kind: 'rect', ...base }, ahead)).toBe(0);
    }),
    { numRuns: 500 },
  );
});

test('rectangles and strips without area, and coincident discs, fall back to the exact path', () => {
  const flat: Shape = { kind: 'rect', x: 10, y: 10, heading: 0, width: 0, length: 20 };
  const other: Shape = { kind: 'rect', x: 10, y: 10, heading: 30, width: 5, length: 5 };
  expect(overlaps(flat, other)).toBe(false);
  expect(bodiesOverlap(prepare(flat), prepare(other))).toBe(false);
  const point: Shape = { kind: 'strip', from: { x: 10, y: 10 }, to: { x: 10, y: 10 }, width: 4 };
  expect(bodiesOverlap(prepare(point), prepare(other))).toBe(false);
  const d: Shape = { kind: 'circle', x: 10, y: 10, radius: 3 };
  expect(bodiesOverlap(prepare(d), prepare(d))).toBe(true);
});

test('a box against polygons (convex and not): the box filter agrees with the exact pieces, also with an edge flush on the box', () => {
  const point = fc.record({ x: fc.double({ min: -60, max: 60, noNaN: true }), y: fc.double({ min: -60, max: 60, noNaN: true }) });
  fc.assert(
    fc.property(coord, coord, heading, size, size, fc.array(point, { minLength: 3, maxLength: 7 }), offset, fc.boolean(), (x, y, h, w, l, pts, nudge, flush) => {
      const box = { x, y, heading: h, width: w, length: l };
      const a: Shape = { kind: 'rect', ...box };
      // a polygon around a point near the box (convex hull order or as drawn), or one resting on its front edge
      const local = flush
        ? [{ x: -w / 3, y: l / 2 - nudge }, { x: w / 3, y: l / 2 - nudge }, { x: pts[0]!.x, y: l / 2 + 5 + Math.abs(pts[0]!.y) }]
        : pts.map((p) => ({ x: p.x * (w / 60), y: p.y * (l / 60) + l / 2 }));
      const polygon: Shape = { kind: 'polygon', points: local.map((p) => toTable(box, p)) };
      let expected: boolean;
      try {
        expected = reference(a, polygon);
      } catch {
        return; // not a simple polygon
      }
      expect(bodiesOverlap(prepare(a), prepare(polygon))).toBe(expected);
      expect(bodiesOverlap(prepare(polygon), prepare(a))).toBe(expected);
    }),
    { numRuns: 3000 },
  );
});

test("a box's corner on a polygon's edge, nudged in or out: the polygon's faces decide, and agree with the exact pieces", () => {
  fc.assert(
    fc.property(coord, coord, fc.double({ min: 1, max: 89, noNaN: true }), size, size, offset, fc.double({ min: -0.9, max: 0.9, noNaN: true }), (x, y, h, w, l, nudge, slide) => {
      const box: Shape = { kind: 'rect', x, y, heading: h, width: w, length: l };
      const corners = Array.from(prepare(box).outline as ArrayLike<number>).slice(1);
      let low = 0;
      for (let i = 1; i < 4; i++) if (corners[2 * i + 1]! < corners[2 * low + 1]!) low = i;
      const cx = corners[2 * low]!;
      const top = corners[2 * low + 1]! + nudge;
      const half = 20 + w + l;
      const polygon: Shape = { kind: 'polygon', points: [{ x: cx - half * (1 + slide), y: top }, { x: cx + half * (1 - slide), y: top }, { x: cx, y: top - 60 }] };
      const expected = reference(box, polygon);
      expect(bodiesOverlap(prepare(box), prepare(polygon))).toBe(expected);
      expect(bodiesOverlap(prepare(polygon), prepare(box))).toBe(expected);
    }),
    { numRuns: 2000 },
  );
});
