import type { TraceStep } from '../core/trace.ts';
import type { Adjacency } from './adjacency.ts';
import type { Wormhole } from './catalog/tiles.ts';
import type { Context, UnitInfo } from './context.ts';
import type { ShipTerrain, Terrain } from './terrain.ts';

/**
 * Everything a query builds once from the scenario (ti4.adj.context): the galaxy, the context,
 * the terrain and the adjacency for the active player, for the given active system.
 */
export interface Query {
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
