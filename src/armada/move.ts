/**
 * Move Ship (`armada.maneuver.steps`): the plotted final position on each side with the tool
 * side test (`armada.tool.side`, `armada.tool.footprint`, `armada.tool.touch`), then the back-off
 * joint by joint while another ship is overlapped (`armada.overlap.ships`,
 * `armada.overlap.tool-allowed`).
 */
import type { Point, Pose } from '../geometry/shapes.ts';
import { toTable } from '../geometry/index.ts';
import type { EngineConfig } from './config.ts';
import { bodiesOverlap } from './exact.ts';
import type { Body } from './footprint.ts';
import { bodyOf, overlapRect, rectBody } from './footprint.ts';
import type { ShipOnTable } from './table.ts';
import type { LocalCourse, Side } from './tool.ts';

const IDENTITY: Pose = { x: 0, y: 0, heading: 0 };
import { courseLocal, placeInTable, toolFootprint } from './tool.ts';

/** One side's plotted final position at the full speed. */
export interface SidePlot {
  readonly side: Side;
  readonly pose: Pose;
  readonly body: Body;
  /** The tool chain (P0, pivots, P1) in the table frame. */
  readonly chain: readonly Point[];
  /** The tool's footprint (`armada.tool.footprint`), prepared. */
  readonly tool: readonly Body[];
  /** The final footprint overlaps the tool (`armada.tool.side`); touching it does not count (`armada.tool.touch`). */
  readonly overlapsTool: boolean;
}

export function plotSide(ship: ShipOnTable, clicks: readonly number[], side: Side, config: EngineConfig): SidePlot {
  const local: LocalCourse = courseLocal(ship.size, side, clicks, config.dims);
  const pose = placeInTable(ship.pose, local);
  const body = rectBody(overlapRect(ship.size, pose));
  const chain = local.chain.map((p) => toTable(ship.pose, p));
  const tool = toolFootprint(IDENTITY, chain, config.dims).map(bodyOf);
  let overlapsTool = false;
  for (const piece of tool) {
    if (bodiesOverlap(body, piece, config.collision)) {
      overlapsTool = true;
      break;
    }
  }
  return { side, pose, body, chain, tool, overlapsTool };
}

/** The other ships the footprint overlaps, in scenario order. */
export function shipsOverlapped(body: Body, others: readonly ShipOnTable[], config: EngineConfig): ShipOnTable[] {
  const hit: ShipOnTable[] = [];
  for (const other of others) if (bodiesOverlap(body, other.overlap, config.collision)) hit.push(other);
  return hit;
}

export interface BackOff {
  readonly executedSpeed: number;
  readonly pose: Pose;
  readonly body: Body;
  /** Each speed tried, from the plotted speed down, with the ships overlapped there. */
  readonly attempts: readonly { readonly speed: number; readonly pose: Pose; readonly overlapped: readonly ShipOnTable[] }[];
  /** Every ship overlapped at any speed tried, in the order met. */
  readonly overlapped: readonly ShipOnTable[];
}

/**
 * `armada.overlap.ships`: from the plotted speed down, drop the last joint (same clicks, same side,
 * `armada.course.locked`) until no ship is overlapped; speed 0 leaves the ship where it was.
 * At a reduced speed the tool may be overlapped (`armada.overlap.tool-allowed`), so it is not tested.
 */
export function backOff(ship: ShipOnTable, others: readonly ShipOnTable[], clicks: readonly number[], side: Side, plotted: SidePlot | null, config: EngineConfig): BackOff {
  const attempts: { speed: number; pose: Pose; overlapped: ShipOnTable[] }[] = [];
  const met: ShipOnTable[] = [];
  for (let speed = clicks.length; speed >= 0; speed--) {
    let pose: Pose;
    let body: Body;
    if (speed === clicks.length && plotted !== null) {
      pose = plotted.pose;
      body = plotted.body;
    } else if (speed === 0) {
      pose = ship.pose;
      body = ship.overlap;
    } else {
      pose = placeInTable(ship.pose, courseLocal(ship.size, side, clicks.slice(0, speed), config.dims));
      body = rectBody(overlapRect(ship.size, pose));
    }
    const overlapped = speed === 0 ? [] : shipsOverlapped(body, others, config);
    attempts.push({ speed, pose, overlapped });
    for (const other of overlapped) if (!met.includes(other)) met.push(other);
    if (overlapped.length === 0) return { executedSpeed: speed, pose, body, attempts, overlapped: met };
  }
  return { executedSpeed: 0, pose: ship.pose, body: ship.overlap, attempts, overlapped: met };
}
