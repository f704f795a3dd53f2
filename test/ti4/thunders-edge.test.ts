import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { systemTile } from '../../src/ti4/catalog/tiles.ts';
import { adjacencyOf, neighboursOf, planActive, resolveOk, scenario, SIX } from './helpers.ts';

/**
 * Thunder's Edge: tiles 92-118 (data/ti4-thunders-edge.tsv), epsilon wormholes, the Crimson
 * Rebellion (Sundered, breaches, Resonance Generator, Sever), the Fracture, entropic scars and
 * The Watchtower's contested anomalies.
 *
 * TE6 is the 6-player map of helpers.ts with Thunder's Edge tiles in place of 27 (113, a gravity
 * rift with a beta wormhole), 43 (117), 21 (94, epsilon), 23 (114, a scar), 24 (102, alpha),
 * 28 (115, an asteroid field) and 30 (96a).
 */
const TE6 = '26 68 113 40 44 65 19 20 117 94 22 114 42 102 25 115 41 29 1 96a 31 5 32 33 10 34 35 4 36 37 17 38 39 14 59 60';

describe('ti4.tiles.columns: the Thunder\'s Edge catalog equals data/ti4-thunders-edge.tsv', () => {
  const rows = readFileSync(join(import.meta.dirname, '..', '..', 'data', 'ti4-thunders-edge.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .slice(1)
    .map((l) => l.split('\t'));
  const list = (cell: string) => cell.split(';').map((x) => x.trim()).filter((x) => x !== '');
  test.each(rows.map((r) => [r[0]!, r] as const))('tile %s', (_, [tile, category, , mapClass, planets, wormholes, anomalies, source]) => {
    const m = /^(\d+)([ab])?$/.exec(tile!)!;
    const t = systemTile(Number(m[1]), m[2] as 'a' | 'b' | undefined)!;
    expect(t).toBeDefined();
    expect(source!.length).toBeGreaterThan(0);
    expect(t).toMatchObject({ expansion: 'te', category, offMap: mapClass === 'off-map' });
    expect(t.planets.map((p) => p.name)).toEqual(list(planets!));
    expect(t.wormholes).toEqual(list(wormholes!));
    expect(t.anomalies).toEqual(list(anomalies!));
  });
  test('27 rows: 92-118 with 96 as 96a and 96b', () => expect(rows).toHaveLength(28));
});

describe('Thunder\'s Edge adjacency: links added by tiles, tokens and abilities', () => {
  test('ti4.adj.wormhole: epsilon joins The Sorrow (94) and the Crimson home (118, off the map); 113 holds a beta wormhole', () => {
    const s = scenario({ map: TE6, players: [{ id: 'c', faction: 'rebellion' }, { id: 'h', faction: 'hacan' }] });
    expect(neighboursOf(s, '118', null)).toEqual([94]);
    expect(neighboursOf(s, '94', null)).toContain(118);
    // for Hacan (not Sundered) 113 and 25, 40 are beta systems
    const h = scenario({ map: TE6, players: [{ id: 'h', faction: 'hacan' }, { id: 'c', faction: 'rebellion' }] });
    expect(neighboursOf(h, '25', null)).toContain(113);
    expect(neighboursOf(h, '118', null)).toEqual([94]);
  });
  test('Sundered: the Crimson Rebellion uses epsilon wormholes only', () => {
    const crimson = scenario({ map: TE6, players: [{ id: 'c', faction: 'rebellion' }] });
    expect(neighboursOf(crimson, '26', null)).not.toContain(39);
    expect(neighboursOf(crimson, '25', null)).not.toContain(113);
    const other = scenario({ map: TE6, players: [{ id: 'h', faction: 'hacan' }] });
    expect(neighboursOf(other, '26', null)).toContain(39);
  });
  test('Sever: the wormholes of the system with the Sever token have no effect during movement', () => {
    const s = scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], played: [{ id: 'sever', system: '39' }] });
    expect(neighboursOf(s, '26', null)).not.toContain(39);
    expect(neighboursOf(s, '26', null)).toContain(18);
  });
  test('Incursion: systems with active breaches are adjacent to each other; inactive breaches join nothing', () => {
    const breaches = [{ system: '19', active: true }, { system: '35', active: true }, { system: '60', active: false }];
    const s = scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], thundersEdge: { breaches } });
    expect(neighboursOf(s, '19', null)).toContain(35);
    expect(neighboursOf(s, '35', null)).toContain(19);
    expect(neighboursOf(s, '35', null)).not.toContain(60);
  });
  test('ti4.move.path (Resonance Generator): +1 to Crimson ships starting in their home or an active breach', () => {
    const players = [{ id: 'c', faction: 'rebellion', technologies: ['resonance-generator'] }];
    const units = [{ id: 'd', player: 'c', type: 'destroyer', system: '118' }, { id: 'e', player: 'c', type: 'destroyer', system: '19' }];
    const plan = planActive(scenario({ map: TE6, players, units, activeSystem: '22', thundersEdge: { breaches: [{ system: '19', active: true }] } }));
    // 118 -> 94 -> 22 needs 2 (destroyer move 2 + 1); 19 -> 26 -> 18 -> ... 22 is 3 away from 19: 2 + 1
    expect(plan.ships.map((x) => [x.unit, x.moveValue])).toEqual([['d', 3], ['e', 3]]);
  });
  test('the Fracture: every ingress adjacent to every egress, never ingress-ingress or egress-egress; its tiles touch only each other', () => {
    const thundersEdge = {
      fracture: { systems: [{ id: 'f1' }, { id: 'f2' }, { id: 'f3', anomalies: ['gravity-rift' as const] }], links: [['f1', 'f2'] as [string, string], ['f2', 'f3'] as [string, string]], ingress: ['19', '22'], egress: ['f1', 'f3'] },
    };
    const s = scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], thundersEdge });
    const names = (system: string) => {
      const { adj, ids, node } = adjacencyOf(s, null);
      return adj.next[node(system)]!.map(ids).sort();
    };
    expect(names('f1')).toEqual(['19', '22', 'f2']);
    expect(names('f2')).toEqual(['f1', 'f3']);
    expect(names('19')).toContain('f1');
    expect(names('19')).not.toContain('22');
    expect(names('f1')).not.toContain('f3');
    // a ship moves 19 -> f1 -> f2 (cost 2) and is planned and resolved along it
    const units = [{ id: 'c', player: 'h', type: 'cruiser', system: '19' }];
    const plan = planActive(scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], thundersEdge, units, activeSystem: 'f2' }));
    expect(plan.ships[0]).toMatchObject({ path: ['19', 'f1', 'f2'], cost: 2 });
    expect(resolveOk(scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], thundersEdge, units, activeSystem: 'f2', moves: [{ unit: 'c', path: ['19', 'f1', 'f2'] }] })).legal).toBe(true);
  });
  test('the Fracture: names are checked', () => {
    expect(() => scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], thundersEdge: { fracture: { systems: [{ id: '26' }] } } })).toThrow(/fracture.systems\[0\].id/);
    expect(() => scenario({ map: SIX, players: [{ id: 'h', faction: 'hacan' }], thundersEdge: { fracture: { systems: [{ id: 'f1' }], links: [['f1', '19']] } } })).toThrow(/links\[0\]\[1\]/);
  });
});

describe('Thunder\'s Edge anomalies', () => {
  const players = [{ id: 'h', faction: 'hacan' }];
  test('ti4.tiles.anomalies: The Watchtower (117) is an asteroid field and a gravity rift by default; the scenario may read it otherwise', () => {
    // 117 is at 43's place (index 9), next to 20 and 21's place (94)
    const units = [{ id: 'c', player: 'h', type: 'cruiser', system: '20' }];
    expect(planActive(scenario({ map: TE6, players, units, activeSystem: '117' })).unreachable[0]?.rule).toBe('ti4.move.asteroid');
    const plan = planActive(scenario({ map: TE6, players, units, activeSystem: '117', thundersEdge: { watchtower: ['gravity-rift'] } }));
    expect(plan.ships[0]).toMatchObject({ unit: 'c', cost: 1 });
  });
  test('ti4.move.scar: a scar neither stops ships nor rolls, and a wormhole token placed there is returned', () => {
    const units = [{ id: 'c', player: 'h', type: 'carrier', system: '114' }];
    const s = scenario({ map: TE6, players, units, activeSystem: '22', wormholeTokens: [{ wormhole: 'alpha', system: '114' }] });
    const plan = planActive(s);
    expect(plan.ships[0]).toMatchObject({ unit: 'c', cost: 1, riftRolls: 0 });
    expect(plan.trace.map((t) => t.rule)).toContain('ti4.move.scar');
    expect(neighboursOf(s, '114', null)).not.toContain(26);
  });
  test('113: a gravity rift with a beta wormhole: leaving it gives +1 and a roll', () => {
    const units = [{ id: 'd', player: 'h', type: 'cruiser', system: '113' }];
    const out = resolveOk(scenario({ map: TE6, players, units, activeSystem: '25', moves: [{ unit: 'd', path: ['113', '25'] }] }));
    expect(out.legal).toBe(true);
    expect(out.riftRolls).toEqual([{ unit: 'd', system: '113' }]);
  });
});

describe('property: every planned route on a Thunder\'s Edge map resolves legal', () => {
  const systems = ['18', '26', '68', '113', '40', '44', '65', '19', '20', '117', '94', '22', '114', '42', '102', '25', '115', '41', '29', '1', '96a', '118'];
  test('random fleets, breaches and fracture tokens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom('destroyer', 'carrier', 'cruiser', 'dreadnought'), system: fc.constantFrom(...systems) }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(...systems), { maxLength: 2 }),
        fc.subarray(systems.slice(0, 12), { maxLength: 3 }),
        fc.constantFrom('rebellion', 'hacan'),
        fc.constantFrom(...systems, 'f1'),
        (fleet, enemies, breaches, faction, active) => {
          const units = [
            ...fleet.map((u, i) => ({ id: `m${i}`, player: 'p', ...u })),
            ...enemies.map((system, i) => ({ id: `e${i}`, player: 'x', type: 'destroyer', system })),
          ];
          const s = {
            map: TE6,
            players: [{ id: 'p', faction, technologies: ['resonance-generator'] }, { id: 'x', faction: 'letnev' }],
            units,
            activeSystem: active,
            thundersEdge: { breaches: breaches.map((system) => ({ system, active: true })), fracture: { systems: [{ id: 'f1' }], ingress: ['19', '65'], egress: ['f1'] } },
          };
          const plan = planActive(scenario(s));
          for (const ship of plan.ships) {
            const out = resolveOk(scenario({ ...s, moves: [{ unit: ship.unit, path: [...ship.path], ...(ship.gravityDrive ? { gravityDrive: true } : {}) }] }));
            expect(out.violations).toEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
