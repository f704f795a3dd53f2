import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { planActive, resolveOk, scenario, SIX } from './helpers.ts';

/*
 * The 6-player map of helpers.ts. 27 (the combat) touches 18, 21, 22, 23, 40 and 68 (a nebula).
 * The defender d (Hacan) retreats from 27: it controls Mecatol Rex, has a PDS in 21 and a carrier in 68;
 * the attacker a has a destroyer in 22.
 */
const base = {
  map: SIX,
  players: [
    { id: 'a', faction: 'sol' },
    { id: 'd', faction: 'hacan', planets: ['Mecatol Rex'] },
  ],
  units: [
    { id: 'dn', player: 'a', type: 'dreadnought', system: '27' },
    { id: 'x', player: 'a', type: 'destroyer', system: '22' },
    { id: 'c1', player: 'd', type: 'carrier', system: '27' },
    { id: 'cr', player: 'd', type: 'cruiser', system: '27' },
    { id: 'f1', player: 'd', type: 'fighter', system: '27' },
    { id: 'f2', player: 'd', type: 'fighter', system: '27' },
    { id: 'f3', player: 'd', type: 'fighter', system: '27' },
    { id: 'f4', player: 'd', type: 'fighter', system: '27' },
    { id: 'i1', player: 'd', type: 'infantry', system: '27' },
    { id: 'i2', player: 'd', type: 'infantry', system: '27' },
    { id: 'p', player: 'd', type: 'pds', system: '21' },
    { id: 'c2', player: 'd', type: 'carrier', system: '68' },
  ],
  activeSystem: '27',
};

describe('ti4.retreat: plan lists every destination and why the others are not', () => {
  test('own units or a controlled planet and no other player\'s ships; nebulae are never entered', () => {
    const plan = planActive(scenario({ ...base, retreat: { player: 'd', inSpace: ['i1'] } }));
    expect(plan.retreat?.destinations.map((d) => [d.system, d.rule])).toEqual([
      ['18', 'ti4.retreat'],
      ['21', 'ti4.retreat'],
    ]);
    expect(Object.fromEntries(plan.retreat!.refused.map((r) => [r.system, r.rule]))).toEqual({
      '22': 'ti4.retreat',
      '23': 'ti4.retreat',
      '40': 'ti4.retreat',
      '68': 'ti4.move.nebula',
    });
    // capacity 4 (the carrier): four fighters carried, the infantry in space removed; i2 is on the planet and stays
    expect(plan.retreat!.destinations[0]).toMatchObject({ ships: ['c1', 'cr'], carried: ['f1', 'f2', 'f3', 'f4'], removed: ['i1'], commandToken: '18', riftRolls: [] });
  });
  test('ti4.retreat (Dark Energy Tap): empty adjacent systems become destinations, not those with other units', () => {
    const players = [base.players[0]!, { id: 'd', faction: 'hacan', technologies: ['dark-energy-tap'] }];
    const units = [...base.units, { id: 'ground', player: 'a', type: 'infantry', system: '40' }];
    const plan = planActive(scenario({ ...base, players, units, retreat: { player: 'd' } }));
    expect(plan.retreat?.destinations.map((d) => [d.system, d.rule])).toEqual([
      ['18', 'ti4.retreat'],
      ['21', 'ti4.retreat'],
      ['23', 'ti4.retreat'],
    ]);
    expect(plan.retreat!.refused.find((r) => r.system === '40')?.rule).toBe('ti4.retreat');
  });
  test('ti4.move.asteroid applies to the destination; ti4.move.rift-roll for leaving a rift', () => {
    const s = scenario({
      ...base,
      anomalyTokens: [{ anomaly: 'gravity-rift', system: '27' }, { anomaly: 'asteroid-field', system: '21' }],
      retreat: { player: 'd' },
    });
    const plan = planActive(s);
    expect(plan.retreat?.destinations.map((d) => d.system)).toEqual(['18']);
    expect(plan.retreat!.refused.find((r) => r.system === '21')?.rule).toBe('ti4.move.asteroid');
    expect(plan.retreat!.destinations[0]!.riftRolls.map((r) => r.unit)).toEqual(['c1', 'cr']);
  });
  test('the retreating player\'s adjacency: Creuss wormholes count for Creuss', () => {
    const players = [base.players[0]!, { id: 'k', faction: 'creuss' }];
    const units = [
      { id: 'dn', player: 'a', type: 'dreadnought', system: '26' },
      { id: 'k1', player: 'k', type: 'cruiser', system: '26' },
      { id: 'k2', player: 'k', type: 'destroyer', system: '40' },
    ];
    // 26 (alpha) and 40 (beta) are adjacent for Creuss only (Quantum Entanglement)
    const plan = planActive(scenario({ map: SIX, players, units, activeSystem: '26', retreat: { player: 'k' } }));
    expect(plan.retreat?.destinations.map((d) => d.system)).toEqual(['40']);
  });
});

describe('ti4.retreat: resolve checks the announced destination', () => {
  test('legal: ships, cargo and the command token', () => {
    const out = resolveOk(scenario({ ...base, retreat: { player: 'd', to: '21', inSpace: ['i1'] } }));
    expect(out.legal).toBe(true);
    expect(out.retreat).toMatchObject({ legal: true, from: '27', to: '21', destination: { ships: ['c1', 'cr'], removed: ['i1'], commandToken: '21' } });
    expect(out.trace.map((t) => t.rule)).toContain('ti4.retreat');
  });
  test.each([
    ['22', 'ti4.retreat'],
    ['23', 'ti4.retreat'],
    ['68', 'ti4.move.nebula'],
    ['19', 'ti4.retreat'],
  ])('to %s: refused by %s', (to, rule) => {
    const out = resolveOk(scenario({ ...base, retreat: { player: 'd', to } }));
    expect(out.legal).toBe(false);
    expect(out.retreat?.legal).toBe(false);
    expect(out.violations.map((v) => v.rule)).toEqual([rule]);
  });
  test('a retreat without a destination is rejected by resolve, and one without an active system by both', () => {
    const noTo = resolveOk;
    expect(() => noTo(scenario({ ...base, retreat: { player: 'd' } }))).toThrow(/retreat.to/);
    const { activeSystem: _a, ...rest } = base;
    expect(() => resolveOk(scenario({ ...rest, retreat: { player: 'd', to: '21' } }))).toThrow(/activeSystem/);
  });
});

describe('ti4.move.ability (Foresight): Naalu move out of the active system into a system without other players\' ships', () => {
  const players = [{ id: 'a', faction: 'sol' }, { id: 'n', faction: 'naalu' }];
  const units = [
    { id: 'dn', player: 'a', type: 'dreadnought', system: '27' },
    { id: 'x', player: 'a', type: 'destroyer', system: '22' },
    { id: 'ground', player: 'a', type: 'infantry', system: '23' },
    { id: 'n1', player: 'n', type: 'cruiser', system: '27' },
  ];
  test('plan: any adjacent system without other players\' ships (units on planets do not matter)', () => {
    const plan = planActive(scenario({ map: SIX, players, units, activeSystem: '27', retreat: { player: 'n', ability: 'foresight' } }));
    expect(plan.retreat?.destinations.map((d) => d.system)).toEqual(['18', '21', '23', '40']);
    expect(plan.retreat!.refused.map((r) => [r.system, r.rule])).toEqual([['22', 'ti4.move.ability'], ['68', 'ti4.move.nebula']]);
  });
  test('resolve: only the Naalu player has Foresight', () => {
    const other = [{ id: 'a', faction: 'sol' }, { id: 'n', faction: 'hacan' }];
    const out = resolveOk(scenario({ map: SIX, players: other, units, activeSystem: '27', retreat: { player: 'n', ability: 'foresight', to: '23' } }));
    expect(out.violations.map((v) => v.rule)).toEqual(['ti4.move.ability']);
  });
});

describe('property: every planned retreat destination resolves legal, every refused one does not', () => {
  const around = ['18', '21', '22', '23', '40', '68', '26', '41', '44'];
  const owners = ['a', 'd'] as const;
  const types = ['destroyer', 'infantry', 'pds', 'carrier'] as const;
  test('random neighbourhoods of 27', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ player: fc.constantFrom(...owners), type: fc.constantFrom(...types), system: fc.constantFrom(...around) }), { maxLength: 10 }),
        fc.boolean(),
        fc.subarray(['gravity-rift', 'asteroid-field', 'nebula'] as const),
        fc.constantFrom(...around),
        (placed, tap, tokens, tokenAt) => {
          const units = [
            { id: 'dn', player: 'a', type: 'dreadnought', system: '27' },
            { id: 'c1', player: 'd', type: 'carrier', system: '27' },
            { id: 'f1', player: 'd', type: 'fighter', system: '27' },
            ...placed.map((u, i) => ({ id: `u${i}`, ...u })),
          ];
          const players = [{ id: 'a', faction: 'sol' }, { id: 'd', faction: 'hacan', technologies: tap ? ['dark-energy-tap'] : [] }];
          const anomalyTokens = tokens.map((anomaly) => ({ anomaly, system: tokenAt }));
          const s = { map: SIX, players, units, activeSystem: '27', anomalyTokens };
          const plan = planActive(scenario({ ...s, retreat: { player: 'd' } })).retreat!;
          expect(plan.destinations.length + plan.refused.length).toBe(6);
          for (const d of plan.destinations) expect(resolveOk(scenario({ ...s, retreat: { player: 'd', to: d.system } })).legal).toBe(true);
          for (const r of plan.refused) {
            const out = resolveOk(scenario({ ...s, retreat: { player: 'd', to: r.system } }));
            expect(out.violations.map((v) => v.rule)).toEqual([r.rule]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('ti4.adj.context: the retreating player\'s effects', () => {
  test('the active player\'s Lost Star Chart does not join alpha and beta for the retreating player; one the retreater names does', () => {
    // 26 (alpha) is adjacent to 40 (beta) only under Lost Star Chart
    const units = [
      { id: 'dn', player: 'a', type: 'dreadnought', system: '26' },
      { id: 'd1', player: 'd', type: 'cruiser', system: '26' },
      { id: 'd2', player: 'd', type: 'cruiser', system: '40' },
    ];
    const s = { map: SIX, players: base.players, units, activeSystem: '26' };
    const theirs = planActive(scenario({ ...s, played: [{ id: 'lost-star-chart' }], retreat: { player: 'd' } }));
    expect(theirs.retreat?.destinations.map((d) => d.system)).not.toContain('40');
    const mine = planActive(scenario({ ...s, played: [{ id: 'lost-star-chart', player: 'd' }], retreat: { player: 'd' } }));
    expect(mine.retreat?.destinations.map((d) => d.system)).toContain('40');
  });
});
