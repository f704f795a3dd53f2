import type { Result } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { fail, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import type { Adjacency } from './adjacency.ts';
import { buildAdjacency, presentWormholes } from './adjacency.ts';
import type { Wormhole } from './catalog/tiles.ts';
import { CREUSS_HOME, WORMHOLE_NEXUS } from './catalog/tiles.ts';
import type { Context, UnitInfo } from './context.ts';
import { buildContext } from './context.ts';
import type { Galaxy } from './map/galaxy.ts';
import { galaxyFor } from './map/galaxy-memo.ts';
import type { ShipTerrain, Terrain } from './terrain.ts';
import { buildTerrain, shipTerrain } from './terrain.ts';
import { routeTo } from './search.ts';
import { standing } from './ship-moves.ts';

/**
 * Everything a query builds once from the scenario (ti4.adj.context): the galaxy, the context,
 * the terrain and the adjacency for the active player, for the given active system.
 */
export interface Prepared {
  readonly context: Context;
  readonly terrain: Terrain;
  readonly active: number | null;
  readonly present: readonly ReadonlySet<Wormhole>[];
  /** Adjacency for one mover (the Creuss flagship's delta wormhole depends on who moves, D6). */
  adjacencyFor(ship: UnitInfo | null): Adjacency;
  shipTerrainFor(ship: UnitInfo): ShipTerrain;
  /** The active system is adjacent to an anomaly (Aetherstream's condition). */
  readonly activeNearAnomaly: boolean;
  readonly trace: readonly TraceStep[];
}

/**
 * The Prepared of one query, with its adjacency and per-ship terrain built on first use and kept
 * (a class, so no functions are made per query).
 */
class PreparedQuery implements Prepared {
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
    this.present = presentWormholes(context, flagshipNode);
  }

  private adjacencyAt(at: number | null): Adjacency {
    let built = this.adjacencies.get(at);
    if (built === undefined) {
      built = buildAdjacency(this.context, { active: this.active, hilColishAt: at });
      this.adjacencies.set(at, built);
    }
    return built;
  }

  adjacencyFor(ship: UnitInfo | null): Adjacency {
    return ship !== null && ship.stats.id === 'hil-colish' ? this.adjacencyAt(this.flagshipNode) : this.adjacencyAt(this.othersSee);
  }

  shipTerrainFor(ship: UnitInfo): ShipTerrain {
    // Ships differ only by these (ti4.move.blocked exceptions and Vuil'raith tears): cache by them.
    const key = `${ship.player}|${ship.stats.id === 'ysia-yssrila'}|${this.context.effects.silenceSystem === ship.system}`;
    let found = this.terrains.get(key);
    if (found === undefined) {
      found = shipTerrain(this.context, this.terrain, ship);
      this.terrains.set(key, found);
    }
    return found;
  }
}

/** Off-map systems in play: the Nexus always (PoK), the Creuss home when Creuss plays or it is named. */
export function offMapTilesFor(scenario: Ti4Scenario): number[] {
  const tiles = [WORMHOLE_NEXUS];
  if (scenario.players.some((p) => p.faction === 'creuss') || namesSystem(scenario, String(CREUSS_HOME))) tiles.push(CREUSS_HOME);
  return tiles;
}

/** Whether any unit, command token, wormhole token, declared path or the active system names `system`. */
function namesSystem(scenario: Ti4Scenario, system: string): boolean {
  if (scenario.activeSystem === system) return true;
  if (scenario.units.some((u) => u.system === system)) return true;
  if (scenario.players.some((p) => p.commandTokens.includes(system))) return true;
  if (scenario.wormholeTokens.some((t) => t.system === system)) return true;
  return (scenario.moves ?? []).some((m) => m.path.includes(system));
}

/** The galaxy of the scenario's map (remembered for repeated maps: a pure memo, map/galaxy-memo.ts). */
export function galaxyOf(scenario: Ti4Scenario): Result<Galaxy> {
  return galaxyFor(scenario.map, offMapTilesFor(scenario));
}

export function prepare(scenario: Ti4Scenario, activeSystem: string | null, galaxyIn?: Galaxy): Result<Prepared> {
  let galaxy = galaxyIn;
  if (galaxy === undefined) {
    const built = galaxyOf(scenario);
    if (!built.ok) return built;
    galaxy = built.value;
  }
  const context = buildContext(scenario, galaxy);
  const terrain = buildTerrain(context);
  const active = activeSystem === null ? null : galaxy.nodeOf.get(activeSystem) ?? null;
  if (activeSystem !== null && active === null) {
    return fail([{ path: 'activeSystem', rule: 'ti4.adj.hyperlane', message: `the active system ${quote(activeSystem)} is not a system of this map` }]);
  }
  const trace: TraceStep[] = [...galaxy.warnings];
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
