import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { AbilityMovePlan } from '../../src/ti4/outcome.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { resolveOk, scenario, SIX } from './helpers.ts';

/**
 * Benediction (Mahact hero Airo Shir Aur): "Move all units in the space area of any system to an
 * adjacent system that contains a different player's ships" (ti-assistant
 * server/data/prophecyofkings/leaders.ts @31ef8639). On SIX, 19 touches 1, 20, 26, 29, 30 and 60;
 * 41 is a gravity rift touching 29; 68 is a nebula touching 26.
 */
const doc = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', 'benediction.json'), 'utf8')) as Ti4ScenarioInput;
type Move = { unit: string; to: string; transport?: string[] };
const withMoves = (moves: Move[], input: Omit<Ti4ScenarioInput, 'game'> = doc) => resolveOk(scenario({ ...input, abilityMove: { ability: 'benediction', player: 'mahact', moves } }));

function planOf(input: Omit<Ti4ScenarioInput, 'game'>): AbilityMovePlan {
  const r = planScenario(scenario({ ...input, abilityMove: { ability: 'benediction', player: 'mahact' } }));
  if (!r.ok || r.value.abilityMove === undefined) throw new Error(JSON.stringify(r));
  return r.value.abilityMove;
}

describe('ti4.move.ability: Benediction (Mahact hero)', () => {
  test('plan: from each system of the player\'s ships, the adjacent systems with another player\'s ships', () => {
    const plan = planOf(doc);
    expect(plan.origins).toEqual([{ from: '19', to: ['20'] }]);
    expect(plan.destinations).toEqual(['20']);
    expect(plan.ships).toEqual(['dreadnought', 'carrier', 'fighter-1', 'fighter-2']);
    expect(plan.refused.map((r) => r.system).sort()).toEqual(['1', '26', '29', '30', '60']);
  });
  test('resolve: the example is legal; leaving a ship behind, two destinations, an empty or distant destination are refused', () => {
    expect(withMoves(doc.abilityMove!.moves as Move[]).legal).toBe(true);
    expect(withMoves([{ unit: 'dreadnought', to: '20' }]).violations.map((v) => v.note).join(' ')).toContain('must move too');
    const split = withMoves([{ unit: 'dreadnought', to: '20' }, { unit: 'carrier', to: '26' }, { unit: 'fighter-1', to: '20' }, { unit: 'fighter-2', to: '20' }]);
    expect(split.violations.map((v) => v.note).join(' ')).toContain('to one system');
    const all = (to: string): Move[] => ['dreadnought', 'carrier', 'fighter-1', 'fighter-2'].map((unit) => ({ unit, to }));
    expect(withMoves(all('26')).violations[0]?.note).toContain('holds no other player\'s ships');
    expect(withMoves(all('35')).violations.map((v) => v.note).join(' ')).toContain('not adjacent');
  });
  test('the destination rules of the heroes (no nebula), a rift roll on leaving, only the Mahact player', () => {
    const players = doc.players;
    const nebula = planOf({ map: SIX, players, units: [{ id: 'd', player: 'mahact', type: 'destroyer', system: '26' }, { id: 's', player: 'sol', type: 'cruiser', system: '68' }] });
    expect(nebula).toMatchObject({ destinations: [], ships: [] });
    expect(nebula.refused.find((r) => r.system === '68')?.rule).toBe('ti4.move.nebula');
    const rift = withMoves([{ unit: 'd', to: '29' }], { map: SIX, players, units: [{ id: 'd', player: 'mahact', type: 'destroyer', system: '41' }, { id: 's', player: 'sol', type: 'cruiser', system: '29' }] });
    expect(rift).toMatchObject({ legal: true, riftRolls: [{ unit: 'd', system: '41' }] });
    const sol = resolveOk(scenario({ ...doc, abilityMove: { ability: 'benediction', player: 'sol', moves: [] } }));
    expect(sol.violations[0]?.note).toContain('mahact hero');
  });
});

describe('property: every Benediction the plan offers (all units of an origin to one of its systems) resolves legal', () => {
  const systems = ['19', '20', '26', '29', '41', '68', '1', '35'];
  test('random Mahact and Sol fleets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ player: fc.constantFrom('mahact', 'sol'), type: fc.constantFrom('destroyer', 'carrier', 'fighter', 'dreadnought'), system: fc.constantFrom(...systems) }), { minLength: 1, maxLength: 8 }),
        (fleet) => {
          const units = fleet.map((u, i) => ({ id: `u${i}`, ...u }));
          const input = { map: SIX, players: doc.players, units };
          const plan = planOf(input);
          for (const origin of plan.origins ?? []) {
            const group = units.filter((u) => u.player === 'mahact' && u.system === origin.from);
            for (const to of origin.to) expect(withMoves(group.map((u) => ({ unit: u.id, to })), input).legal, `${origin.from} -> ${to}`).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a refused Benediction as the engine reports it', () => {
  test('violations of no single ship name abilityMove as their path, those of a ship its move', async () => {
    const { prepare } = await import('../../src/engines.ts');
    const prepared = prepare({ ...doc, abilityMove: { ability: 'benediction', player: 'mahact', moves: [{ unit: 'dreadnought', to: '20' }, { unit: 'carrier', to: '35' }] } });
    if (!prepared.ok) throw new Error('prepare failed');
    const outcome = prepared.value.resolve();
    if (!outcome.ok) throw new Error('resolve failed');
    expect(prepared.value.forbidden(outcome.value).map((i) => i.path)).toEqual(['abilityMove', 'abilityMove', 'abilityMove.moves[1]']);
  });
});
