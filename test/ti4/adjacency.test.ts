import { describe, expect, test } from 'vitest';
import { EIGHT, layoutMap, neighboursOf, ONE, scenario, SIX, tileAt } from './helpers.ts';

const six = scenario({ map: SIX, players: ONE });

/** Sorted tile numbers of the systems at these map indices. */
const at = (map: string, indices: number[]) => indices.map((i) => Number(tileAt(map, i))).sort((a, b) => a - b);

describe('ti4.adj.physical on the standard 6-player layout (no hyperlanes)', () => {
  test('ti4.adj.physical: Mecatol Rex touches the six ring-1 systems', () => {
    expect(neighboursOf(six, '18')).toEqual([26, 27, 40, 44, 65, 68]);
  });
  test('ti4.adj.physical + ti4.adj.wormhole: 26 (index 1) touches indices 7, 8, 2, 0, 6, 18 and reaches alpha 39', () => {
    // index 7 = 19, 8 = 20, 2 = 68, 0 = 18, 6 = 65, 18 = 29; alpha: 39 at index 33
    expect(neighboursOf(six, '26')).toEqual([18, 19, 20, 29, 39, 65, 68]);
  });
  test('ti4.adj.wormhole: 40 (beta, index 4) reaches beta 25 and not alpha 26', () => {
    // index 4 touches 0, 3, 12, 13, 14, 5 = 18, 27, 23, 42, 24, 44
    expect(neighboursOf(six, '40')).toEqual([18, 23, 24, 25, 27, 42, 44]);
  });
  test('ti4.adj.wormhole: 25 is beta and 26 alpha, so they are not adjacent', () => {
    expect(neighboursOf(six, '25')).not.toContain(26);
  });
  test('ti4.adj.physical: a ring-3 system has only the neighbours that exist (1 at index 19 touches 7, 20, 36)', () => {
    // index 19 = (0,-3,3): S is index 7 (19), SE index 20 (30), SW index 36 (60)
    expect(neighboursOf(six, '1')).toEqual([19, 30, 60]);
  });
});

describe('ti4.adj.lanes on the standard layouts with hyperlanes', () => {
  test('ti4.adj.lanes 8p: Mecatol reaches 40, 19, 30 through 87A1 (index 1) and 23, 24, 25 through 88A2 (index 4); 90B3 and 89B0 give nothing', () => {
    // 87A1 lanes 0-3, 1-3, 3-5: entering by S, exits N (index 7), NE (8), NW (18).
    // 88A2 lanes 0-2, 0-3, 0-4: entering by N, exits SE (12), S (13), SW (14).
    // 90B3 lanes 0-3, 1-3 and 89B0 lanes 0-3, 0-4 have no lane at the side facing Mecatol.
    const eight = scenario({ map: EIGHT, players: ONE });
    expect(neighboursOf(eight, '18')).toEqual([19, 23, 24, 25, 26, 30, 40, 67]);
    expect(at(EIGHT, [7, 8, 18, 12, 13, 14, 3, 6])).toEqual([19, 23, 24, 25, 26, 30, 40, 67]);
  });
  test('ti4.adj.lanes 8p: 26 (index 3) reaches 19 and 20 through 90B3 lane by lane, nothing through 88A2', () => {
    // index 3 is side S of index 2 (90B3: 0-3 to index 8, 1-3 to index 9); it is side NE of index 4 (88A2, no lane there).
    const eight = scenario({ map: EIGHT, players: ONE });
    expect(neighboursOf(eight, '26')).toEqual([18, 19, 20, 21, 22, 23, 39]);
  });
  test('ti4.adj.lanes 8p: 85B2 at index 24 (lanes 1-5, 2-4, 2-5) joins 3-21, 50-22 and 50-21; 83B2 at index 33 joins 29-63, 28-7 and 28-63', () => {
    // index 24 touches N 23, NE 43 (3), SE 44 (50), S 25, SW 11 (22), NW 10 (21)
    // index 33 touches N 34, NE 17 (29), SE 16 (28), S 32, SW 55 (7), NW 56 (63)
    const eight = scenario({ map: EIGHT, players: ONE });
    expect(neighboursOf(eight, '3')).toEqual([21, 35, 50]);
    expect(neighboursOf(eight, '50')).toEqual([3, 21, 22, 36]);
    expect(neighboursOf(eight, '63')).toEqual([7, 28, 29, 45]);
    expect(neighboursOf(eight, '7')).toEqual([28, 44, 63]);
  });
  test('ti4.adj.lanes 5p: the system at index 13 reaches indices 3, 11, 26 (88A0) and 5, 15, 30 (87A0), nothing through 85A0, 83A0, 86A0, 84A3', () => {
    const map = layoutMap(3, { 4: '85A0', 12: '88A0', 14: '87A0', 27: '83A0', 28: '86A0', 29: '84A3' }, [19, 22, 25, 31, 34]);
    const s = scenario({ map, players: ONE });
    expect(neighboursOf(s, tileAt(map, 13))).toEqual(at(map, [3, 11, 26, 5, 15, 30]));
    // 85A0 (1-5) joins index 3 and index 5; Mecatol (its side 0) gets nothing from it.
    expect(neighboursOf(s, tileAt(map, 3))).toContain(Number(tileAt(map, 5)));
    expect(neighboursOf(s, '18')).toEqual(at(map, [1, 2, 3, 5, 6]));
    // 83A0 (1-4) -> 86A0 (1-5) -> 84A3 (2-5): index 26 reaches index 30 across three hyperlane tiles.
    expect(neighboursOf(s, tileAt(map, 26))).toContain(Number(tileAt(map, 30)));
  });
  test('ti4.adj.lanes 7p: Mecatol reaches indices 7 and 18 through 85B3 and 13, 14 through 84B3; 90B0 gives nothing', () => {
    const map = layoutMap(4, { 1: '85B3', 4: '84B3', 5: '90B0', 20: '88B3', 27: '86B3', 33: '83B2' }, [22, 25, 37, 49, 52, 55, 58], [39, 40, 41, 42, 43, 44, 45, 46, 47, 53, 54, 57]);
    const s = scenario({ map, players: ONE });
    expect(neighboursOf(s, '18')).toEqual(at(map, [2, 3, 6, 7, 18, 13, 14]));
    // 85B3 lane 0-2 joins index 7 (its N) and index 2 (its SE).
    expect(neighboursOf(s, tileAt(map, 2))).toContain(Number(tileAt(map, 7)));
  });
  test('ti4.adj.lanes 3p: Mecatol touches only 2, 4, 6; 85A3, 85A5, 85A1 join 2-6, 2-4 and 4-6', () => {
    const hyper = { 1: '85A3', 3: '85A5', 5: '85A1', 8: '87A3', 10: '88A5', 12: '87A5', 14: '87A3', 16: '88A5', 18: '88A3', 19: '86A3', 20: '84A3', 24: '83A2', 25: '86A5', 26: '84A5', 30: '84A3', 31: '86A1', 32: '83A2', 36: '83A0' };
    const map = layoutMap(3, hyper, [22, 28, 34]);
    const s = scenario({ map, players: ONE });
    expect(neighboursOf(s, '18')).toEqual(at(map, [2, 4, 6]));
    expect(neighboursOf(s, tileAt(map, 2))).toEqual(expect.arrayContaining(at(map, [4, 6])));
  });
  test('ti4.adj.lanes 4p: 85A3 at index 1 joins 2 and 6; 85A0 at index 4 joins 3 and 5', () => {
    const hyper = { 1: '85A3', 4: '85A0', 8: '88A1', 12: '88A0', 14: '87A0', 18: '87A5', 19: '86A3', 20: '83A1', 27: '83A0', 28: '86A0', 29: '84A3', 36: '84A5' };
    const map = layoutMap(3, hyper, [22, 25, 31, 34]);
    const s = scenario({ map, players: ONE });
    expect(neighboursOf(s, '18')).toEqual(at(map, [2, 3, 5, 6]));
    expect(neighboursOf(s, tileAt(map, 2))).toContain(Number(tileAt(map, 6)));
    expect(neighboursOf(s, tileAt(map, 3))).toContain(Number(tileAt(map, 5)));
  });
  test('ti4.map.empty: nothing is adjacent through an empty slot, and a lane into one dead-ends', () => {
    // 85A3 at index 1 (lane 2-4) with index 2 empty: index 6 gains nothing through it.
    const s = scenario({ map: '85A3 -1 27 28 29 30', players: ONE });
    expect(neighboursOf(s, '30')).toEqual([18, 29]);
  });
  test('ti4.map.offmap: 82 and 51 touch nothing physically', () => {
    const s = scenario({ map: SIX, players: [{ id: 'c', faction: 'creuss' }] });
    expect(neighboursOf(s, '82')).toEqual([]);
    expect(neighboursOf(s, '51')).toEqual([17]); // delta only
  });
});

describe('ti4.adj.wormhole-tokens, ti4.adj.nexus, ti4.adj.effects', () => {
  test('ti4.adj.nexus: the inactive Nexus is gamma only; active, it joins alpha and beta systems', () => {
    expect(neighboursOf(six, '82')).toEqual([]);
    const active = scenario({ map: SIX, players: ONE, nexus: 'active' });
    expect(neighboursOf(active, '82')).toEqual([25, 26, 39, 40]);
  });
  test('ti4.adj.wormhole-tokens: an exploration gamma token joins its system to the Nexus', () => {
    const s = scenario({ map: SIX, players: ONE, wormholeTokens: [{ wormhole: 'gamma', system: '30', source: 'exploration' }] });
    expect(neighboursOf(s, '30')).toContain(82);
    expect(neighboursOf(s, '82')).toEqual([30]);
  });
  test('ti4.adj.wormhole-tokens: a Creuss alpha token on 44 joins it to 26 and 39', () => {
    const s = scenario({ map: SIX, players: ONE, wormholeTokens: [{ wormhole: 'alpha', system: '44', source: 'creuss' }] });
    expect(neighboursOf(s, '44')).toEqual(expect.arrayContaining([26, 39]));
  });
  test('ti4.adj.wormhole-tokens: Hil Colish carries a delta wormhole (its system joins 17 and 51)', () => {
    const s = scenario({ map: SIX, players: [{ id: 'c', faction: 'creuss' }], units: [{ id: 'hc', player: 'c', type: 'flagship', system: '43' }] });
    expect(neighboursOf(s, '43')).toEqual(expect.arrayContaining([17, 51]));
  });
  test('ti4.adj.effects: Wormhole Reconstruction makes alpha and beta systems adjacent', () => {
    const s = scenario({ map: SIX, players: ONE, laws: ['wormhole-reconstruction'] });
    expect(neighboursOf(s, '26')).toEqual(expect.arrayContaining([25, 39, 40]));
  });
  test('ti4.adj.effects: Lost Star Chart makes alpha and beta systems adjacent this tactical action', () => {
    const s = scenario({ map: SIX, players: ONE, played: [{ id: 'lost-star-chart' }] });
    expect(neighboursOf(s, '25')).toEqual(expect.arrayContaining([26, 39, 40]));
  });
  test('ti4.adj.effects: Quantum Entanglement is for Creuss only', () => {
    const creuss = scenario({ map: SIX, players: [{ id: 'c', faction: 'creuss' }, { id: 's', faction: 'sol' }] });
    expect(neighboursOf(creuss, '26')).toContain(40);
    const sol = scenario({ map: SIX, players: [{ id: 'c', faction: 'creuss' }, { id: 's', faction: 'sol' }], activePlayer: 's' });
    expect(neighboursOf(sol, '26')).not.toContain(40);
  });
  test('ti4.adj.effects: Enforced Travel Ban removes alpha and beta links (not Quantum Entanglement, which cannot be prevented)', () => {
    const ban = scenario({ map: SIX, players: ONE, laws: ['enforced-travel-ban'] });
    expect(neighboursOf(ban, '26')).not.toContain(39);
    expect(neighboursOf(ban, '25')).not.toContain(40);
    const creuss = scenario({ map: SIX, players: [{ id: 'c', faction: 'creuss' }], laws: ['enforced-travel-ban'] });
    expect(neighboursOf(creuss, '26')).toEqual(expect.arrayContaining([25, 39, 40]));
  });
  test('ti4.adj.effects: Nexus Sovereignty removes the Nexus alpha and beta (gamma stays)', () => {
    const s = scenario({ map: SIX, players: ONE, nexus: 'active', laws: ['nexus-sovereignty'], wormholeTokens: [{ wormhole: 'gamma', system: '30' }] });
    expect(neighboursOf(s, '82')).toEqual([30]);
  });
  test('ti4.adj.effects: Lazax Gate Folding gives Mecatol alpha and beta for Winnu unless Winnu controls Mecatol Rex', () => {
    const winnu = scenario({ map: SIX, players: [{ id: 'w', faction: 'winnu', technologies: ['lazax-gate-folding'] }] });
    expect(neighboursOf(winnu, '18')).toEqual(expect.arrayContaining([25, 39]));
    const holding = scenario({ map: SIX, players: [{ id: 'w', faction: 'winnu', technologies: ['lazax-gate-folding'], planets: ['Mecatol Rex'] }] });
    expect(neighboursOf(holding, '18')).not.toContain(39);
  });
  test('ti4.adj.effects: Emissary Taivra joins the activated non-delta wormhole system to every wormhole system', () => {
    const s = scenario({ map: SIX, players: ONE, activeSystem: '25', played: [{ id: 'emissary-taivra' }] });
    expect(neighboursOf(s, '25')).toEqual(expect.arrayContaining([17, 26, 39, 40, 82]));
    const delta = scenario({ map: SIX, players: ONE, activeSystem: '17', played: [{ id: 'emissary-taivra' }] });
    expect(neighboursOf(delta, '17')).not.toContain(26);
  });
  test('ti4.adj.effects: Spacial Conduit Cylinder joins the activated system to every system with Jol-Nar units', () => {
    const s = scenario({
      map: SIX,
      players: [{ id: 'j', faction: 'jolnar', technologies: ['spacial-conduit-cylinder'] }],
      units: [{ id: 'a', player: 'j', type: 'carrier', system: '10' }, { id: 'b', player: 'j', type: 'infantry', system: '36' }],
      activeSystem: '10',
    });
    expect(neighboursOf(s, '10')).toContain(36);
    expect(neighboursOf(s, '36')).toContain(10);
  });
});
