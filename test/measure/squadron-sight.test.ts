/**
 * armada.range.line-of-sight between a ship and a squadron: `squadronSightStretch` is
 * `visibleSight` of the line from the ship's point (cut by its base) to the squadron's point (cut by
 * nothing), either way, to the last bit; so an attack on a squadron and the squadron's attack back
 * along the same line see the same stretch (the plan traces it once when both use it).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { squadronSightStretch } from '../../src/armada/measure.ts';
import type { SightBase } from '../../src/armada/sight.ts';
import { sightBase, sightSegment, visibleSight } from '../../src/armada/sight.ts';

/** `visibleSight` both ways and `squadronSightStretch`: [stretch, visible] of each. */
function three(mx: number, my: number, sx: number, sy: number, base: SightBase) {
  const a = sightSegment();
  const b = sightSegment();
  const c = sightSegment();
  const forward = visibleSight(mx, my, sx, sy, base, null, a);
  const back = visibleSight(sx, sy, mx, my, null, base, b);
  // The ship's point as a targeting point, and as a range line's end: the same stretch.
  const line = { distance: 0, ax: mx, ay: my, bx: sx, by: sy };
  const mine = squadronSightStretch({ tx: mx, ty: my }, { ...line, ax: Number.NaN, ay: Number.NaN }, base, c);
  const d = sightSegment();
  expect(squadronSightStretch(null, line, base, d)).toBe(mine);
  expect(d).toEqual(c);
  return { forward: [a, forward] as const, back: [b, back] as const, mine: [c, mine] as const };
}

describe('squadronSightStretch', () => {
  test('worked example: a small base at (100, 100) facing +y, its front point to a squadron ahead', () => {
    // Inner footprint 41 x 71 mm (half 20.5 x 35.5); the line leaves the base at y = 135.5.
    const base = sightBase({ x: 100, y: 100, heading: 0 }, 41, 71);
    const out = sightSegment();
    const at = (mx: number, my: number, sx: number, sy: number) => squadronSightStretch({ tx: mx, ty: my }, { distance: 0, ax: 0, ay: 0, bx: sx, by: sy }, base, out);
    expect(at(100, 130, 100, 230)).toBe(true);
    expect(out).toEqual({ ax: 100, ay: 135.5, bx: 100, by: 230 });
    // The squadron's point first (smaller x): traced from it, cut at the base's edge.
    expect(at(110, 130, 60, 230)).toBe(true);
    expect(out.ax).toBe(60);
    expect(out.by).toBeCloseTo(135.5, 9);
    // Both points inside the base: nothing visible.
    expect(at(100, 130, 100, 131)).toBe(false);
  });

  test('the same stretch and answer as visibleSight either way, to the last bit', () => {
    const coordinate = fc.double({ min: 0, max: 400, noNaN: true });
    // Points near the base and on its edges, equal coordinates and equal points included.
    const near = fc.oneof(coordinate, fc.constantFrom(100, 120.5, 79.5, 135.5, 64.5, 200));
    fc.assert(fc.property(near, near, near, near, fc.integer({ min: -180, max: 180 }), fc.boolean(), (mx, my, sx, sy, heading, same) => {
      const base = sightBase({ x: 100, y: 100, heading }, 41, 71);
      const got = three(mx, my, same ? mx : sx, same ? my : sy, base);
      expect(got.mine).toEqual(got.forward);
      expect(got.mine).toEqual(got.back);
      expect(Object.is(got.mine[0].ax, got.forward[0].ax) && Object.is(got.mine[0].by, got.forward[0].by)).toBe(true);
    }), { numRuns: 3000 });
  });
});
