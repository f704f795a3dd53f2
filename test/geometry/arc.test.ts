/**
 * The arc kernel (src/geometry/arc.ts) against the former point-array routines
 * (arc-reference.ts): the same clipping, closest points, containment and crossing answers to the
 * last bit, on random rectangles and arc regions (closed half-plane wedges and strips, as
 * the Armada hull zones and the X-Wing arcs build them), with near-touching cases; and the exact
 * disc routines against a fine polygon standing in for the disc.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { FlatConvex, HalfPlane, Region } from '../../src/geometry/arc.ts';
import * as kernel from '../../src/geometry/arc.ts';
import { clipFlat, closestDistanceFlat, closestFlat, closestToDisc, closestToDiscInRegion, discScratch, flatClosest, flatConvex, flatRegion, loadPoints, outsideRegionFlat, rectCornersFlat, regionToTableFlat, segmentCrossesFlat, segmentDistanceFlat, withinFlat } from '../../src/geometry/arc.ts';
import { clipConvex, closestConvex, outsideRegion, rectCorners, regionToTable, segmentCrossesPolygon, segmentDistance } from './arc-reference.ts';
import type { Point, Pose } from '../../src/geometry/shapes.ts';

const coord = fc.double({ min: -400, max: 400, noNaN: true });
const heading = fc.oneof(fc.constantFrom(0, 90, 180, 270), fc.double({ min: 0, max: 359.999, noNaN: true }));
const pose = fc.record({ x: coord, y: coord, heading });
const size = fc.record({ width: fc.double({ min: 5, max: 120, noNaN: true }), length: fc.double({ min: 5, max: 160, noNaN: true }) });
/** A local region of one to three half-planes through points near the origin (wedges, strips, half-planes). */
const plane = fc.record({ nx: fc.double({ min: -1, max: 1, noNaN: true }), ny: fc.double({ min: -1, max: 1, noNaN: true }), c: fc.double({ min: -40, max: 40, noNaN: true }) }).filter((p) => Math.hypot(p.nx, p.ny) > 0.05);
const region = fc.array(plane, { minLength: 1, maxLength: 3 });

const points = (f: FlatConvex): Point[] => Array.from({ length: f.n }, (_, i) => ({ x: f.xs[i]!, y: f.ys[i]! }));

function flatOf(region: Region, at: Pose) {
  return regionToTableFlat(at, region, flatRegion(region.length));
}

test('regionToTableFlat and rectCornersFlat are regionToTable and rectCorners', () => {
  fc.assert(
    fc.property(pose, size, region, (at, dims, local) => {
      const table: HalfPlane[] = regionToTable(at, local);
      const flat = flatOf(local, at);
      expect(Array.from({ length: flat.n }, (_, i) => ({ nx: flat.nx[i], ny: flat.ny[i], c: flat.c[i] }))).toEqual(table);
      expect(points(rectCornersFlat(at, dims.width, dims.length, flatConvex(4)))).toEqual(rectCorners({ kind: 'rect', ...at, ...dims }));
    }),
    { numRuns: 500 },
  );
});

test('clipFlat, outsideRegionFlat and closestFlat give the reference answers bit for bit', () => {
  fc.assert(
    fc.property(pose, size, pose, size, region, pose, fc.boolean(), (pa, sa, pb, sb, local, at, near) => {
      const a = rectCorners({ kind: 'rect', ...pa, ...sa });
      // `near`: b slid against a so that edges touch or nearly touch.
      const b = rectCorners({ kind: 'rect', ...(near ? { x: pa.x + sa.width / 2 + sb.width / 2 + 1e-7, y: pa.y, heading: pa.heading } : pb), ...sb });
      const planes = regionToTable(at, local);
      const flat = flatOf(local, at);
      const fa = loadPoints(flatConvex(8), a);
      const fb = loadPoints(flatConvex(8), b);
      expect(outsideRegionFlat(fb, flat)).toBe(outsideRegion(b, planes));
      const pa2 = flatConvex(8);
      const pb2 = flatConvex(8);
      clipFlat(fa, flat, pa2, flatConvex(8));
      clipFlat(fb, flat, pb2, flatConvex(8));
      const ra = clipConvex(a, planes);
      const rb = clipConvex(b, planes);
      expect(points(pa2)).toEqual([...ra]);
      expect(points(pb2)).toEqual([...rb]);
      if (ra.length === 0 || rb.length === 0) return;
      const c = flatClosest();
      closestFlat(pa2, pb2, c);
      const r = closestConvex(ra, rb);
      expect({ distance: c.distance, a: { x: c.ax, y: c.ay }, b: { x: c.bx, y: c.by } }).toEqual(r);
      // The distance alone, to the last bit.
      expect(closestDistanceFlat(pa2, pb2)).toBe(r.distance);
      // The whole rectangles too (no clipping): overlapping and apart pairs.
      closestFlat(fa, fb, c);
      expect({ distance: c.distance, a: { x: c.ax, y: c.ay }, b: { x: c.bx, y: c.by } }).toEqual(closestConvex(a, b));
      expect(closestDistanceFlat(fa, fb)).toBe(c.distance);
    }),
    { numRuns: 1500 },
  );
});

test('closestDistanceFlat is the distance of closestConvex for points and segments too (degenerate parts), and touching corners', () => {
  const point = fc.record({ x: coord, y: coord });
  fc.assert(
    fc.property(fc.array(point, { minLength: 1, maxLength: 2 }), pose, size, fc.boolean(), (few, pb, sb, touch) => {
      const b = rectCorners({ kind: 'rect', ...pb, ...sb });
      // `touch`: the first point on a corner of the rectangle.
      const a = touch ? [b[0]!, ...few.slice(1)] : few;
      const fa = loadPoints(flatConvex(8), a);
      const fb = loadPoints(flatConvex(8), b);
      expect(closestDistanceFlat(fa, fb)).toBe(closestConvex(a, b).distance);
      expect(closestDistanceFlat(fb, fa)).toBe(closestConvex(b, a).distance);
    }),
    { numRuns: 1000 },
  );
});

test('withinFlat(p, q, e) is closestDistanceFlat(p, q) <= e, also for e at the distance and one ulp either side', () => {
  const point = fc.record({ x: coord, y: coord });
  // e relative to the distance: far below, one ulp below, exactly, one ulp above, far above, or any.
  const offset = fc.constantFrom(-50, -1e-9, 'down', 0, 'up', 1e-9, 50);
  fc.assert(
    fc.property(pose, size, fc.oneof(pose.map((p) => ({ p })), fc.array(point, { minLength: 1, maxLength: 2 }).map((few) => ({ few }))), size, region, offset, fc.boolean(), (pa, sa, other, sb, local, shift, clip) => {
      const a = loadPoints(flatConvex(8), rectCorners({ kind: 'rect', ...pa, ...sa }));
      const b = loadPoints(flatConvex(8), 'p' in other ? rectCorners({ kind: 'rect', ...other.p, ...sb }) : other.few);
      // Clipped by a region as the Armada hull zones are, or whole.
      const pa2 = flatConvex(8);
      if (clip) clipFlat(a, flatOf(local, pa), pa2, flatConvex(8));
      const first = clip ? pa2 : a;
      if (first.n === 0) return;
      const d = closestDistanceFlat(first, b);
      const e = shift === 'down' ? d - Number.EPSILON * Math.max(1, d) : shift === 'up' ? d + Number.EPSILON * Math.max(1, d) : d + (shift as number);
      expect(withinFlat(first, b, e)).toBe(d <= e);
      expect(withinFlat(b, first, e)).toBe(closestDistanceFlat(b, first) <= e);
    }),
    { numRuns: 2000 },
  );
});

test('two parts clipped by one arc line, apart along it, do not meet (their edges on the line are parallel only up to rounding)', () => {
  // As a hull zone's part and a target's part inside that zone's arc both end on the arc line.
  const angle = fc.double({ min: 0, max: 360, noNaN: true });
  fc.assert(
    fc.property(coord, coord, angle, size, size, fc.double({ min: 0.5, max: 150, noNaN: true }), fc.double({ min: -0.45, max: 0.45, noNaN: true }), fc.double({ min: -0.45, max: 0.45, noNaN: true }), (x, y, heading, sa, sb, gap, fa, fb) => {
      const ux = Math.cos((heading * Math.PI) / 180);
      const uy = Math.sin((heading * Math.PI) / 180);
      // The line through (x, y) along u; the region is its left side.
      const plane: HalfPlane = { nx: -uy, ny: ux, c: -uy * x + ux * y };
      const along = (t: number, off: number): Pose => ({ x: x + ux * t - uy * off, y: y + uy * t + ux * off, heading: 90 - heading });
      // Rectangles whose length runs along the line, each straddling it (fa, fb: how far off centre).
      const a = rectCorners({ kind: 'rect', ...along(0, fa * sa.width), ...sa });
      const b = rectCorners({ kind: 'rect', ...along(sa.length / 2 + gap + sb.length / 2, fb * sb.width), ...sb });
      const pa = clipConvex(a, [plane]);
      const pb = clipConvex(b, [plane]);
      if (pa.length < 3 || pb.length < 3) return;
      const c = closestConvex(pa, pb);
      expect(c.distance).toBeGreaterThan(gap * 0.999);
      expect(closestDistanceFlat(loadPoints(flatConvex(8), pa), loadPoints(flatConvex(8), pb))).toBe(c.distance);
    }),
    { numRuns: 4000 },
  );
});

test('segmentDistanceFlat and segmentCrossesFlat give the reference answers, convex and non-convex outlines', () => {
  const outline = fc.array(fc.tuple(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 5, max: 60, noNaN: true })), { minLength: 3, maxLength: 12 });
  const point = fc.record({ x: fc.double({ min: -100, max: 100, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }) });
  fc.assert(
    fc.property(outline, point, point, fc.boolean(), (polar, a, b, throughVertex) => {
      // A star-shaped (often non-convex) polygon around the origin.
      const polygon = [...polar].sort((p, q) => p[0] - q[0]).map(([t, r]) => ({ x: r * Math.cos(t), y: r * Math.sin(t) }));
      const end = throughVertex ? { x: polygon[0]!.x * 2, y: polygon[0]!.y * 2 } : b;
      const flat = loadPoints(flatConvex(polygon.length), polygon);
      const cuts = new Float64Array(polygon.length + 2);
      expect(segmentCrossesFlat(a.x, a.y, end.x, end.y, flat.xs, flat.ys, flat.n, cuts)).toBe(segmentCrossesPolygon(a, end, polygon));
      expect(segmentDistanceFlat(0, 0, a.x, a.y, end.x, end.y)).toBe(segmentDistance({ x: 0, y: 0 }, a, end));
    }),
    { numRuns: 1500 },
  );
});

/** A regular polygon of `n` corners around the circle: within r (1 - cos(pi / n)) of the disc everywhere. */
function discPolygon(cx: number, cy: number, r: number, n: number): Point[] {
  return Array.from({ length: n }, (_, i) => ({ x: cx + r * Math.cos((2 * Math.PI * i) / n), y: cy + r * Math.sin((2 * Math.PI * i) / n) }));
}

test('closestToDisc and closestToDiscInRegion agree with a 2048-gon disc measured by the reference', () => {
  const N = 2048;
  const r = 17;
  const slack = r * (1 - Math.cos(Math.PI / N)) + 1e-6;
  fc.assert(
    fc.property(pose, size, region, fc.record({ x: coord, y: coord }), (pa, sa, local, centre) => {
      const planes = regionToTable(pa, local);
      const flat = flatOf(local, pa);
      const base = rectCorners({ kind: 'rect', ...pa, ...sa });
      const part = clipConvex(base, planes);
      if (part.length === 0) return;
      const fp = loadPoints(flatConvex(8), part);
      const disc = discPolygon(centre.x, centre.y, r, N);
      const c = flatClosest();
      // The whole disc.
      closestToDisc(fp, centre, r, c);
      const whole = closestConvex(part, disc);
      expect(Math.abs(c.distance - whole.distance)).toBeLessThanOrEqual(slack);
      // The part of the disc inside the region.
      const inside = closestToDiscInRegion(fp, centre, r, flat, c, discScratch());
      const clipped = clipConvex(disc, planes);
      // Near the region's edge the polygon and the disc may disagree on touching; skip those.
      const reference = clipped.length === 0 ? null : closestConvex(part, clipped);
      const gap = clipConvex(discPolygon(centre.x, centre.y, r + 1e-3, N), planes).length > 0 !== clipConvex(discPolygon(centre.x, centre.y, r - 1e-3, N), planes).length > 0;
      if (gap) return;
      // A region thinner than 1e-3 mm where it meets the disc (two opposite lines nearly on top of each
      // other: no hull zone or arc is built so) is a line to the disc: the polygon and the disc may
      // disagree on meeting it; skip those too.
      const shrunk = planes.map((p) => ({ ...p, c: p.c + 1e-3 * Math.hypot(p.nx, p.ny) }));
      if (clipConvex(disc, shrunk).length > 0 !== clipped.length > 0) return;
      expect(inside).toBe(reference !== null);
      if (reference === null) return;
      // Where a region's line crosses the circle at a shallow angle, the 2048-gon's chord ends short of
      // the disc's by up to sagitta / sin(angle): the two clipped shapes differ by that much, not by the
      // sagitta alone.
      let clippedSlack = slack;
      for (const p of planes) {
        const t = p.nx * centre.x + p.ny * centre.y - p.c;
        if (Math.abs(t) < r) clippedSlack = Math.max(clippedSlack, slack + (2 * (slack * r)) / Math.sqrt(r * r - t * t));
      }
      expect(Math.abs(c.distance - reference.distance)).toBeLessThanOrEqual(clippedSlack + 1e-6);
      // The answer's points are on the part and in the disc's part inside the region.
      expect(Math.hypot(c.bx - centre.x, c.by - centre.y)).toBeLessThanOrEqual(r + 1e-6);
      for (const p of planes) expect(p.c - p.nx * c.bx - p.ny * c.by).toBeLessThanOrEqual(1e-6);
    }),
    { numRuns: 800 },
  );
});

test('the point-array forms run the kernel and give the reference answers bit for bit, polygons of any size included', () => {
  const outline = fc.array(fc.tuple(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 5, max: 60, noNaN: true })), { minLength: 3, maxLength: 40 });
  const point = fc.record({ x: fc.double({ min: -100, max: 100, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }) });
  fc.assert(
    fc.property(pose, size, pose, size, region, pose, outline, point, point, (pa, sa, pb, sb, local, at, polar, a, b) => {
      const ra = rectCorners({ kind: 'rect', ...pa, ...sa });
      const rb = rectCorners({ kind: 'rect', ...pb, ...sb });
      expect(kernel.rectCorners({ kind: 'rect', ...pa, ...sa })).toEqual(ra);
      const planes = regionToTable(at, local);
      expect(kernel.regionToTable(at, local)).toEqual(planes);
      expect(kernel.planeToTable(at, local[0]!)).toEqual(planes[0]);
      expect(kernel.outsideRegion(rb, planes)).toBe(outsideRegion(rb, planes));
      const ca = clipConvex(ra, planes);
      const cb = clipConvex(rb, planes);
      expect([...kernel.clipConvex(ra, planes)]).toEqual([...ca]);
      // Regions in a piece's own frame too (normals not unit length).
      expect([...kernel.clipConvex(ra, local)]).toEqual([...clipConvex(ra, local)]);
      expect(kernel.closestConvex(ra, rb)).toEqual(closestConvex(ra, rb));
      if (ca.length > 0 && cb.length > 0) expect(kernel.closestConvex(ca, cb)).toEqual(closestConvex(ca, cb));
      // A convex polygon of many corners (sorted by angle around the origin and hulled), clipped and measured.
      const star = [...polar].sort((p, q) => p[0] - q[0]).map(([t, r]) => ({ x: r * Math.cos(t), y: r * Math.sin(t) }));
      const ring = star.map((_, i) => ({ x: 60 * Math.cos((2 * Math.PI * i) / star.length), y: 60 * Math.sin((2 * Math.PI * i) / star.length) }));
      expect([...kernel.clipConvex(ring, planes)]).toEqual([...clipConvex(ring, planes)]);
      expect(kernel.closestConvex(ring, rb)).toEqual(closestConvex(ring, rb));
      expect(kernel.segmentCrossesPolygon(a, b, star)).toBe(segmentCrossesPolygon(a, b, star));
      expect(kernel.segmentDistance(a, b, ra[0]!)).toBe(segmentDistance(a, b, ra[0]!));
    }),
    { numRuns: 1500 },
  );
});

test('clipConvex: a polygon wholly inside comes back as it is, one cut by a line gains the crossing points (worked example)', () => {
  const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
  expect(kernel.clipConvex(square, [{ nx: 0, ny: 1, c: -5 }])).toBe(square);
  // y >= 4: the lower 4 mm cut off.
  expect(kernel.clipConvex(square, [{ nx: 0, ny: 2, c: 8 }])).toEqual([{ x: 10, y: 4 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 0, y: 4 }]);
  expect(kernel.clipConvex(square, [{ nx: 0, ny: 1, c: 11 }])).toEqual([]);
});

test('distanceBoundsFlat: lo <= closestDistanceFlat <= hi (1e-9 mm of rounding), clipped and whole parts, points and segments', () => {
  const point = fc.record({ x: coord, y: coord });
  fc.assert(
    fc.property(pose, size, fc.oneof(pose.map((p) => ({ p })), fc.array(point, { minLength: 1, maxLength: 2 }).map((few) => ({ few }))), size, region, fc.boolean(), (pa, sa, other, sb, local, clip) => {
      const a = loadPoints(flatConvex(8), rectCorners({ kind: 'rect', ...pa, ...sa }));
      const b = loadPoints(flatConvex(8), 'p' in other ? rectCorners({ kind: 'rect', ...other.p, ...sb }) : other.few);
      const pa2 = flatConvex(8);
      if (clip) clipFlat(a, flatOf(local, pa), pa2, flatConvex(8));
      const first = clip ? pa2 : a;
      if (first.n === 0) return;
      const bounds = { lo: 0, hi: 0 };
      for (const [p, q] of [[first, b], [b, first]] as const) {
        kernel.distanceBoundsFlat(p, q, bounds);
        const d = closestDistanceFlat(p, q);
        expect(bounds.lo).toBeGreaterThanOrEqual(0);
        expect(bounds.lo - 1e-9).toBeLessThanOrEqual(d);
        expect(bounds.hi + 1e-9).toBeGreaterThanOrEqual(d);
      }
    }),
    { numRuns: 600 },
  );
});

test('distanceBoundsFlat: two squares 10 mm apart side by side give the gap exactly, offset ones the corner distance above it (worked example)', () => {
  const square = (x: number, y: number) => loadPoints(flatConvex(4), [{ x, y }, { x: x + 10, y }, { x: x + 10, y: y + 10 }, { x, y: y + 10 }]);
  const bounds = { lo: 0, hi: 0 };
  kernel.distanceBoundsFlat(square(0, 0), square(20, 0), bounds);
  expect(bounds).toEqual({ lo: 10, hi: 10 });
  // Offset by 10 mm sideways: the axis between the centres is (2, 1) / sqrt(5); the gap along it,
  // from corner (10, 10) to corner (20, 10), is 20 / sqrt(5) (8.944 mm), below the true 10 mm; those corners are 10 mm apart.
  kernel.distanceBoundsFlat(square(0, 0), square(20, 10), bounds);
  expect(bounds.lo).toBeCloseTo(20 / Math.sqrt(5), 9);
  expect(bounds.hi).toBeCloseTo(10, 9);
  expect(closestDistanceFlat(square(0, 0), square(20, 10))).toBe(10);
});
