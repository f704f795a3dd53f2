import type { TraceStep } from '../core/trace.ts';
import type { UnitInfo } from './context.ts';
import type { MoveValue } from './move-value.ts';
import { moveValue } from './move-value.ts';
import type { Query } from './query.ts';
import type { Route, SearchInput } from './search.ts';
import { layerLimit, routeTo } from './search.ts';
import { enterRefusal, passRefusal } from './terrain.ts';
import type { Ti4RuleId } from './rules.ts';

/**
 * One ship's standing for this movement: may it move at all (ti4.move.eligible, ti4.move.token),
 * with what move value, over which adjacency, and (for a target) its best route or why none.
 */

export type Standing =
  | { readonly canMove: false; readonly rule: Ti4RuleId; readonly reason: string }
  | { readonly canMove: true; readonly value: number; readonly gravityDrive: number; readonly steps: readonly TraceStep[]; readonly input: SearchInput };

export function isOwnShip(prepared: Query, unit: UnitInfo): boolean {
  return unit.player === prepared.context.activePlayer.id && unit.movesAsShip;
}

/** May this ship leave its start system (ti4.move.token)? For the active system `active`. */
export function tokenRefusal(prepared: Query, ship: UnitInfo, active: number | null): { rule: Ti4RuleId; reason: string } | null {
  const { context } = prepared;
  if (!context.activePlayer.commandTokens.includes(ship.system)) return null;
  if (active !== null && ship.node === active) return null;
  if (context.effects.dominusOrb) return null;
  if (context.effects.ahkSylSiven && ship.kind === 'flagship') return null;
  return { rule: 'ti4.move.token', reason: `${ship.id} starts in ${ship.system}, which holds its own command token: it cannot move` };
}

/** The ship's Memoria adjacency: systems holding Nomad mechs (ti4.adj.effects). */
function memoriaTargets(prepared: Query, ship: UnitInfo): number[] | undefined {
  if (ship.stats.id !== 'memoria') return undefined;
  const nodes = prepared.context.units.filter((u) => u.player === ship.player && u.kind === 'mech' && u.node !== undefined).map((u) => u.node!);
  return [...new Set(nodes)].sort((a, b) => a - b);
}

export function standing(
  prepared: Query,
  ship: UnitInfo,
  active: number | null,
  activeNearAnomaly = prepared.activeNearAnomaly,
  ignoreToken = false,
  movers?: ReadonlySet<string>,
): Standing {
  const value: MoveValue = moveValue(prepared.context, prepared.terrain, prepared.present, ship, { activeNearAnomaly, active, ...(movers ? { movers } : {}) });
  if (!value.eligible) return { canMove: false, rule: value.rule, reason: value.reason };
  const token = ignoreToken ? null : tokenRefusal(prepared, ship, active);
  if (token) return { canMove: false, ...token };
  const everywhere = memoriaTargets(prepared, ship);
  const input: SearchInput = {
    next: prepared.adjacencyFor(ship).next,
    terrain: prepared.shipTerrainFor(ship),
    start: ship.node!,
    budget: value.value + value.gravityDrive,
    ...(everywhere ? { everywhere } : {}),
  };
  return { canMove: true, value: value.value, gravityDrive: value.gravityDrive, steps: value.steps, input };
}

/** Why the ship cannot reach `target`: the first rule that stops the relaxed route. */
export function whyNot(prepared: Query, ship: UnitInfo, input: SearchInput, target: number): { rule: Ti4RuleId; reason: string } {
  const { context, terrain } = prepared;
  const name = context.galaxy.nodes[target]!.id;
  const into = enterRefusal(context, terrain, target);
  if (into) return { rule: into.rule, reason: into.note };
  const count = input.next.length;
  const open = { ...input.terrain, passable: new Uint8Array(count).fill(1), enterable: new Uint8Array(count).fill(1) };
  const { hops, path } = hopsTo(input, target);
  if (hops < 0) {
    return { rule: 'ti4.move.path', reason: `no path of adjacent systems leads from ${ship.system} to ${name}` };
  }
  if (hops > layerLimit(input.terrain, input.budget)) {
    return { rule: 'ti4.move.path', reason: `${name} is ${hops} systems away from ${ship.system}, out of range for ${ship.id}, whose move value is ${input.budget} at most` };
  }
  // Ignoring what may not be passed, is the target in range? Then a passage rule stops the route.
  // Within the move value every route of that length is in range, so the fewest-steps route will do.
  const inRange = hops <= input.budget ? path : routeTo({ ...input, terrain: open }, target)?.path ?? null;
  if (inRange !== null) {
    for (const node of inRange.slice(1, -1)) {
      const refusal = passRefusal(context, terrain, ship, node, { active: prepared.active });
      if (refusal) return { rule: refusal.rule, reason: `no legal route is in range; the shortest route in range passes through ${context.galaxy.nodes[node]!.id}: ${refusal.note}` };
    }
  }
  return { rule: 'ti4.move.path', reason: `${name} is out of range for ${ship.id}, whose move value is ${input.budget} at most` };
}

/** Fewest steps from the start to `target` over the adjacency, ignoring every movement rule (-1: none), with that route. */
function hopsTo(input: SearchInput, target: number): { hops: number; path: number[] } {
  const from = new Int32Array(input.next.length).fill(-2);
  from[input.start] = -1;
  const queue = [input.start];
  const dist = new Int32Array(input.next.length);
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
    if (u === target) {
      const path: number[] = [];
      for (let at = u; at !== -1; at = from[at]!) path.push(at);
      return { hops: dist[u]!, path: path.reverse() };
    }
    const visit = (v: number) => {
      if (from[v] === -2) {
        from[v] = u;
        dist[v] = dist[u]! + 1;
        queue.push(v);
      }
    };
    for (const v of input.next[u]!) visit(v);
    for (const v of input.everywhere ?? []) visit(v);
  }
  return { hops: -1, path: [] };
}

export function bestRoute(input: SearchInput, target: number): Route | null {
  return routeTo(input, target);
}
