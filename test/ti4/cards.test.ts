import { describe, expect, test } from 'vitest';
import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import { parseScenario } from '../../src/schema/index.ts';
import type { Ti4Scenario } from '../../src/schema/ti4.ts';
import { prepareWorld } from '../../src/ti4/world.ts';
import { planActive, planScenarioOk, resolveOk, scenario, SIX } from './cards-helpers.ts';

/**
 * Cards modelled as data (src/ti4/cards.ts, retreat.ts, ability-move.ts, transport.ts, resolve.ts),
 * each with a worked example on SIX: 18 touches 26, 27, 40, 44 (asteroid field), 65, 68 (nebula);
 * 26 touches 18, 19, 20, 25, 29, 39, 40, 65, 68; 41 (gravity rift) touches 29; 29 touches 19.
 * Card texts: ti-assistant server/data (base, prophecyofkings, thundersedge) @31ef8639.
 */
const players = [{ id: 'hacan', faction: 'hacan' }, { id: 'sol', faction: 'sol' }];
const dest = { id: 'hd', player: 'hacan', type: 'destroyer', system: '26' };
const base: Omit<Ti4ScenarioInput, 'game'> = { map: SIX, players, units: [dest], activeSystem: '19' };
const standing = (input: Omit<Ti4ScenarioInput, 'game'>) => {
  const plan = planActive(scenario(input));
  return plan.ships.some((s) => s.unit === 'hd') ? 'comes' : plan.unreachable.find((u) => u.unit === 'hd')?.rule;
};

describe('ti4.move.board-cards: command tokens placed or removed before the movement', () => {
  test('without a card the Hacan destroyer in 26 comes to 19; each token card keeps it home (ti4.move.token)', () => {
    expect(standing(base)).toBe('comes');
    expect(standing({ ...base, played: [{ id: 'diplomacy', player: 'sol', system: '26' }] })).toBe('ti4.move.token');
    expect(standing({ ...base, played: [{ id: 'diplomacy-rider', player: 'sol', system: '26' }] })).toBe('ti4.move.token');
    expect(standing({ ...base, played: [{ id: 'signal-jamming', player: 'sol', system: '26', targets: ['hacan'] }] })).toBe('ti4.move.token');
    expect(standing({ ...base, played: [{ id: 'scepter-of-dominion', player: 'sol', system: '26', targets: ['hacan'] }] })).toBe('ti4.move.token');
    // Stymie: the Arborec player places the active (moving) player's token.
    expect(standing({ ...base, players: [...players, { id: 'arborec', faction: 'arborec' }], played: [{ id: 'stymie-omega', player: 'arborec', system: '26' }] })).toBe('ti4.move.token');
    // Diplomacy's own player gets no token: Sol's destroyer in 26 still moves when Sol activates 19.
    const solMoves = planActive(scenario({ ...base, activePlayer: 'sol', units: [{ id: 'sd', player: 'sol', type: 'destroyer', system: '26' }], played: [{ id: 'diplomacy', player: 'sol', system: '26' }] }));
    expect(solMoves.ships.map((s) => s.unit)).toEqual(['sd']);
  });
  test('Warfare removes the player\'s token: the destroyer under its own token moves again', () => {
    const tokened = { ...base, players: [{ id: 'hacan', faction: 'hacan', commandTokens: ['26'] }, players[1]!] };
    expect(standing(tokened)).toBe('ti4.move.token');
    expect(standing({ ...tokened, played: [{ id: 'warfare', system: '26' }] })).toBe('comes');
  });
  test('a token card without its system is refused with the path; an unknown target too', () => {
    const bad = parseScenario({ game: 'ti4', ...base, played: [{ id: 'diplomacy', player: 'sol' }, { id: 'signal-jamming', system: '26', targets: ['nobody'] }] });
    if (!bad.ok) throw new Error('schema');
    const world = prepareWorld(bad.value as Ti4Scenario);
    expect(world.ok ? [] : world.issues.map((i) => [i.path, i.rule])).toEqual([['played[0].system', 'ti4.move.board-cards'], ['played[1].targets[0]', 'reference']]);
  });
  test('Ahk Ravin swaps two ships; Adjudicator Ba\'al makes a system a supernova', () => {
    const far = { id: 'hc', player: 'hacan', type: 'carrier', system: '35' };
    expect(standing({ ...base, units: [dest, far] })).toBe('comes');
    // hd now stands in 35 (too far for move 2), the carrier in 26.
    expect(standing({ ...base, units: [dest, far], played: [{ id: 'ahk-ravin', player: 'hacan', unit: 'hd', targets: ['hc'] }] })).toBe('ti4.move.path');
    const nova = planActive(scenario({ ...base, units: [{ id: 'hd', player: 'hacan', type: 'destroyer', system: '27' }], activeSystem: '26', played: [{ id: 'adjudicator-baal', player: 'sol', system: '26' }] }));
    expect(nova.unreachable[0]?.rule).toBe('ti4.move.supernova');
  });
});

describe('Nav Suite: anomalies ignored during the Movement step', () => {
  test('into the asteroid field 44; no +1 and no roll out of the gravity rift 41', () => {
    const field = { ...base, units: [{ id: 'hd', player: 'hacan', type: 'destroyer', system: '18' }], activeSystem: '44' };
    expect(standing(field)).toBe('ti4.move.asteroid');
    expect(standing({ ...field, played: [{ id: 'nav-suite' }] })).toBe('comes');
    // A carrier (move 1) in the rift 41 reaches 19 (41 -> 29 -> 19) only with the rift's +1, rolling.
    const rift = { ...base, units: [{ id: 'hd', player: 'hacan', type: 'carrier', system: '41' }] };
    expect(planActive(scenario(rift)).ships[0]).toMatchObject({ unit: 'hd', cost: 2, riftRolls: 1 });
    expect(standing({ ...rift, played: [{ id: 'nav-suite' }] })).toBe('ti4.move.path');
  });
});

describe('ti4.retreat: Intercept, Rout, Skilled Retreat', () => {
  // Sol retreats from 18 (Hacan's active system); Sol holds Lodor (26).
  const combat: Omit<Ti4ScenarioInput, 'game'> = {
    map: SIX,
    players: [{ id: 'hacan', faction: 'hacan' }, { id: 'sol', faction: 'sol', planets: ['Lodor'] }],
    units: [{ id: 'ha', player: 'hacan', type: 'dreadnought', system: '18' }, { id: 'sd', player: 'sol', type: 'destroyer', system: '18' }, { id: 'hx', player: 'hacan', type: 'cruiser', system: '27' }],
    activeSystem: '18',
  };
  test('Intercept played by the opponent: no retreat this round (resolve refuses, plan lists nothing)', () => {
    expect(resolveOk(scenario({ ...combat, retreat: { player: 'sol', to: '26' } })).legal).toBe(true);
    const cut = resolveOk(scenario({ ...combat, played: [{ id: 'intercept', player: 'hacan' }], retreat: { player: 'sol', to: '26' } }));
    expect(cut.violations[0]).toMatchObject({ rule: 'ti4.retreat', note: 'Intercept (played by hacan): sol cannot retreat during this round of space combat' });
    expect(planScenarioOk({ ...combat, played: [{ id: 'intercept', player: 'hacan' }], retreat: { player: 'sol' } }).retreat?.destinations).toEqual([]);
  });
  test('Rout: the plan says the retreat is forced when a destination exists', () => {
    expect(planScenarioOk({ ...combat, played: [{ id: 'rout', player: 'hacan' }], retreat: { player: 'sol' } }).retreat).toMatchObject({ forced: true, destinations: [{ system: '26' }] });
    const none = { ...combat, players: [combat.players![0]!, { id: 'sol', faction: 'sol' }] };
    expect(planScenarioOk({ ...none, played: [{ id: 'rout', player: 'hacan' }], retreat: { player: 'sol' } }).retreat).toMatchObject({ forced: false, destinations: [] });
  });
  test('Skilled Retreat: any adjacent system without other players\' ships, for any faction', () => {
    const plan = planScenarioOk({ ...combat, retreat: { player: 'sol', ability: 'skilled-retreat' } });
    expect(plan.retreat!.destinations.map((d) => d.system).sort()).toEqual(['26', '40', '65']); // 27 holds a Hacan cruiser, 44 an asteroid field, 68 a nebula
    expect(resolveOk(scenario({ ...combat, retreat: { player: 'sol', ability: 'skilled-retreat', to: '40' } })).trace.map((t) => t.note)).toContain('sol places a command token in 40 from reinforcements (Skilled Retreat).');
  });
});

describe('ti4.fleet.pool: Fleet Regulations, Armada, Edict, Darktalon Treilla; ti4.transport.capacity: space docks, Age of Fighters, Miniaturization', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, player: 'p', type: 'destroyer', system: '26' }));
  const moves = five.map((u) => ({ unit: u.id, path: ['26', '19'] }));
  const fleet = (player: Record<string, unknown>, extra: Omit<Ti4ScenarioInput, 'game' | 'map' | 'players'> = {}) =>
    resolveOk(scenario({ map: SIX, players: [{ id: 'p', ...player } as never], units: five, activeSystem: '19', moves, ...extra })).violations.map((v) => v.rule);
  test('five destroyers into 19', () => {
    expect(fleet({ faction: 'sol', fleetPool: 5 })).toEqual([]);
    expect(fleet({ faction: 'sol', fleetPool: 5 }, { laws: ['fleet-regulations'] })).toEqual(['ti4.fleet.pool']); // at most 4 tokens
    expect(fleet({ faction: 'letnev', fleetPool: 3 })).toEqual([]); // Armada: 3 + 2
    expect(fleet({ faction: 'letnev', fleetPool: 2 })).toEqual(['ti4.fleet.pool']);
    expect(fleet({ faction: 'mahact', fleetPool: 4, capturedTokens: ['sol'] })).toEqual([]); // Edict: 4 + 1
    expect(fleet({ faction: 'mahact', fleetPool: 4 })).toEqual(['ti4.fleet.pool']);
    expect(fleet({ faction: 'letnev', fleetPool: 1 }, { played: [{ id: 'darktalon-treilla' }] })).toEqual([]);
  });
  const dock = (type: string, fighters: number, upgraded = false, faction = 'hacan') => {
    const units = [
      { id: 'c', player: 'p', type: 'carrier', system: '26' },
      ...Array.from({ length: fighters }, (_, i) => ({ id: `f${i}`, player: 'p', type: 'fighter', system: '19' })),
      { id: 'sd', player: 'p', type, system: '19', ...(upgraded ? { upgraded } : {}) },
    ];
    const out = resolveOk(scenario({ map: SIX, players: [{ id: 'p', faction }], units, activeSystem: '19', moves: [{ unit: 'c', path: ['26', '19'] }] }));
    return out.trace.filter((t) => t.rule === 'ti4.transport.capacity').map((t) => t.note);
  };
  test('fighters a space dock keeps out of the capacity count: 3 (Space Dock), 6 (Dimensional Tear), 12 (Dimensional Tear II)', () => {
    expect(dock('pds', 7)).toEqual(['19 holds 7 fighters and transported ground forces for capacity 4: p removes the excess (Fighter II beyond capacity count against the fleet pool instead).']);
    expect(dock('space-dock', 7)).toEqual(['p\'s space dock(s) in 19: up to 3 fighters do not count against capacity (3 of 7).']);
    expect(dock('space-dock', 8)[1]).toContain('19 holds 5 fighters');
    expect(dock('dimensional-tear', 10, false, 'vuilraith')).toEqual(['p\'s space dock(s) in 19: up to 6 fighters do not count against capacity (6 of 10).']);
    expect(dock('dimensional-tear', 16, true, 'vuilraith')).toEqual(['p\'s space dock(s) in 19: up to 12 fighters do not count against capacity (12 of 16).']);
  });
  test('Age of Fighters: fighters beyond capacity count against the fleet pool', () => {
    const units = [{ id: 'c', player: 'p', type: 'carrier', system: '26' }, ...Array.from({ length: 6 }, (_, i) => ({ id: `f${i}`, player: 'p', type: 'fighter', system: '19' }))];
    const run = (played: { id: string }[]) => resolveOk(scenario({ map: SIX, players: [{ id: 'p', faction: 'hacan', fleetPool: 2 }], units, activeSystem: '19', moves: [{ unit: 'c', path: ['26', '19'] }], played }));
    expect(run([]).legal).toBe(true);
    // 6 fighters for capacity 4: 2 count against the fleet pool, with the carrier 3 > 2.
    expect(run([{ id: 'age-of-fighters' }]).violations.map((v) => v.note)).toEqual(['p would have 3 ships counting against the fleet pool in 19 with a fleet limit of 2 (fleet pool 2)']);
  });
  test('Miniaturization: a Ral Nel cruiser (capacity 0) carries a space dock; another faction\'s may not', () => {
    const ride = (faction: string) => resolveOk(scenario({
      map: SIX, players: [{ id: 'p', faction }], activeSystem: '19',
      units: [{ id: 'cr', player: 'p', type: 'cruiser', system: '26' }, { id: 'dock', player: 'p', type: 'space-dock', system: '26' }],
      moves: [{ unit: 'cr', path: ['26', '19'], transport: ['dock'] }],
    }));
    expect(ride('ralnel')).toMatchObject({ legal: true });
    expect(ride('sol').violations.map((v) => v.rule)).toEqual(['ti4.transport.capacity']);
  });
});

describe('ti4.move.ability: Rescue (action card)', () => {
  // Hacan activates 26, which holds a Sol destroyer; Sol's carrier in 35 (far) and dreadnought in 20 (its token) may answer.
  const rescue: Omit<Ti4ScenarioInput, 'game'> = {
    map: SIX,
    players: [{ id: 'hacan', faction: 'hacan' }, { id: 'sol', faction: 'sol', commandTokens: ['20'] }],
    units: [
      { id: 'hd', player: 'hacan', type: 'destroyer', system: '18' },
      { id: 'sd', player: 'sol', type: 'destroyer', system: '26' },
      { id: 'sc', player: 'sol', type: 'carrier', system: '35' },
      { id: 'sn', player: 'sol', type: 'dreadnought', system: '20' },
    ],
    activeSystem: '26',
  };
  test('plan: one ship from any system without Sol\'s command token, no adjacency needed', () => {
    const plan = planScenarioOk({ ...rescue, abilityMove: { ability: 'rescue', player: 'sol' } });
    expect(plan.abilityMove).toMatchObject({ ability: 'rescue', ships: ['sc'], destinations: ['26'] });
    expect(plan.abilityMove!.refused).toContainEqual({ system: '20', rule: 'ti4.move.ability', reason: '20 contains sol\'s command token' });
  });
  test('resolve: the carrier comes; two ships, or Sol\'s own activation, are refused', () => {
    const ok = resolveOk(scenario({ ...rescue, abilityMove: { ability: 'rescue', player: 'sol', moves: [{ unit: 'sc', to: '26' }] } }));
    expect(ok.legal).toBe(true);
    const two = resolveOk(scenario({ ...rescue, players: [rescue.players![0]!, { id: 'sol', faction: 'sol' }], abilityMove: { ability: 'rescue', player: 'sol', moves: [{ unit: 'sc', to: '26' }, { unit: 'sn', to: '26' }] } }));
    expect(two.violations.map((v) => v.note)).toEqual(['Rescue moves up to 1 ship, not 2 (a transported fighter counts)']);
    const own = resolveOk(scenario({ ...rescue, activePlayer: 'sol', abilityMove: { ability: 'rescue', player: 'sol', moves: [{ unit: 'sc', to: '26' }] } }));
    expect(own.violations[0]?.note).toContain('Rescue answers another player\'s activation');
  });
});

describe('Riftwalker Meian, Exile I and II, the Ion Storm', () => {
  // A Sol dreadnought (move 1) in 39 (alpha) and the active system 18: 39 -> 26 (alpha) -> 18 is two steps.
  const far: Omit<Ti4ScenarioInput, 'game'> = {
    map: SIX,
    players: [{ id: 'sol', faction: 'sol' }, { id: 'creuss', faction: 'creuss' }],
    units: [{ id: 'hd', player: 'sol', type: 'dreadnought', system: '39' }],
    activeSystem: '18',
  };
  test('Riftwalker Meian swaps 26 and 39 (both hold wormholes): 39 now touches 18', () => {
    expect(standing(far)).toBe('ti4.move.path');
    expect(standing({ ...far, played: [{ id: 'riftwalker-meian', player: 'creuss', system: '26', targets: ['39'] }] })).toBe('comes');
    const bad = parseScenario({ game: 'ti4', ...far, played: [{ id: 'riftwalker-meian', player: 'creuss', system: '19', targets: ['39'] }] });
    if (!bad.ok) throw new Error('schema');
    const world = prepareWorld(bad.value as Ti4Scenario);
    expect(world.ok ? null : world.issues[0]).toMatchObject({ path: 'played[0]', rule: 'ti4.move.board-cards', message: 'Riftwalker Meian swaps systems that contain wormholes or creuss\'s units: 19 holds neither' });
  });
  test('Exile II places an active breach (adjacent to every active breach), Exile I an inactive one', () => {
    const breach = { ...far, thundersEdge: { breaches: [{ system: '39' }] }, activeSystem: '19' };
    expect(standing(breach)).toBe('ti4.move.path');
    expect(standing({ ...breach, played: [{ id: 'exile-ii', system: '19' }] })).toBe('comes');
    expect(standing({ ...breach, played: [{ id: 'exile-i', system: '19' }] })).toBe('ti4.move.path');
  });
  test('the Ion Storm flips after a ship uses its wormhole; a move over a shared side does not flip it', () => {
    const storm: Omit<Ti4ScenarioInput, 'game'> = {
      map: SIX,
      players: [{ id: 'sol', faction: 'sol' }],
      units: [{ id: 'sd', player: 'sol', type: 'destroyer', system: '35' }, { id: 'sc', player: 'sol', type: 'cruiser', system: '19' }],
      wormholeTokens: [{ wormhole: 'alpha', system: '35', source: 'ion-storm' }],
      activeSystem: '26',
    };
    const used = resolveOk(scenario({ ...storm, moves: [{ unit: 'sd', path: ['35', '26'] }] }));
    expect(used).toMatchObject({ legal: true, ionStorm: [{ system: '35', from: 'alpha', to: 'beta', unit: 'sd' }] });
    const beside = resolveOk(scenario({ ...storm, moves: [{ unit: 'sc', path: ['19', '26'] }] }));
    expect(beside.legal).toBe(true);
    expect(beside.ionStorm).toBeUndefined();
  });
});
