import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importTi4Map } from '../../src/import/ti4-map.ts';
import type { Ti4Scenario, Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { Side } from '../../src/ti4/catalog/hyperlanes.ts';
import { HYPERLANE_LANES, HYPERLANE_TILES, isHyperlaneTile, rotatedLanes } from '../../src/ti4/catalog/hyperlanes.ts';
import { systemTile } from '../../src/ti4/catalog/tiles.ts';
import { unitStats } from '../../src/ti4/catalog/units.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { resolveScenario } from '../../src/ti4/resolve.ts';
import { neighboursOf, planActive, resolveOk, scenario, SIX } from './helpers.ts';

/**
 * Thunder's Edge, the rest of issue 15: hyperlanes 119-124, the units with their own move values,
 * the leaders, breakthroughs and events that pass other players' ships or change move values and
 * rifts, Watchful Ojz, a retreat after the declared moves, tile 93, and the map importer.
 *
 * SIX (helpers.ts) around Mecatol Rex (18): index 1 is 26, whose neighbours are 19 (N), 20 (NE),
 * 68 (SE, a nebula), 18 (S), 65 (SW) and 29 (NW).
 */

const dataFile = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'data', name), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .slice(1)
    .map((l) => l.split('\t'));

describe('ti4.adj.lane-data: Thunder\'s Edge hyperlanes 119-124', () => {
  const rows = dataFile('ti4-te-hyperlanes.tsv');
  test('ti4.adj.rotation: all 72 rotated faces equal data/ti4-te-hyperlanes.tsv', () => {
    expect(rows).toHaveLength(72);
    for (const [tile, side, rotation, token, lanes] of rows) {
      expect(token).toBe(`${tile}${side}${rotation}`);
      const ours = rotatedLanes(Number(tile), side as 'A' | 'B', Number(rotation)).map(([a, b]) => `${a}-${b}`).join(',');
      expect(ours, token).toBe(lanes);
    }
  });
  test('the peer\'s lane table (ti-assistant side names, UP = N clockwise to TOP LEFT = NW) gives the unrotated faces', () => {
    const names: Record<string, Side> = { UP: 0, 'TOP RIGHT': 1, 'BOTTOM RIGHT': 2, DOWN: 3, 'BOTTOM LEFT': 4, 'TOP LEFT': 5 };
    for (const [tile, side, rotation, , , , pairs] of rows) {
      if (rotation !== '0') continue;
      const lanes = pairs!.split('; ').map((p) => p.split('-').map((n) => names[n]!).sort((a, b) => a - b).join('-')).sort();
      expect(lanes, `${tile}${side}`).toEqual(HYPERLANE_LANES[Number(tile)]![side as 'A' | 'B'].map(([a, b]) => `${a}-${b}`).sort());
    }
  });
  test('the A faces repeat 83A-88A, as the source has them; 119-124 are hyperlanes, not systems', () => {
    for (let i = 0; i < 6; i++) expect(HYPERLANE_LANES[119 + i]!.A).toEqual(HYPERLANE_LANES[83 + i]!.A);
    expect(HYPERLANE_TILES).toEqual([83, 84, 85, 86, 87, 88, 89, 90, 91, 119, 120, 121, 122, 123, 124]);
    for (const t of [119, 124]) {
      expect(isHyperlaneTile(t)).toBe(true);
      expect(systemTile(t)).toBeUndefined();
    }
  });
  test('the printed faces (photographs in ti-assistant public/images/systems/ST_<face>.png, read by eye) give the same lanes', () => {
    // Side names as printed on a flat-topped tile: N top edge, then clockwise NE, SE, S, SW, NW.
    const s: Record<string, Side> = { N: 0, NE: 1, SE: 2, S: 3, SW: 4, NW: 5 };
    const printed: Record<string, string> = {
      '119A': 'NE-SW', '119B': 'N-S NE-SW',
      '120A': 'NW-SE', '120B': 'N-S N-SW NW-S',
      '121A': 'NE-NW', '121B': 'N-S N-SW NW-S',
      '122A': 'NE-NW', '122B': 'N-SE N-SW',
      '123A': 'N-SE SW-SE NW-SE', '123B': 'N-SE N-SW',
      '124A': 'N-SW NE-SW SE-SW', '124B': 'N-S N-SW NE-S NE-SW',
    };
    for (const [face, text] of Object.entries(printed)) {
      const lanes = text.split(' ').map((pair) => pair.split('-').map((n) => s[n]!).sort((a, b) => a - b).join('-')).sort();
      const tile = Number(face.slice(0, 3));
      expect(lanes, face).toEqual(HYPERLANE_LANES[tile]![face[3] as 'A' | 'B'].map(([a, b]) => `${a}-${b}`).sort());
    }
  });
  test('ti4.adj.lanes: 119A2 in place of 26 joins 19 (N) and Mecatol Rex (S); 119A0 joins 20 (NE) and 65 (SW)', () => {
    const map = (token: string) => SIX.replace(/^26 /, `${token} `);
    const a2 = scenario({ map: map('119A2'), players: [{ id: 'h', faction: 'hacan' }] });
    expect(neighboursOf(a2, '19', null)).toContain(18);
    expect(neighboursOf(a2, '20', null)).not.toContain(65);
    const a0 = scenario({ map: map('119A0'), players: [{ id: 'h', faction: 'hacan' }] });
    expect(neighboursOf(a0, '20', null)).toContain(65);
    expect(neighboursOf(a0, '19', null)).not.toContain(18);
    // 119B0 has both lanes (0-3 and 1-4), which do not join each other inside the tile
    const b0 = scenario({ map: map('119B0'), players: [{ id: 'h', faction: 'hacan' }] });
    expect(neighboursOf(b0, '19', null)).toContain(18);
    expect(neighboursOf(b0, '20', null)).toContain(65);
    expect(neighboursOf(b0, '19', null)).not.toContain(65);
  });
});

describe('ti4.units.values: Thunder\'s Edge units (data/ti4-te-units.tsv)', () => {
  test.each(dataFile('ti4-te-units.tsv').map((r) => [r[0]!, r] as const))('%s', (name, [, , , kind, move, capacity, upgradedName, upgradedMove, upgradedCapacity]) => {
    const id = name.toLowerCase().replace(/['.]/g, '').replace(/ i$/, '').replace(/[^a-z0-9]+/g, '-');
    const stats = unitStats(id)!;
    expect(stats, id).toBeDefined();
    const n = (v: string | undefined) => (v === '-' ? null : Number(v));
    expect(stats).toMatchObject({ kind, move: n(move), capacity: n(capacity) ?? 0 });
    if (upgradedName !== '-') expect(stats).toMatchObject({ upgradedName, upgradedMove: n(upgradedMove), upgradedCapacity: n(upgradedCapacity) ?? 0 });
  });
  test('Linkship II (Ral Nel destroyer) has move 4, Exile II move 2; the new flagships', () => {
    const players = [{ id: 'r', faction: 'ralnel', technologies: ['linkship-ii'] }, { id: 'c', faction: 'rebellion', technologies: ['exile-ii'] }];
    const units = [
      { id: 'l', player: 'r', type: 'destroyer', system: '19' },
      { id: 'f', player: 'r', type: 'flagship', system: '19' },
      { id: 'x', player: 'c', type: 'destroyer', system: '60' },
    ];
    const plan = planActive(scenario({ map: SIX, players, units, activeSystem: '18' }));
    expect(plan.ships.find((s) => s.unit === 'l')).toMatchObject({ moveValue: 4, cost: 2 });
    expect(plan.ships.find((s) => s.unit === 'f')).toMatchObject({ moveValue: 2 }); // Last Dispatch
  });
  test('Corsair: Mentak cruisers with Cruiser II and The Table\'s Grace have move 3, capacity 2, and pass other players\' ships only when the active system holds another player\'s non-fighter ships', () => {
    const base: Omit<Ti4ScenarioInput, 'game'> = {
      map: SIX,
      players: [{ id: 'm', faction: 'mentak', technologies: ['cruiser-ii', 'the-tables-grace'] }, { id: 'b', faction: 'sol' }],
      units: [{ id: 'c', player: 'm', type: 'cruiser', system: '19' }, { id: 'e', player: 'b', type: 'destroyer', system: '26' }],
      activeSystem: '18',
    };
    const around = planActive(scenario(base));
    expect(around.ships[0]).toMatchObject({ unit: 'c', moveValue: 3, cost: 3 }); // 26 is blocked: around by 29, 65
    const through = planActive(scenario({ ...base, units: [...base.units!, { id: 'd', player: 'b', type: 'dreadnought', system: '18' }] }));
    expect(through.ships[0]).toMatchObject({ unit: 'c', path: ['19', '26', '18'], cost: 2 });
    const fightersOnly = planActive(scenario({ ...base, units: [...base.units!, { id: 'ff', player: 'b', type: 'fighter', system: '18' }] }));
    expect(fightersOnly.ships[0]).toMatchObject({ cost: 3 });
    // without the breakthrough it is a Cruiser II (move 3, capacity 1) that never passes
    const plain = scenario({ ...base, players: [{ id: 'm', faction: 'mentak', technologies: ['cruiser-ii'] }, { id: 'b', faction: 'sol' }] });
    expect(resolveOk({ ...plain, moves: [{ unit: 'c', path: ['19', '26', '18'], transport: [] }] }).violations.map((v) => v.rule)).toEqual(['ti4.move.blocked']);
  });
  test('Eidolon Maximum (Naaz-Rokha mech flipped by Absolute Synergy) moves as a ship with move 3', () => {
    const s = scenario({ map: SIX, players: [{ id: 'n', faction: 'naazrokha', technologies: ['eidolon-maximum'] }], units: [{ id: 'v', player: 'n', type: 'mech', system: '19' }], activeSystem: '18' });
    expect(planActive(s).ships[0]).toMatchObject({ unit: 'v', moveValue: 3, cost: 2 });
  });
  test('D.W.S. Luminous moves through systems holding its owner\'s units, other players\' ships there or not, +1 for each', () => {
    const players = [{ id: 'd', faction: 'deepwrought' }, { id: 'b', faction: 'sol' }];
    const base = { map: SIX, players, activeSystem: '18' };
    const own = [{ id: 'lum', player: 'd', type: 'flagship', system: '19' }, { id: 'inf', player: 'd', type: 'infantry', system: '26' }, { id: 'e', player: 'b', type: 'destroyer', system: '26' }];
    const plan = planActive(scenario({ ...base, units: own }));
    expect(plan.ships[0]).toMatchObject({ unit: 'lum', moveValue: 1, path: ['19', '26', '18'], cost: 2 });
    const ok = resolveOk(scenario({ ...base, units: own, moves: [{ unit: 'lum', path: ['19', '26', '18'] }] }));
    expect(ok.legal).toBe(true);
    // without its owner's units in 26 the flagship (move 1) is blocked and out of range
    const alone = planActive(scenario({ ...base, units: own.filter((u) => u.id !== 'inf') }));
    expect(alone.ships).toEqual([]);
    expect(alone.unreachable[0]).toMatchObject({ unit: 'lum' });
  });
});

describe('leaders, breakthroughs, planets and events that change movement', () => {
  const hacan = { id: 'b', faction: 'hacan' };
  test('Myru Vos (Firmament agent): ships transporting nothing move through other players\' ships; a ship that transports may not', () => {
    const base = {
      map: SIX,
      players: [{ id: 's', faction: 'sol', technologies: ['carrier-ii'] }, hacan, { id: 'f', faction: 'firmament' }],
      units: [{ id: 'cv', player: 's', type: 'carrier', system: '19' }, { id: 'gf', player: 's', type: 'infantry', system: '19' }, { id: 'e', player: 'b', type: 'destroyer', system: '26' }],
      activeSystem: '18',
      played: [{ id: 'myru-vos', player: 'f' }],
    };
    // carrier-ii is Sol's Advanced Carrier II: move 2
    const plan = planActive(scenario({ ...base, bring: ['gf'] }));
    expect(plan.ships[0]).toMatchObject({ unit: 'cv', path: ['19', '26', '18'], cost: 2 });
    expect(plan.transport?.moves ?? []).toEqual([]); // carrying, it may not pass 26, and the way round is 3
    const empty = resolveOk(scenario({ ...base, moves: [{ unit: 'cv', path: ['19', '26', '18'] }] }));
    expect(empty.legal).toBe(true);
    const carrying = resolveOk(scenario({ ...base, moves: [{ unit: 'cv', path: ['19', '26', '18'], transport: ['gf'] }] }));
    expect(carrying.violations.map((v) => [v.rule, v.system])).toEqual([['ti4.move.blocked', '26']]);
  });
  test('Gravleash Maneuvers (Letnev): non-fighter ships use the highest move value among the ships moving from their system', () => {
    const base = {
      map: SIX,
      players: [{ id: 'l', faction: 'letnev', technologies: ['gravleash-maneuvers'] }],
      units: [{ id: 'dn', player: 'l', type: 'dreadnought', system: '19' }, { id: 'ca', player: 'l', type: 'cruiser', system: '19' }, { id: 'ff', player: 'l', type: 'fighter', system: '19' }],
      activeSystem: '18',
    };
    expect(planActive(scenario(base)).ships.find((s) => s.unit === 'dn')).toMatchObject({ moveValue: 2, cost: 2 });
    const alone = resolveOk(scenario({ ...base, moves: [{ unit: 'dn', path: ['19', '26', '18'] }] }));
    expect(alone.violations.map((v) => v.rule)).toEqual(['ti4.move.path']);
    const together = resolveOk(scenario({ ...base, moves: [{ unit: 'dn', path: ['19', '26', '18'] }, { unit: 'ca', path: ['19', '26', '18'] }] }));
    expect(together.legal).toBe(true);
  });
  test('Tempesta and Imperator (+1 to one ship), Wild Wild Galaxy (Flank Speed +2), Heaven\'s Eye (+1 when a plot holder is in the active system)', () => {
    const dn = [{ id: 'dn', player: 'w', type: 'dreadnought', system: '19' }];
    const mv = (played: Ti4ScenarioInput['played'], faction = 'winnu', units: Ti4ScenarioInput['units'] = dn) =>
      planActive(scenario({ map: SIX, players: [{ id: 'w', faction }, hacan], units, activeSystem: '18', ...(played ? { played } : {}) })).ships[0]?.moveValue;
    expect(mv([])).toBeUndefined();
    expect(mv([{ id: 'tempesta', unit: 'dn' }])).toBe(2);
    expect(mv([{ id: 'imperator', unit: 'dn' }])).toBe(2);
    expect(mv([{ id: 'imperator', unit: 'dn' }], 'sol')).toBeUndefined(); // Imperator is the Winnu breakthrough
    expect(mv([{ id: 'flank-speed' }, { id: 'wild-wild-galaxy' }])).toBe(3);
    const eye = [{ id: 'he', player: 'w', type: 'flagship', system: '19' }, { id: 'bi', player: 'b', type: 'infantry', system: '18' }];
    expect(mv([{ id: 'heavens-eye', player: 'b' }], 'firmament', eye)).toBe(2);
    expect(mv([{ id: 'heavens-eye', player: 'b' }], 'firmament', eye.slice(0, 1))).toBeUndefined();
  });
  test('Call of the Void (event) and Al\'raith Ix Ianovar (Cabal): +1 with the Fracture', () => {
    const thundersEdge = { fracture: { systems: [{ id: 'f1' }, { id: 'f2' }, { id: 'f3' }], links: [['f1', 'f2'], ['f2', 'f3']] as [string, string][], ingress: [], egress: [] } };
    const value = (faction: string, technologies: string[], played: { id: string }[], at: string, active: string) =>
      planActive(scenario({ map: SIX, players: [{ id: 'p', faction, technologies }], units: [{ id: 'dn', player: 'p', type: 'dreadnought', system: at }], activeSystem: active, played, thundersEdge })).ships[0]?.moveValue;
    expect(value('hacan', [], [], 'f1', 'f3')).toBeUndefined();
    expect(value('hacan', [], [{ id: 'call-of-the-void' }], 'f1', 'f3')).toBe(2);
    expect(value('vuilraith', ['al-raith-ix-ianovar'], [], 'f1', 'f3')).toBe(2);
    expect(value('hacan', [], [{ id: 'call-of-the-void' }], '19', '18')).toBeUndefined();
  });
  test('Cosmic Phenomenae (event): entropic scars are adjacent; a ship named takes a further +1 out of rifts and is removed on 1-5', () => {
    const map = SIX.replace(' 23 ', ' 114 ').replace(' 38 ', ' 116 ');
    const players = [{ id: 'h', faction: 'hacan' }];
    expect(neighboursOf(scenario({ map, players }), '114', null)).not.toContain(116);
    expect(neighboursOf(scenario({ map, players, played: [{ id: 'cosmic-phenomenae' }] }), '114', null)).toContain(116);
    // 41 is a gravity rift next to 29, 25 and 28 (ring 2); a destroyer there reaches 3 away with the further +1
    const units = [{ id: 'd', player: 'h', type: 'dreadnought', system: '41' }];
    const far = planReachOf(scenario({ map, players, units }));
    const cosmic = planReachOf(scenario({ map, players, units, played: [{ id: 'cosmic-phenomenae', unit: 'd' }] }));
    expect(cosmic.length).toBeGreaterThan(far.length);
    const target = cosmic.find((s) => !far.includes(s))!;
    const route = planActive(scenario({ map, players, units, activeSystem: target, played: [{ id: 'cosmic-phenomenae', unit: 'd' }] })).ships[0]!;
    const out = resolveOk(
      scenario({ map, players, units, activeSystem: target, played: [{ id: 'cosmic-phenomenae', unit: 'd' }], moves: [{ unit: 'd', path: [...route.path] }], riftDice: [{ unit: 'd', system: '41', result: 4 }] }),
    );
    expect(out.legal).toBe(true);
    expect(out.riftRolls[0]).toMatchObject({ unit: 'd', system: '41', result: 4, destroyed: true, removesOn: 5 });
  });
});

function planReachOf(s: Ti4Scenario): string[] {
  const r = planScenario(s);
  if (!r.ok || !('reach' in r.value)) throw new Error('expected a reach plan');
  const reach = r.value.reach;
  return Object.keys(reach).filter((k) => reach[k]!.length > 0).sort();
}

describe('ti4.retreat: Watchful Ojz, and a retreat after the declared moves', () => {
  test('Watchful Ojz (Ral Nel commander): up to 2 ships retreat to an adjacent system without other players\' ships; the rest stay', () => {
    const base = {
      map: SIX,
      // Lodor (26) makes a retreat declarable: without an eligible system Watchful Ojz never triggers (test below).
      players: [{ id: 'h', faction: 'hacan' }, { id: 'r', faction: 'ralnel', planets: ['Lodor'] }],
      units: [
        { id: 'a', player: 'h', type: 'dreadnought', system: '18' },
        { id: 'l1', player: 'r', type: 'destroyer', system: '18' },
        { id: 'l2', player: 'r', type: 'destroyer', system: '18' },
        { id: 'l3', player: 'r', type: 'carrier', system: '18' },
        { id: 'ff', player: 'r', type: 'fighter', system: '18' },
        { id: 'e', player: 'h', type: 'cruiser', system: '27' },
      ],
      activeSystem: '18',
    };
    const ok = resolveOk(scenario({ ...base, retreat: { player: 'r', ability: 'watchful-ojz', ships: ['l1', 'l2'], to: '26' } }));
    expect(ok.legal).toBe(true);
    expect(ok.retreat?.destination).toMatchObject({ system: '26', ships: ['l1', 'l2'], removed: [] });
    const three = resolveOk(scenario({ ...base, retreat: { player: 'r', ability: 'watchful-ojz', ships: ['l1', 'l2', 'l3'], to: '26' } }));
    expect(three.violations.map((v) => v.rule)).toContain('ti4.retreat');
    const plan = planScenario(scenario({ ...base, retreat: { player: 'r', ability: 'watchful-ojz' } }));
    if (!plan.ok || !('ships' in plan.value)) throw new Error('plan');
    const dest = plan.value.retreat!.destinations.map((d) => d.system);
    expect(dest).toContain('26');
    expect(dest).not.toContain('27');
  });
  test('Watchful Ojz triggers "when you declare a retreat": with no eligible retreat system (LRR 78.4) it gives no destination', () => {
    // r holds no unit and no planet next to 18: no retreat can be declared, though 26, 40, 44, 65 and 68 hold no ships.
    const base = {
      map: SIX,
      players: [{ id: 'h', faction: 'hacan' }, { id: 'r', faction: 'ralnel' }],
      units: [
        { id: 'a', player: 'h', type: 'dreadnought', system: '18' },
        { id: 'l1', player: 'r', type: 'destroyer', system: '18' },
        { id: 'l2', player: 'r', type: 'destroyer', system: '18' },
        { id: 'e', player: 'h', type: 'cruiser', system: '27' },
      ],
      activeSystem: '18',
    };
    const plan = planScenario(scenario({ ...base, retreat: { player: 'r', ability: 'watchful-ojz' } }));
    if (!plan.ok || !('ships' in plan.value)) throw new Error('plan');
    expect(plan.value.retreat).toMatchObject({ ability: 'watchful-ojz', destinations: [], refused: [] });
    expect(plan.value.trace.map((t) => t.note).join(' ')).toContain('no system adjacent to 18 is eligible for a retreat');
    const resolved = resolveOk(scenario({ ...base, retreat: { player: 'r', ability: 'watchful-ojz', ships: ['l1'], to: '26' } }));
    expect(resolved.legal).toBe(false);
    expect(resolved.violations[0]).toMatchObject({ unit: null, rule: 'ti4.retreat', system: '18' });
    // A destroyer of r in 65 makes 65 eligible: the commander then sends ships to any enterable neighbour without other ships.
    const withUnit = planScenario(scenario({ ...base, units: [...base.units, { id: 'l3', player: 'r', type: 'destroyer', system: '65' }], retreat: { player: 'r', ability: 'watchful-ojz' } }));
    if (!withUnit.ok || !('ships' in withUnit.value)) throw new Error('plan');
    expect(withUnit.value.retreat!.destinations.map((d) => d.system).sort()).toEqual(['26', '40', '65']); // 44 is an asteroid field, 68 a nebula
  });
  test('a retreat is announced after the Move Ships step: declared moves are applied first', () => {
    // h moves its cruiser out of 26 into the active system 18; s may then retreat to 26 (its infantry are there)
    const base = {
      map: SIX,
      players: [{ id: 'h', faction: 'hacan' }, { id: 's', faction: 'sol' }],
      units: [
        { id: 'hc', player: 'h', type: 'cruiser', system: '26' },
        { id: 'sd', player: 's', type: 'destroyer', system: '18' },
        { id: 'si', player: 's', type: 'infantry', system: '26' },
      ],
      activeSystem: '18',
      retreat: { player: 's', to: '26' },
    };
    const without = resolveOk(scenario(base));
    expect(without.retreat?.legal).toBe(false);
    const after = resolveOk(scenario({ ...base, moves: [{ unit: 'hc', path: ['26', '18'] }] }));
    expect(after.legal).toBe(true);
    expect(after.retreat).toMatchObject({ legal: true, to: '26' });
    expect(after.trace.some((t) => t.rule === 'ti4.retreat' && t.note.includes('applied first'))).toBe(true);
    const plan = planScenario(scenario({ ...base, moves: [{ unit: 'hc', path: ['26', '18'] }] }));
    if (!plan.ok || !('ships' in plan.value)) throw new Error('plan');
    expect(plan.value.retreat!.destinations.map((d) => d.system)).toContain('26');
  });
});

describe('tile 93 and the map importer', () => {
  test('tile 93 is the Ral Nel Consortium\'s home with two planets (miltydraft data/tiles.json)', () => {
    expect(systemTile(93)).toMatchObject({ homeOf: 'Ral Nel Consortium', planets: [{ name: 'Mez Lo Orz Fei Zsha', resources: 2, influence: 1 }, { name: 'Rep Lo Orz Qet', resources: 1, influence: 3 }] });
  });
  test('import: 96A/96b name the face of tile 96; the Crimson Rebellion sits at The Sorrow (94) with its home 118 off the map; 119B3 is a hyperlane', () => {
    const map = SIX.replace(/^26 68 /, '0 96B ').replace(' 21 22 ', ' 119b3 22 ');
    const result = importTi4Map(map, { seats: [{ player: 'c', faction: 'rebellion', units: { carrier: 1 } }] });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const s = result.value.scenario;
    expect(s.map.split(' ').slice(0, 2)).toEqual(['94', '96b']);
    expect(s.map).toContain('119B3');
    expect(s.units).toEqual([{ id: 'c-carrier-1', player: 'c', type: 'carrier', system: '118' }]);
    expect(neighboursOf(s, '118', null)).toEqual([94]);
    expect(importTi4Map(SIX.replace(/^26 /, '26a '), { seats: [{ faction: 'sol', tile: 1 }] })).toMatchObject({ ok: false, issues: [{ rule: 'import.ti4.token' }] });
  });
});

describe('property: every planned route on Thunder\'s Edge maps resolves legal', () => {
  const POOL = [19, 20, 21, 22, 23, 24, 25, 26, 39, 40, 41, 42, 43, 44, 59, 60, 97, 98, 99, 100, 101, 102, 103, 104, 113, 114, 115, 116, 117];
  const HYPER = [119, 120, 121, 122, 123, 124, 83, 87];
  const TYPES = ['carrier', 'cruiser', 'destroyer', 'dreadnought', 'flagship', 'fighter'];
  const FACTIONS = ['deepwrought', 'mentak', 'letnev', 'ralnel', 'rebellion', 'firmament'];
  const EFFECTS = ['myru-vos', 'wild-wild-galaxy', 'flank-speed', 'cosmic-phenomenae', 'tempesta'];
  test('random maps with 119-124, TE tiles, TE units and effects: plan -> resolve is legal for every ship', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(POOL, { minLength: 18, maxLength: 18 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 18 }), fc.constantFrom(...HYPER), fc.constantFrom('A', 'B'), fc.integer({ min: 0, max: 5 })), { maxLength: 3 }),
        fc.constantFrom(...FACTIONS),
        fc.array(fc.tuple(fc.constantFrom(...TYPES), fc.integer({ min: 0, max: 18 }), fc.boolean()), { minLength: 1, maxLength: 8 }),
        fc.subarray(EFFECTS),
        fc.integer({ min: 0, max: 18 }),
        (tiles, lanes, faction, placed, effects, activeIndex) => {
          const tokens = tiles.map(String);
          for (const [i, t, f, r] of lanes) tokens[i - 1] = `${t}${f}${r}`;
          const systems = ['18', ...tokens.filter((t) => /^\d+$/.test(t))];
          const at = (i: number) => systems[i % systems.length]!;
          const technologies = faction === 'mentak' ? ['cruiser-ii', 'the-tables-grace'] : faction === 'letnev' ? ['gravleash-maneuvers'] : ['antimass-deflectors'];
          const units = placed.map(([type, i, mine], k) => ({ id: `u${k}`, player: mine ? 'me' : 'them', type, system: at(i) }));
          const played = effects.map((id) => (id === 'tempesta' || id === 'cosmic-phenomenae' ? { id, unit: 'u0' } : { id }));
          const input = { game: 'ti4' as const, map: tokens.join(' '), players: [{ id: 'me', faction, technologies }, { id: 'them', faction: 'hacan' }], units, activeSystem: at(activeIndex), played };
          const s = scenario(input);
          const plan = planScenario(s);
          if (!plan.ok || !('ships' in plan.value)) return;
          // Ships leaving one system move together (Gravleash Maneuvers looks at the ships moving from the same system).
          const moving = plan.value.ships.filter((ship) => ship.path.length > 1);
          for (const from of new Set(moving.map((ship) => ship.from))) {
            const group = moving.filter((ship) => ship.from === from);
            if (group.filter((ship) => ship.gravityDrive).length > 1) continue; // Gravity Drive goes to one ship
            // plan's Gravleash reading counts every ship of the player in the system (src/ti4/README.md); skip when one cannot come
            if (faction === 'letnev' && units.some((u) => u.player === 'me' && u.system === from && u.type !== 'fighter' && !group.some((g) => g.unit === u.id))) continue;
            const moves = group.map((ship) => ({ unit: ship.unit, path: [...ship.path], transport: [], ...(ship.gravityDrive ? { gravityDrive: true } : {}) }));
            const out = resolveScenario({ ...s, moves });
            expect(out.ok && out.value.violations, group.map((ship) => `${ship.unit} ${ship.path.join('>')}`).join('; ')).toEqual([]);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('the every-system plan follows effects tied to the active system', () => {
  test('the Corsair reaches Mecatol Rex through 26 only when the activated system holds another player\'s non-fighter ships', () => {
    const s = scenario({
      map: SIX,
      players: [{ id: 'm', faction: 'mentak', technologies: ['cruiser-ii', 'the-tables-grace'] }, { id: 'b', faction: 'sol' }],
      units: [
        { id: 'c', player: 'm', type: 'cruiser', system: '19' },
        { id: 'e', player: 'b', type: 'destroyer', system: '26' },
        { id: 'e2', player: 'b', type: 'destroyer', system: '68' },
      ],
    });
    const r = planScenario(s);
    if (!r.ok || !('reach' in r.value)) throw new Error('expected a reach plan');
    // 26 and 68 hold Sol destroyers: activating them lets the Corsair pass the other one
    expect(r.value.reach['26']).toContain('c');
    expect(r.value.trace.some((t) => t.rule === 'ti4.adj.context')).toBe(true);
  });
});

describe('Void Tether (Empyrean breakthrough): a border token other players do not cross', () => {
  const players = (active: string) => {
    const all = [{ id: 'e', faction: 'empyrean', technologies: ['void-tether'] }, { id: 'h', faction: 'hacan' }, { id: 's', faction: 'sol' }];
    return [all.find((p) => p.id === active)!, ...all.filter((p) => p.id !== active)];
  };
  const thundersEdge = { voidTethers: [{ systems: ['26', '19'] as [string, string], allow: ['s'] }] };
  test('19 and 26 are not adjacent for Hacan; they are for the Empyrean and for Sol, whom it allows; only the shared side is cut', () => {
    expect(neighboursOf(scenario({ map: SIX, players: players('h'), thundersEdge }), '26', null)).not.toContain(19);
    expect(neighboursOf(scenario({ map: SIX, players: players('h'), thundersEdge }), '19', null)).not.toContain(26);
    expect(neighboursOf(scenario({ map: SIX, players: players('e'), thundersEdge }), '26', null)).toContain(19);
    expect(neighboursOf(scenario({ map: SIX, players: players('s'), thundersEdge }), '26', null)).toContain(19);
    // 26 (alpha) and 39 (alpha) stay wormhole-adjacent through a tether between them
    const worm = { voidTethers: [{ systems: ['26', '39'] as [string, string] }] };
    expect(neighboursOf(scenario({ map: SIX, players: players('h'), thundersEdge: worm }), '26', null)).toContain(39);
    // without the breakthrough the token does nothing
    const none = [{ id: 'h', faction: 'hacan' }, { id: 'e', faction: 'empyrean' }];
    expect(neighboursOf(scenario({ map: SIX, players: none, thundersEdge }), '26', null)).toContain(19);
  });
  test('resolve refuses a step across the tethered border (ti4.move.path); an unknown system is refused by name', () => {
    const s = scenario({ map: SIX, players: players('h'), thundersEdge, units: [{ id: 'c', player: 'h', type: 'cruiser', system: '19' }], activeSystem: '26', moves: [{ unit: 'c', path: ['19', '26'] }] });
    expect(resolveOk(s).violations.map((v) => v.rule)).toEqual(['ti4.move.path']);
    expect(() => scenario({ map: SIX, players: players('h'), thundersEdge: { voidTethers: [{ systems: ['26', '99'] }] } })).toThrow(/voidTethers/);
  });
});

describe('ti4.search.order: D.W.S. Luminous\' pass bonuses against brute force', () => {
  test('same fewest systems and fewest rolls as every path enumerated over the same terrain (random maps, own units and blockers)', async () => {
    const { queryOf } = await import('./helpers.ts');
    const { routesToAll, layerLimit } = await import('../../src/ti4/search.ts');
    const { standing } = await import('../../src/ti4/ship-moves.ts');
    const POOL = ['19', '20', '21', '22', '23', '24', '25', '26', '39', '40', '41', '42', '44', '59', '60', '113', '114', '115', '117', '102', '97', '98'];
    fc.assert(
      fc.property(fc.shuffledSubarray(POOL, { minLength: 18, maxLength: 18 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 18 }), fc.boolean()), { minLength: 2, maxLength: 10 }), fc.integer({ min: 0, max: 18 }), (tiles, placed, at) => {
        const systems = ['18', ...tiles];
        const units = [
          { id: 'lum', player: 'red', type: 'flagship', system: systems[at]! },
          ...placed.map(([i, mine], k) => ({ id: `u${k}`, player: mine ? 'red' : 'blue', type: mine ? 'infantry' : 'destroyer', system: systems[i]! })),
        ];
        const s = scenario({ map: tiles.join(' '), players: [{ id: 'red', faction: 'deepwrought' }, { id: 'blue', faction: 'sol' }], units });
        const p = queryOf(s, null);
        if (!p.ok) return;
        const ship = p.value.context.unitById.get('lum')!;
        const stand = standing(p.value, ship, null);
        if (!stand.canMove) return;
        const { terrain, next, start } = stand.input;
        const budget = stand.value;
        const limit = layerLimit(terrain, budget);
        const best = new Map<number, { cost: number; rolls: number }>();
        const walk = (node: number, k: number, weight: number, rolls: number) => {
          if (weight <= budget && (k === 0 || terrain.enterable[node])) {
            const held = best.get(node);
            if (!held || k < held.cost || (k === held.cost && rolls < held.rolls)) best.set(node, { cost: k, rolls });
          }
          if (k >= limit || (k > 0 && !terrain.passable[node])) return;
          const step = 1 - (terrain.rift[node] ? terrain.riftBonus : 0) - (k > 0 && terrain.passBonus ? terrain.passBonus[node]! : 0);
          const slack = terrain.riftBonus - 1 + (terrain.passBonus ? 1 : 0);
          if (weight + step - slack * (limit - k - 1) > budget) return;
          for (const to of next[node]!) walk(to, k + 1, weight + step, rolls + (terrain.rift[node] && terrain.rolls[node] ? 1 : 0));
        };
        walk(start, 0, 0, 0);
        const [routes] = routesToAll({ ...stand.input, budget }, [budget]);
        const ours = new Map<number, { cost: number; rolls: number }>();
        routes!.forEach((route, n) => {
          if (route) ours.set(n, { cost: route.cost, rolls: route.rollsAt.length });
        });
        expect(ours).toEqual(best);
      }),
      { numRuns: 80 },
    );
  });
  test('a rift holding the Deepwrought\'s units gives D.W.S. Luminous both bonuses: through 41 it goes 3 systems on move 1', () => {
    // 41 (rift) neighbours 29, 25, 28 on SIX; the flagship starts in 29, passes 41 (own infantry there), 28, then 38
    const s = scenario({
      map: SIX,
      players: [{ id: 'd', faction: 'deepwrought' }],
      units: [
        { id: 'lum', player: 'd', type: 'flagship', system: '29' },
        { id: 'i1', player: 'd', type: 'infantry', system: '41' },
        { id: 'i2', player: 'd', type: 'infantry', system: '28' },
      ],
      activeSystem: '38',
    });
    const ship = planActive(s).ships[0]!;
    expect(ship).toMatchObject({ unit: 'lum', moveValue: 1, path: ['29', '41', '28', '38'], cost: 3, riftRolls: 1 });
    expect(resolveOk({ ...s, moves: [{ unit: 'lum', path: ['29', '41', '28', '38'], transport: [] }] }).legal).toBe(true);
  });
});

describe('ti4.move.ability: the mechs that move ground forces between planets (Eanautic, Alarum)', () => {
  test('accepted in played and recorded in the trace; the ships\' movement is the same with or without them', () => {
    const base = {
      map: SIX,
      players: [{ id: 'r', faction: 'ralnel' }, { id: 'd', faction: 'deepwrought' }],
      units: [{ id: 'c', player: 'r', type: 'cruiser', system: '19' }, { id: 'm', player: 'd', type: 'mech', system: '26' }],
      activeSystem: '26',
      moves: [{ unit: 'c', path: ['19', '26'] }],
    };
    const plain = resolveOk(scenario(base));
    for (const id of ['eanautic', 'alarum', 'ahk-ravin']) {
      const out = resolveOk(scenario({ ...base, played: [{ id, player: id === 'eanautic' ? 'd' : 'r' }] }));
      expect(out.legal).toBe(plain.legal);
      expect(out.moves).toEqual(plain.moves);
      expect(out.trace.some((t) => t.rule === 'ti4.move.ability' && t.note.startsWith(id))).toBe(true);
    }
  });
});
