import { describe, expect, test } from 'vitest';
import { neighboursOf, planActive, resolveOk, scenario, SIX } from './helpers.ts';

/**
 * The peers' behaviour where they implement Thunder's Edge adjacency: darrellanderson/TI4-TTPG-TS
 * src/lib/system-lib/system-adjacency/system-adjacency-ingress.ts @1f5bc8d5 (with its test) links
 * every ingress system to every egress system in both directions and nothing else;
 * system-adjaaency-breach.ts @dc3adf81 (with system-adjacency-breach.test.ts @84f0a720) joins the
 * breach systems through a shared "breach" node, half a step in and half a step out, like a
 * wormhole type: one move from any breach to any other, no direct link between the hexes. Our
 * cases use the same four systems per test (two ingress, two egress; two breaches) on a real map.
 */
const players = [{ id: 'h', faction: 'hacan' }];

describe('TI4-TTPG-TS: ingress and egress (the Fracture\'s tokens)', () => {
  // TTPG-TS: ingress on <0,0,0> and <1,0,-1>, egress on <2,0,-2> and <3,0,-3>; here ingress on 19
  // and 35, egress on 5 and 38, no two of them touching on the map.
  const thundersEdge = { fracture: { systems: [{ id: 'f1' }], ingress: ['19', '35'], egress: ['5', '38'] } };
  const s = scenario({ map: SIX, players, thundersEdge });
  const bare = scenario({ map: SIX, players });
  test('the four systems share no side on the map', () => {
    for (const a of ['19', '35', '5', '38']) for (const b of [19, 35, 5, 38]) expect(neighboursOf(bare, a, null)).not.toContain(b);
  });
  test('ingress-ingress and egress-egress are not linked', () => {
    expect(neighboursOf(s, '19', null)).not.toContain(35);
    expect(neighboursOf(s, '5', null)).not.toContain(38);
  });
  test('every ingress reaches every egress and every egress every ingress', () => {
    for (const a of ['19', '35']) for (const b of [5, 38]) expect(neighboursOf(s, a, null), `${a} -> ${b}`).toContain(b);
    for (const a of ['5', '38']) for (const b of [19, 35]) expect(neighboursOf(s, a, null), `${a} -> ${b}`).toContain(b);
  });
});

describe('TI4-TTPG-TS: breaches', () => {
  const thundersEdge = { breaches: [{ system: '19' }, { system: '35' }] };
  test('two breach systems far apart are adjacent both ways (TTPG-TS: through the breach node)', () => {
    const s = scenario({ map: SIX, players, thundersEdge });
    expect(neighboursOf(s, '19', null)).toContain(35);
    expect(neighboursOf(s, '35', null)).toContain(19);
  });
  test('the breach-to-breach step costs one move (TTPG-TS: 0.5 + 0.5), planned and resolved', () => {
    const units = [{ id: 'c', player: 'h', type: 'carrier', system: '19' }];
    const s = scenario({ map: SIX, players, units, thundersEdge, activeSystem: '35' });
    expect(planActive(s).ships[0]).toMatchObject({ unit: 'c', path: ['19', '35'], cost: 1 });
    expect(resolveOk(scenario({ map: SIX, players, units, thundersEdge, activeSystem: '35', moves: [{ unit: 'c', path: ['19', '35'] }] })).legal).toBe(true);
  });
});

describe('TI4-TTPG-TS: epsilon wormholes (system-adjacency-wormhole.ts @19c41636 uses them only for a faction with Sundered)', () => {
  // TE6 of thunders-edge.test.ts has 94 (The Sorrow, epsilon) in place of 21; an epsilon token on 19.
  const TE6 = '26 68 113 40 44 65 19 20 117 94 22 114 42 102 25 115 41 29 1 96a 31 5 32 33 10 34 35 4 36 37 17 38 39 14 59 60';
  const wormholeTokens = [{ wormhole: 'epsilon' as const, system: '19' }];
  const hacanFirst = [{ id: 'h', faction: 'hacan' }, { id: 'c', faction: 'rebellion' }];
  const rebellionFirst = [hacanFirst[1]!, hacanFirst[0]!];
  test('by default every player uses them (identical wormholes are adjacent; Sundered restricts the Rebellion only)', () => {
    expect(neighboursOf(scenario({ map: TE6, players: hacanFirst, wormholeTokens }), '19', null)).toContain(94);
  });
  test('thundersEdge.epsilon "rebellion" follows TI4-TTPG-TS: only the Rebellion uses them', () => {
    const thundersEdge = { epsilon: 'rebellion' as const };
    expect(neighboursOf(scenario({ map: TE6, players: hacanFirst, wormholeTokens, thundersEdge }), '19', null)).not.toContain(94);
    expect(neighboursOf(scenario({ map: TE6, players: rebellionFirst, wormholeTokens, thundersEdge }), '19', null)).toContain(94);
  });
});

