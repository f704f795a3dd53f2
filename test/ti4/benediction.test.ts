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
  test('plan: from each space area (any player\'s units), the adjacent systems with a different player\'s ships', () => {
    const plan = planOf(doc);
    // Sol's cruiser in 20 may be moved too: 19 holds the Mahact's ships, a different player's.
    expect(plan.origins).toEqual([{ from: '19', owners: ['mahact'], to: ['20'] }, { from: '20', owners: ['sol'], to: ['19'] }]);
    expect(plan.destinations).toEqual(['19', '20']);
    expect(plan.ships).toEqual(['dreadnought', 'carrier', 'fighter-1', 'fighter-2', 'sol-cruiser']);
    expect(plan.refused.map((r) => r.system).sort()).toEqual(['1', '23', '26', '29', '30', '31', '34', '4', '42', '43', '60', '68']); // the neighbours of 19, 20 and 35 (Sol's destroyer) without a different player's ships
    const from19 = planScenario(scenario({ ...doc, abilityMove: { ability: 'benediction', player: 'mahact', from: '19' } }));
    expect(from19).toMatchObject({ ok: true, value: { abilityMove: { origins: [{ from: '19', owners: ['mahact'], to: ['20'] }] } } });
  });
  test('resolve: the example is legal; leaving a ship behind, two destinations, an empty or distant destination are refused', () => {
    expect(withMoves(doc.abilityMove!.moves as Move[]).legal).toBe(true);
    expect(withMoves([{ unit: 'dreadnought', to: '20' }]).violations.map((v) => v.note).join(' ')).toContain('must move too');
    const split = withMoves([{ unit: 'dreadnought', to: '20' }, { unit: 'carrier', to: '26' }, { unit: 'fighter-1', to: '20' }, { unit: 'fighter-2', to: '20' }]);
    expect(split.violations.map((v) => v.note).join(' ')).toContain('to one system');
    const all = (to: string): Move[] => ['dreadnought', 'carrier', 'fighter-1', 'fighter-2'].map((unit) => ({ unit, to }));
    expect(withMoves(all('26')).violations[0]?.note).toContain('holds no ships of a player other than mahact');
    expect(withMoves(all('35')).violations.map((v) => v.note).join(' ')).toContain('not adjacent');
  });
  test('the destination rules of the heroes (no nebula), a rift roll on leaving, only the Mahact player', () => {
    const players = doc.players;
    const nebula = planOf({ map: SIX, players, units: [{ id: 'd', player: 'mahact', type: 'destroyer', system: '26' }, { id: 's', player: 'sol', type: 'cruiser', system: '68' }] });
    // The Mahact destroyer may not enter the nebula 68; Sol's cruiser may leave it for 26, which holds the Mahact's ships.
    expect(nebula).toMatchObject({ destinations: ['26'], ships: ['s'], origins: [{ from: '68', owners: ['sol'], to: ['26'] }] });
    expect(nebula.refused.find((r) => r.system === '68')?.rule).toBe('ti4.move.nebula');
    const rift = withMoves([{ unit: 'd', to: '29' }], { map: SIX, players, units: [{ id: 'd', player: 'mahact', type: 'destroyer', system: '41' }, { id: 's', player: 'sol', type: 'cruiser', system: '29' }] });
    expect(rift).toMatchObject({ legal: true, riftRolls: [{ unit: 'd', system: '41' }] });
    const sol = resolveOk(scenario({ ...doc, abilityMove: { ability: 'benediction', player: 'sol', moves: [] } }));
    expect(sol.violations[0]?.note).toContain('mahact hero');
  });
});

describe('property: every Benediction the plan offers (all units of an origin, any player\'s, to one of its systems) resolves legal', () => {
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
            const group = units.filter((u) => u.system === origin.from);
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

describe('Benediction moves any player\'s units, with their owner\'s adjacency (Airo Shir Aur: "all units in the space area of any system")', () => {
  // On SIX, 26 (alpha) and 25 (beta) share no side: adjacent for the Creuss (Quantum Entanglement), not for the Mahact.
  const players = [{ id: 'mahact', faction: 'mahact' }, { id: 'creuss', faction: 'creuss' }, { id: 'sol', faction: 'sol' }];
  const units = [
    { id: 'md', player: 'mahact', type: 'dreadnought', system: '19' },
    { id: 'cc', player: 'creuss', type: 'cruiser', system: '26' },
    { id: 'cf', player: 'creuss', type: 'fighter', system: '26' },
    { id: 'sd', player: 'sol', type: 'destroyer', system: '25' },
  ];
  const input = { map: SIX, players, units };
  test('plan: every space area, any owner; 26 reaches 25 through the Creuss wormhole adjacency, 19 (the Mahact\'s own ships) reaches 26', () => {
    const plan = planOf(input);
    expect(plan.origins).toEqual([
      { from: '19', owners: ['mahact'], to: ['26'] },
      { from: '26', owners: ['creuss'], to: ['19', '25'] },
    ]);
    expect(plan.ships).toEqual(['md', 'cc', 'cf']);
    // Sol's destroyer in 25: no system adjacent for Sol holds another player's ships.
    expect(plan.origins?.some((o) => o.from === '25')).toBe(false);
    expect(planScenario(scenario({ ...input, abilityMove: { ability: 'benediction', player: 'mahact', from: '19' } }))).toMatchObject({ ok: true, value: { abilityMove: { origins: [{ from: '19', owners: ['mahact'], to: ['26'] }], destinations: ['26'] } } });
  });
  test('resolve: the Creuss units go to 25 (legal for their owner); the Mahact dreadnought cannot go to 25 from 26 by its own adjacency', () => {
    const creuss = withMoves([{ unit: 'cc', to: '25' }, { unit: 'cf', to: '25' }], input);
    expect(creuss).toMatchObject({ legal: true, violations: [] });
    const md = withMoves([{ unit: 'md', to: '25' }], { ...input, units: [...units.slice(1), { id: 'md', player: 'mahact', type: 'dreadnought', system: '26' }].filter((u) => u.player !== 'creuss') });
    expect(md.violations.map((v) => v.note).join(' ')).toContain('25 is not adjacent to 26 for mahact, the owner');
    // A Creuss unit left behind, and a declared `from` the moves do not leave, are refused.
    expect(withMoves([{ unit: 'cc', to: '25' }], input).violations.map((v) => v.note).join(' ')).toContain('cf must move too');
    const wrongFrom = resolveOk(scenario({ ...input, abilityMove: { ability: 'benediction', player: 'mahact', from: '19', moves: [{ unit: 'cc', to: '25' }, { unit: 'cf', to: '25' }] } }));
    expect(wrongFrom.violations.map((v) => v.note)).toEqual(['Benediction was declared from 19, but the moves leave 26']);
  });
  test('the destination must hold ships of a player other than the owner: Creuss units may not go where only Creuss ships are', () => {
    const own = withMoves([{ unit: 'sd', to: '26' }], { ...input, units: units.filter((u) => u.id !== 'md') });
    expect(own.legal).toBe(false); // 26 is not adjacent to 25 for Sol
    const back = withMoves([{ unit: 'md', to: '26' }], { ...input, units: [units[0]!, { id: 'c2', player: 'mahact', type: 'carrier', system: '26' }] });
    expect(back.violations.map((v) => v.note).join(' ')).toContain('26 holds no ships of a player other than mahact');
  });
});

describe('ti4.move.ability: a unit listed twice in abilityMove is refused, as in the Move Ships step', () => {
  test('the dreadnought declared twice (to the same system) is one violation naming the second listing', () => {
    const twice = withMoves([{ unit: 'dreadnought', to: '20' }, { unit: 'carrier', to: '20', transport: ['infantry'] }, { unit: 'fighter-1', to: '20' }, { unit: 'fighter-2', to: '20' }, { unit: 'dreadnought', to: '20' }]);
    expect(twice.legal).toBe(false);
    expect(twice.violations).toEqual([{ unit: 'dreadnought', rule: 'ti4.move.ability', system: '19', note: 'dreadnought is declared twice; each ship moves once by Benediction' }]);
  });
});
