import { describe, expect, test } from 'vitest';
import { parseScenario } from '../../src/schema/index.ts';
import { planActive, resolveOk, scenario, SIX } from './helpers.ts';

/* The 6-player map of helpers.ts: 19 touches 1, 20, 26, 29, 30, 60; 26 touches 18. */

describe('ti4.move.multi-anomaly: anomalies added by tokens and abilities', () => {
  const players = [{ id: 'r', faction: 'sol' }];
  test('a system made a nebula and a gravity rift at once has the properties of both', () => {
    const units = [{ id: 'c', player: 'r', type: 'carrier', system: '19' }];
    // without tokens the carrier (move 1) cannot reach 18, two systems away
    expect(planActive(scenario({ map: SIX, players, units, activeSystem: '18' })).unreachable.map((u) => u.unit)).toEqual(['c']);
    const anomalyTokens = [{ anomaly: 'nebula' as const, system: '19' }, { anomaly: 'gravity-rift' as const, system: '19' }];
    // starting in the nebula: move 1; leaving the rift: +1 and a roll (ti4.move.nebula, ti4.move.rift)
    const plan = planActive(scenario({ map: SIX, players, units, activeSystem: '18', anomalyTokens }));
    expect(plan.ships[0]).toMatchObject({ unit: 'c', path: ['19', '26', '18'], cost: 2, moveValue: 1, riftRolls: 1 });
    const out = resolveOk(scenario({ map: SIX, players, units, activeSystem: '18', anomalyTokens, moves: [{ unit: 'c', path: ['19', '26', '18'] }] }));
    expect(out.legal).toBe(true);
    expect(out.riftRolls).toEqual([{ unit: 'c', system: '19' }]);
  });
  test('the nebula token stops ships passing through; a printed anomaly is kept', () => {
    const units = [{ id: 'd', player: 'r', type: 'destroyer', system: '20' }];
    const through = { map: SIX, players, units, activeSystem: '29', moves: [{ unit: 'd', path: ['20', '19', '29'] }] };
    expect(resolveOk(scenario(through)).legal).toBe(true);
    const out = resolveOk(scenario({ ...through, anomalyTokens: [{ anomaly: 'nebula', system: '19' }] }));
    expect(out.violations.map((v) => v.rule)).toEqual(['ti4.move.nebula']);
    // 41 is a printed gravity rift; an asteroid token adds a second anomaly: it can no longer be entered
    const rift = { map: SIX, players, units: [{ id: 'c', player: 'r', type: 'cruiser', system: '28' }], activeSystem: '41' };
    expect(planActive(scenario(rift)).ships.map((s) => s.unit)).toEqual(['c']);
    expect(planActive(scenario({ ...rift, anomalyTokens: [{ anomaly: 'asteroid-field', system: '41', source: 'custom' }] })).unreachable[0]?.rule).toBe('ti4.move.asteroid');
  });
  test('schema: only the five anomalies, on a system of the map', () => {
    const bad = parseScenario({ game: 'ti4', map: SIX, players, anomalyTokens: [{ anomaly: 'black-hole', system: '19' }] });
    expect(bad.ok).toBe(false);
    expect(() => scenario({ map: SIX, players, anomalyTokens: [{ anomaly: 'nebula', system: '99' }] })).toThrow(/anomalyTokens\[0\]\.system/);
  });
});
