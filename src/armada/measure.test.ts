import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { measure } from '../engines.ts';
import type { ArmadaMeasurement } from './measure.ts';
import { distanceBandOf, rangeOf } from './measure.ts';

type Pose = { x: number; y: number; heading: number };
const VSD = 'Victory II-class Star Destroyer';
const CR90 = 'CR90 Corvette A';
const MC80 = 'MC80 Command Cruiser';

function measured(ships: { id: string; type: string; pose: Pose; owner?: string }[], from: string, to: string, extra: Record<string, unknown> = {}): ArmadaMeasurement {
  const m = measure({ game: 'armada', ships, ...extra }, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return m.value as ArmadaMeasurement;
}

describe('armada.range.bands', () => {
  test('band edges belong to the nearer band', () => {
    expect([0, 76.5, 76.501, 124.5, 185.5, 245.5, 304.8, 304.81].map(distanceBandOf)).toEqual([1, 1, 2, 2, 3, 4, 5, null]);
    expect([0, 123.3, 123.301, 186.5, 304.8, 304.81].map(rangeOf)).toEqual(['close', 'close', 'medium', 'medium', 'long', 'beyond']);
  });
});

describe('measure: worked examples', () => {
  test('a CR90 100 mm ahead of a Victory: close range, distance 2, in the front hull zone only', () => {
    // Inner footprints: Victory 61 x 102, CR90 41 x 71; 51 + 100 + 35.5 between the centres. The hull
    // zones are the tokens (armada.range.hull-zones): Victory 58.5 x 101.5, CR90 38.5 x 70.25, so the
    // attack range is 186.5 - 50.75 - 35.125 = 100.625 mm while the distance stays 100.
    const m = measured([
      { id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } },
      { id: 'cr', type: CR90, pose: { x: 600, y: 586.5, heading: 180 } },
    ], 'vic', 'cr');
    expect(m.distance).toBeCloseTo(100, 9);
    expect(m.range).toBe('close');
    expect(m.distanceBand).toBe(2);
    expect(m.arcs.map((a) => [a.arc, a.range, a.obstructed])).toEqual([['front', 'close', false]]);
    expect(m.arcs[0]!.distance).toBeCloseTo(100.625, 9);
    expect(m.trace.map((s) => s.rule)).toEqual(expect.arrayContaining(['armada.range.measure', 'armada.range.bands', 'armada.range.hull-zones', 'armada.range.in-arc', 'armada.range.obstructed']));
  });

  test('exactly at the distance 1 edge, and just past it', () => {
    const at = (gap: number) => measured([
      { id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } },
      { id: 'cr', type: CR90, pose: { x: 600, y: 400 + 51 + 35.5 + gap, heading: 0 } },
    ], 'vic', 'cr');
    expect(at(76.5).distanceBand).toBe(1);
    expect(at(76.5).range).toBe('close');
    expect(at(76.502).distanceBand).toBe(2);
  });

  test('a CR90 beside a Victory is in its right hull zone at medium range', () => {
    const m = measured([
      { id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } },
      { id: 'cr', type: CR90, pose: { x: 600 + 30.5 + 150 + 20.5, y: 400, heading: 0 } },
    ], 'vic', 'cr');
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['right', 'medium']]);
    // Token to token: 150 + (30.5 - 29.25) + (20.5 - 19.25).
    expect(m.arcs[0]!.distance).toBeCloseTo(152.5, 9);
    expect(m.distance).toBeCloseTo(150, 9);
  });

  for (const [type, size, apexY, sideY, halfWidth] of [
    [CR90, 'small', 35.125 - 34.75, 35.125 - 6.5, 19.25],
    [VSD, 'medium', 50.75 - 47, 50.75 - 20.25, 29.25],
    // Large: the Imperial-class token's lines, 0.631 and 0.323 of the token length (101.5 x 129 / 102) behind its front.
    [MC80, 'large', (0.5 - 0.631) * 101.5 * (129 / 102), (0.5 - 0.323) * 101.5 * (129 / 102), 29.25 * (129 / 102)],
  ] as const) {
    test(`${size} base: a ship whose edge lies on the front-right arc line is in the front arc; 0.001 mm off it is not`, () => {
      const dx = halfWidth;
      const dy = sideY - apexY;
      const len = Math.hypot(dx, dy);
      const ux = dx / len;
      const uy = dy / len;
      const heading = (Math.atan2(ux, uy) * 180) / Math.PI;
      const s = 250;
      // The CR90's token side (19.25 from its centre line) on the arc line: the hull zones are the tokens.
      const at = (off: number): Pose => ({ x: 700 + s * ux + (19.25 + off) * uy, y: 400 + apexY + s * uy - (19.25 + off) * ux, heading });
      const ships = (off: number) => [
        { id: 'a', type, pose: { x: 700, y: 400, heading: 0 } },
        { id: 'b', type: CR90, pose: at(off) },
      ];
      expect(measured(ships(0), 'a', 'b').arcs.map((a) => a.arc)).toContain('front');
      expect(measured(ships(1e-7), 'a', 'b').arcs.map((a) => a.arc)).toContain('front');
      expect(measured(ships(0.001), 'a', 'b').arcs.map((a) => a.arc)).not.toContain('front');
    });
  }

  test('armada.range.obstructed: a ship across the line obstructs', () => {
    const m = measured([
      { id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } },
      { id: 'cr', type: CR90, pose: { x: 600, y: 700, heading: 180 } },
      { id: 'block', type: CR90, pose: { x: 600, y: 560, heading: 90 } },
    ], 'vic', 'cr');
    expect(m.arcs[0]!.obstructed).toBe(true);
    expect(m.arcs[0]!.obstructedBy).toEqual(['block']);
  });

  test('armada.range.squadron-target: a squadron 50 mm ahead of a Victory is in its front hull zone at close range', () => {
    const m = measured([{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }], 'vic', 'sq', { squadrons: [{ id: 'sq', position: { x: 600, y: 400 + 51 + 17 + 50 } }] });
    expect(m.distance).toBeCloseTo(50, 6);
    expect(m.distanceBand).toBe(1);
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['front', 'close']]);
    // From the token's front edge, 50.75 ahead of the centre (the base's is 51).
    expect(m.arcs[0]!.distance).toBeCloseTo(50.25, 9);
    expect(m.trace.map((t) => t.rule)).toContain('armada.range.squadron-target');
  });

  test('armada.range.squadron-target: a squadron 150 mm off the right side is in the right hull zone at medium range', () => {
    // Inner footprint 61 wide: the base side is 30.5 from the centre, the token's 29.25; the squadron base has radius 17.
    const m = measured([{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }], 'vic', 'sq', { squadrons: [{ id: 'sq', position: { x: 600 + 30.5 + 150 + 17, y: 400 } }] });
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['right', 'medium']]);
    expect(m.distance).toBeCloseTo(150, 9);
    expect(m.arcs[0]!.distance).toBeCloseTo(151.25, 9);
    expect(m.arcs[0]!.closest.from.x).toBeCloseTo(629.25, 9);
  });

  test('armada.range.squadron-target: only the part of the squadron inside the arc counts', () => {
    // The squadron straddles the front-right arc line of a Victory (medium token: the line runs from
    // (0, 3.75) to (29.25, 30.5) in the ship's frame). In the right hull zone only the part of its base
    // right of that line counts, which is farther than the whole base.
    const centre = { x: 600 + 120, y: 400 + 3.75 + (26.75 / 29.25) * 120 };
    const m = measured([{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }], 'vic', 'sq', { squadrons: [{ id: 'sq', position: centre }] });
    const zones = new Map(m.arcs.map((a) => [a.arc, a]));
    expect([...zones.keys()].sort()).toEqual(['front', 'right']);
    expect(zones.get('front')!.distance).toBeGreaterThanOrEqual(m.distance - 1e-9);
    expect(zones.get('right')!.distance).toBeGreaterThanOrEqual(m.distance - 1e-9);
  });

  test('armada.range.squadron-attack, armada.range.through-zone: a squadron ahead attacks the front hull zone only', () => {
    const m = measured([{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }], 'sq', 'vic', { squadrons: [{ id: 'sq', position: { x: 600, y: 400 + 51 + 17 + 50 } }] });
    expect(m.arcs).toEqual([]);
    // The left and right hull zones reach forward to where the front arc lines meet the token's
    // sides, (+-29.25, 30.5) in the ship's frame: 75.26 mm from the squadron, within distance 1 too.
    const side = Math.hypot(29.25, 51 + 17 + 50 - 30.5) - 17;
    expect(side).toBeCloseTo(75.2595, 4);
    // But the line of sight from the squadron's closest point to the left zone (its base edge towards
    // the corner, (-5.39, 101.877)) to the left targeting point (-19.55, -0.75) enters the token
    // through the front zone: no line of sight (RRG "Line of
    // Sight"), so only the front zone, 50.25 mm from the token's front edge, may be attacked.
    expect(m.attackableZones!.map((z) => z.zone)).toEqual(['front']);
    expect(m.attackableZones![0]!.distance).toBeCloseTo(50.25, 9);
    expect(m.trace.filter((t) => t.rule === 'armada.range.through-zone').map((t) => t.note)).toEqual([
      expect.stringContaining("vic's left hull zone is at distance 1 of sq (75.259 mm), but the line of sight from (594.61, 501.877) to its targeting point (580.45, 399.25) is traced through the front hull zone"),
      expect.stringContaining("vic's right hull zone is at distance 1 of sq (75.259 mm), but the line of sight from (605.39, 501.877) to its targeting point (619.55, 399.25) is traced through the front hull zone"),
    ]);
    // 30 mm farther: only the front hull zone stays at distance 1.
    const farther = measured([{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }], 'sq', 'vic', { squadrons: [{ id: 'sq', position: { x: 600, y: 400 + 51 + 17 + 70 } }] });
    expect(farther.attackableZones!.map((z) => z.zone)).toEqual(['front']);
    expect(farther.trace.map((t) => t.rule)).toContain('armada.range.squadron-attack');
  });

  test('armada.range.squadron-attack: squadron to squadron, distance 1 or not', () => {
    const at = (gap: number) => measured([], 'a', 'b', { squadrons: [{ id: 'a', position: { x: 600, y: 400 } }, { id: 'b', position: { x: 600 + 34 + gap, y: 400 } }] });
    expect(at(76.5).distanceBand).toBe(1);
    expect(at(76.5).trace.find((t) => t.rule === 'armada.range.squadron-attack')!.note).toContain('can attack');
    expect(at(77).trace.find((t) => t.rule === 'armada.range.squadron-attack')!.note).toContain('cannot attack');
  });

  // Huge ships' six hull zones: src/armada/measure-huge.test.ts.

  test('TI4 has no measure; unknown ids are issues', () => {
    const ti4 = measure({ game: 'ti4', map: '26', players: [{ id: 'red', faction: 'sol' }], units: [] }, 'a', 'b');
    expect(ti4.ok).toBe(false);
    if (!ti4.ok) expect(ti4.issues.map((i) => i.rule)).toContain('unsupported');
    const missing = measure({ game: 'armada', ships: [{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }] }, 'vic', 'nope');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.issues.map((i) => [i.path, i.rule])).toEqual([['to', 'reference']]);
  });
});

describe('measure: properties', () => {
  const pose = fc.record({ x: fc.double({ min: 300, max: 1500, noNaN: true }), y: fc.double({ min: 200, max: 700, noNaN: true }), heading: fc.double({ min: 0, max: 359.9, noNaN: true }) });
  const type = fc.constantFrom(VSD, CR90, MC80);

  test('distance and range are symmetric', () => {
    fc.assert(fc.property(type, pose, type, pose, (ta, pa, tb, pb) => {
      const ships = [{ id: 'a', type: ta, pose: pa }, { id: 'b', type: tb, pose: pb }];
      const ab = measured(ships, 'a', 'b');
      const ba = measured(ships, 'b', 'a');
      expect(Math.abs(ab.distance - ba.distance)).toBeLessThan(1e-9);
      expect(ab.range).toBe(ba.range);
      expect(ab.distanceBand).toBe(ba.distanceBand);
    }), { numRuns: 100 });
  });

  test('hull zones containing the target do not change when both ships move and turn together', () => {
    fc.assert(fc.property(type, pose, type, pose, fc.integer({ min: 0, max: 359 }), fc.double({ min: -200, max: 200, noNaN: true }), (ta, pa, tb, pb, turn, shift) => {
      const r = (turn * Math.PI) / 180;
      const move = (p: Pose): Pose => {
        const x = p.x - 900;
        const y = p.y - 450;
        return { x: 900 + x * Math.cos(r) + y * Math.sin(r) + shift, y: 450 - x * Math.sin(r) + y * Math.cos(r), heading: (p.heading + turn) % 360 };
      };
      const before = measured([{ id: 'a', type: ta, pose: pa }, { id: 'b', type: tb, pose: pb }], 'a', 'b');
      const after = measured([{ id: 'a', type: ta, pose: move(pa) }, { id: 'b', type: tb, pose: move(pb) }], 'a', 'b');
      expect(after.arcs.map((x) => x.arc)).toEqual(before.arcs.map((x) => x.arc));
      before.arcs.forEach((x, i) => expect(Math.abs(x.distance - after.arcs[i]!.distance)).toBeLessThan(1e-6));
    }), { numRuns: 100 });
  });
});

describe('armada.range.exposure: plan courses', () => {
  test('each course says which enemy hull zones reach it and which enemies it can attack; the ranking sorts them', async () => {
    const { plan } = await import('../engines.ts');
    const planned = plan({
      game: 'armada',
      ships: [
        { id: 'cr', type: CR90, owner: 'rebels', pose: { x: 600, y: 300, heading: 0 } },
        { id: 'vic', type: VSD, owner: 'empire', pose: { x: 600, y: 700, heading: 180 } },
        { id: 'friend', type: CR90, owner: 'rebels', pose: { x: 300, y: 300, heading: 0 } },
      ],
    });
    if (!planned.ok || planned.value.game !== 'armada' || !('courses' in planned.value)) throw new Error('plan failed');
    const p = planned.value;
    const still = p.courses.find((c) => c.speed === 0)!.outcome;
    // 700 - 51 - (300 + 35.5) = 313.5 mm between the inner footprints: beyond long range at speed 0.
    expect(still.exposure).toEqual([]);
    const fast = p.courses.find((c) => c.speed === 4 && c.yaw.every((y) => y === 0))!.outcome;
    expect(fast.exposure!.map((t) => [t.ship, t.arc])).toEqual([['vic', 'front']]);
    expect(fast.targets!.map((t) => [t.ship, t.arc])).toEqual([['vic', 'front']]);
    expect(p.ranking.length).toBe(p.courses.length);
    expect(p.ranking[0]!.exposedTo).toBe(0);
  });

  test('armada.range.squadron-attack, armada.range.squadron-target: enemy squadrons near the final position', async () => {
    const { plan } = await import('../engines.ts');
    const planned = plan({
      game: 'armada',
      ships: [{ id: 'cr', type: CR90, owner: 'rebels', pose: { x: 600, y: 300, heading: 0 } }],
      squadrons: [
        // 40 mm ahead of the CR90 at speed 0 (inner base 41 x 71): in the front arc, at distance 1 of the front zone.
        { id: 'tie', owner: 'empire', position: { x: 600, y: 300 + 35.5 + 17 + 40 } },
        // Friendly: never listed.
        { id: 'xw', owner: 'rebels', position: { x: 520, y: 300 } },
        // Far away.
        { id: 'far', owner: 'empire', position: { x: 1500, y: 800 } },
      ],
    });
    if (!planned.ok || planned.value.game !== 'armada' || !('courses' in planned.value)) throw new Error('plan failed');
    const still = planned.value.courses.find((c) => c.speed === 0)!.outcome;
    expect(still.squadronTargets!.map((t) => [t.squadron, t.arc, t.range, t.distanceBand])).toEqual([['tie', 'front', 'close', 1]]);
    expect(still.squadronExposure!.map((t) => [t.squadron, t.arc])).toContainEqual(['tie', 'front']);
    expect(still.squadronExposure!.every((t) => t.squadron === 'tie' && t.distanceBand === 1)).toBe(true);
    // Ship threats are unchanged by squadrons.
    expect(still.exposure).toEqual([]);
    expect(still.targets).toEqual([]);
  });
});
