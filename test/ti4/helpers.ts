import { parseScenario } from '../../src/schema/index.ts';
import type { Ti4Scenario, Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { Adjacency } from '../../src/ti4/adjacency.ts';
import type { Result } from '../../src/core/issue.ts';
import type { ActivePlan, ReachPlan, Ti4Outcome } from '../../src/ti4/outcome.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { prepareQuery } from '../../src/ti4/prepare-query.ts';
import type { Query } from '../../src/ti4/query.ts';
import { resolveScenario } from '../../src/ti4/resolve.ts';
import { galaxyOf, prepareWorld } from '../../src/ti4/world.ts';

/** Shared scenario helpers for the TI4 tests. */

/**
 * A 6-player map without hyperlanes (homes 19, 22, 25, 28, 31, 34).
 * Ring 1: 26 68 27 40 44 65; ring 2: 19 20 43 21 22 23 42 24 25 28 41 29;
 * ring 3: 1 30 31 5 32 33 10 34 35 4 36 37 17 38 39 14 59 60.
 */
export const SIX = '26 68 27 40 44 65 19 20 43 21 22 23 42 24 25 28 41 29 1 30 31 5 32 33 10 34 35 4 36 37 17 38 39 14 59 60';

/** An 8-player map with the standard 8p hyperlanes (1 87A1, 2 90B3, 4 88A2, 5 89B0, 24 85B2, 33 83B2). */
export const EIGHT =
  '87A1 90B3 26 88A2 89B0 67 40 19 20 21 22 23 24 25 27 28 29 30 31 32 33 34 35 85B2 36 37 38 39 41 42 43 44 83B2 45 46 47 1 48 49 2 -1 -1 3 50 -1 4 59 60 5 61 62 6 -1 -1 7 63 -1 17 64 65';

export function scenario(input: Omit<Ti4ScenarioInput, 'game'> & { game?: 'ti4' }): Ti4Scenario {
  const parsed = parseScenario({ game: 'ti4', ...input });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const world = prepareWorld(parsed.value as Ti4Scenario);
  if (!world.ok) throw new Error(JSON.stringify(world.issues));
  return parsed.value as Ti4Scenario;
}

/** The query of one active system (or none) on the scenario's own galaxy. */
export function queryOf(s: Ti4Scenario, active: string | null): Result<Query> {
  const galaxy = galaxyOf(s);
  return galaxy.ok ? prepareQuery(s, active, galaxy.value) : galaxy;
}

export function adjacencyOf(s: Ti4Scenario, active: string | null = s.activeSystem ?? null): { adj: Adjacency; ids: (n: number) => string; node: (id: string) => number } {
  const p = queryOf(s, active);
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  const g = p.value.context.galaxy;
  return { adj: p.value.adjacencyFor(null), ids: (n) => g.nodes[n]!.id, node: (id) => g.nodeOf.get(id)! };
}

/** The systems adjacent to `system`, as sorted tile numbers. */
export function neighboursOf(s: Ti4Scenario, system: string, active: string | null = s.activeSystem ?? null): number[] {
  const { adj, ids, node } = adjacencyOf(s, active);
  return adj.next[node(system)]!.map((n) => Number(ids(n))).sort((a, b) => a - b);
}

export function planActive(s: Ti4Scenario): ActivePlan {
  const r = planScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  if (!('ships' in r.value)) throw new Error('expected an active plan');
  return r.value;
}

export function planReach(s: Ti4Scenario): ReachPlan {
  const r = planScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  if (!('reach' in r.value)) throw new Error('expected a reach plan');
  return r.value;
}

export function resolveOk(s: Ti4Scenario): Ti4Outcome {
  const r = resolveScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

export const ONE = [{ id: 'red', faction: 'sol' }];

const FILLER = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 46, 47, 48, 49, 50, 59, 60, 61, 62, 63, 64, 65, 66, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78];
const HOMES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

/** A map string with the given hyperlanes, home positions and empty slots, other slots filled with distinct anomaly-free tiles. */
export function layoutMap(rings: number, hyperlanes: Record<number, string>, homes: readonly number[], empty: readonly number[] = []): string {
  const tokens: string[] = [];
  let filler = 0;
  let home = 0;
  for (let i = 1; i <= 3 * rings * (rings + 1); i++) {
    if (hyperlanes[i] !== undefined) tokens.push(hyperlanes[i]!);
    else if (empty.includes(i)) tokens.push('-1');
    else if (homes.includes(i)) tokens.push(String(HOMES[home++]!));
    else tokens.push(String(FILLER[filler++]!));
  }
  return tokens.join(' ');
}

/** The system tile at a map index of a map string without a {centre} (18 at index 0). */
export function tileAt(map: string, index: number): string {
  return index === 0 ? '18' : map.split(/\s+/)[index - 1]!;
}
