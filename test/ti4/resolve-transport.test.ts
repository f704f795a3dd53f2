import { describe, expect, test } from 'vitest';
import { prepareWorld } from '../../src/ti4/world.ts';
import { parseScenario } from '../../src/schema/index.ts';
import type { Ti4Scenario, Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import { planActive, resolveOk, scenario, SIX } from './helpers.ts';

const RED = { id: 'red', faction: 'hacan' };
const BLUE = { id: 'blue', faction: 'letnev' };

function resolve(units: Ti4ScenarioInput['units'], moves: Ti4ScenarioInput['moves'], activeSystem: string, extra: Partial<Ti4ScenarioInput> = {}) {
  return resolveOk(scenario({ map: SIX, players: [RED, BLUE], units, moves, activeSystem, ...extra }));
}
const rules = (out: { violations: readonly { rule: string }[] }) => out.violations.map((v) => v.rule);

describe('resolve: every violation with its rule id', () => {
  const d = { id: 'd', player: 'red', type: 'destroyer', system: '19' };
  test('ti4.move.path: a legal move reports no violation and no roll', () => {
    const out = resolve([d], [{ unit: 'd', path: ['19', '26', '18'] }], '18');
    expect(out).toMatchObject({ game: 'ti4', legal: true, violations: [], riftRolls: [] });
    expect(out.trace.every((t) => t.rule.startsWith('ti4.'))).toBe(true);
  });
  test('ti4.move.path: steps between systems that are not adjacent', () => {
    const out = resolve([d], [{ unit: 'd', path: ['19', '18'] }], '18');
    expect(out.violations).toEqual([expect.objectContaining({ unit: 'd', rule: 'ti4.move.path', system: '18' })]);
  });
  test('ti4.move.end-active and ti4.move.path: wrong end, wrong start, too far', () => {
    const out = resolve([d], [{ unit: 'd', path: ['26', '18', '27', '22'] }], '18');
    expect(rules(out)).toEqual(expect.arrayContaining(['ti4.move.path', 'ti4.move.end-active']));
    expect(out.violations.filter((v) => v.rule === 'ti4.move.path').length).toBeGreaterThanOrEqual(2);
  });
  test('several violations at once: blocked, token, asteroid', () => {
    const out = resolve(
      [d, { id: 'bf', player: 'blue', type: 'fighter', system: '26' }, { id: 'd2', player: 'red', type: 'destroyer', system: '40' }],
      [{ unit: 'd', path: ['19', '26', '18'] }, { unit: 'd2', path: ['40', '18'] }],
      '18',
      { players: [{ ...RED, commandTokens: ['40'] }, BLUE] },
    );
    expect(rules(out).sort()).toEqual(['ti4.move.blocked', 'ti4.move.token']);
    const ast = resolve([{ id: 'x', player: 'red', type: 'destroyer', system: '18' }], [{ unit: 'x', path: ['18', '44'] }], '44');
    expect(rules(ast)).toEqual(['ti4.move.asteroid']);
  });
  test('ti4.move.step: only the active player moves, each ship once', () => {
    const out = resolve([d, { id: 'b', player: 'blue', type: 'destroyer', system: '27' }], [{ unit: 'b', path: ['27', '18'] }, { unit: 'd', path: ['19', '26', '18'] }, { unit: 'd', path: ['19', '26', '18'] }], '18');
    expect(rules(out)).toEqual(['ti4.move.step', 'ti4.move.step']);
  });
  test('ti4.move.rift-roll: one roll per departure, with what it carries (ti4.transport.lost)', () => {
    const out = resolve(
      [{ id: 'c', player: 'red', type: 'carrier', system: '28' }, { id: 'f', player: 'red', type: 'fighter', system: '28' }],
      [{ unit: 'c', path: ['28', '41', '29'], transport: ['f'] }],
      '29',
    );
    expect(out.legal).toBe(true);
    expect(out.riftRolls).toEqual([{ unit: 'c', system: '41', carrying: ['f'] }]);
  });
  test('ti4.move.nebula: moving through a nebula is refused in resolve too', () => {
    const out = resolve([{ id: 'x', player: 'red', type: 'destroyer', system: '20' }], [{ unit: 'x', path: ['20', '68', '27'] }], '27');
    expect(rules(out)).toEqual(['ti4.move.nebula']);
  });
  test('ti4.fleet.pool: non-fighter ships in the active system beyond the fleet pool', () => {
    const out = resolve([d, { id: 'd2', player: 'red', type: 'destroyer', system: '18' }], [{ unit: 'd', path: ['19', '26', '18'] }], '18', { players: [{ ...RED, fleetPool: 1 }, BLUE] });
    expect(rules(out)).toEqual(['ti4.fleet.pool']);
  });
});

describe('transport', () => {
  const carrier = { id: 'c', player: 'red', type: 'carrier', system: '19' };
  const fighters = Array.from({ length: 5 }, (_, i) => ({ id: `f${i}`, player: 'red', type: 'fighter', system: '19' }));
  test('ti4.transport.capacity: a carrier carries 4, not 5', () => {
    const ok4 = resolve([carrier, ...fighters], [{ unit: 'c', path: ['19', '26'], transport: ['f0', 'f1', 'f2', 'f3'] }], '26');
    expect(ok4.legal).toBe(true);
    const five = resolve([carrier, ...fighters], [{ unit: 'c', path: ['19', '26'], transport: ['f0', 'f1', 'f2', 'f3', 'f4'] }], '26');
    expect(rules(five)).toEqual(['ti4.transport.capacity']);
  });
  test('ti4.transport.pickup: units are picked up only on the path; ti4.transport.token: not where the own token lies', () => {
    const units = [{ ...carrier, upgraded: true }, { id: 'i1', player: 'red', type: 'infantry', system: '20' }, { id: 'i2', player: 'red', type: 'infantry', system: '30' }];
    const out = resolve(units, [{ unit: 'c', path: ['19', '20', '26'], transport: ['i1', 'i2'] }], '26');
    expect(out.violations).toEqual([expect.objectContaining({ unit: 'i2', rule: 'ti4.transport.pickup' })]);
    const token = resolve(units, [{ unit: 'c', path: ['19', '20', '26'], transport: ['i1'] }], '26', { players: [{ ...RED, commandTokens: ['20'] }, BLUE] });
    expect(rules(token)).toEqual(['ti4.transport.token']);
  });
  test('ti4.transport.pickup: from the active system itself is fine even with a command token there', () => {
    const units = [{ id: 'd', player: 'red', type: 'cruiser', system: '26', upgraded: true }, { id: 'i', player: 'red', type: 'infantry', system: '26' }];
    const out = resolve(units, [{ unit: 'd', path: ['26', '19', '26'], transport: ['i'] }], '26', { players: [{ ...RED, commandTokens: ['26'] }, BLUE] });
    expect(out.legal).toBe(true);
  });
  test('ti4.move.simultaneous: a Fighter II cannot both move and ride', () => {
    const units = [carrier, { id: 'f', player: 'red', type: 'fighter', system: '19', upgraded: true }];
    const out = resolve(units, [{ unit: 'c', path: ['19', '26'], transport: ['f'] }, { unit: 'f', path: ['19', '26'] }], '26');
    expect(rules(out)).toContain('ti4.move.simultaneous');
  });
  test('ti4.transport.argent: Argent mechs use no capacity', () => {
    const argent = { id: 'a', faction: 'argent' };
    const units = [{ id: 'dd', player: 'a', type: 'destroyer', system: '19' }, { id: 'm', player: 'a', type: 'mech', system: '19' }, { id: 'i', player: 'a', type: 'infantry', system: '19' }];
    // Strike Wing Alpha (capacity 1) carries a mech and an infantry
    const out = resolveOk(scenario({ map: SIX, players: [argent], units, activeSystem: '26', moves: [{ unit: 'dd', path: ['19', '26'], transport: ['m', 'i'] }] }));
    expect(out.legal).toBe(true);
  });
  test('ti4.transport.capacity: structures and other ships are not transported', () => {
    const units = [carrier, { id: 'p', player: 'red', type: 'pds', system: '19' }];
    expect(rules(resolve(units, [{ unit: 'c', path: ['19', '26'], transport: ['p'] }], '26'))).toEqual(['ti4.transport.capacity']);
  });
  test('plan bring: a carrier I takes what is in its start system; a carrier II detours to pick up more', () => {
    const units = [carrier, { id: 'i1', player: 'red', type: 'infantry', system: '19' }, { id: 'i2', player: 'red', type: 'infantry', system: '20' }];
    const one = planActive(scenario({ map: SIX, players: [RED], units, activeSystem: '26', bring: ['i1', 'i2'] }));
    expect(one.transport).toMatchObject({ complete: false, carried: [{ unit: 'i1', by: 'c', from: '19' }] });
    expect(one.transport!.left[0]).toMatchObject({ unit: 'i2' });
    const two = planActive(scenario({ map: SIX, players: [RED], units: [{ ...carrier, upgraded: true }, ...units.slice(1)], activeSystem: '26', bring: ['i1', 'i2'] }));
    expect(two.transport).toMatchObject({ complete: true, moves: [{ unit: 'c', path: ['19', '20', '26'], transport: ['i1', 'i2'] }] });
    // the shortest route is still reported in ships
    expect(two.ships[0]).toMatchObject({ path: ['19', '26'], cost: 1 });
  });
  test('plan bring: capacity limits the assignment and Fighter II fly on their own', () => {
    const units = [{ id: 'd', player: 'red', type: 'dreadnought', system: '19' }, { id: 'i1', player: 'red', type: 'infantry', system: '19' }, { id: 'i2', player: 'red', type: 'infantry', system: '19' }, { id: 'f', player: 'red', type: 'fighter', system: '19', upgraded: true }];
    const p = planActive(scenario({ map: SIX, players: [RED], units, activeSystem: '26', bring: ['i1', 'i2', 'f'] }));
    expect(p.transport).toMatchObject({ complete: false, flying: ['f'], carried: [{ unit: 'i1', by: 'd' }] });
  });
});

describe('check: catalog names and references with JSON paths', () => {
  function problems(input: Record<string, unknown>) {
    const parsed = parseScenario({ game: 'ti4', map: SIX, players: [RED], ...input });
    if (!parsed.ok) return parsed.issues;
    const world = prepareWorld(parsed.value as Ti4Scenario);
    return world.ok ? [] : world.issues;
  }
  test('unknown faction, technology, law, unit type and card suggest the closest names', () => {
    const out = problems({ players: [{ id: 'r', faction: 'creus', technologies: ['gravity-driv'] }], laws: ['wormhole-reconstrction'], units: [{ id: 'u', player: 'r', type: 'carier', system: '26' }], played: [{ id: 'lost-star-charts' }] });
    expect(out.map((i) => i.path)).toEqual(['players[0].faction', 'players[0].technologies[0]', 'units[0].type', 'laws[0]', 'played[0].id']);
    expect(out[0]!.message).toContain('"creuss"');
    expect(out[2]!.message).toContain('"carrier"');
  });
  test('references: unit, player and system ids must exist (moves[0].unit, units[0].system, activeSystem)', () => {
    const out = problems({ units: [{ id: 'u', player: 'red', type: 'carrier', system: '99' }], activeSystem: '99', moves: [{ unit: 'zz', path: ['26'] }] });
    expect(out.map((i) => [i.path, i.rule])).toEqual([
      ['units[0].system', 'ti4.map.positions'],
      ['activeSystem', 'ti4.map.positions'],
      ['moves[0].unit', 'reference'],
    ]);
  });
  test('ti4.adj.hyperlane: a hyperlane tile is not a system', () => {
    const out = problems({ map: '83A1 26', activeSystem: '83' });
    expect(out[0]).toMatchObject({ path: 'activeSystem', rule: 'ti4.adj.hyperlane' });
  });
  test('ti4.units.values: a faction unit belongs to its faction', () => {
    const out = problems({ units: [{ id: 'u', player: 'red', type: 'advanced-carrier', system: '26' }] });
    expect(out[0]).toMatchObject({ path: 'units[0].type', rule: 'ti4.units.values' });
  });
  test('unknown keys stay rejected', () => {
    const out = problems({ nexsu: 'active' });
    expect(out[0]).toMatchObject({ path: 'nexsu', rule: 'schema' });
  });
});

describe('ti4.move.rift-roll with given dice', () => {
  test('ti4.move.rift-roll: a 3 removes the carrier and its fighter; a 4 lets it through', () => {
    const base = {
      map: SIX,
      players: [RED],
      units: [{ id: 'c', player: 'red', type: 'carrier', system: '28' }, { id: 'f', player: 'red', type: 'fighter', system: '28' }],
      activeSystem: '29',
      moves: [{ unit: 'c', path: ['28', '41', '29'], transport: ['f'] }],
    };
    expect(resolveOk(scenario({ ...base, riftDice: [{ unit: 'c', system: '41', result: 3 }] })).riftRolls).toEqual([{ unit: 'c', system: '41', carrying: ['f'], result: 3, destroyed: true }]);
    expect(resolveOk(scenario({ ...base, riftDice: [{ unit: 'c', system: '41', result: 4 }] })).riftRolls[0]).toMatchObject({ result: 4, destroyed: false });
  });
});
