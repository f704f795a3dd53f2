/**
 * armada.range.through-zone and armada.range.hull-zones (the token, not the plastic base).
 *
 * Rules Reference, "Line of Sight": "If line of sight or attack range is traced through a hull zone
 * on the defender that is not the defending hull zone, the attacker does not have line of sight."
 * "Hull Zone": "a section of a ship token ... does not include any part of the plastic base".
 * Worked examples with exact numbers, the plan's threats agreeing with measure, and properties.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { measure } from '../../src/engines.ts';
import { clipConvex, rectCorners, regionToTable, segmentCrossesPolygon } from '../../src/geometry/arc.ts';
import { hullZoneRegion, hullZonesOf, tokenSize } from '../../src/armada/catalog/arcs.ts';
import { BASES } from '../../src/armada/catalog/bases.ts';
import { tokenRect } from '../../src/armada/footprint.ts';
import type { ArmadaMeasurement } from '../../src/armada/measure.ts';
import { threatsFor } from '../../src/armada/measure.ts';
import { prepareWorld } from '../../src/armada/world.ts';
import { parseScenario } from '../../src/schema/index.ts';
import type { ArmadaScenario } from '../../src/schema/armada.ts';

const VSD = 'Victory II-class Star Destroyer';
const CR90 = 'CR90 Corvette A';
type Pose = { x: number; y: number; heading: number };

function measured(document: Record<string, unknown>, from: string, to: string): ArmadaMeasurement {
  const m = measure({ game: 'armada', ...document } as never, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return m.value as ArmadaMeasurement;
}

function scenario(document: unknown): ArmadaScenario {
  const parsed = parseScenario(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value as ArmadaScenario;
}

describe('armada.range.hull-zones: the token, not the base', () => {
  test('every token lies inside its inner footprint (so bounds on the base bound the token)', () => {
    for (const size of ['small', 'medium', 'large', 'huge'] as const) {
      const t = tokenSize(size);
      expect(t.width).toBeLessThan(BASES[size].inner.width);
      expect(t.length).toBeLessThanOrEqual(BASES[size].inner.length);
    }
    // The figures used (catalog/arcs.ts): AlphArmada's small and medium tokens, the large one scaled, the huge ruler.
    expect([tokenSize('small').width, tokenSize('small').length]).toEqual([38.5, 70.25]);
    expect([tokenSize('medium').width, tokenSize('medium').length]).toEqual([58.5, 101.5]);
    expect(tokenSize('large').width).toBeCloseTo(73.985, 3);
    expect(tokenSize('large').length).toBeCloseTo(128.368, 3);
    expect(tokenSize('huge').width).toBeCloseTo(72.131, 3);
  });

  test('a CR90 185 mm beside a Victory (base to base) is 187.5 mm away token to token: long range, not medium', () => {
    // Base sides 30.5 and 20.5 from the centres, token sides 29.25 and 19.25: 2.5 mm more.
    const at = (gap: number) => measured({ ships: [{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }, { id: 'cr', type: CR90, pose: { x: 600 + 30.5 + gap + 20.5, y: 400, heading: 0 } }] }, 'vic', 'cr');
    const wide = at(185);
    expect(wide.distance).toBeCloseTo(185, 9);
    expect(wide.range).toBe('medium');
    // Attack range: the right hull zone's token edge to the CR90's token edge, 187.5 mm: long range.
    expect(wide.arcs.map((a) => [a.arc, a.range])).toEqual([['right', 'long']]);
    expect(wide.arcs[0]!.distance).toBeCloseTo(187.5, 9);
    // 184 mm between the bases: 186.5 between the tokens, medium range's outer edge.
    expect(at(184).arcs.map((a) => [a.arc, a.range])).toEqual([['right', 'medium']]);
  });
});

describe('armada.range.through-zone: worked examples', () => {
  // A Victory at (600, 400) facing +y; a CR90 at (600, 700) facing it. The Victory's front
  // targeting point is (600, 439.35); the CR90's front one (600, 672.375), its side ones
  // (588.5 / 611.5, 707.875). Every line to the CR90's side and rear points enters its token through
  // the front edge (y = 664.875), inside its front zone. A rock 6 mm wide across x = 600 blocks only
  // the line to the front point (the side lines pass it at x = 594.4-595.7 and 604.3-605.6).
  const ships = [{ id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } }, { id: 'cr', type: CR90, pose: { x: 600, y: 700, heading: 180 } }];
  const rock = { id: 'rock', type: 'debris-field', polygon: [[597, 540], [603, 540], [603, 570], [597, 570]] };

  test('an obstructed front zone is not made clear by a side zone seen through it', () => {
    const m = measured({ ships, obstacles: [rock] }, 'vic', 'cr');
    const front = m.arcs.find((a) => a.arc === 'front')!;
    // All four zones are at long range (214.125 mm to the token's front edge).
    expect(front.range).toBe('long');
    expect(front.distance).toBeCloseTo(700 - 35.125 - 450.75, 9);
    expect(front.defending!.map((d) => [d.zone, d.range, d.obstructed, d.throughZone])).toEqual([
      ['front', 'long', true, null],
      ['left', 'long', false, 'front'],
      ['right', 'long', false, 'front'],
      ['rear', 'long', true, 'front'],
    ]);
    // Before the rule, the left zone's clear line made the attack unobstructed; now only the front zone defends.
    expect(front.defendingZone).toBe('front');
    expect(front.obstructed).toBe(true);
    expect(front.obstructedBy).toEqual(['rock']);
    expect(m.trace.filter((t) => t.rule === 'armada.range.through-zone').length).toBe(4);
  });

  test('a squadron beside a ship attacks the near side and the front, never the far side or the rear through them', () => {
    // 30 mm off the Victory's right token side (x = 629.25), 20 mm ahead of its centre.
    const m = measured({ ships: [ships[0]], squadrons: [{ id: 'sq', position: { x: 600 + 29.25 + 17 + 30, y: 420 } }] }, 'sq', 'vic');
    expect(m.attackableZones!.map((z) => z.zone)).toEqual(['front', 'right']);
    expect(m.attackableZones![1]!.distance).toBeCloseTo(30, 9);
    // The front zone's nearest point is where its right arc line meets the token side, (629.25, 430.5).
    expect(m.attackableZones![0]!.distance).toBeCloseTo(Math.hypot(676.25 - 629.25, 420 - 430.5) - 17, 9);
    const through = m.trace.filter((t) => t.rule === 'armada.range.through-zone').map((t) => t.note);
    expect(through).toEqual([
      expect.stringMatching(/^vic's left hull zone .* is traced through the right hull zone/),
      expect.stringMatching(/^vic's rear hull zone .* is traced through the right hull zone/),
    ]);
  });

  test('plan exposure: the squadron ahead of the mover lists its front zone only', () => {
    const document = {
      game: 'armada',
      ships: [{ id: 'vic', type: VSD, owner: 'empire', pose: { x: 600, y: 400, heading: 0 }, speed: 1 }],
      squadrons: [{ id: 'sq', owner: 'rebels', position: { x: 600, y: 400 + 51 + 17 + 50 } }],
    };
    const world = prepareWorld(scenario(document));
    if (!world.ok) throw new Error(JSON.stringify(world.issues));
    const threats = threatsFor(world.value, world.value.ships[0]!)({ x: 600, y: 400, heading: 0 });
    expect(threats.squadronExposure.map((e) => [e.squadron, e.arc, e.distanceBand])).toEqual([['sq', 'front', 1]]);
  });

  test('plan exposure and targets: the defending zone the rule allows (the rock case from both sides)', () => {
    const document = { game: 'armada', ships: ships.map((s, i) => ({ ...s, owner: i === 0 ? 'empire' : 'rebels' })), obstacles: [rock] };
    const world = prepareWorld(scenario(document));
    if (!world.ok) throw new Error(JSON.stringify(world.issues));
    const vic = threatsFor(world.value, world.value.ships[0]!)(ships[0]!.pose);
    expect(vic.targets.map((t) => [t.ship, t.arc, t.range, t.obstructed])).toEqual([['cr', 'front', 'long', true]]);
    const cr = threatsFor(world.value, world.value.ships[1]!)(ships[1]!.pose);
    expect(cr.exposure.map((t) => [t.ship, t.arc, t.range, t.obstructed])).toEqual([['vic', 'front', 'long', true]]);
  });
});

describe('armada.range.through-zone: properties', () => {
  const pose = fc.record({ x: fc.double({ min: 200, max: 1000, noNaN: true }), y: fc.double({ min: 200, max: 700, noNaN: true }), heading: fc.double({ min: 0, max: 359.999, noNaN: true }) });
  const type = fc.constantFrom(CR90, VSD, 'MC80 Command Cruiser', 'Gladiator I-class Star Destroyer');

  /** The defender's token cut into its hull zones, for an independent check with `segmentCrossesPolygon`. */
  function zoneParts(size: 'small' | 'medium' | 'large', p: Pose) {
    const token = rectCorners(tokenRect(size, p));
    return hullZonesOf(size).map((zone) => ({ zone, part: clipConvex(token, regionToTable(p, hullZoneRegion(zone, size)!)) }));
  }

  test('the defending hull zone of every reading has a line of sight through no other hull zone of the defender', () => {
    let checked = 0;
    fc.assert(fc.property(type, pose, type, pose, (ta, pa, tb, pb) => {
      const m = measure({ game: 'armada', ships: [{ id: 'a', type: ta, pose: pa }, { id: 'b', type: tb, pose: pb }] } as never, 'a', 'b');
      if (!m.ok) return; // overlapping ships are refused
      const value = m.value as ArmadaMeasurement;
      const size = tb === CR90 || tb === 'Gladiator I-class Star Destroyer' ? 'small' : tb === VSD ? 'medium' : 'large';
      const parts = zoneParts(size, pb);
      for (const reading of value.arcs) {
        const chosen = reading.defending?.find((d) => d.zone === reading.defendingZone);
        if (chosen === undefined) continue;
        expect(chosen.throughZone).toBeNull();
        // Independently: the line crosses no other zone's part of the token.
        expect(parts.some((p) => p.zone !== chosen.zone && segmentCrossesPolygon(chosen.lineOfSight.from, chosen.lineOfSight.to, p.part))).toBe(false);
        // The reading's range is the nearest allowed zone's.
        const allowed = reading.defending!.filter((d) => d.throughZone === null);
        expect(reading.distance).toBeCloseTo(Math.min(...allowed.map((d) => d.distance)), 9);
        checked++;
      }
    }), { numRuns: 200 });
    expect(checked).toBeGreaterThan(50);
  });

  test('a squadron never attacks a zone whose line of sight crosses another zone of the token', () => {
    let listed = 0;
    fc.assert(fc.property(type, pose, fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 0, max: 120, noNaN: true }), (t, p, bearing, gap) => {
      const size = t === CR90 || t === 'Gladiator I-class Star Destroyer' ? 'small' : t === VSD ? 'medium' : 'large';
      const reach = Math.hypot(tokenSize(size).width, tokenSize(size).length) / 2 + 17 + gap;
      const position = { x: p.x + reach * Math.sin((bearing * Math.PI) / 180), y: p.y + reach * Math.cos((bearing * Math.PI) / 180) };
      const m = measure({ game: 'armada', ships: [{ id: 's', type: t, pose: p }], squadrons: [{ id: 'q', position }] } as never, 'q', 's');
      if (!m.ok) return;
      const parts = zoneParts(size, p);
      for (const z of (m.value as ArmadaMeasurement).attackableZones ?? []) {
        expect(parts.some((q) => q.zone !== z.zone && segmentCrossesPolygon(z.lineOfSight.from, z.lineOfSight.to, q.part))).toBe(false);
        listed++;
      }
    }), { numRuns: 300 });
    expect(listed).toBeGreaterThan(50);
  });
});
