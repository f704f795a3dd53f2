import { describe, expect, test } from 'vitest';
import { CONTACT_TOLERANCE, distance, insideArea, overlaps, searchPath, touches, type Shape } from './index.ts';

const rect = (x: number, y: number, heading: number, width = 40, length = 40): Shape => ({ kind: 'rect', x, y, heading, width, length });

describe('overlap and touching, worked examples', () => {
  test('rectangles edge to edge touch and do not overlap', () => {
    expect(overlaps(rect(0, 0, 0), rect(40, 0, 0))).toBe(false);
    expect(touches(rect(0, 0, 0), rect(40, 0, 0))).toBe(true);
  });

  test('corner to edge touches (45 degree square resting on a side)', () => {
    const tilted = rect(20 + 20 * Math.SQRT2, 0, 45);
    expect(overlaps(rect(0, 0, 0), tilted)).toBe(false);
    expect(touches(rect(0, 0, 0), tilted)).toBe(true);
  });

  test('1e-7 mm of penetration is touching, 1e-5 mm is overlap', () => {
    expect(overlaps(rect(0, 0, 0), rect(40 - 1e-7, 0, 0))).toBe(false);
    expect(touches(rect(0, 0, 0), rect(40 - 1e-7, 0, 0))).toBe(true);
    expect(overlaps(rect(0, 0, 0), rect(40 - 1e-5, 0, 0))).toBe(true);
    expect(touches(rect(0, 0, 0), rect(40 - 1e-5, 0, 0))).toBe(false);
  });

  test('a penetration of exactly the tolerance is touching; one ulp more is overlap (exact fallback)', () => {
    const square = (x0: number, x1: number): Shape => ({ kind: 'polygon', points: [{ x: x0, y: 0 }, { x: x1, y: 0 }, { x: x1, y: 1 }, { x: x0, y: 1 }] });
    const above = CONTACT_TOLERANCE + 2 ** -72; // the next double above 1e-6
    expect(above).toBeGreaterThan(CONTACT_TOLERANCE);
    expect(overlaps(square(-1, CONTACT_TOLERANCE), square(0, 1))).toBe(false);
    expect(touches(square(-1, CONTACT_TOLERANCE), square(0, 1))).toBe(true);
    expect(overlaps(square(-1, above), square(0, 1))).toBe(true);
  });

  test('a gap of 1e-5 is neither overlap nor touch', () => {
    expect(overlaps(rect(0, 0, 0), rect(40 + 1e-5, 0, 0))).toBe(false);
    expect(touches(rect(0, 0, 0), rect(40 + 1e-5, 0, 0))).toBe(false);
  });

  test('circle against a rectangle side', () => {
    const c = (x: number): Shape => ({ kind: 'circle', x, y: 0, radius: 10 });
    expect(overlaps(rect(0, 0, 0), c(30))).toBe(false);
    expect(touches(rect(0, 0, 0), c(30))).toBe(true);
    expect(overlaps(rect(0, 0, 0), c(30 - 1e-5))).toBe(true);
  });

  test('rectangle on the outer arc of an arc strip', () => {
    const arc: Shape = { kind: 'arc', x: 0, y: 0, inner: 80, outer: 100, from: 0, sweep: 90 };
    expect(overlaps(rect(5, 105, 0, 10, 10), arc)).toBe(false);
    expect(touches(rect(5, 105, 0, 10, 10), arc)).toBe(true);
    expect(overlaps(rect(5, 105 - 1e-5, 0, 10, 10), arc)).toBe(true);
    expect(overlaps(rect(50, 50, 0, 10, 10), arc)).toBe(false); // in the hole
    expect(overlaps(rect(0, 0, 0, 10, 10), arc)).toBe(false);
  });

  test('non-convex polygon: a shape in the notch does not overlap', () => {
    const notched: Shape = { kind: 'polygon', points: [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 50, y: 20 }, { x: 0, y: 100 }] };
    expect(overlaps(rect(50, 40, 0, 10, 10), notched)).toBe(false);
    expect(overlaps(rect(50, 10, 0, 10, 10), notched)).toBe(true);
  });
});

describe('distance with witness points', () => {
  test('rect to rect', () => {
    expect(distance(rect(0, 0, 0), rect(50, 0, 0))).toEqual({ distance: 10, a: { x: 20, y: -20 }, b: { x: 30, y: -20 } });
  });
  test('rect to circle', () => {
    expect(distance(rect(0, 0, 0), { kind: 'circle', x: 35, y: 0, radius: 10 })).toEqual({ distance: 5, a: { x: 20, y: 0 }, b: { x: 25, y: 0 } });
  });
  test('rect to arc strip', () => {
    const arc: Shape = { kind: 'arc', x: 0, y: 0, inner: 80, outer: 100, from: 0, sweep: 90 };
    expect(distance(rect(0, 120, 0, 10, 10), arc)).toEqual({ distance: 15, a: { x: 0, y: 115 }, b: { x: 0, y: 100 } });
  });
  test('touching shapes are at distance 0 with equal witnesses', () => {
    const d = distance(rect(0, 0, 0), rect(40, 0, 0));
    expect(d.distance).toBe(0);
    expect(d.a).toEqual(d.b);
    expect(d.a.x).toBe(20);
  });
});

describe('inside the play area', () => {
  test('on the edge counts inside; past it does not', () => {
    expect(insideArea(rect(20, 20, 0), 100, 100)).toBe(true);
    expect(insideArea(rect(80, 80, 0), 100, 100)).toBe(true);
    expect(insideArea(rect(19, 20, 0), 100, 100)).toBe(false);
    expect(insideArea(rect(80.001, 80, 0), 100, 100)).toBe(false);
    expect(insideArea({ kind: 'circle', x: 10, y: 50, radius: 10 }, 100, 100)).toBe(true);
    expect(insideArea({ kind: 'circle', x: 9.99, y: 50, radius: 10 }, 100, 100)).toBe(false);
  });
});

describe('path search', () => {
  test('backs a rectangle off until it touches the blocker, within 0.01 mm', () => {
    const result = searchPath({ shapeAt: (t) => rect(100 * t, 0, 0), obstacles: [rect(80, 0, 0), rect(30, 0, 0, 10, 10)], from: 1, to: 0, travelPerUnit: 100 });
    expect(result.free).toBe(true);
    expect(result.blocker).toBe(1);
    expect(result.overlappedAtStart).toEqual([0]);
    expect(result.t).toBeLessThanOrEqual(0.05);
    expect(result.t).toBeGreaterThanOrEqual(0.05 - 0.0001);
  });
  test('free at the start returns the start', () => {
    expect(searchPath({ shapeAt: (t) => rect(100 * t, 0, 0), obstacles: [rect(500, 0, 0)], from: 1, to: 0, travelPerUnit: 100 })).toEqual({ t: 1, free: true, blocker: null, overlappedAtStart: [] });
  });
  test('overlapped everywhere ends at `to`, not free', () => {
    const r = searchPath({ shapeAt: (t) => rect(10 * t, 0, 0), obstacles: [rect(0, 0, 0, 200, 200)], from: 1, to: 0, travelPerUnit: 10 });
    expect(r.free).toBe(false);
    expect(r.t).toBe(0);
  });
});
