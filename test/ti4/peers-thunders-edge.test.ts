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
