/**
 * The squadron disc kernels of src/geometry/arc.ts (`closestToDisc`, `closestToDiscInRegion`,
 * `pointInRegion`) against their former forms, kept below as the reference: the same answers and
 * the same numbers to the last bit, on clipped rectangles (hull-zone parts), degenerate parts (a
 * point, a segment), and disc centres on corners, on edges, inside and far off.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FlatClosest, FlatConvex, FlatRegion, Region } from '../../src/geometry/arc.ts';
import { clipFlat, closestFlat, edgeFraction, closestToDisc, closestToDiscInRegion, discBeyond, discScratch, flatClosest, flatConvex, flatRegion, loadPoints, pointInRegion, rectCornersFlat, regionDistance, regionToTableFlat } from '../../src/geometry/arc.ts';
import type { Point, Pose } from '../../src/geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../../src/geometry/shapes.ts';

/** The former containment test (a closed convex polygon, either winding; fewer than 3 points: never). */
function insideConvex(x: number, y: number, poly: FlatConvex): boolean {
  const n = poly.n;
  if (n < 3) return false;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 < n ? i + 1 : 0;
    const cross = (poly.xs[j]! - poly.xs[i]!) * (y - poly.ys[i]!) - (poly.ys[j]! - poly.ys[i]!) * (x - poly.xs[i]!);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

function meet(out: FlatClosest, x: number, y: number): void {
  out.distance = 0;
  out.ax = x;
  out.ay = y;
  out.bx = x;
  out.by = y;
}

/** The former `closestToDisc`: the containment test first, then a pass over the edges. */
function referenceClosestToDisc(p: FlatConvex, cx: number, cy: number, r: number, out: FlatClosest): void {
  if (insideConvex(cx, cy, p)) return meet(out, cx, cy);
  const n = p.n;
  const edges = n < 3 ? 1 : n;
  let best = Infinity;
  let wx = p.xs[0]!;
  let wy = p.ys[0]!;
  for (let i = 0; i < edges; i++) {
    const ax = p.xs[i]!;
    const ay = p.ys[i]!;
    const j = i + 1 < n ? i + 1 : 0;
    const ex = p.xs[j]! - ax;
    const ey = p.ys[j]! - ay;
    const ll = ex * ex + ey * ey;
    const t = edgeFraction((cx - ax) * ex + (cy - ay) * ey, ll);
    const qx = ax + ex * t;
    const qy = ay + ey * t;
    const d = (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy);
    if (d < best) {
      best = d;
      wx = qx;
      wy = qy;
    }
  }
  const d = Math.sqrt(best);
  if (d <= r) return meet(out, wx, wy);
  out.distance = d - r;
  out.ax = wx;
  out.ay = wy;
  out.bx = cx + ((wx - cx) * r) / d;
  out.by = cy + ((wy - cy) * r) / d;
}

/** The former inside test of `closestToDiscInRegion`: every line's signed distance divided out. */
function referenceInRegion(region: FlatRegion, x: number, y: number): boolean {
  for (let k = 0; k < region.n; k++) {
    if ((region.c[k]! - region.nx[k]! * x - region.ny[k]! * y) / region.len[k]! > CONTACT_TOLERANCE) return false;
  }
  return true;
}

/** The former `closestToDiscInRegion`, on the reference routines above (the chords as before). */
function referenceInRegionClosest(p: FlatConvex, cx: number, cy: number, r: number, region: FlatRegion, out: FlatClosest): boolean {
  if (discBeyond(region, cx, cy, r)) return false;
  referenceClosestToDisc(p, cx, cy, r, out);
  if (referenceInRegion(region, out.bx, out.by)) return true;
  const at = { x: 0, y: 0 };
  const range = { lo: 0, hi: 0 };
  const gap = regionDistance(region, cx, cy, at, range);
  if (gap > r + CONTACT_TOLERANCE) return false;
  const segment = flatConvex(2);
  const trial = flatClosest();
  let best = Infinity;
  if (gap < r) {
    for (let k = 0; k < region.n; k++) {
      const len = region.len[k]!;
      const ux = region.nx[k]! / len;
      const uy = region.ny[k]! / len;
      const s = region.c[k]! / len - ux * cx - uy * cy;
      if (Math.abs(s) > r) continue;
      const h = Math.sqrt(r * r - s * s);
      const fx = cx + ux * s;
      const fy = cy + uy * s;
      let lo = -h;
      let hi = h;
      let empty = false;
      for (let j = 0; j < region.n && !empty; j++) {
        if (j === k) continue;
        const lj = region.len[j]!;
        const a = (region.nx[j]! * -uy + region.ny[j]! * ux) / lj;
        const b = (region.c[j]! - region.nx[j]! * fx - region.ny[j]! * fy) / lj;
        if (Math.abs(a) < 1e-12) {
          if (b > CONTACT_TOLERANCE) empty = true;
          continue;
        }
        if (a > 0) lo = Math.max(lo, b / a);
        else hi = Math.min(hi, b / a);
      }
      if (empty || !(lo <= hi)) continue;
      segment.xs[0] = fx - uy * lo;
      segment.ys[0] = fy + ux * lo;
      segment.xs[1] = fx - uy * hi;
      segment.ys[1] = fy + ux * hi;
      segment.n = 2;
      closestFlat(p, segment, trial);
      if (trial.distance < best) {
        best = trial.distance;
        out.distance = trial.distance;
        out.ax = trial.ax;
        out.ay = trial.ay;
        out.bx = trial.bx;
        out.by = trial.by;
      }
    }
  }
  if (best === Infinity) {
    segment.xs[0] = at.x;
    segment.ys[0] = at.y;
    segment.n = 1;
    closestFlat(p, segment, out);
  }
  return true;
}

const coord = fc.double({ min: -300, max: 300, noNaN: true });
const heading = fc.oneof(fc.constantFrom(0, 45, 90, 180, 270), fc.double({ min: 0, max: 359.999, noNaN: true }));
const pose = fc.record({ x: coord, y: coord, heading });
const size = fc.record({ width: fc.double({ min: 5, max: 120, noNaN: true }), length: fc.double({ min: 5, max: 160, noNaN: true }) });
const plane = fc.record({ nx: fc.double({ min: -1, max: 1, noNaN: true }), ny: fc.double({ min: -1, max: 1, noNaN: true }), c: fc.double({ min: -40, max: 40, noNaN: true }) }).filter((q) => Math.hypot(q.nx, q.ny) > 0.05);
const region = fc.array(plane, { minLength: 1, maxLength: 3 });

function zonePart(at: Pose, dims: { width: number; length: number }, local: Region, zoneAt: Pose): { part: FlatConvex; planes: FlatRegion } {
  const planes = regionToTableFlat(zoneAt, local, flatRegion(local.length));
  const part = flatConvex(8);
  clipFlat(rectCornersFlat(at, dims.width, dims.length, flatConvex(4)), planes, part, flatConvex(8));
  return { part, planes };
}

/** A disc centre near the part: on a corner, on an edge, inside (the vertex mean), nudged by 1e-9 mm, or anywhere. */
function centreNear(part: FlatConvex, pick: number, t: number, nudge: number, free: Point): Point {
  if (part.n === 0 || pick === 4) return free;
  const i = Math.floor(t * part.n) % part.n;
  const j = (i + 1) % part.n;
  if (pick === 0) return { x: part.xs[i]! + nudge, y: part.ys[i]! - nudge };
  if (pick === 1) return { x: part.xs[i]! + (part.xs[j]! - part.xs[i]!) * t + nudge, y: part.ys[i]! + (part.ys[j]! - part.ys[i]!) * t };
  let x = 0;
  let y = 0;
  for (let k = 0; k < part.n; k++) {
    x += part.xs[k]!;
    y += part.ys[k]!;
  }
  if (pick === 2) return { x: x / part.n, y: y / part.n + nudge };
  // Outside, 17 mm off a corner's edge: touching distances.
  return { x: part.xs[i]! + 17 + nudge, y: part.ys[i]! };
}

const same = (a: FlatClosest, b: FlatClosest) => Object.is(a.distance, b.distance) && Object.is(a.ax, b.ax) && Object.is(a.ay, b.ay) && Object.is(a.bx, b.bx) && Object.is(a.by, b.by);

describe('squadron disc kernels', () => {
  test('worked example: a 40 x 60 part at the origin and a squadron disc of radius 17', () => {
    const part = loadPoints(flatConvex(8), [{ x: -20, y: -30 }, { x: 20, y: -30 }, { x: 20, y: 30 }, { x: -20, y: 30 }]);
    const out = flatClosest();
    // Ahead of the front edge: 100 - 30 - 17 = 53 mm, straight ahead.
    closestToDisc(part, { x: 0, y: 100 }, 17, out);
    expect(out).toEqual({ distance: 53, ax: 0, ay: 30, bx: 0, by: 83 });
    // Its centre inside the part: they meet at the centre.
    closestToDisc(part, { x: 5, y: 5 }, 17, out);
    expect(out).toEqual({ distance: 0, ax: 5, ay: 5, bx: 5, by: 5 });
    // Off a corner: (60, 70) is 50 mm from the corner (20, 30) along (4, 3) / 5.
    closestToDisc(part, { x: 60, y: 60 }, 17, out);
    expect(out.distance).toBe(50 - 17);
    expect(out.ax).toBe(20);
    expect(out.ay).toBe(30);
    // The region x >= 10: the disc's nearest point (0, 83) is outside it, so the answer is on the chord x = 10.
    const right = loadPoints(flatConvex(8), [{ x: 10, y: -30 }, { x: 20, y: -30 }, { x: 20, y: 30 }, { x: 10, y: 30 }]);
    const planes = regionToTableFlat({ x: 0, y: 0, heading: 0 }, [{ nx: 1, ny: 0, c: 10 }], flatRegion(1));
    closestToDisc(right, { x: 0, y: 100 }, 17, out);
    expect(pointInRegion(planes, out.bx, out.by)).toBe(false);
    expect(closestToDiscInRegion(right, { x: 0, y: 100 }, 17, planes, out, discScratch())).toBe(true);
    expect(out.bx).toBe(10);
    expect(out.by).toBeCloseTo(100 - Math.sqrt(17 * 17 - 100), 12);
  });

  test('closestToDisc and closestToDiscInRegion give the former answers to the last bit', () => {
    fc.assert(
      fc.property(pose, size, region, pose, fc.integer({ min: 0, max: 4 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1e-9, -1e-9, 1e-6), fc.record({ x: coord, y: coord }), fc.constantFrom(17, 8.5, 0.5), (at, dims, local, zoneAt, pick, t, nudge, free, r) => {
        const { part, planes } = zonePart(at, dims, local, zoneAt);
        if (part.n === 0) return;
        const c = centreNear(part, pick, t, nudge, free);
        const got = flatClosest();
        const want = flatClosest();
        closestToDisc(part, c, r, got);
        referenceClosestToDisc(part, c.x, c.y, r, want);
        expect(same(got, want)).toBe(true);
        const inGot = flatClosest();
        const inWant = flatClosest();
        const a = closestToDiscInRegion(part, c, r, planes, inGot, discScratch());
        const b = referenceInRegionClosest(part, c.x, c.y, r, planes, inWant);
        expect(a).toBe(b);
        if (a) expect(same(inGot, inWant)).toBe(true);
        // With `known` (the planner's call after closestToDisc and discBeyond): the same again.
        if (!discBeyond(planes, c.x, c.y, r)) {
          const known = flatClosest();
          closestToDisc(part, c, r, known);
          expect(closestToDiscInRegion(part, c, r, planes, known, discScratch(), true)).toBe(b);
          if (b) expect(same(known, inWant)).toBe(true);
        }
      }),
      { numRuns: 4000 },
    );
  });

  test('degenerate parts (a point, a segment) as before', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: coord, y: coord }), { minLength: 1, maxLength: 2 }), fc.record({ x: coord, y: coord }), fc.boolean(), (pts, free, onIt) => {
        const part = loadPoints(flatConvex(8), pts);
        const c = onIt ? pts[0]! : free;
        const got = flatClosest();
        const want = flatClosest();
        closestToDisc(part, c, 17, got);
        referenceClosestToDisc(part, c.x, c.y, 17, want);
        expect(same(got, want)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test('pointInRegion is the divided test, points on the lines and within the tolerance of them included', () => {
    fc.assert(
      fc.property(region, pose, fc.record({ x: coord, y: coord }), fc.integer({ min: -1, max: 2 }), fc.constantFrom(0, 1, -1, 0.999999999999, 1.000000000001, 0.5, 2), (local, at, p, line, scale) => {
        const planes = regionToTableFlat(at, local, flatRegion(local.length));
        let x = p.x;
        let y = p.y;
        if (line >= 0 && line < planes.n) {
          // Put the point at `scale` times the contact tolerance outside line `line` (its foot moved along the normal).
          const len = planes.len[line]!;
          const s = (planes.c[line]! - planes.nx[line]! * x - planes.ny[line]! * y) / len - scale * CONTACT_TOLERANCE;
          x += (planes.nx[line]! / len) * s;
          y += (planes.ny[line]! / len) * s;
        }
        expect(pointInRegion(planes, x, y)).toBe(referenceInRegion(planes, x, y));
      }),
      { numRuns: 4000 },
    );
  });
});
