import type { ShipTerrain } from './terrain.ts';

/**
 * The reachability search of one ship (ti4.search.weights, ti4.search.constraints,
 * ti4.search.order). States are (system, rift departures, rift rolls) by layers of systems
 * entered. A step out of a gravity rift gains the rift bonus (ti4.move.rift), so the weight of a
 * state at layer k with d departures is k - d x bonus; a path is in range when its weight is at
 * most the move value. Layers are explored in order, so the first layer that reaches a system is
 * the fewest systems entered; within a layer, fewer rift rolls win, then the path whose tile
 * numbers come first (states are created in that order: predecessors are expanded in path order
 * and neighbours in tile order, and a state is created only once, by its best predecessor).
 * D.W.S. Luminous (Thunder's Edge) gets +1 for each system holding its owner's units that it moves
 * through (terrain.passBonus): a state keeps the predecessor that gives it the most such bonuses.
 */

export interface Route {
  /** Nodes from the start to the end. */
  readonly path: readonly number[];
  /** Systems entered (ti4.move.cost). */
  readonly cost: number;
  /** Nodes left with a rift roll, in order (ti4.move.rift-roll). */
  readonly rollsAt: readonly number[];
  /** cost - rift bonus: what the move value must cover. */
  readonly weight: number;
}

export interface SearchInput {
  readonly next: readonly (readonly number[])[];
  readonly terrain: ShipTerrain;
  readonly start: number;
  /** Highest move value to search for (with Gravity Drive when it may apply). */
  readonly budget: number;
  /** Extra neighbours reachable from every node for this ship (Memoria: systems with Nomad mechs). */
  readonly everywhere?: readonly number[];
}

interface Layer {
  readonly node: number[];
  readonly departures: number[];
  readonly rolls: number[];
  readonly pred: number[];
  /** Systems moved through that give +1 (terrain.passBonus: D.W.S. Luminous); 0 for other ships. */
  readonly frees: number[];
}

/**
 * How many layers to explore: the move value plus the rift bonus of each rift system once (at most
 * 8 more). Without Crucible a step out of a rift costs 0, so bouncing between rifts never shortens a
 * route and the bound changes nothing; under Crucible the literal reading (LRR 41.3, Q1) would let a
 * ship bounce between two adjacent rifts for ever, and this bound is where it stops.
 */
export function layerLimit(terrain: ShipTerrain, budget: number): number {
  let rifts = 0;
  for (let i = 0; i < terrain.rift.length; i++) rifts += terrain.rift[i]!;
  let frees = 0;
  const pass = terrain.passBonus;
  if (pass !== undefined) for (let i = 0; i < pass.length; i++) frees += pass[i]!;
  return budget + Math.min(8, rifts * terrain.riftBonus) + Math.min(8, frees);
}

function neighbours(input: SearchInput, node: number): readonly number[] {
  const base = input.next[node]!;
  const extra = input.everywhere;
  if (extra === undefined || extra.length === 0) return base;
  const merged = [...base];
  for (const n of extra) if (n !== node && !merged.includes(n)) merged.push(n);
  return merged.sort((a, b) => a - b);
}

function route(layers: readonly Layer[], k: number, index: number, terrain: ShipTerrain, bonus: number): Route {
  const path: number[] = new Array<number>(k + 1);
  let at = index;
  for (let layer = k; layer >= 0; layer--) {
    path[layer] = layers[layer]!.node[at]!;
    at = layers[layer]!.pred[at]!;
  }
  const rollsAt: number[] = [];
  for (let i = 0; i < k; i++) if (terrain.rolls[path[i]!]) rollsAt.push(path[i]!);
  return { path, cost: k, rollsAt, weight: k - layers[k]!.departures[index]! * bonus - layers[k]!.frees[index]! };
}

/**
 * Explores layers up to the limit. `visit(k, index)` is called for every state with weight within
 * budget, in creation order; returning true stops the search.
 */
function explore(input: SearchInput, visit: (layers: Layer[], k: number, index: number, weight: number) => boolean): Layer[] {
  const { terrain, start, budget } = input;
  const bonus = terrain.riftBonus;
  const limit = layerLimit(terrain, budget);
  // How much one step can lower the weight: leaving a rift under Crucible (+2 for a step of 1), or a rift
  // holding D.W.S. Luminous' own units (+1 for the rift, +1 for the pass).
  const slack = bonus - 1 + (terrain.passBonus !== undefined ? 1 : 0);
  const pass = terrain.passBonus;
  const layers: Layer[] = [{ node: [start], departures: [0], rolls: [0], pred: [-1], frees: [0] }];
  // Dominance: the least weight of an earlier layer's state per (system, rift rolls). A later state in the
  // same system with no less weight and no fewer rolls can only lead where the earlier one leads with
  // fewer systems entered (what follows a state depends on its system alone), so it is not kept.
  const width = limit + 2;
  const least = new Float64Array(input.next.length * width).fill(Infinity);
  // The start dominates later visits to it, except for D.W.S. Luminous, which gets no pass bonus for leaving its start.
  if (pass === undefined) least[start * width] = 0;
  const dominated = (node: number, rolls: number, weight: number): boolean => {
    const base = node * width;
    for (let r = 0; r <= rolls && r < width; r++) if (least[base + r]! <= weight) return true;
    return false;
  };
  if (visit(layers, 0, 0, 0)) return layers;
  for (let k = 1; k <= limit; k++) {
    const previous = layers[k - 1]!;
    const current: Layer = { node: [], departures: [], rolls: [], pred: [], frees: [] };
    const seen = new Map<number, number>();
    for (let i = 0; i < previous.node.length; i++) {
      const from = previous.node[i]!;
      // Every system entered before the last is moved through (ti4.search.constraints); the start is only left.
      if (k - 1 > 0 && !terrain.passable[from]) continue;
      const leavesRift = terrain.rift[from]!;
      const departures = previous.departures[i]! + leavesRift;
      const rolls = previous.rolls[i]! + (leavesRift && terrain.rolls[from] ? 1 : 0);
      // D.W.S. Luminous: +1 for each system holding its owner's units that it moves through (not the start).
      const frees = previous.frees[i]! + (pass !== undefined && k - 1 > 0 ? pass[from]! : 0);
      const weight = k - departures * bonus - frees;
      if (weight - slack * (limit - k) > budget) continue;
      for (const to of neighbours(input, from)) {
        if (dominated(to, rolls, weight)) continue;
        const key = (to * 64 + departures) * 64 + rolls;
        const held = seen.get(key);
        if (held !== undefined) {
          // Created already by an earlier predecessor; more pass bonuses (D.W.S. Luminous) make a lighter state.
          if (frees > current.frees[held]!) {
            current.frees[held] = frees;
            current.pred[held] = i;
          }
          continue;
        }
        seen.set(key, current.node.length);
        current.node.push(to);
        current.departures.push(departures);
        current.rolls.push(rolls);
        current.pred.push(i);
        current.frees.push(frees);
      }
    }
    layers.push(current);
    if (current.node.length === 0) break;
    for (let j = 0; j < current.node.length; j++) {
      const at = current.node[j]! * width + Math.min(current.rolls[j]!, width - 1);
      const weight = k - current.departures[j]! * bonus - current.frees[j]!;
      if (weight < least[at]!) least[at] = weight;
    }
    for (let j = 0; j < current.node.length; j++) {
      const weight = k - current.departures[j]! * bonus - current.frees[j]!;
      if (weight <= budget && visit(layers, k, j, weight)) return layers;
    }
  }
  return layers;
}

/** The best legal route into `target` within `budget` (fewest systems, fewest rolls, lowest tile order), or null. */
export function routeTo(input: SearchInput, target: number): Route | null {
  let found: { k: number; index: number; rolls: number } | null = null;
  let stopLayer = -1;
  const layers = explore(input, (layersSoFar, k, index) => {
    if (stopLayer !== -1 && k > stopLayer) return true;
    const layer = layersSoFar[k]!;
    if (layer.node[index] !== target) return false;
    if (k > 0 && !input.terrain.enterable[target]) return false;
    const rolls = layer.rolls[index]!;
    if (found === null || rolls < found.rolls) found = { k, index, rolls };
    stopLayer = k;
    return false;
  });
  if (found === null) return null;
  const best = found as { k: number; index: number };
  return route(layers, best.k, best.index, input.terrain, input.terrain.riftBonus);
}

/**
 * The best route into every system, for each budget in `budgets` (ascending, the last equal to
 * `input.budget`): `result[b][node]`.
 */
export function routesToAll(input: SearchInput, budgets: readonly number[]): (Route | null)[][] {
  const count = input.next.length;
  const best: { k: number; index: number; rolls: number }[][] = budgets.map(() => []);
  const results: (Route | null)[][] = budgets.map(() => new Array<Route | null>(count).fill(null));
  const layers = explore(input, (layersSoFar, k, index, weight) => {
    const layer = layersSoFar[k]!;
    const node = layer.node[index]!;
    if (k > 0 && !input.terrain.enterable[node]) return false;
    const rolls = layer.rolls[index]!;
    for (let b = 0; b < budgets.length; b++) {
      if (weight > budgets[b]!) continue;
      const held = best[b]![node];
      if (held === undefined || (held.k === k && rolls < held.rolls)) best[b]![node] = { k, index, rolls };
    }
    return false;
  });
  for (let b = 0; b < budgets.length; b++) {
    best[b]!.forEach((found, node) => {
      if (found) results[b]![node] = route(layers, found.k, found.index, input.terrain, input.terrain.riftBonus);
    });
  }
  return results;
}
