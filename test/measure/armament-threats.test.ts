/**
 * Armament applied to plan exposure and targets and to measure (armada.range.armament,
 * armada.range.anti-squadron): worked examples on small tables, and a property against the
 * unfiltered geometry (threatsFor) on random tables.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { armamentOf, diceAt, reaches } from '../../src/armada/armament.ts';
import type { Armament } from '../../src/armada/armament.ts';
import { armedThreatsFor } from '../../src/armada/armed-threats.ts';
import type { HullZone } from '../../src/armada/catalog/arcs.ts';
import type { ArmadaRange } from '../../src/armada/catalog/distances.ts';
import { threatsFor } from '../../src/armada/measure.ts';
import { prepareWorld } from '../../src/armada/world.ts';
import type { World } from '../../src/armada/world.ts';
import { measure, plan } from '../../src/armada/index.ts';
import { describeMeasurement } from '../../src/core/measure.ts';
import { parseScenario } from '../../src/schema/index.ts';
import type { ArmadaScenario } from '../../src/schema/armada.ts';

function world(document: unknown): World {
  const parsed = parseScenario(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const w = prepareWorld(parsed.value as ArmadaScenario);
  if (!w.ok) throw new Error(JSON.stringify(w.issues));
  return w.value;
}

/** An enemy facing +y at (600, 600), the mover (a CR90 A, small base) behind it facing it, `gap` mm between the bases. */
function behind(enemyType: string, enemyHalfLength: number, gap: number): unknown {
  return {
    game: 'armada',
    ships: [
      { id: 'me', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 600, y: 600 - enemyHalfLength - 35.5 - gap, heading: 0 }, speed: 1 },
      { id: 'foe', type: enemyType, owner: 'empire', pose: { x: 600, y: 600, heading: 0 } },
    ],
  };
}

describe('armada.range.armament in plans', () => {
  test('a rear hull zone with only blue dice cannot attack at long range; a red one can', () => {
    // CR90 Corvette B: rear 1 blue. 250 mm is long range.
    const blue = world(behind('CR90 Corvette B', 35.5, 250));
    const me = blue.ships[0]!;
    const raw = threatsFor(blue, me)(me.pose);
    expect(raw.exposure).toContainEqual({ ship: 'foe', arc: 'rear', range: 'long', obstructed: false });
    expect(armedThreatsFor(blue, me)(me.pose).exposure).toEqual([]);
    // The same at medium range: the blue die reaches.
    const near = world(behind('CR90 Corvette B', 35.5, 150));
    const nearMe = near.ships[0]!;
    expect(armedThreatsFor(near, nearMe)(nearMe.pose).exposure).toContainEqual({ ship: 'foe', arc: 'rear', range: 'medium', obstructed: false, dice: { red: 0, blue: 1, black: 0 } });
    // Victory I-class: rear 2 red, so long range is kept, with the two red dice.
    const red = world(behind('Victory I-class Star Destroyer', 51, 250));
    const redMe = red.ships[0]!;
    expect(armedThreatsFor(red, redMe)(redMe.pose).exposure).toContainEqual({ ship: 'foe', arc: 'rear', range: 'long', obstructed: false, dice: { red: 2, blue: 0, black: 0 } });
    // The mover's own front (CR90 A: 2 red 1 blue) targets the Victory at long range with the red dice only.
    expect(armedThreatsFor(red, redMe)(redMe.pose).targets).toContainEqual({ ship: 'foe', arc: 'front', range: 'long', obstructed: false, dice: { red: 2, blue: 0, black: 0 } });
  });

  test('a ship whose anti-squadron armament does not reach lists no squadron target', () => {
    // GR-75 Medium Transports: anti-squadron 1 black (close only), no battery.
    const document = (gap: number) => ({
      game: 'armada',
      ships: [
        { id: 'gr75', type: 'GR-75 Medium Transports', owner: 'rebels', pose: { x: 600, y: 400, heading: 0 }, speed: 1 },
        { id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 1200, y: 700, heading: 0 } },
      ],
      squadrons: [{ id: 'tie', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: 600, y: 400 + 35.5 + 17 + gap } }],
    });
    const medium = world(document(150));
    const gr75 = medium.ships[0]!;
    expect(threatsFor(medium, gr75)(gr75.pose).squadronTargets.map((t) => [t.squadron, t.arc, t.range])).toEqual([['tie', 'front', 'medium']]);
    expect(armedThreatsFor(medium, gr75)(gr75.pose).squadronTargets).toEqual([]);
    const close = world(document(60));
    const closeMe = close.ships[0]!;
    expect(armedThreatsFor(close, closeMe)(closeMe.pose).squadronTargets).toEqual([{ squadron: 'tie', arc: 'front', range: 'close', distanceBand: 1, obstructed: false, dice: { red: 0, blue: 0, black: 1 } }]);
    // The squadron still attacks the transports at distance 1 (its own armament; not filtered).
    expect(armedThreatsFor(close, closeMe)(closeMe.pose).squadronExposure.map((t) => t.squadron)).toContain('tie');
  });

  test('the plan answer carries the dice and ranks by what can actually shoot', () => {
    const document = { ...(behind('CR90 Corvette B', 35.5, 250) as object), maneuver: { ship: 'me', speed: 0, yaw: [] } };
    const planned = plan(document);
    if (!planned.ok || planned.value.kind !== undefined) throw new Error('no plan');
    const shipPlan = planned.value;
    const still = shipPlan.courses.find((c) => c.speed === 0)!;
    expect(still.outcome.exposure).toEqual([]);
    expect(shipPlan.ranking.find((r) => r.option === `courses[${shipPlan.courses.indexOf(still)}]`)!.exposedTo).toBe(0);
  });
});

describe('armada.range.armament in measure', () => {
  test('each hull-zone reading gains the dice that can be rolled, with a trace step', () => {
    const document = behind('CR90 Corvette B', 35.5, 250);
    const m = measure(document, 'foe', 'me');
    if (!m.ok) throw new Error(JSON.stringify(m.issues));
    const rear = m.value.arcs.find((a) => a.arc === 'rear') as { range: string; dice?: unknown } | undefined;
    expect(rear?.range).toBe('long');
    expect(rear?.dice).toEqual({ red: 0, blue: 0, black: 0 });
    expect(m.value.trace.some((s) => s.rule === 'armada.range.armament' && s.note.includes('cannot attack'))).toBe(true);
    expect(describeMeasurement(m.value)).toContain('rear: long range');
    expect(describeMeasurement(m.value)).toContain('no die reaches');
    const back = measure(document, 'me', 'foe');
    if (!back.ok) throw new Error('no measure');
    expect((back.value.arcs.find((a) => a.arc === 'front') as { dice?: unknown }).dice).toEqual({ red: 2, blue: 0, black: 0 });
    expect(describeMeasurement(back.value)).toContain('rolls 2 red');
  });

  test('against a squadron the anti-squadron armament is used', () => {
    const document = {
      game: 'armada',
      ships: [{ id: 'gr75', type: 'GR-75 Medium Transports', owner: 'rebels', pose: { x: 600, y: 400, heading: 0 } }],
      squadrons: [{ id: 'tie', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: 600, y: 400 + 35.5 + 17 + 60 } }],
    };
    const m = measure(document, 'gr75', 'tie');
    if (!m.ok) throw new Error('no measure');
    expect((m.value.arcs.find((a) => a.arc === 'front') as { dice?: unknown }).dice).toEqual({ red: 0, blue: 0, black: 1 });
    expect(m.value.trace.some((s) => s.rule === 'armada.range.anti-squadron')).toBe(true);
  });
});

describe('armada.range.armament: property against the unfiltered geometry', () => {
  const TYPES = ['CR90 Corvette B', 'Victory I-class Star Destroyer', 'GR-75 Medium Transports', 'Gladiator I-class Star Destroyer', 'MC80 Star Cruiser', 'Assault Frigate Mark I A'];
  const pose = fc.record({ x: fc.double({ min: 60, max: 640, noNaN: true }), y: fc.double({ min: 60, max: 540, noNaN: true }), heading: fc.double({ min: 0, max: 359.999, noNaN: true }) });
  const without = <T extends { dice?: unknown }>({ dice: _dice, ...rest }: T) => rest;

  test('filtering never adds entries; an entry is kept iff a die of the attacking armament reaches its range, with exactly those dice', () => {
    let kept = 0;
    let dropped = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom(...TYPES), owner: fc.constantFrom('a', 'b'), pose }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.record({ owner: fc.constantFrom('a', 'b'), position: fc.record({ x: fc.double({ min: 30, max: 670, noNaN: true }), y: fc.double({ min: 30, max: 570, noNaN: true }) }) }), { maxLength: 6 }),
        fc.array(pose, { minLength: 1, maxLength: 4 }),
        (ships, squadrons, finals) => {
          const w = world({ game: 'armada', ships: ships.map((s, i) => ({ id: `s${i}`, ...s })), squadrons: squadrons.map((q, i) => ({ id: `q${i}`, ...q })) });
          const mover = w.ships[0]!;
          const raw = threatsFor(w, mover);
          const armed = armedThreatsFor(w, mover);
          const armamentById = new Map(w.ships.map((s) => [s.id, armamentOf(s.record)]));
          const check = (entries: readonly { arc: string; range: string | number; dice?: unknown }[], all: readonly { arc: string; range: string | number }[], armament: (e: { arc: string }) => Armament | null, against: 'ship' | 'squadron') => {
            // A subsequence of the unfiltered list, in order.
            let j = 0;
            for (const e of entries) {
              while (j < all.length && JSON.stringify(all[j]) !== JSON.stringify(without(e))) j++;
              expect(j).toBeLessThan(all.length);
              j++;
            }
            const keptKeys = new Set(entries.map((e) => JSON.stringify(without(e))));
            for (const e of all) {
              const a = armament(e);
              const zone = e.arc as HullZone;
              const printed = a === null ? null : against === 'ship' ? a.battery[zone] : a.antiSquadron;
              const keep = printed === null || reaches(printed, e.range as ArmadaRange);
              expect(keptKeys.has(JSON.stringify(e))).toBe(keep);
              if (keep) kept++;
              else dropped++;
            }
            for (const e of entries) {
              const a = armament(e);
              const printed = a === null ? null : against === 'ship' ? a.battery[e.arc as HullZone] : a.antiSquadron;
              expect(e.dice).toEqual(printed === null ? undefined : diceAt(printed, e.range as ArmadaRange));
            }
          };
          for (const p of [...finals, ...finals]) {
            const before = raw(p);
            const after = armed(p);
            check(after.exposure, before.exposure, (e) => armamentById.get((e as unknown as { ship: string }).ship) ?? null, 'ship');
            check(after.targets, before.targets, () => armamentById.get(mover.id) ?? null, 'ship');
            check(after.squadronTargets, before.squadronTargets, () => armamentById.get(mover.id) ?? null, 'squadron');
            expect(after.squadronExposure).toEqual(before.squadronExposure);
          }
        },
      ),
      { numRuns: 120 },
    );
    // Not vacuous: both outcomes happen.
    expect(kept).toBeGreaterThan(50);
    expect(dropped).toBeGreaterThan(5);
  });
});
