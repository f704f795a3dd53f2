import type { Result } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { fail, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import type { Adjacency } from './adjacency.ts';
import { adjacencyKept, presentWormholesKept, scarredSystems, severedSystems } from './adjacency.ts';
import type { Wormhole } from './catalog/tiles.ts';
import type { Context, UnitInfo } from './context.ts';
import { buildContext } from './context.ts';
import type { Galaxy } from './map/galaxy.ts';
import type { Query } from './query.ts';
import type { ShipTerrain, Terrain } from './terrain.ts';
import { buildTerrain, shipTerrain } from './terrain.ts';
import { routeTo } from './search.ts';
import { standing } from './ship-moves.ts';
import type { World } from './world.ts';

/**
 * The Query of one active system, with its adjacency and per-ship terrain built on first use and kept
 * (a class, so no functions are made per query).
 */
class PreparedQuery implements Query {
  readonly present: readonly ReadonlySet<Wormhole>[];
  readonly activeNearAnomaly: boolean;
  /** Where the other ships find the Creuss flagship's delta wormhole (D6 may move it to the active system). */
  othersSee: number | null;
  private readonly adjacencies = new Map<number | null, Adjacency>();
  private readonly terrains = new Map<string, ShipTerrain>();

  constructor(
    readonly context: Context,
    readonly terrain: Terrain,
    readonly active: number | null,
    private readonly flagshipNode: number | null,
    readonly trace: TraceStep[],
  ) {
    this.othersSee = flagshipNode;
    const base = this.adjacencyAt(flagshipNode);
    let near = false;
    if (active !== null) {
      for (const n of base.next[active]!) if (terrain.anomalies[n]!.length > 0) near = true;
    }
    this.activeNearAnomaly = near;
    this.present = presentWormholesKept(context, flagshipNode);
  }

  private adjacencyAt(at: number | null): Adjacency {
    let built = this.adjacencies.get(at);
    if (built === undefined) {
      built = adjacencyKept(this.context, { active: this.active, hilColishAt: at });
      this.adjacencies.set(at, built);
    }
    return built;
  }

  adjacencyFor(ship: UnitInfo | null): Adjacency {
    return ship !== null && ship.stats.id === 'hil-colish' ? this.adjacencyAt(this.flagshipNode) : this.adjacencyAt(this.othersSee);
  }

  shipTerrainFor(ship: UnitInfo): ShipTerrain {
    // Ships differ only by these (ti4.move.blocked exceptions and Vuil'raith tears): cache by them.
    // Thunder's Edge adds the ship's printed ability (Corsair, D.W.S. Luminous) and Cosmic Phenomenae's choice.
    const e = this.context.effects;
    const cosmic = e.cosmicRiftUnits.length > 0 && e.cosmicRiftUnits.includes(ship.id);
    const key = `${ship.player}|${ship.stats.id === 'ysia-yssrila'}|${e.silenceSystem === ship.system}|${ship.stats.ability ?? ''}|${cosmic ? ship.id : ''}`;
    let found = this.terrains.get(key);
    if (found === undefined) {
      found = shipTerrain(this.context, this.terrain, ship, { active: this.active });
      this.terrains.set(key, found);
    }
    return found;
  }
}

/**
 * The query of one active system (or none): the context, terrain and adjacency built from the
 * world's galaxy for the active player (ti4.adj.context).
 */
export function prepareQuery(scenario: Ti4Scenario, activeSystem: string | null, galaxy: Galaxy): Result<Query> {
  if (scenario.players.length === 0) {
    return fail([{ path: 'players', rule: 'ti4.map.players', message: 'a map without players (a map to look at) validates and renders; moving needs a player: add "players" and their "units"' }]);
  }
  const context = buildContext(scenario, galaxy);
  const terrain = buildTerrain(context);
  const active = activeSystem === null ? null : galaxy.nodeOf.get(activeSystem) ?? null;
  if (activeSystem !== null && active === null) {
    return fail([{ path: 'activeSystem', rule: 'ti4.adj.hyperlane', message: `the active system ${quote(activeSystem)} is not a system of this map` }]);
  }
  const trace: TraceStep[] = [...galaxy.warnings];
  const scars = scarredSystems(context);
  for (const token of scenario.wormholeTokens) {
    const at = galaxy.nodeOf.get(token.system);
    if (at !== undefined && scars.has(at)) trace.push({ rule: 'ti4.move.scar', note: `the ${token.wormhole} wormhole token in ${token.system} is returned: ${token.system} is an entropic scar.` });
  }
  for (const at of severedSystems(context)) {
    trace.push({ rule: 'ti4.adj.wormhole-tokens', note: `the Sever token is in ${galaxy.nodes[at]!.id}: its wormholes have no effect during movement.` });
  }
  const hilColish = context.units.find((u) => u.stats.id === 'hil-colish' && u.node !== undefined);
  const flagshipNode = hilColish?.node ?? null;
  const prepared = new PreparedQuery(context, terrain, active, flagshipNode, trace);
  // D6: when the Creuss flagship moves first into the active system, the other ships find its
  // delta wormhole there (ti4.adj.wormhole-tokens); only if it can get there.
  if (context.effects.hilColishFirst && hilColish !== undefined && hilColish.player === context.activePlayer.id && active !== null && hilColish.node !== active) {
    const stand = standing(prepared, hilColish, active);
    if (stand.canMove && routeTo(stand.input, active) !== null) {
      prepared.othersSee = active;
      trace.push({ rule: 'ti4.adj.wormhole-tokens', note: `Hil Colish moves first into ${galaxy.nodes[active]!.id}: the other ships find its delta wormhole there.` });
    } else {
      trace.push({ rule: 'ti4.adj.wormhole-tokens', note: 'Hil Colish cannot reach the active system, so moving it first changes nothing.' });
    }
  }
  return ok(prepared);
}

/**
 * The query of a world's own active system, built once per world and kept (ti4.adj.context): it
 * depends only on the world, which is never changed, so a kept world answers repeated calls without
 * rebuilding its context, terrain and adjacency. Keyed by the world object (kept worlds are frozen);
 * the lazily built adjacencies and ship terrains are deterministic in their keys, so sharing them
 * changes no answer.
 *
 * A world enters the WeakMap when it is frozen (the server keeps such worlds for repeated requests)
 * or the second time it is asked for while among the last `RECENT_WORLDS` worlds asked (held in
 * `recent` meanwhile). Most worlds are asked once (a request body not seen before is prepared,
 * resolved and dropped), and an entry in a WeakMap keeps its query alive through the young
 * generation's collections until the world is collected in the old one: queries of worlds asked
 * once cost a TI4 request more in collections than building them (measured: 12.9 against 3.3 ms
 * per scavenge, 167 against 92 µs per new body).
 */
const worldQueries = new WeakMap<World, Result<Query>>();
const RECENT_WORLDS = 8;
const recent: { readonly world: World; readonly query: Result<Query> }[] = [];

export function worldQuery(world: World): Result<Query> {
  const kept = worldQueries.get(world);
  if (kept !== undefined) return kept;
  const at = recent.findIndex((entry) => entry.world === world);
  if (at >= 0) {
    const { query } = recent[at]!;
    recent.splice(at, 1);
    worldQueries.set(world, query);
    return query;
  }
  const query = prepareQuery(world.scenario, world.scenario.activeSystem ?? null, world.galaxy);
  if (Object.isFrozen(world)) worldQueries.set(world, query);
  else {
    recent.push({ world, query });
    if (recent.length > RECENT_WORLDS) recent.shift();
  }
  return query;
}
