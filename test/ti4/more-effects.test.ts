import { describe, expect, test } from 'vitest';
import { planActive, planReach, resolveOk, scenario, SIX } from './helpers.ts';

/* The 6-player map of helpers.ts: 17 (Creuss Gate, delta) is at index 31; 51 is off the map. */

describe('effects tied to the activation', () => {
  test('ti4.adj.wormhole-tokens (Hil Colish, D6): moving first, it brings its delta wormhole into the active system', () => {
    const base = {
      map: SIX,
      players: [{ id: 'k', faction: 'creuss' }, { id: 'l', faction: 'letnev' }],
      units: [
        { id: 'hc', player: 'k', type: 'flagship', system: '20' },
        { id: 'c', player: 'k', type: 'carrier', system: '51' },
        { id: 'x', player: 'l', type: 'destroyer', system: '20' },
      ],
      activeSystem: '68',
    };
    // after: the carrier in 51 (move 2 by Slipstream) reaches 20, where Hil Colish's delta is, but may not pass the Letnev ship there
    expect(planActive(scenario(base)).ships.map((s) => s.unit)).toEqual(['hc']);
    const first = planActive(scenario({ ...base, played: [{ id: 'hil-colish-first' }] }));
    expect(first.ships.find((s) => s.unit === 'c')).toMatchObject({ path: ['51', '68'], cost: 1 });
  });
  test('ti4.move.path (Aetherstream): +1 when the active system is adjacent to an anomaly', () => {
    const units = [{ id: 'c', player: 'e', type: 'carrier', system: '19' }];
    const players = [{ id: 'e', faction: 'empyrean', technologies: ['aetherstream'] }];
    // 18 touches 68 (nebula) and 44 (asteroid field): the carrier gets +1 and reaches it at cost 2
    expect(planActive(scenario({ map: SIX, players, units, activeSystem: '18' })).ships[0]).toMatchObject({ cost: 2, moveValue: 2 });
    // 37 (index 30) touches no anomaly: move 1 only
    expect(planActive(scenario({ map: SIX, players, units: [{ id: 'c', player: 'e', type: 'carrier', system: '36' }], activeSystem: '37' })).ships[0]).toMatchObject({ cost: 1, moveValue: 1 });
  });
  test('ti4.adj.effects (Emissary Taivra) in the every-system plan: searched per active system', () => {
    const s = scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units: [{ id: 'c', player: 'r', type: 'carrier', system: '17' }], played: [{ id: 'emissary-taivra' }] });
    const reach = planReach(s).reach;
    // 17 holds a delta wormhole; 26, 39 (alpha) and 25, 40 (beta) become adjacent to it when activated
    expect(reach['26']).toEqual(['c']);
    expect(reach['40']).toEqual(['c']);
    expect(reach['22']).toEqual([]);
  });
  test('ti4.move.ability: ability movement is recorded in the trace, not checked', () => {
    const out = resolveOk(scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units: [], activeSystem: '18', moves: [], played: [{ id: 'foresight' }] }));
    expect(out.trace.map((t) => t.rule)).toContain('ti4.move.ability');
  });
  test('ti4.adj.nexus: a ship moving into the inactive Nexus does not open its alpha/beta this movement', () => {
    const s = scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units: [{ id: 'd', player: 'r', type: 'destroyer', system: '30' }], wormholeTokens: [{ wormhole: 'gamma', system: '30' }], activeSystem: '40' });
    // 30 -> 82 (gamma) -> 40 (beta) would need the active side; by the tiles 40 is three systems away
    expect(planActive(s).unreachable[0]).toMatchObject({ unit: 'd' });
    const active = scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units: [{ id: 'd', player: 'r', type: 'destroyer', system: '30' }], wormholeTokens: [{ wormhole: 'gamma', system: '30' }], activeSystem: '40', nexus: 'active' });
    expect(planActive(active).ships[0]).toMatchObject({ path: ['30', '82', '40'], cost: 2 });
  });
});

describe('tile 79: an alpha wormhole inside an asteroid field (ti4.move.asteroid)', () => {
  // 79 replaces 44 (index 5) on the 6-player map.
  const map = SIX.replace(' 44 ', ' 79 ');
  test('ti4.move.asteroid: without Antimass Deflectors no ship enters 79, so its wormhole is no passage', () => {
    const s = scenario({ map, players: [{ id: 'r', faction: 'hacan' }], units: [{ id: 'd', player: 'r', type: 'destroyer', system: '39' }], activeSystem: '79' });
    expect(planActive(s).unreachable[0]).toMatchObject({ unit: 'd', rule: 'ti4.move.asteroid' });
  });
  test('ti4.adj.wormhole: a ship already in 79 leaves through its alpha wormhole', () => {
    const s = scenario({ map, players: [{ id: 'r', faction: 'hacan' }], units: [{ id: 'd', player: 'r', type: 'carrier', system: '79' }], activeSystem: '39' });
    expect(planActive(s).ships[0]).toMatchObject({ path: ['79', '39'], cost: 1 });
  });
  test('ti4.adj.effects (Lost Star Chart): a carrier in 25 (beta) reaches 39 (alpha) in one step', () => {
    const units = [{ id: 'c', player: 'r', type: 'carrier', system: '25' }];
    const without = scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units, activeSystem: '39' });
    expect(planActive(without).ships).toEqual([]);
    const chart = scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units, activeSystem: '39', played: [{ id: 'lost-star-chart' }] });
    expect(planActive(chart).ships[0]).toMatchObject({ path: ['25', '39'], cost: 1, steps: [{ rule: 'ti4.adj.effects' }] });
  });
});

describe('played: technologies, laws and relics named as used this tactical action', () => {
  test('ti4.move.blocked / ti4.move.nebula: light-wave-deflector and shared-research in `played` count as well', () => {
    const units = [{ id: 'd', player: 'r', type: 'destroyer', system: '19' }, { id: 'x', player: 'b', type: 'fighter', system: '26' }];
    const players = [{ id: 'r', faction: 'hacan' }, { id: 'b', faction: 'letnev' }];
    expect(planActive(scenario({ map: SIX, players, units, activeSystem: '18', played: [{ id: 'light-wave-deflector' }] })).ships[0]).toMatchObject({ cost: 2 });
    const nebula = scenario({ map: SIX, players, units: [{ id: 'd', player: 'r', type: 'destroyer', system: '20' }], activeSystem: '27', played: [{ id: 'shared-research' }] });
    expect(planActive(nebula).ships[0]).toMatchObject({ path: ['20', '68', '27'] });
  });
  test('a passive ability named in `played` is accepted and changes nothing', () => {
    const s = scenario({ map: SIX, players: [{ id: 'r', faction: 'hacan' }], units: [{ id: 'c', player: 'r', type: 'carrier', system: '26' }], activeSystem: '27', played: [{ id: 'slipstream' }] });
    expect(planActive(s).ships).toEqual([]);
  });
});
