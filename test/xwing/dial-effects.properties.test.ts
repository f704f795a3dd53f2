import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { XwingScenarioInput } from '../../src/schema/xwing.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { shipTypeIndex } from '../../src/xwing/catalog/ship-types.ts';
import { parseDial } from '../../src/xwing/dial.ts';
import { planScenario } from '../../src/xwing/plan.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';

/**
 * Invariants of the dial effects (xwing.difficulty.effects, xwing.dial.set,
 * xwing.maneuver.substitute): an effect that only changes difficulty never moves the ship
 * anywhere else (for a ship that is not stressed, so no red maneuver becomes 2FW), and a plan's
 * substitution option executes the maneuver it names.
 */
const TYPES = ['T-65 X-wing', 'TIE/D Defender', 'Aggressor Assault Fighter', 'Modified YT-1300 Light Freighter'] as const;
const GROUPS = ['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'basic', 'left', 'right', 'any'] as const;

const difficultyEffect = fc.record(
  {
    kind: fc.constant('difficulty' as const),
    match: fc.record({ speeds: fc.subarray([0, 1, 2, 3, 4, 5]), bearings: fc.subarray([...GROUPS], { minLength: 1 }) }, { requiredKeys: [] }),
    change: fc.integer({ min: -2, max: 2 }),
    treatAs: fc.constantFrom('white' as const, 'blue' as const, 'red' as const),
  },
  { requiredKeys: ['kind', 'change'] },
);

const arbitrary = fc.record({
  type: fc.constantFrom(...TYPES),
  pick: fc.nat(),
  rules: fc.constantFrom('2.0' as const, '2.5' as const),
  x: fc.double({ min: 250, max: 650, noNaN: true }),
  y: fc.double({ min: 250, max: 650, noNaN: true }),
  heading: fc.double({ min: 0, max: 359.999, noNaN: true }),
  effects: fc.array(difficultyEffect, { minLength: 1, maxLength: 3 }),
  other: fc.record({ dx: fc.double({ min: -120, max: 120, noNaN: true }), dy: fc.double({ min: 60, max: 200, noNaN: true }) }),
});

type Drawn = typeof arbitrary extends fc.Arbitrary<infer T> ? T : never;

function scenarioOf(r: Drawn, withEffects: boolean): XwingScenarioInput {
  const type = shipTypeIndex.get(r.type)!;
  const dial = type.dial[r.pick % type.dial.length]!;
  const rad = (r.heading * Math.PI) / 180;
  // A blocker somewhere ahead, so some maneuvers partially execute.
  const other = { x: r.x + r.other.dx * Math.cos(rad) + r.other.dy * Math.sin(rad), y: r.y - r.other.dx * Math.sin(rad) + r.other.dy * Math.cos(rad) };
  return {
    game: 'xwing',
    rules: r.rules,
    ships: [
      { id: 'm', type: r.type, owner: 'a', pose: { x: r.x, y: r.y, heading: r.heading }, force: 1, ...(withEffects ? { effects: r.effects } : {}) },
      { id: 'o', type: 'T-65 X-wing', owner: 'b', pose: { ...other, heading: 0 } },
    ],
    maneuver: { ship: 'm', dial },
  };
}

describe('dial effect invariants', () => {
  test('xwing.difficulty.effects: an effect that only changes difficulty never changes where an unstressed ship ends', () => {
    fc.assert(
      fc.property(arbitrary, (r) => {
        const plain = resolveScenario(xwingScenario.parse(scenarioOf(r, false)));
        const changed = resolveScenario(xwingScenario.parse(scenarioOf(r, true)));
        if (!plain.ok || !changed.ok) throw new Error('rejected');
        expect(changed.value.pose).toEqual(plain.value.pose);
        expect(changed.value.fully).toBe(plain.value.fully);
        // Same maneuver, possibly another difficulty.
        const a = parseDial(plain.value.executed!)!;
        const b = parseDial(changed.value.executed!)!;
        expect([b.speed, b.bearing]).toEqual([a.speed, a.bearing]);
      }),
      { numRuns: 60 },
    );
  });

  test('xwing.dial.set, xwing.maneuver.substitute: every substitution option of a plan executes the maneuver it names', () => {
    const effects = ['r2-a6', 'kaydel-connix', 'seasoned-navigator', 'ved-foslo', 'hera-syndulla', 'slave-i'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.constantFrom(...effects), fc.constantFrom('2.0' as const, '2.5' as const), (type, effect, rules) => {
        const plan = planScenario(xwingScenario.parse({ game: 'xwing', rules, ships: [{ id: 'm', type, pose: { x: 450, y: 450, heading: 0 }, force: 1, effects: [effect] }] }));
        if (!plan.ok) throw new Error('rejected');
        const seen = new Set<string>();
        for (const option of plan.value.maneuvers) {
          expect(option.outcome.requested).toBe(option.dial);
          const chosen = option.use?.find((u) => u.dial !== undefined)?.dial;
          if (chosen !== undefined) expect(option.outcome.executed!.slice(0, 2)).toBe(chosen.slice(0, 2));
          // No two options execute the same maneuver at the same difficulty (and placement).
          const key = `${option.outcome.executed}|${option.placement}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }),
      { numRuns: 40 },
    );
  });

  test('xwing.maneuver.pre-move: each plan option is the outcome resolve gives for its dial and use (ships in the way of some moves)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2.0' as const, '2.5' as const),
        fc.array(fc.record({ dx: fc.double({ min: -100, max: 100, noNaN: true }), dy: fc.double({ min: 50, max: 220, noNaN: true }), heading: fc.double({ min: 0, max: 359, noNaN: true }) }), { minLength: 1, maxLength: 3 }),
        (rules, others) => {
          const ships = [
            { id: 'sk', type: 'TIE/sk Striker', owner: 'empire', pose: { x: 450, y: 300, heading: 0 }, effects: ['adaptive-ailerons'] },
            ...others.map((o, i) => ({ id: `o${i}`, type: 'T-65 X-wing', owner: 'rebels', pose: { x: 450 + o.dx, y: 300 + o.dy, heading: o.heading } })),
          ];
          const base = { game: 'xwing' as const, rules, ships };
          const plan = planScenario(xwingScenario.parse(base));
          if (!plan.ok) throw new Error('rejected');
          for (const option of plan.value.maneuvers.filter((_, k) => k % 5 === 0)) {
            const one = resolveScenario(xwingScenario.parse({ ...base, maneuver: { ship: 'sk', dial: option.dial, ...(option.placement ? { placement: option.placement } : {}), use: option.use ?? [] } }));
            if (!one.ok) throw new Error('rejected');
            expect(option.outcome.pose).toEqual(one.value.pose);
            expect(option.outcome.fully).toBe(one.value.fully);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
