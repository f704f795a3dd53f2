import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { AbilityMovePlan } from '../../src/ti4/outcome.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { resolveScenario } from '../../src/ti4/resolve.ts';
import { resolveOk, scenario, SIX } from './helpers.ts';

/**
 * Survival Instinct (Ral Nel Consortium, Thunder's Edge): "After another player activates a system
 * that contains your ships, you may move up to 2 of your ships into the active system from adjacent
 * systems that do not contain your command tokens" (ti-assistant server/compiled-lang/en.json
 * @31ef8639). On SIX, 26 touches 19, 20, 68 (a nebula), 18, 65 and 29; 35 is far.
 */
const doc = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', 'survival-instinct.json'), 'utf8')) as Ti4ScenarioInput & { abilityMove: { moves: unknown[] } };

function planOf(input: Omit<Ti4ScenarioInput, 'game'>): AbilityMovePlan {
  const r = planScenario(scenario(input));
  if (!r.ok || r.value.abilityMove === undefined) throw new Error(JSON.stringify(r));
  return r.value.abilityMove;
}

const asked = { ...doc, abilityMove: { ability: 'survival-instinct' as const, player: 'ralnel' } };

describe('ti4.move.ability: Survival Instinct (Ral Nel)', () => {
  test('plan: the ships in adjacent systems without the command token may come into the active system', () => {
    const plan = planOf(asked);
    expect(plan.destinations).toEqual(['26']);
    expect(plan.ships).toEqual(['destroyer', 'carrier']);
    expect(plan.refused).toEqual([{ system: '20', rule: 'ti4.move.ability', reason: '20 contains ralnel\'s command token' }]);
  });
  test('resolve: the example is legal; a third ship, a far ship, a command-token origin or another destination is refused', () => {
    expect(resolveOk(scenario(doc)).legal).toBe(true);
    const withMoves = (moves: { unit: string; to: string; transport?: string[] }[]) => resolveOk(scenario({ ...doc, abilityMove: { ability: 'survival-instinct', player: 'ralnel', moves } }));
    const three = withMoves([{ unit: 'destroyer', to: '26' }, { unit: 'carrier', to: '26' }, { unit: 'dreadnought', to: '26' }]);
    expect(three.violations.map((v) => [v.unit, v.rule])).toEqual([[null, 'ti4.move.ability'], ['dreadnought', 'ti4.move.ability']]);
    expect(withMoves([{ unit: 'cruiser', to: '26' }]).violations[0]?.note).toContain('command token');
    expect(withMoves([{ unit: 'destroyer', to: '20' }]).violations[0]?.note).toContain('active system only');
  });
  test('only after another player activates a system holding the Ral Nel player\'s ships; only the Ral Nel player; needs an active system', () => {
    const noShips = { ...asked, units: doc.units!.filter((u) => u.id !== 'linkship') };
    expect(planOf(noShips)).toMatchObject({ ships: [], destinations: [], refused: [{ system: '26', reason: '26 contains no ship of ralnel' }] });
    const own = planOf({ ...asked, activePlayer: 'ralnel' });
    expect(own.refused[0]?.reason).toContain('activated 26');
    const hacan = resolveOk(scenario({ ...doc, abilityMove: { ability: 'survival-instinct', player: 'hacan', moves: [] } }));
    expect(hacan.violations.map((v) => v.rule)).toEqual(['ti4.move.ability']);
    const { activeSystem: _a, moves: _m, ...idle } = doc;
    const r = resolveScenario(scenario(idle));
    expect(r).toMatchObject({ ok: false, issues: [{ path: 'abilityMove', rule: 'ti4.move.ability' }] });
  });
  test('the active system is entered under the anomaly rules: a nebula may be (it is active), an asteroid field needs Antimass Deflectors; leaving a rift rolls', () => {
    const base = { map: SIX, players: [{ id: 'h', faction: 'hacan' }, { id: 'r', faction: 'ralnel' }] };
    const nebula = planOf({ ...base, units: [{ id: 'l', player: 'r', type: 'destroyer', system: '68' }, { id: 'd', player: 'r', type: 'destroyer', system: '27' }], activeSystem: '68', abilityMove: { ability: 'survival-instinct', player: 'r' } });
    expect(nebula).toMatchObject({ destinations: ['68'], ships: ['d'] });
    const asteroid = planOf({ ...base, units: [{ id: 'l', player: 'r', type: 'destroyer', system: '44' }, { id: 'd', player: 'r', type: 'destroyer', system: '40' }], activeSystem: '44', abilityMove: { ability: 'survival-instinct', player: 'r' } });
    expect(asteroid).toMatchObject({ destinations: [], ships: [], refused: [{ system: '44', rule: 'ti4.move.asteroid' }] });
    const rift = resolveOk(scenario({ ...base, units: [{ id: 'l', player: 'r', type: 'destroyer', system: '29' }, { id: 'd', player: 'r', type: 'destroyer', system: '41' }], activeSystem: '29', abilityMove: { ability: 'survival-instinct', player: 'r', moves: [{ unit: 'd', to: '29' }] } }));
    expect(rift).toMatchObject({ legal: true, riftRolls: [{ unit: 'd', system: '41' }] });
  });
});

describe('property: every ship Survival Instinct plans resolves legal when two of them move, and every refused origin does not', () => {
  const systems = ['19', '20', '18', '65', '29', '35', '41', '27'];
  test('random Ral Nel fleets and command tokens around 26', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom('destroyer', 'cruiser', 'carrier', 'fighter'), system: fc.constantFrom(...systems) }), { minLength: 1, maxLength: 6 }),
        fc.subarray(systems),
        (fleet, tokens) => {
          const units = [{ id: 'here', player: 'r', type: 'destroyer', system: '26' }, ...fleet.map((u, i) => ({ id: `u${i}`, player: 'r', ...u }))];
          const input = { map: SIX, players: [{ id: 'h', faction: 'hacan' }, { id: 'r', faction: 'ralnel', commandTokens: tokens }], units, activeSystem: '26' };
          const plan = planOf({ ...input, abilityMove: { ability: 'survival-instinct', player: 'r' } });
          for (let i = 0; i < plan.ships.length; i += 2) {
            const moves = plan.ships.slice(i, i + 2).map((unit) => ({ unit, to: '26' }));
            expect(resolveOk(scenario({ ...input, abilityMove: { ability: 'survival-instinct', player: 'r', moves } })).legal).toBe(true);
          }
          for (const u of units.slice(1)) {
            if (plan.ships.includes(u.id)) continue;
            const out = resolveOk(scenario({ ...input, abilityMove: { ability: 'survival-instinct', player: 'r', moves: [{ unit: u.id, to: '26' }] } }));
            expect(out.legal, u.id).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
