import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { AbilityMovePlan } from '../../src/ti4/outcome.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { resolveOk, scenario, SIX } from './helpers.ts';

/**
 * Wing Transfer (Argent Flight breakthrough, Thunder's Edge): "When you activate a system that
 * contains only your units, you may place command tokens from your reinforcements into any systems
 * adjacent to that system that contain only your units; at the end of this action, you may move
 * ships among the active system and systems adjacent to it that contain your command tokens"
 * (ti-assistant server/compiled-lang/en.json @31ef8639). On SIX, 26 touches 19, 20, 68 (a nebula),
 * 18, 65 and 29, and 39 through the alpha wormhole.
 */
const doc = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', 'wing-transfer.json'), 'utf8')) as Ti4ScenarioInput;
type Move = { unit: string; to: string; transport?: string[] };
const withMoves = (moves: Move[], input: Omit<Ti4ScenarioInput, 'game'> = doc) => resolveOk(scenario({ ...input, abilityMove: { ability: 'wing-transfer', player: 'argent', moves } }));

function planOf(input: Omit<Ti4ScenarioInput, 'game'>): AbilityMovePlan {
  const r = planScenario(scenario({ ...input, abilityMove: { ability: 'wing-transfer', player: 'argent' } }));
  if (!r.ok || r.value.abilityMove === undefined) throw new Error(JSON.stringify(r));
  return r.value.abilityMove;
}

describe('ti4.move.ability: Wing Transfer (Argent breakthrough)', () => {
  test('plan: ships among the active system and the adjacent systems with the command tokens', () => {
    const plan = planOf(doc);
    expect(plan.destinations).toEqual(['19', '26', '65']);
    expect(plan.ships).toEqual(['dreadnought', 'carrier', 'fighter', 'cruiser']);
    expect(plan.refused.map((r) => r.system).sort()).toEqual(['18', '20', '29', '39', '68']);
  });
  test('resolve: the example is legal; from or to a system without a token, or into a nebula that is not active, is refused', () => {
    expect(withMoves(doc.abilityMove!.moves as Move[]).legal).toBe(true);
    expect(withMoves([{ unit: 'destroyer', to: '26' }]).violations[0]?.note).toContain('neither the active system');
    expect(withMoves([{ unit: 'dreadnought', to: '20' }]).violations[0]?.note).toContain('neither the active system');
    const tokens = [{ ...doc.players[0]!, commandTokens: ['26', '68'] }, doc.players[1]!];
    expect(withMoves([{ unit: 'dreadnought', to: '68' }], { ...doc, players: tokens }).violations[0]?.rule).toBe('ti4.move.nebula');
  });
  test('only on the Argent player\'s own activation of a system holding only their units', () => {
    const sol = { ...doc, units: [...doc.units!, { id: 'sol-fighter', player: 'sol', type: 'fighter', system: '26' }] };
    expect(planOf(sol)).toMatchObject({ ships: [], destinations: [], refused: [{ system: '26' }] });
    expect(withMoves([{ unit: 'dreadnought', to: '19' }], sol).violations.map((v) => v.rule)).toEqual(['ti4.move.ability']);
    expect(planOf({ ...doc, activePlayer: 'sol' }).refused[0]?.reason).toContain('did not activate');
  });
});

describe('property: every ship Wing Transfer plans resolves legal into every planned destination but its own system', () => {
  const systems = ['26', '19', '20', '65', '29', '18', '68', '35'];
  test('random Argent fleets and command tokens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom('destroyer', 'carrier', 'fighter', 'cruiser'), system: fc.constantFrom(...systems) }), { minLength: 1, maxLength: 6 }),
        fc.subarray(systems),
        (fleet, tokens) => {
          const units = fleet.map((u, i) => ({ id: `u${i}`, player: 'argent', ...u }));
          const input = { map: SIX, players: [{ id: 'argent', faction: 'argent', commandTokens: ['26', ...tokens] }], units, activeSystem: '26' };
          const plan = planOf(input);
          for (const id of plan.ships) {
            const from = units.find((u) => u.id === id)!.system;
            for (const to of plan.destinations) if (to !== from) expect(withMoves([{ unit: id, to }], input).legal, `${id} ${from} -> ${to}`).toBe(true);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
