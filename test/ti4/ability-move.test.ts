import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planScenario } from '../../src/ti4/plan.ts';
import { resolveOk, scenario, SIX } from './helpers.ts';

/*
 * ti4.move.ability: heroes that move ships outside the tactical action, straight to their
 * destination. The 6-player map of helpers.ts: 41 is a gravity rift, 42 and 68 nebulae, 43 a
 * supernova, 44 an asteroid field.
 */
const players = [
  { id: 'a', faction: 'argent', commandTokens: ['19', '22', '42', '44', '35'] },
  { id: 'x', faction: 'letnev' },
];
const units = [
  { id: 'c', player: 'a', type: 'carrier', system: '41' },
  { id: 'f', player: 'a', type: 'fighter', system: '41' },
  { id: 'i', player: 'a', type: 'infantry', system: '41' },
  { id: 'd', player: 'a', type: 'destroyer', system: '19' },
  { id: 'xs', player: 'x', type: 'cruiser', system: '22' },
];

function heroPlan(input: Parameters<typeof scenario>[0]) {
  const r = planScenario(scenario(input));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value.abilityMove!;
}

describe('Helix Protocol (Argent): to systems with an Argent command token and no other player\'s ships', () => {
  test('plan: destinations and why the other token systems are not', () => {
    const plan = heroPlan({ map: SIX, players, units, abilityMove: { ability: 'helix-protocol', player: 'a' } });
    expect(plan.ships).toEqual(['c', 'f', 'd']);
    expect(plan.destinations).toEqual(['19', '35']);
    const why = Object.fromEntries(plan.refused.filter((r) => ['22', '42', '44', '26'].includes(r.system)).map((r) => [r.system, r.rule]));
    expect(why).toEqual({ '22': 'ti4.move.ability', '26': 'ti4.move.ability', '42': 'ti4.move.nebula', '44': 'ti4.move.asteroid' });
  });
  test('resolve: straight moves, fighters on their own, a rift roll, transport from the origin only', () => {
    const out = resolveOk(scenario({
      map: SIX, players, units,
      abilityMove: { ability: 'helix-protocol', player: 'a', moves: [{ unit: 'c', to: '35', transport: ['i'] }, { unit: 'f', to: '19' }] },
    }));
    expect(out.violations).toEqual([]);
    expect(out.abilityMove).toMatchObject({ legal: true, riftRolls: [{ unit: 'c', system: '41' }, { unit: 'f', system: '41' }] });
  });
  test.each([
    [{ unit: 'c', to: '22' }, 'ti4.move.ability'],
    [{ unit: 'c', to: '26' }, 'ti4.move.ability'],
    [{ unit: 'c', to: '44' }, 'ti4.move.asteroid'],
    // d is in 19, away from i (41), and 19 holds the Argent command token
    [{ unit: 'd', to: '35', transport: ['i'] }, 'ti4.transport.pickup,ti4.transport.token'],
    [{ unit: 'd', to: '35', transport: [] as string[] }, null],
  ])('resolve %j: %s', (move, rule) => {
    const out = resolveOk(scenario({ map: SIX, players, units, abilityMove: { ability: 'helix-protocol', player: 'a', moves: [move] } }));
    expect(out.violations.map((v) => v.rule)).toEqual(rule === null ? [] : rule.split(','));
  });
  test('a ship in a system with the Argent command token transports nothing out of it', () => {
    const more = [...units, { id: 'c2', player: 'a', type: 'carrier', system: '19' }, { id: 'i2', player: 'a', type: 'infantry', system: '19' }];
    const out = resolveOk(scenario({ map: SIX, players, units: more, abilityMove: { ability: 'helix-protocol', player: 'a', moves: [{ unit: 'c2', to: '35', transport: ['i2'] }] } }));
    expect(out.violations.map((v) => v.rule)).toEqual(['ti4.transport.token']);
  });
});

describe('Dark Space Navigation (L1Z1X): into one system without other players\' ships', () => {
  const l = [{ id: 'l', faction: 'l1z1x' }, { id: 'x', faction: 'letnev' }];
  const lu = [{ id: 'd1', player: 'l', type: 'dreadnought', system: '19' }, { id: 'd2', player: 'l', type: 'dreadnought', system: '35' }, { id: 'f', player: 'l', type: 'fighter', system: '19' }, { id: 'xs', player: 'x', type: 'cruiser', system: '22' }];
  test('plan: any system without other players\' ships that may be entered', () => {
    const plan = heroPlan({ map: SIX, players: l, units: lu, abilityMove: { ability: 'dark-space-navigation', player: 'l' } });
    expect(plan.ships).toEqual(['d1', 'd2']);
    expect(plan.destinations).not.toContain('22');
    expect(plan.destinations).toContain('26');
    expect(plan.destinations).not.toContain('43');
  });
  test('resolve: one system only; fighters only when transported; only the L1Z1X player', () => {
    const two = resolveOk(scenario({ map: SIX, players: l, units: lu, abilityMove: { ability: 'dark-space-navigation', player: 'l', moves: [{ unit: 'd1', to: '26' }, { unit: 'd2', to: '27' }] } }));
    expect(two.violations.map((v) => v.rule)).toEqual(['ti4.move.ability']);
    const fighter = resolveOk(scenario({ map: SIX, players: l, units: lu, abilityMove: { ability: 'dark-space-navigation', player: 'l', moves: [{ unit: 'f', to: '26' }] } }));
    expect(fighter.violations.map((v) => v.rule)).toEqual(['ti4.move.eligible']);
    const other = resolveOk(scenario({ map: SIX, players, units, abilityMove: { ability: 'dark-space-navigation', player: 'a', moves: [{ unit: 'd', to: '26' }] } }));
    expect(other.violations.map((v) => v.rule)).toEqual(['ti4.move.ability']);
  });
});

describe('property: every planned hero destination resolves legal for every listed ship', () => {
  test('Helix Protocol with random tokens and enemies', () => {
    const systems = ['19', '20', '22', '26', '27', '35', '41', '42', '43', '44', '65', '68'];
    fc.assert(
      fc.property(fc.subarray(systems), fc.subarray(systems, { maxLength: 3 }), (tokens, enemies) => {
        const s = {
          map: SIX,
          players: [{ id: 'a', faction: 'argent', commandTokens: tokens }, { id: 'x', faction: 'letnev' }],
          units: [...units.filter((u) => u.player === 'a'), ...enemies.map((system, i) => ({ id: `x${i}`, player: 'x', type: 'destroyer', system }))],
        };
        const plan = heroPlan({ ...s, abilityMove: { ability: 'helix-protocol', player: 'a' } });
        for (const to of plan.destinations) {
          const moves = plan.ships.map((unit) => ({ unit, to }));
          expect(resolveOk(scenario({ ...s, abilityMove: { ability: 'helix-protocol', player: 'a', moves } })).violations).toEqual([]);
        }
        for (const r of plan.refused) {
          const out = resolveOk(scenario({ ...s, abilityMove: { ability: 'helix-protocol', player: 'a', moves: [{ unit: 'd', to: r.system }] } }));
          expect(out.violations.map((v) => v.rule)).toEqual([r.rule]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
