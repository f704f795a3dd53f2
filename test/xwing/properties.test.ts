import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, overlaps } from '../../src/geometry/index.ts';
import type { XwingScenario } from '../../src/schema/xwing.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { parseDial } from '../../src/xwing/dial.ts';
import { fullPose, maneuverGeometry } from '../../src/xwing/maneuver.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';
import { baseRect } from '../../src/xwing/world.ts';

const TYPES = ['T-65 X-wing', 'Aggressor Assault Fighter', 'VCX-100 Light Freighter'] as const;

/** A mover with a dial maneuver and 1-4 ships scattered around its full final position (none on its start). */
const arbitraryScenario = fc
  .record({
    type: fc.constantFrom(...TYPES),
    x: fc.double({ min: 250, max: 650, noNaN: true }),
    y: fc.double({ min: 250, max: 650, noNaN: true }),
    heading: fc.double({ min: 0, max: 359.999, noNaN: true }),
    pick: fc.nat(),
    rules: fc.constantFrom('2.0' as const, '2.5' as const),
    others: fc.array(
      fc.record({
        type: fc.constantFrom(...TYPES),
        dx: fc.double({ min: -90, max: 90, noNaN: true }),
        dy: fc.double({ min: -90, max: 90, noNaN: true }),
        heading: fc.double({ min: 0, max: 359.999, noNaN: true }),
        enemy: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((r): XwingScenario => {
    const type = shipTypeIndex.get(r.type)!;
    const dial = type.dial[r.pick % type.dial.length]!;
    const start = { x: r.x, y: r.y, heading: r.heading };
    const geometry = maneuverGeometry(parseDial(dial)!, start, type.footprint.length, 'middle');
    const target = 'error' in geometry ? start : fullPose(geometry, start);
    const startBase = baseRect(start, type.footprint);
    const others = r.others
      .map((o, i) => ({ id: `s${i}`, type: o.type, owner: o.enemy ? 'empire' : 'rebels', pose: { x: target.x + o.dx, y: target.y + o.dy, heading: o.heading } }))
      .filter((o) => !overlaps(startBase, baseRect(o.pose, shipTypeIndex.get(o.type)!.footprint)));
    return xwingScenario.parse({
      game: 'xwing',
      rules: r.rules,
      ships: [{ id: 'mover', type: r.type, owner: 'rebels', pose: start }, ...others],
      maneuver: { ship: 'mover', dial },
    });
  });

describe('properties of maneuver resolution', () => {
  test('xwing.partial.search: the final base never overlaps a ship', () => {
    fc.assert(
      fc.property(arbitraryScenario, (scenario) => {
        const result = resolveScenario(scenario);
        expect(result.ok).toBe(true);
        if (!result.ok || result.value.kind !== 'maneuver') return;
        const mover = shipTypeIndex.get(scenario.ships[0]!.type)!.footprint;
        const final = baseRect(result.value.pose, mover);
        for (const other of scenario.ships.slice(1)) {
          expect(overlaps(final, baseRect(other.pose, shipTypeIndex.get(other.type)!.footprint))).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('xwing.partial.touching: a partial result touches the last ship backed over within 0.01 mm', () => {
    let partials = 0;
    fc.assert(
      fc.property(arbitraryScenario, (scenario) => {
        const result = resolveScenario(scenario);
        if (!result.ok || result.value.kind !== 'maneuver' || result.value.fully || result.value.touching === null) return;
        partials++;
        const mover = shipTypeIndex.get(scenario.ships[0]!.type)!.footprint;
        const other = scenario.ships.find((s) => s.id === result.value.touching)!;
        const gap = distance(baseRect(result.value.pose, mover), baseRect(other.pose, shipTypeIndex.get(other.type)!.footprint)).distance;
        expect(gap).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 200 },
    );
    expect(partials).toBeGreaterThan(10);
  });

  test('the same input always gives the same output, and the input is never mutated', () => {
    fc.assert(
      fc.property(arbitraryScenario, (scenario) => {
        const before = JSON.stringify(scenario);
        const frozen = deepFreeze(structuredClone(scenario));
        const a = resolveScenario(frozen);
        const b = resolveScenario(scenario);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(JSON.stringify(scenario)).toBe(before);
        const p = planScenario(frozen);
        expect(JSON.stringify(p)).toBe(JSON.stringify(planScenario(scenario)));
      }),
      { numRuns: 30 },
    );
  });
});

describe('plan', () => {
  test('lists every dial maneuver (each Tallon placement) and every reposition candidate of a T-65', () => {
    const scenario = xwingScenario.parse({ game: 'xwing', ships: [{ id: 'luke', type: 'T-65 X-wing', pose: { x: 400, y: 300, heading: 0 } }] });
    const result = planScenario(scenario);
    if (!result.ok) throw new Error('plan failed');
    expect(result.value.maneuvers).toHaveLength(15 + 2 * 3);
    expect(result.value.maneuvers.filter((m) => m.dial === '3ER').map((m) => m.placement)).toEqual(['front', 'middle', 'back']);
    expect(result.value.actions).toHaveLength(6 + 3);
    expect(result.value.maneuvers.every((m) => m.outcome.fully && !m.outcome.fled)).toBe(true);
  });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
