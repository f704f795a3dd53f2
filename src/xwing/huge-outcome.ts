/** What a huge ship's maneuver adds to the X-Wing outcome (the `huge` field; xwing.huge.*). */
import type { Pose } from '../geometry/shapes.ts';

/** One try at a speed: the position and the huge ships it would overlap (xwing.huge.overlap). */
export interface HugeAttempt {
  readonly code: string;
  readonly pose: Pose;
  readonly overlappedHuge: readonly string[];
}

/** A standard ship the huge ship overlapped: set aside, then placed back (or destroyed). */
export interface DisplacedShip {
  readonly ship: string;
  /** Where it was before it was set aside. */
  readonly from: Pose;
  /** Where it was placed (after the opponent's rotation), or null when it could not be placed. */
  readonly pose: Pose | null;
  /** The opponent's 90-degree rotation after placing, or null. */
  readonly rotated: 'left' | 'right' | null;
  /** "input": the scenario's placement; "default": the engine's first legal spot (README). */
  readonly placedBy: 'input' | 'default' | null;
  /** No legal place in the full rear arc at range 0-1: the ship is destroyed. */
  readonly destroyed: boolean;
  /** Attack dice the huge ship rolls for it: 1 small, 2 medium, 3 large. */
  readonly dice: number;
}

export interface HugeReport {
  /** The speed revealed on the dial (the damage of an overlap equals it). */
  readonly dialSpeed: number;
  /** The speed finally executed after re-executions one speed lower (0 for a stop). */
  readonly executedSpeed: number;
  /** Every speed tried, the revealed (or forced) one first. */
  readonly attempts: readonly HugeAttempt[];
  /** Critical damage dealt by overlaps: huge ships (mover and overlapped) and standard ships. */
  readonly damage: readonly { readonly ship: string; readonly critical: number }[];
  readonly displaced: readonly DisplacedShip[];
  /** Attack dice the huge ship rolls after placing them: hit = 1 stress, critical = 1 critical damage. */
  readonly dice: number;
  /** Active energy before the maneuver, after Check Difficulty, and after the obstacles' stress was paid for. */
  readonly energyBefore: number;
  readonly energy: number;
  readonly energyAfterObstacles: number;
  /** Obstacles removed from the play area (xwing.huge.obstacles). */
  readonly obstaclesRemoved: readonly string[];
}
