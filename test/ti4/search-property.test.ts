import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Ti4Scenario } from '../../src/schema/ti4.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { resolveScenario } from '../../src/ti4/resolve.ts';
import { layerLimit, routesToAll } from '../../src/ti4/search.ts';
import { standing } from '../../src/ti4/ship-moves.ts';
import { queryOf, scenario } from './helpers.ts';

/**
 * ti4.search.*: the layered search against a brute force that enumerates every path, on random
 * maps (systems, anomalies, wormholes, hyperlanes at random rotations, empty slots, enemy ships).
 * The brute force derives passability from the tile data itself, not from terrain.ts.
 */

const POOL = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 39, 40, 41, 42, 43, 44, 45, 46, 47, 59, 60, 61, 64, 67, 68, 79, 80];
const HYPER = [83, 84, 85, 86, 87, 88, 89, 90, 91];

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function randomScenario(seed: number): Ti4Scenario {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const pool = [...POOL].sort(() => r() - 0.5);
  const tokens: string[] = [];
  for (let i = 1; i <= 18; i++) {
    const x = r();
    if (x < 0.15) tokens.push(`${pick(HYPER)}${r() < 0.5 ? 'A' : 'B'}${Math.floor(r() * 6)}`);
    else if (x < 0.22) tokens.push('-1');
    else tokens.push(String(pool.pop()!));
  }
  const systems = ['18', ...tokens.filter((t) => /^\d+$/.test(t) && Number(t) < 83)];
  const units: Ti4Scenario['units'] = [];
  const types = ['destroyer', 'carrier', 'cruiser', 'dreadnought', 'war-sun'];
  for (let i = 0; i < 3; i++) units.push({ id: `r${i}`, player: 'red', type: pick(types), system: pick(systems), upgraded: r() < 0.5 });
  for (let i = 0; i < 3; i++) units.push({ id: `b${i}`, player: 'blue', type: pick(['fighter', 'destroyer']), system: pick(systems) });
  const technologies = [...(r() < 0.3 ? ['antimass-deflectors'] : []), ...(r() < 0.2 ? ['light-wave-deflector'] : [])];
  return scenario({
    map: tokens.join(' '),
    players: [{ id: 'red', faction: 'hacan', technologies }, { id: 'blue', faction: 'letnev' }],
    units,
    laws: r() < 0.2 ? ['wormhole-reconstruction'] : [],
    played: r() < 0.2 ? [{ id: 'crucible' }] : [],
    nexus: r() < 0.3 ? 'active' : 'inactive',
  });
}

interface Best {
  cost: number;
  rolls: number;
}

/** Every path from the ship's start, by depth-first enumeration; the best (cost, rolls) per end system. */
function bruteForce(s: Ti4Scenario, unitId: string): Map<string, Best> {
  const p = queryOf(s, null);
  if (!p.ok) throw new Error('prepare');
  const { context } = p.value;
  const nodes = context.galaxy.nodes;
  const unit = context.unitById.get(unitId)!;
  const stand = standing(p.value, unit, null);
  const out = new Map<string, Best>();
  if (!stand.canMove) return out;
  const budget = stand.value;
  const techs = context.activePlayer.technologies;
  const crucible = s.played.some((e) => e.id === 'crucible');
  const bonus = crucible ? 2 : 1;
  const has = (n: number, a: string) => (nodes[n]!.data.anomalies as readonly string[]).includes(a);
  const enemy = (n: number) => context.units.some((u) => u.player === 'blue' && u.node === n);
  const pass = (n: number) =>
    !(has(n, 'asteroid-field') && !techs.includes('antimass-deflectors')) && !has(n, 'supernova') && !has(n, 'nebula') && !(enemy(n) && !techs.includes('light-wave-deflector'));
  const enter = (n: number) => !(has(n, 'asteroid-field') && !techs.includes('antimass-deflectors')) && !has(n, 'supernova');
  // The search's documented bound (search.ts layerLimit): without it, Crucible ships could bounce
  // between two adjacent rifts for ever, each bounce lowering the weight.
  const limit = layerLimit(stand.input.terrain, budget);
  const next = p.value.adjacencyFor(unit).next;
  const walk = (node: number, k: number, weight: number, rolls: number) => {
    if (weight <= budget && (k === 0 || enter(node))) {
      const id = nodes[node]!.id;
      const held = out.get(id);
      if (!held || k < held.cost || (k === held.cost && rolls < held.rolls)) out.set(id, { cost: k, rolls });
    }
    if (k >= limit || (k > 0 && !pass(node))) return;
    const rift = has(node, 'gravity-rift');
    const step = 1 - (rift ? bonus : 0);
    if (weight + step - (crucible ? limit - k - 1 : 0) > budget) return;
    for (const to of next[node]!) walk(to, k + 1, weight + step, rolls + (rift && !crucible ? 1 : 0));
  };
  walk(unit.node!, 0, 0, 0);
  return out;
}

describe('ti4.search.order against brute force', () => {
  test('ti4.search.order: same shortest cost and fewest rolls for every ship and every system on random maps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const s = randomScenario(seed);
        const p = queryOf(s, null);
        if (!p.ok) return;
        for (const unit of p.value.context.units.filter((u) => u.player === 'red')) {
          const expected = bruteForce(s, unit.id);
          const stand = standing(p.value, unit, null);
          if (!stand.canMove) {
            expect(expected.size).toBe(0);
            continue;
          }
          const [routes] = routesToAll({ ...stand.input, budget: stand.value }, [stand.value]);
          const ours = new Map<string, Best>();
          routes!.forEach((route, n) => {
            if (route) ours.set(p.value.context.galaxy.nodes[n]!.id, { cost: route.cost, rolls: route.rollsAt.length });
          });
          expect(ours).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('ti4.search.order: every planned route resolves as legal with the same rift rolls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 30 }), (seed, which) => {
        const base = randomScenario(seed);
        const p = queryOf(base, null);
        if (!p.ok) return;
        const systems = p.value.context.galaxy.nodes.map((n) => n.id);
        const activeSystem = systems[which % systems.length]!;
        const planned = planScenario({ ...base, activeSystem });
        if (!planned.ok || !('ships' in planned.value)) return;
        for (const ship of planned.value.ships) {
          if (ship.cost === 0 || ship.gravityDrive) continue;
          const out = resolveScenario({ ...base, activeSystem, moves: [{ unit: ship.unit, path: [...ship.path], transport: [] }] });
          expect(out.ok && out.value.violations).toEqual([]);
          expect(out.ok && out.value.riftRolls.length).toBe(ship.riftRolls);
        }
      }),
      { numRuns: 150 },
    );
  });
});
