import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SHIP_RECORDS } from '../../src/armada/catalog/ships.ts';
import { SQUADRON_RECORDS } from '../../src/armada/catalog/squadrons.ts';
import { PILOTS } from '../../src/import/catalog/pilots.ts';
import { importList, plan, resolve, validate } from '../../src/index.ts';
import type { ArmadaScenario, XwingScenario } from '../../src/index.ts';
import { FACTIONS } from '../../src/ti4/catalog/factions.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';

/** import.deploy, import.*: whatever a list holds, the imported scenario is valid and every operation runs on it. */
describe('every imported scenario validates, plans and resolves', () => {
  const flying = PILOTS.filter((p) => (shipTypeIndex.get(p.ship)?.dial.length ?? 0) > 0);

  test('XWS squads of 1-8 random pilots', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...flying), { minLength: 1, maxLength: 8 }), fc.constantFrom('near', 'far'), (pilots, edge) => {
      const result = importList('xws', { faction: pilots[0]!.faction, pilots: pilots.map((p) => ({ id: p.id, ship: p.ship })) }, { edge: edge as 'near' | 'far' });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      const scenario = result.value.scenario as XwingScenario;
      expect(validate(scenario).ok).toBe(true);
      expect(plan(scenario).ok).toBe(true);
      const first = scenario.ships[0]!;
      const type = shipTypeIndex.get(first.type)!;
      const dial = type.footprint.size === 'huge' ? type.dial.find((c) => c[1] === 'O') ?? type.dial[0]! : type.dial[0]!;
      const moved = resolve({ ...scenario, maneuver: { ship: first.id, dial } });
      expect(moved.ok || type.footprint.size === 'huge').toBe(true);
    }), { numRuns: 25 });
  });

  test('Armada fleet lists of 1-6 ships and 0-12 squadrons', () => {
    const official = SHIP_RECORDS.filter((r) => r.status === 'official' && r.size !== 'huge');
    const list = fc.record({
      ships: fc.array(fc.constantFrom(...official), { minLength: 1, maxLength: 6 }),
      squadrons: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom(...SQUADRON_RECORDS)), { maxLength: 4 }),
    });
    fc.assert(fc.property(list, fc.constantFrom('near', 'far'), ({ ships, squadrons }, edge) => {
      const text = [...ships.map((s) => `${s.name} (${s.faction}) (50)`), 'Squadrons:', ...squadrons.map(([n, q]) => `• ${n} x ${q.name} Squadron (${n * 10})`)].join('\n');
      const result = importList('armada-list', text, { edge: edge as 'near' | 'far' });
      if (!result.ok) throw new Error(`${text}\n${JSON.stringify(result.issues)}`);
      const scenario = result.value.scenario as ArmadaScenario;
      expect(scenario.ships).toHaveLength(ships.length);
      expect(scenario.squadrons).toHaveLength(squadrons.reduce((sum, [n]) => sum + n, 0));
      expect(result.value.notes.filter((n) => n.rule === 'import.deploy' && n.path !== '')).toEqual([]);
      expect(validate(scenario).ok).toBe(true);
      expect(plan({ ...scenario, maneuver: { ship: scenario.ships[0]!.id, speed: 1, yaw: [0], side: 'auto' } }).ok).toBe(true);
      expect(resolve({ ...scenario, maneuver: { ship: scenario.ships[0]!.id, speed: 1, yaw: [0], side: 'auto' } }).ok).toBe(true);
    }), { numRuns: 20 });
  });

  test('TI4 generator maps with 1-6 players seated at random slots', () => {
    const map = '22 19 21 20 63 62 44 46 42 78 43 77 45 50 67 47 80 49 0 73 27 0 72 74 0 69 29 0 32 36 0 35 31 0 70 28';
    const seated = FACTIONS.filter((f) => f.homeTile !== null);
    const seats = fc.uniqueArray(fc.constantFrom(...seated), { minLength: 1, maxLength: 6, selector: (f) => f.id }).chain((factions) =>
      fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: factions.length, maxLength: factions.length }).map((slots) =>
        factions.map((f, i) => ({ faction: f.id, seat: slots[i]!, units: { carrier: 1, fighter: 2, infantry: 1 } }))));
    fc.assert(fc.property(seats, (chosen) => {
      const result = importList('ti4-map', map, { seats: chosen });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      const scenario = result.value.scenario as { map: string; units: unknown[] };
      expect(scenario.units).toHaveLength(4 * chosen.length);
      expect(validate(scenario).ok).toBe(true);
      expect(plan(scenario).ok).toBe(true);
      expect(resolve(scenario).ok).toBe(true);
    }), { numRuns: 25 });
  });
});
