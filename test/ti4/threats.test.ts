import { describe, expect, test } from 'vitest';
import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { Ti4Plan } from '../../src/ti4/outcome.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { scenario, SIX } from './helpers.ts';

/**
 * The threat map (ti4.move.threats), worked by hand on SIX: 19 touches 1, 20, 26, 29, 30, 60;
 * 20 touches 19, 26, 30, 31, 43, 68; 29 touches 19, 26, 41, 59, 60, 65; 31 touches 5, 20, 30, 43.
 * Sol (planning) holds a carrier in 19, destroyers in 20 and 30, and the planet Lodor (26).
 * - Hacan's Carrier II in 31 (move 2, capacity 6) reaches 20 and 30 (one step). 19 is two steps
 *   away only through 20 or 30, both holding Sol ships: blocked. 26 would need 20: blocked.
 * - L1Z1X's cruiser in 29 (move 2) reaches 19 and 26 (one step) and 20 through 26 (empty); 30
 *   only through 19 (blocked).
 * - Hacan's dreadnought in 35 (move 1) is far from every Sol system: it cannot reach.
 */
const base: Omit<Ti4ScenarioInput, 'game'> = {
  map: SIX,
  players: [{ id: 'sol', faction: 'sol', planets: ['Lodor'] }, { id: 'hacan', faction: 'hacan' }, { id: 'l1z1x', faction: 'l1z1x' }],
  units: [
    { id: 'sc', player: 'sol', type: 'carrier', system: '19' },
    { id: 'sd20', player: 'sol', type: 'destroyer', system: '20' },
    { id: 'sd30', player: 'sol', type: 'destroyer', system: '30' },
    { id: 'hc', player: 'hacan', type: 'carrier', system: '31', upgraded: true },
    { id: 'hdn', player: 'hacan', type: 'dreadnought', system: '35' },
    { id: 'lc', player: 'l1z1x', type: 'cruiser', system: '29' },
  ],
  threats: true,
};

function plan(input: Omit<Ti4ScenarioInput, 'game'>): Ti4Plan {
  const r = planScenario(scenario(input));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('ti4.move.threats: the threat map of the planning player', () => {
  test('the worked example: who reaches what, blocked paths and an enemy too far refused', () => {
    const p = plan(base);
    expect(p.threats).toEqual([
      { system: '19', ships: [{ unit: 'lc', player: 'l1z1x' }], capacity: 0, fleet: 1, players: [{ player: 'l1z1x', ships: ['lc'], capacity: 0, fleet: 1 }] },
      {
        system: '20',
        ships: [{ unit: 'hc', player: 'hacan' }, { unit: 'lc', player: 'l1z1x' }],
        capacity: 6,
        fleet: 1,
        players: [{ player: 'hacan', ships: ['hc'], capacity: 6, fleet: 1 }, { player: 'l1z1x', ships: ['lc'], capacity: 0, fleet: 1 }],
      },
      { system: '26', ships: [{ unit: 'lc', player: 'l1z1x' }], capacity: 0, fleet: 1, players: [{ player: 'l1z1x', ships: ['lc'], capacity: 0, fleet: 1 }] },
      { system: '30', ships: [{ unit: 'hc', player: 'hacan' }], capacity: 6, fleet: 1, players: [{ player: 'hacan', ships: ['hc'], capacity: 6, fleet: 1 }] },
    ]);
    expect(p.safe).toEqual([]);
    expect(p.threats!.flatMap((t) => t.ships.map((s) => s.unit))).not.toContain('hdn');
    expect(p.trace.at(-1)?.rule).toBe('ti4.move.threats');
  });
  test('without the Sol destroyers in 20 and 30 the Hacan carrier reaches 19 and 26 too (the blocking is what kept them out)', () => {
    const p = plan({ ...base, units: base.units!.filter((u) => u.id !== 'sd20' && u.id !== 'sd30') });
    expect(p.threats!.map((t) => [t.system, t.ships.map((s) => s.unit)])).toEqual([['19', ['hc', 'lc']], ['26', ['hc', 'lc']]]);
  });
  test('a system with the enemy\'s own command token cannot be activated by it; a fleet pool caps the fleet; an unreached system is safe', () => {
    const players = [{ id: 'sol', faction: 'sol', planets: ['Lodor'] }, { id: 'hacan', faction: 'hacan', commandTokens: ['20'], fleetPool: 1 }, { id: 'l1z1x', faction: 'l1z1x' }];
    const units = [...base.units!, { id: 'hd', player: 'hacan', type: 'destroyer', system: '31' }, { id: 'far', player: 'sol', type: 'destroyer', system: '35' }];
    const p = plan({ ...base, players, units });
    const at = (s: string) => p.threats!.find((t) => t.system === s);
    expect(at('20')?.players.map((x) => x.player)).toEqual(['l1z1x']);
    expect(at('30')?.players).toEqual([{ player: 'hacan', ships: ['hc', 'hd'], capacity: 6, fleet: 1 }]);
    // 35 holds a Sol destroyer; the Hacan dreadnought is already there (a ship in its own system is counted: it is in combat there).
    expect(at('35')?.ships).toEqual([{ unit: 'hdn', player: 'hacan' }]);
    const alone = plan({ ...base, units: [...base.units!.filter((u) => u.id !== 'hdn'), { id: 'far', player: 'sol', type: 'destroyer', system: '35' }] });
    expect(alone.safe).toEqual(['35']);
  });
  test('Thunder\'s Edge Warfare and Il Na Viroset let the enemy activate a system holding its own token', () => {
    const players = [{ id: 'sol', faction: 'sol', planets: ['Lodor'] }, { id: 'hacan', faction: 'hacan', commandTokens: ['20'] }, { id: 'l1z1x', faction: 'l1z1x' }];
    const hacanAt20 = (played: { id: string; player: string }[]) => plan({ ...base, players, played }).threats!.find((t) => t.system === '20')!.players.map((x) => x.player);
    expect(hacanAt20([])).toEqual(['l1z1x']);
    expect(hacanAt20([{ id: 'warfare-te', player: 'hacan' }])).toEqual(['hacan', 'l1z1x']);
    expect(hacanAt20([{ id: 'il-na-viroset', player: 'hacan' }])).toEqual(['hacan', 'l1z1x']);
    expect(hacanAt20([{ id: 'warfare-te', player: 'l1z1x' }])).toEqual(['l1z1x']);
  });
  test('the planning player is activePlayer; without threats: true the plan has no threat fields', () => {
    const hacan = plan({ ...base, activePlayer: 'hacan' });
    // Hacan's systems 31 and 35: Sol's destroyers in 20 and 30 (move 2) touch 31; the carrier in 19 (move 1) is two away; nothing reaches 35.
    expect(hacan.threats!.map((t) => t.system)).toEqual(['31']);
    expect(hacan.threats![0]!.ships).toEqual([{ unit: 'sd20', player: 'sol' }, { unit: 'sd30', player: 'sol' }]);
    expect(hacan.safe).toEqual(['35']);
    const { threats: _t, ...rest } = base;
    expect('threats' in plan(rest)).toBe(false);
  });
});
