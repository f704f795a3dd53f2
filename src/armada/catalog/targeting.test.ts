import { describe, expect, test } from 'vitest';
import { ARC_LINES, hullZoneRegion } from './arcs.ts';
import { BASES } from './bases.ts';
import { SHIP_RECORDS } from './ship-data.ts';
import { aimReach, localTargetingPoint, TARGETING_BY_SHIP, TARGETING_DEFAULTS, targetingPoints, targetingSpec } from './targeting.ts';

const ZONES = ['front', 'left', 'right', 'rear'] as const;

describe('armada.range.line-of-sight: targeting points catalog', () => {
  test('a Victory at (600, 400) facing +x: front (639.35, 400), right (599.25, 380.45), rear (560.25, 400), left (599.25, 419.55)', () => {
    // Token 101.5 long: the front edge is 50.75 ahead of the centre; front point 11.4 behind it,
    // side points 19.55 out and 51.5 behind it, rear point 90.5 behind it (AlphArmada VSD1).
    const points = targetingPoints({ name: 'Victory II-class Star Destroyer', size: 'medium' }, { x: 600, y: 400, heading: 90 })!;
    expect(points.front.x).toBeCloseTo(639.35, 12);
    expect(points.front.y).toBeCloseTo(400, 12);
    expect(points.right.x).toBeCloseTo(599.25, 12);
    expect(points.right.y).toBeCloseTo(380.45, 12);
    expect(points.rear.x).toBeCloseTo(560.25, 12);
    expect(points.left.x).toBeCloseTo(599.25, 12);
    expect(points.left.y).toBeCloseTo(419.55, 12);
  });

  test('the ships measured one by one are catalog names; others take their size default; huge ships have none', () => {
    const names = new Set(SHIP_RECORDS.map((r) => r.name));
    for (const name of Object.keys(TARGETING_BY_SHIP)) expect(names.has(name)).toBe(true);
    expect(targetingSpec({ name: 'CR90 Corvette B', size: 'small' })!.front).toBe(7.5);
    expect(targetingSpec({ name: 'Raider I-class Corvette', size: 'small' })).toBe(TARGETING_DEFAULTS.small);
    expect(targetingSpec({ name: 'MC80 Command Cruiser', size: 'large' })!.source).toContain('Imperial-class token art');
    // 128.37 mm token: front point 10.65 mm behind its front edge, rear 117.46, sides 79.59 behind it and 27.82 out.
    expect(TARGETING_DEFAULTS.large.front).toBeCloseTo(0.083 * 101.5 * 129 / 102, 12);
    expect(TARGETING_DEFAULTS.large.side.across).toBeCloseTo(0.376 * 58.5 * 129 / 102, 12);
    expect(targetingSpec({ name: 'Executor I-class Star Dreadnought', size: 'huge' })).toBeNull();
  });

  test('every targeting point lies on its token, inside the inner base, in the token of its size', () => {
    const specs = [...Object.values(TARGETING_BY_SHIP), ...Object.values(TARGETING_DEFAULTS)];
    for (const spec of specs) {
      const size = spec.tokenLength === 70.25 ? 'small' : spec.tokenLength === 101.5 ? 'medium' : 'large';
      expect(spec.tokenLength).toBeCloseTo(ARC_LINES[size].tokenLength, 9);
      for (const zone of ZONES) {
        const p = localTargetingPoint(spec, zone);
        expect(Math.abs(p.x)).toBeLessThan(ARC_LINES[size].tokenWidth / 2);
        expect(Math.abs(p.y)).toBeLessThan(spec.tokenLength / 2);
        expect(Math.abs(p.x)).toBeLessThan(BASES[size].inner.width / 2);
        expect(Math.abs(p.y)).toBeLessThan(BASES[size].inner.length / 2);
      }
      // Each point lies in its own hull zone (between that zone's arc lines, `arcs.ts`): the planner
      // uses it as a point of that zone's part of the base (measure.ts, `atRange`).
      for (const zone of ZONES) {
        const p = localTargetingPoint(spec, zone);
        for (const plane of hullZoneRegion(zone, size)!) expect(plane.nx * p.x + plane.ny * p.y).toBeGreaterThan(plane.c);
      }
      expect(aimReach(spec)).toBeCloseTo(Math.max(...ZONES.map((z) => Math.hypot(localTargetingPoint(spec, z).x, localTargetingPoint(spec, z).y))), 12);
      // Front ahead of the sides, the sides ahead of the rear, left and right mirrored.
      expect(localTargetingPoint(spec, 'front').y).toBeGreaterThan(localTargetingPoint(spec, 'right').y);
      expect(localTargetingPoint(spec, 'right').y).toBeGreaterThan(localTargetingPoint(spec, 'rear').y);
      expect(localTargetingPoint(spec, 'left').x).toBe(-localTargetingPoint(spec, 'right').x);
    }
  });
});
