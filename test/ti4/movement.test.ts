import { describe, expect, test } from 'vitest';
import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import { planActive, resolveOk, scenario, SIX } from './helpers.ts';

/*
 * The 6-player map of helpers.ts, by index: 0 18; 1 26 (alpha), 2 68 (nebula), 3 27, 4 40 (beta),
 * 5 44 (asteroid), 6 65; 7 19, 8 20, 9 43 (supernova), 10 21, 11 22, 12 23, 13 42 (nebula), 14 24,
 * 15 25 (beta), 16 28, 17 41 (rift), 18 29; 19 1, 20 30, ... 31 17 (delta), 33 39 (alpha).
 * Neighbours used below: 19 (7) touches 1, 30, 20, 26, 29, 60; 20 (8) touches 30, 31, 43, 68, 26, 19;
 * 41 (17) touches 59, 29, 65, 28, 39, 14; 28 (16) touches 41, 65, 44, 25, 38, 39; 29 (18) touches 60, 19, 26, 65, 41, 59.
 */

type Extra = Partial<Omit<Ti4ScenarioInput, 'game' | 'map'>>;
const RED = { id: 'red', faction: 'hacan' };
const BLUE = { id: 'blue', faction: 'letnev' };

function plan(units: Ti4ScenarioInput['units'], activeSystem: string, extra: Extra = {}) {
  return planActive(scenario({ map: SIX, players: [RED, BLUE], units, activeSystem, ...extra }));
}
const ship = (p: ReturnType<typeof plan>, unit: string) => p.ships.find((s) => s.unit === unit);
const why = (p: ReturnType<typeof plan>, unit: string) => p.unreachable.find((s) => s.unit === unit);

describe('ti4.move.path / ti4.move.cost', () => {
  test('ti4.move.path: a destroyer (move 2) at 19 reaches Mecatol through 26 (cost 2)', () => {
    const p = plan([{ id: 'd', player: 'red', type: 'destroyer', system: '19' }], '18');
    expect(ship(p, 'd')).toMatchObject({ from: '19', path: ['19', '26', '18'], cost: 2, riftRolls: 0 });
  });
  test('ti4.move.path: a carrier (move 1) cannot, and the reason names the move value', () => {
    const p = plan([{ id: 'c', player: 'red', type: 'carrier', system: '19' }], '18');
    expect(why(p, 'c')).toMatchObject({ rule: 'ti4.move.path' });
  });
  test('ti4.move.eligible: fighters without Fighter II, and structures, never move', () => {
    const p = plan([{ id: 'f', player: 'red', type: 'fighter', system: '26' }, { id: 'f2', player: 'red', type: 'fighter', system: '19', upgraded: true }], '18');
    expect(why(p, 'f')).toMatchObject({ rule: 'ti4.move.eligible' });
    expect(ship(p, 'f2')).toMatchObject({ cost: 2 });
  });
  test('ti4.move.end-active: a ship already in the active system is listed with cost 0', () => {
    const p = plan([{ id: 'd', player: 'red', type: 'destroyer', system: '18' }], '18');
    expect(ship(p, 'd')).toMatchObject({ path: ['18'], cost: 0 });
  });
  test('ti4.move.out-and-back: a ship may leave the active system and return', () => {
    const s = scenario({ map: SIX, players: [RED], units: [{ id: 'd', player: 'red', type: 'destroyer', system: '26' }], activeSystem: '26', moves: [{ unit: 'd', path: ['26', '19', '26'] }] });
    expect(resolveOk(s)).toMatchObject({ legal: true, violations: [] });
  });
  test('ti4.adj.wormhole: a carrier at 39 reaches 26 through the alpha wormhole (cost 1)', () => {
    const p = plan([{ id: 'c', player: 'red', type: 'carrier', system: '39' }], '26');
    expect(ship(p, 'c')).toMatchObject({ path: ['39', '26'], cost: 1 });
    expect(ship(p, 'c')!.steps[0]!.rule).toBe('ti4.adj.wormhole');
  });
});

describe('ti4.move.blocked', () => {
  const enemyFighter = { id: 'bf', player: 'blue', type: 'fighter', system: '26' };
  const d = { id: 'd', player: 'red', type: 'destroyer', system: '19' };
  test('ti4.move.blocked: another player\'s fighter alone blocks moving through 26', () => {
    expect(why(plan([d, enemyFighter], '18'), 'd')).toMatchObject({ rule: 'ti4.move.blocked' });
  });
  test('ti4.move.blocked: ending in a system with other players\' ships is allowed', () => {
    expect(ship(plan([d, enemyFighter], '26'), 'd')).toMatchObject({ cost: 1 });
  });
  test('ti4.move.blocked: Light/Wave Deflector passes', () => {
    const p = plan([d, enemyFighter], '18', { players: [{ ...RED, technologies: ['light-wave-deflector'] }, BLUE] });
    expect(ship(p, 'd')).toMatchObject({ path: ['19', '26', '18'] });
  });
  test('ti4.move.blocked: the Yssaril flagship passes', () => {
    const p = planActive(scenario({ map: SIX, players: [{ id: 'y', faction: 'yssaril' }, BLUE], units: [{ id: 'fs', player: 'y', type: 'flagship', system: '19' }, enemyFighter], activeSystem: '18' }));
    expect(p.ships[0]).toMatchObject({ unit: 'fs', cost: 2 });
  });
  test('ti4.move.blocked: In the Silence of Space lets the ships of the chosen system pass', () => {
    const p = plan([d, enemyFighter], '18', { played: [{ id: 'in-the-silence-of-space', system: '19' }] });
    expect(ship(p, 'd')).toMatchObject({ cost: 2 });
  });
  test('ti4.move.blocked: Aetherpassage passes Empyrean ships only', () => {
    const emp = { id: 'e', faction: 'empyrean' };
    const p = planActive(scenario({ map: SIX, players: [RED, emp], units: [d, { id: 'ef', player: 'e', type: 'fighter', system: '26' }], activeSystem: '18', played: [{ id: 'aetherpassage', player: 'e' }] }));
    expect(p.ships[0]).toMatchObject({ unit: 'd', cost: 2 });
    const q = planActive(scenario({ map: SIX, players: [RED, emp, BLUE], units: [d, enemyFighter], activeSystem: '18', played: [{ id: 'aetherpassage', player: 'e' }] }));
    expect(q.unreachable[0]).toMatchObject({ unit: 'd', rule: 'ti4.move.blocked' });
  });
  test('ti4.move.blocked: Aerie Hololattice stops others passing Argent structures; planets and ground forces alone do not block', () => {
    const argent = { id: 'a', faction: 'argent', technologies: ['aerie-hololattice'] };
    const p = planActive(scenario({ map: SIX, players: [RED, argent], units: [d, { id: 'pds', player: 'a', type: 'pds', system: '26' }], activeSystem: '18' }));
    expect(p.unreachable[0]).toMatchObject({ unit: 'd', rule: 'ti4.move.blocked' });
    const q = planActive(scenario({ map: SIX, players: [RED, BLUE], units: [d, { id: 'inf', player: 'blue', type: 'infantry', system: '26' }, { id: 'pds', player: 'blue', type: 'pds', system: '26' }], activeSystem: '18' }));
    expect(q.ships[0]).toMatchObject({ unit: 'd', cost: 2 });
  });
  test('ti4.move.blocked (Q8): a Saar Floating Factory does not block', () => {
    const saar = { id: 's', faction: 'saar' };
    const p = planActive(scenario({ map: SIX, players: [RED, saar], units: [d, { id: 'ff', player: 's', type: 'space-dock', system: '26' }], activeSystem: '18' }));
    expect(p.ships[0]).toMatchObject({ unit: 'd', cost: 2 });
  });
});

describe('ti4.move.token', () => {
  const d = { id: 'd', player: 'red', type: 'destroyer', system: '19' };
  test('ti4.move.token: a ship in a system with its own command token cannot move', () => {
    const p = plan([d], '18', { players: [{ ...RED, commandTokens: ['19'] }, BLUE] });
    expect(why(p, 'd')).toMatchObject({ rule: 'ti4.move.token' });
  });
  test('ti4.move.token: own command tokens on the way do not block', () => {
    const p = plan([d], '18', { players: [{ ...RED, commandTokens: ['26'] }, BLUE] });
    expect(ship(p, 'd')).toMatchObject({ cost: 2 });
  });
  test('ti4.move.token: Dominus Orb lets it move', () => {
    const p = plan([d], '18', { players: [{ ...RED, commandTokens: ['19'] }, BLUE], played: [{ id: 'dominus-orb' }] });
    expect(ship(p, 'd')).toMatchObject({ cost: 2 });
  });
  test('ti4.move.token: Ahk-Syl Siven frees the Nomad flagship only', () => {
    const nomad = { id: 'n', faction: 'nomad', commandTokens: ['19'] };
    const p = planActive(scenario({ map: SIX, players: [nomad], units: [{ id: 'fs', player: 'n', type: 'flagship', system: '19', upgraded: true }, { id: 'dd', player: 'n', type: 'destroyer', system: '19' }], activeSystem: '18', played: [{ id: 'ahk-syl-siven' }] }));
    expect(p.ships.map((s) => s.unit)).toEqual(['fs']);
    expect(p.unreachable[0]).toMatchObject({ unit: 'dd', rule: 'ti4.move.token' });
  });
});

describe('anomalies', () => {
  test('ti4.move.nebula: into the active nebula yes, through it no', () => {
    const d = { id: 'd', player: 'red', type: 'destroyer', system: '20' };
    expect(ship(plan([d], '68'), 'd')).toMatchObject({ cost: 1 });
    // 20 to 27 in two steps only through 68 (nebula): refused
    expect(why(plan([d], '27'), 'd')).toMatchObject({ rule: 'ti4.move.nebula' });
  });
  test('ti4.move.nebula: Shared Research and Voidborn let ships move through nebulae', () => {
    const d = { id: 'd', player: 'red', type: 'destroyer', system: '20' };
    expect(ship(plan([d], '27', { laws: ['shared-research'] }), 'd')).toMatchObject({ path: ['20', '68', '27'] });
    const p = planActive(scenario({ map: SIX, players: [{ id: 'e', faction: 'empyrean' }], units: [{ id: 'd', player: 'e', type: 'destroyer', system: '20' }], activeSystem: '27' }));
    expect(p.ships[0]).toMatchObject({ cost: 2 });
  });
  test('ti4.move.nebula: a ship starting in a nebula has move 1; Flank Speed adds to that 1', () => {
    const d = { id: 'd', player: 'red', type: 'destroyer', system: '68' };
    expect(ship(plan([d], '27'), 'd')).toMatchObject({ cost: 1, moveValue: 1 });
    expect(why(plan([d], '22'), 'd')).toMatchObject({ rule: 'ti4.move.path' });
    expect(ship(plan([d], '22', { played: [{ id: 'flank-speed' }] }), 'd')).toMatchObject({ cost: 2, moveValue: 2 });
  });
  test('ti4.move.supernova: no ship moves into a supernova; Muaat pass through (Gashlai) and enter with Magmus Reactor', () => {
    const d = { id: 'd', player: 'red', type: 'destroyer', system: '20' };
    expect(why(plan([d], '43'), 'd')).toMatchObject({ rule: 'ti4.move.supernova' });
    const muaat = (tech: string[]) => scenario({ map: SIX, players: [{ id: 'm', faction: 'muaat', technologies: tech }], units: [{ id: 'd', player: 'm', type: 'destroyer', system: '20' }], activeSystem: '21' });
    expect(planActive(muaat([])).ships[0]).toMatchObject({ path: ['20', '43', '21'] });
    const into = scenario({ map: SIX, players: [{ id: 'm', faction: 'muaat', technologies: ['magmus-reactor'] }], units: [{ id: 'd', player: 'm', type: 'destroyer', system: '20' }], activeSystem: '43' });
    expect(planActive(into).ships[0]).toMatchObject({ cost: 1 });
    // a non-Muaat destroyer cannot reach 21 from 20: both two-step routes pass 43 (supernova) or 68 (nebula)
    expect(why(plan([d], '21'), 'd')!.rule).toMatch(/ti4\.move\.(supernova|nebula)/);
  });
  test('ti4.move.asteroid: no ship moves into an asteroid field without Antimass Deflectors', () => {
    const d = { id: 'd', player: 'red', type: 'destroyer', system: '18' };
    expect(why(plan([d], '44'), 'd')).toMatchObject({ rule: 'ti4.move.asteroid' });
    expect(ship(plan([d], '44', { players: [{ ...RED, technologies: ['antimass-deflectors'] }, BLUE] }), 'd')).toMatchObject({ cost: 1 });
  });
  test('ti4.move.asteroid: Circlet of the Void ignores the asteroid field', () => {
    const d = { id: 'd', player: 'red', type: 'destroyer', system: '18' };
    expect(ship(plan([d], '44', { players: [{ ...RED, relics: ['circlet-of-the-void'] }, BLUE] }), 'd')).toMatchObject({ cost: 1 });
  });
  test('ti4.move.rift: a carrier (move 1) at 28 reaches 29 through the rift 41 with one roll', () => {
    const p = plan([{ id: 'c', player: 'red', type: 'carrier', system: '28' }], '29');
    expect(ship(p, 'c')).toMatchObject({ path: ['28', '41', '29'], cost: 2, riftRolls: 1, riftRollSystems: ['41'] });
  });
  test('ti4.search.order: with move 2 the route without a rift roll wins at equal cost', () => {
    const p = plan([{ id: 'c', player: 'red', type: 'carrier', system: '28', upgraded: true }], '29');
    expect(ship(p, 'c')).toMatchObject({ path: ['28', '65', '29'], cost: 2, riftRolls: 0 });
  });
  test('ti4.move.rift-roll: starting in a rift gives +1 and one roll; ending in a rift rolls nothing', () => {
    const p = plan([{ id: 'dn', player: 'red', type: 'dreadnought', system: '41' }, { id: 'c', player: 'red', type: 'carrier', system: '29' }], '26');
    expect(ship(p, 'dn')).toMatchObject({ path: ['41', '29', '26'], riftRolls: 1 });
    const into = plan([{ id: 'c', player: 'red', type: 'carrier', system: '29' }], '41');
    expect(ship(into, 'c')).toMatchObject({ cost: 1, riftRolls: 0 });
  });
  test('ti4.move.rift (Crucible): no rolls, and a further +1 per rift exit', () => {
    const dn = { id: 'dn', player: 'red', type: 'dreadnought', system: '41' };
    expect(why(plan([dn], '20'), 'dn')).toMatchObject({ rule: 'ti4.move.path' });
    expect(ship(plan([dn], '20', { played: [{ id: 'crucible' }] }), 'dn')).toMatchObject({ cost: 3, riftRolls: 0 });
  });
  test('ti4.move.rift-roll: Vuil\'raith ships do not roll for their own Dimensional Tear; others do', () => {
    const cabal = { id: 'v', faction: 'vuilraith' };
    const units = [{ id: 'tear', player: 'v', type: 'space-dock', system: '19' }, { id: 'vc', player: 'v', type: 'carrier', system: '19' }, { id: 'rc', player: 'red', type: 'carrier', system: '19' }];
    const v = planActive(scenario({ map: SIX, players: [cabal, RED], units, activeSystem: '18' }));
    expect(v.ships[0]).toMatchObject({ unit: 'vc', path: ['19', '26', '18'], riftRolls: 0 });
    const r = planActive(scenario({ map: SIX, players: [RED, cabal], units, activeSystem: '18' }));
    expect(r.ships[0]).toMatchObject({ unit: 'rc', path: ['19', '26', '18'], riftRolls: 1 });
  });
});

describe('move value effects', () => {
  const c = { id: 'c', player: 'red', type: 'carrier', system: '19' };
  test('ti4.move.path (Gravity Drive): a carrier reaches cost 2 only with the +1, marked gravityDrive', () => {
    const p = plan([c], '18', { players: [{ ...RED, technologies: ['gravity-drive'] }, BLUE] });
    expect(ship(p, 'c')).toMatchObject({ cost: 2, gravityDrive: true, moveValue: 1 });
  });
  test('ti4.move.path (Gravity Drive): one ship only in resolve', () => {
    const s = scenario({
      map: SIX,
      players: [{ ...RED, technologies: ['gravity-drive'] }],
      units: [c, { id: 'c2', player: 'red', type: 'carrier', system: '19' }],
      activeSystem: '18',
      moves: [{ unit: 'c', path: ['19', '26', '18'] }, { unit: 'c2', path: ['19', '26', '18'] }],
    });
    const out = resolveOk(s);
    expect(out.legal).toBe(false);
    expect(out.violations).toEqual([expect.objectContaining({ unit: 'c2', rule: 'ti4.move.path' })]);
  });
  test('ti4.move.path (Slipstream): Creuss ships starting in an alpha/beta system get +1', () => {
    const p = planActive(scenario({ map: SIX, players: [{ id: 'k', faction: 'creuss' }], units: [{ id: 'c', player: 'k', type: 'carrier', system: '26' }, { id: 'c2', player: 'k', type: 'carrier', system: '19' }], activeSystem: '27' }));
    expect(p.ships.map((s) => s.unit)).toEqual(['c']);
  });
  test('ti4.move.path (Captain Mendosa): the chosen ship takes the highest move value on the board', () => {
    const p = plan([c, { id: 'ws', player: 'blue', type: 'war-sun', system: '30' }], '18', { played: [{ id: 'captain-mendosa', unit: 'c' }] });
    expect(ship(p, 'c')).toMatchObject({ cost: 2, moveValue: 2 });
  });
  test('ti4.adj.effects (Memoria): the Nomad flagship is adjacent to systems with Nomad mechs', () => {
    const p = planActive(scenario({ map: SIX, players: [{ id: 'n', faction: 'nomad' }], units: [{ id: 'fs', player: 'n', type: 'flagship', system: '1' }, { id: 'm', player: 'n', type: 'mech', system: '44' }], activeSystem: '38' }));
    expect(p.unreachable[0]).toMatchObject({ unit: 'fs' });
    const q = planActive(scenario({ map: SIX, players: [{ id: 'n', faction: 'nomad' }], units: [{ id: 'fs', player: 'n', type: 'flagship', system: '1' }, { id: 'm', player: 'n', type: 'mech', system: '38' }], activeSystem: '38' }));
    expect(q.ships[0]).toMatchObject({ unit: 'fs', path: ['1', '38'], cost: 1 });
  });
});

describe('activation', () => {
  test('ti4.move.step (Chaos Mapping): others cannot activate an asteroid field holding Saar ships', () => {
    const saar = { id: 's', faction: 'saar', technologies: ['chaos-mapping'] };
    const p = planActive(scenario({ map: SIX, players: [{ ...RED, technologies: ['antimass-deflectors'] }, saar], units: [{ id: 'd', player: 'red', type: 'destroyer', system: '18' }, { id: 'sd', player: 's', type: 'destroyer', system: '44' }], activeSystem: '44' }));
    expect(p.unreachable[0]).toMatchObject({ unit: 'd', rule: 'ti4.move.step' });
  });
  test('ti4.move.step (Ceasefire): no unit moves into the active system', () => {
    const p = plan([{ id: 'd', player: 'red', type: 'destroyer', system: '26' }], '18', { played: [{ id: 'ceasefire', player: 'blue' }] });
    expect(why(p, 'd')).toMatchObject({ rule: 'ti4.move.step' });
  });
});
