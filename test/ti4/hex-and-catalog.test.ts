import { describe, expect, test } from 'vitest';
import { HYPERLANE_LANES, rotatedLanes } from '../../src/ti4/catalog/hyperlanes.ts';
import { systemTile } from '../../src/ti4/catalog/tiles.ts';
import { factionVariant, unitStats } from '../../src/ti4/catalog/units.ts';
import { statsFor } from '../../src/ti4/context.ts';
import { hexToIndex, indexToHex, neighbour, ringStart } from '../../src/ti4/map/hex.ts';
import { ROTATED_FACES } from './rotated-faces.ts';

describe('ti4.map.positions / ti4.map.hex', () => {
  test('ti4.map.hex: index 1 has neighbours N 7, NE 8, SE 2, S 0, SW 6, NW 18 (the worked example)', () => {
    const one = indexToHex(1);
    expect([0, 1, 2, 3, 4, 5].map((s) => hexToIndex(neighbour(one, s)))).toEqual([7, 8, 2, 0, 6, 18]);
  });
  test('ti4.map.positions: rings start at 1, 7, 19, 37, 61; ring-1 indices 1..6 are N, NE, SE, S, SW, NW', () => {
    expect([1, 2, 3, 4, 5].map(ringStart)).toEqual([1, 7, 19, 37, 61]);
    expect([1, 2, 3, 4, 5, 6].map((i) => indexToHex(i))).toEqual([
      { q: 0, r: -1, s: 1 }, { q: 1, r: -1, s: 0 }, { q: 1, r: 0, s: -1 }, { q: 0, r: 1, s: -1 }, { q: -1, r: 1, s: 0 }, { q: -1, r: 0, s: 1 },
    ]);
    // ring 2 starts north (0,-2,2) then walks SE: index 8 is (1,-2,1)
    expect(indexToHex(7)).toEqual({ q: 0, r: -2, s: 2 });
    expect(indexToHex(8)).toEqual({ q: 1, r: -2, s: 1 });
  });
  test('ti4.map.positions: index <-> hex round-trips for 8 rings', () => {
    for (let i = 0; i < 1 + 3 * 8 * 9; i++) expect(hexToIndex(indexToHex(i))).toBe(i);
  });
});

describe('ti4.adj.lane-data / ti4.adj.rotation', () => {
  test('ti4.adj.rotation: all 108 rotated faces equal shared/data/ti4-hyperlanes.tsv', () => {
    expect(ROTATED_FACES).toHaveLength(108);
    for (const [token, lanes] of ROTATED_FACES) {
      const m = /^(\d+)([AB])(\d)$/.exec(token)!;
      const ours = rotatedLanes(Number(m[1]), m[2] as 'A' | 'B', Number(m[3])).map(([a, b]) => `${a}-${b}`).join(',');
      expect(ours, token).toBe(lanes);
    }
  });
  test('ti4.adj.rotation: 88A rotated by 2 becomes 0-2, 0-3, 0-4', () => {
    expect(rotatedLanes(88, 'A', 2)).toEqual([[0, 2], [0, 3], [0, 4]]);
  });
  test('ti4.adj.lane-data: identical faces 83B = 85B = 88B, 84B = 86B = 91A, 85A = 86A, 87B = 91B, 89B = 90B', () => {
    const f = (t: number, s: 'A' | 'B') => JSON.stringify(HYPERLANE_LANES[t]![s]);
    expect(f(83, 'B')).toBe(f(85, 'B'));
    expect(f(85, 'B')).toBe(f(88, 'B'));
    expect(f(84, 'B')).toBe(f(86, 'B'));
    expect(f(86, 'B')).toBe(f(91, 'A'));
    expect(f(85, 'A')).toBe(f(86, 'A'));
    expect(f(87, 'B')).toBe(f(91, 'B'));
    expect(f(89, 'B')).toBe(f(90, 'B'));
  });
});

describe('ti4.tiles.*', () => {
  test('ti4.tiles.anomalies: asteroid 44 45 79, nebula 42 56 68, supernova 43 80 81, rift 41 67', () => {
    const of = (a: string) => Array.from({ length: 82 }, (_, i) => i + 1).filter((t) => systemTile(t)?.anomalies.includes(a as never));
    expect(of('asteroid-field')).toEqual([44, 45, 79]);
    expect(of('nebula')).toEqual([42, 56, 68]);
    expect(of('supernova')).toEqual([43, 80, 81]);
    expect(of('gravity-rift')).toEqual([41, 67]);
  });
  test('ti4.adj.wormhole: alpha 26 39 79, beta 25 40 64, delta 17 51; 82 inactive gamma, active alpha beta gamma', () => {
    const of = (w: string) => Array.from({ length: 81 }, (_, i) => i + 1).filter((t) => systemTile(t)?.wormholes.includes(w as never));
    expect(of('alpha')).toEqual([26, 39, 79]);
    expect(of('beta')).toEqual([25, 40, 64]);
    expect(of('delta')).toEqual([17, 51]);
    expect(systemTile(82)!.wormholes).toEqual(['gamma']);
    expect(systemTile(82)!.activeWormholes).toEqual(['alpha', 'beta', 'gamma']);
  });
  test('ti4.tiles.corrections / ti4.map.offmap: 17 on the map, 51 and 82 off it, Mallice legendary', () => {
    expect(systemTile(17)!.offMap).toBe(false);
    expect(systemTile(51)!.offMap).toBe(true);
    expect(systemTile(82)!.offMap).toBe(true);
    expect(systemTile(82)!.planets[0]).toEqual({ name: 'Mallice', resources: 0, influence: 3, legendary: true });
    expect(systemTile(18)!.planets[0]!.name).toBe('Mecatol Rex');
  });
});

describe('ti4.units.values', () => {
  test('generic units and their upgrades', () => {
    const v = (id: string) => {
      const u = unitStats(id)!;
      return [u.move, u.capacity, u.upgradedMove ?? null, u.upgradedCapacity ?? null];
    };
    expect(v('carrier')).toEqual([1, 4, 2, 6]);
    expect(v('cruiser')).toEqual([2, 0, 3, 1]);
    expect(v('destroyer')).toEqual([2, 0, 2, 0]);
    expect(v('dreadnought')).toEqual([1, 1, 2, 1]);
    expect(v('fighter')).toEqual([null, 0, 2, 0]);
    expect(v('war-sun')).toEqual([2, 6, null, null]);
  });
  test('faction units that differ replace the generic ones', () => {
    expect(statsFor('carrier', 'sol')!.id).toBe('advanced-carrier');
    expect(statsFor('cruiser', 'titans')!.capacity).toBe(1);
    expect(statsFor('war-sun', 'muaat')!.move).toBe(1);
    expect(statsFor('space-dock', 'saar')!.id).toBe('floating-factory');
    expect(statsFor('flagship', 'yssaril')!.move).toBe(2);
    expect(factionVariant('carrier', 'hacan')).toBeUndefined();
  });
  test('flagship capacities: Arborec 5, L1Z1X 5, Sol 12, Naalu 6, Naaz-Rokha 4, Keleres 6, Memoria II 6, others 3', () => {
    const cap = (f: string) => statsFor('flagship', f)!.capacity;
    expect([cap('arborec'), cap('l1z1x'), cap('sol'), cap('naalu'), cap('naazrokha'), cap('keleres'), cap('hacan')]).toEqual([5, 5, 12, 6, 4, 6, 3]);
    expect(unitStats('memoria')!.upgradedCapacity).toBe(6);
    expect(unitStats('memoria')!.upgradedMove).toBe(2);
  });
  test('ti4.units.conflicts: Artemiris 6, Strike Wing Alpha II capacity 1', () => {
    expect(unitStats('artemiris')!.capacity).toBe(6);
    expect(unitStats('strike-wing-alpha')!.upgradedCapacity).toBe(1);
  });
});

describe('ti4.units.values: upgrades from technologies', () => {
  test('a researched unit upgrade changes the move value; the generic name upgrades the faction unit too', async () => {
    const { scenario } = await import('./helpers.ts');
    const { buildContext } = await import('../../src/ti4/context.ts');
    const { galaxyOf } = await import('../../src/ti4/world.ts');
    const s = scenario({
      map: '26',
      players: [{ id: 'sol', faction: 'sol', technologies: ['carrier-ii'] }, { id: 'h', faction: 'hacan', technologies: ['cruiser-ii'] }],
      units: [{ id: 'a', player: 'sol', type: 'carrier', system: '26' }, { id: 'b', player: 'h', type: 'cruiser', system: '26' }, { id: 'c', player: 'h', type: 'carrier', system: '26' }],
    });
    const g = galaxyOf(s);
    if (!g.ok) throw new Error('map');
    const c = buildContext(s, g.value);
    expect(c.unitById.get('a')).toMatchObject({ move: 2, capacity: 8 });
    expect(c.unitById.get('b')).toMatchObject({ move: 3, capacity: 1 });
    expect(c.unitById.get('c')).toMatchObject({ move: 1, capacity: 4 });
  });
});
