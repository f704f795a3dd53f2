/**
 * Move Ship (`armada.maneuver.steps`): the plotted final position on each side with the tool
 * side test (`armada.tool.side`, `armada.tool.footprint`, `armada.tool.touch`), then the back-off
 * joint by joint while another ship is overlapped (`armada.overlap.ships`,
 * `armada.overlap.tool-allowed`).
 */
import type { Point, Pose } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import { toTable } from '../geometry/index.ts';
import type { EngineConfig } from './config.ts';
import { footprintsOverlap } from './exact.ts';
import type { Footprint } from './footprint.ts';
import { footprintOf, overlapRect, rectFootprint } from './footprint.ts';
import type { ShipOnTable } from './world.ts';
import type { LocalCourse, Side } from './tool.ts';
import { courseLocal, placeInTable } from './tool.ts';
import { overlapsToolChain, tabledCourse, tabledOverlapsTool, usesTables } from './course-table.ts';

export { overlapsToolChain } from './course-table.ts';

/** One side's plotted final position at the full speed. */
export interface SidePlot {
  readonly side: Side;
  readonly pose: Pose;
  readonly body: Footprint;
  /** The tool chain (P0, pivots, P1) in the table frame. */
  readonly chain: readonly Point[];
  /** The final footprint overlaps the tool (`armada.tool.side`); touching it does not count (`armada.tool.touch`). */
  readonly overlapsTool: boolean;
}

export function plotSide(ship: ShipOnTable, clicks: readonly number[], side: Side, config: EngineConfig): SidePlot {
  // The course in the starting frame comes from the course tables (course-table.ts); only the placing is per ship.
  const tabled = usesTables(config);
  const local: LocalCourse = tabled ? tabledCourse(ship.size, side, clicks, config.dims) : courseLocal(ship.size, side, clicks, config.dims);
  const pose = placeInTable(ship.pose, local);
  const body = rectFootprint(overlapRect(ship.size, pose));
  const chain = local.chain.map((p) => toTable(ship.pose, p));
  return { side, pose, body, chain, overlapsTool: tabled ? tabledOverlapsTool(ship.size, side, clicks, config) : overlapsToolChain(body, chain, config) };
}

/** The other ships the footprint overlaps, in scenario order. */
export function shipsOverlapped(body: Footprint, others: readonly ShipOnTable[], config: EngineConfig): ShipOnTable[] {
  const hit: ShipOnTable[] = [];
  for (const other of others) if (footprintsOverlap(body, other.overlap, config.collision)) hit.push(other);
  return hit;
}

export interface BackOff {
  readonly executedSpeed: number;
  readonly pose: Pose;
  readonly body: Footprint;
  /** Each speed tried, from the plotted speed down, with the ships overlapped there. */
  readonly attempts: readonly { readonly speed: number; readonly pose: Pose; readonly body: Footprint; readonly overlapped: readonly ShipOnTable[] }[];
  /** Every ship overlapped at any speed tried, in the order met. */
  readonly overlapped: readonly ShipOnTable[];
}

/** One placed position and the ships it overlaps. */
export interface Placed {
  readonly pose: Pose;
  readonly body: Footprint;
  readonly overlapped: readonly ShipOnTable[];
}

/**
 * Positions already worked out, keyed by side and clicks (`right:0,1`): a plan meets every
 * reduced position of a course again as the plotted position of a slower course. Owned by one
 * call (no shared state).
 */
export type PositionCache = Map<string, Placed>;

export function positionKey(side: Side, clicks: readonly number[], speed: number): string {
  let key = side + ':';
  for (let k = 0; k < speed; k++) key += (k > 0 ? ',' : '') + clicks[k]!;
  return key;
}

/**
 * `armada.overlap.ships`: from the plotted speed down, drop the last joint (same clicks, same side,
 * `armada.course.locked`) until no ship is overlapped; speed 0 leaves the ship where it was.
 * At a reduced speed the tool may be overlapped (`armada.overlap.tool-allowed`), so it is not tested.
 */
export function backOff(ship: ShipOnTable, others: readonly ShipOnTable[], clicks: readonly number[], side: Side, plotted: SidePlot | null, config: EngineConfig, cache?: PositionCache): BackOff {
  const attempts: { speed: number; pose: Pose; body: Footprint; overlapped: readonly ShipOnTable[] }[] = [];
  const met: ShipOnTable[] = [];
  for (let speed = clicks.length; speed >= 0; speed--) {
    const key = cache === undefined || speed === 0 ? '' : positionKey(side, clicks, speed);
    let placed = key === '' ? undefined : cache?.get(key);
    if (placed === undefined) {
      let pose: Pose;
      let body: Footprint;
      if (speed === clicks.length && plotted !== null) {
        pose = plotted.pose;
        body = plotted.body;
      } else if (speed === 0) {
        pose = ship.pose;
        body = ship.overlap;
      } else {
        pose = placeInTable(ship.pose, usesTables(config) ? tabledCourse(ship.size, side, clicks, config.dims, speed) : courseLocal(ship.size, side, clicks.slice(0, speed), config.dims));
        body = rectFootprint(overlapRect(ship.size, pose));
      }
      placed = { pose, body, overlapped: speed === 0 ? [] : shipsOverlapped(body, others, config) };
      if (key !== '') cache?.set(key, placed);
    }
    const { pose, body, overlapped } = placed;
    attempts.push({ speed, pose, body, overlapped });
    for (const other of overlapped) if (!met.includes(other)) met.push(other);
    if (overlapped.length === 0) return { executedSpeed: speed, pose, body, attempts, overlapped: met };
  }
  return { executedSpeed: 0, pose: ship.pose, body: ship.overlap, attempts, overlapped: met };
}
