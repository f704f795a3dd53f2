/**
 * `shipmove/armada`: Star Wars: Armada ship movement, typed. Every function takes a parsed JSON
 * document and returns a `Result`: `{ ok: true, value }` or `{ ok: false, issues }` where each
 * issue names the JSON path and the rule id. Pure and browser-safe.
 *
 * ```ts
 * import { resolve } from 'shipmove/armada';
 * const r = resolve(JSON.parse(text));
 * if (r.ok) console.log(r.value.executedSpeed, r.value.overlappedShips);
 * ```
 */
import { entryPoints } from '../engine.ts';
import { armadaEngine } from './engine.ts';

/** The engine's definition; `engine.resolve(world)` and `engine.plan(world)` run on a world from `prepare`. */
export const engine = armadaEngine;
export const { validate, prepare, resolve, plan, render, scene, measure } = entryPoints(armadaEngine);
export type { ArcReading, ArcThreat, ClosestPoints, Measurement, ThreatSummary } from '../core/measure.ts';
export type { ArmadaArcReading, ArmadaMeasurement, ArmadaRange } from './measure.ts';
export type { HullZone } from './catalog/arcs.ts';

export type { Issue, Result } from '../core/issue.ts';
export { formatIssue } from '../core/issue.ts';
export type { TraceStep } from '../core/trace.ts';
export type { ArmadaRuleId } from './rules.ts';
export { armadaRules } from './rules.ts';
export type { Point, Pose } from '../geometry/shapes.ts';
export type { Scene, SceneOptions } from '../render/scene.ts';
export type { ArmadaManeuver, ArmadaScenario, ArmadaScenarioInput } from '../schema/armada.ts';
export type {
  ArmadaOutcome, ArmadaPlan, ArmadaPlanned, ArmadaResolved, Attempt, ClosestShip, DamageDealt, DisplacedSquadron, IllegalCourse, ObstacleHit,
  PlannedCourse, SquadronDistance, SquadronMoveOutcome, SquadronReach, SquadronTarget, ToolSideState,
} from './outcome.ts';
export type { Side } from './tool.ts';
export type { ObstacleOnTable, ShipOnTable, SquadronOnTable, World as ArmadaWorld } from './world.ts';
export type { EngineConfig } from './config.ts';
// Types the ones above refer to, so the reference documents them too.
export type { ObstacleMovesOutcome } from './obstacle-move.ts';
export type { ExtraManeuver, PlacementOutcome, PlacementRegion } from './outcome.ts';
export type { AttackableZone, SquadronThreat } from './measure.ts';
export type { ArmedArcReading, ArmedArcThreat, ArmedMeasurement, ArmedSquadronThreat } from './armed-threats.ts';
export type { Armament, AttackTarget, DicePool } from './armament.ts';
export { armamentOf, canAttack, diceAt } from './armament.ts';
export type { DefendingZone, SightLine } from './measure.ts';
export type { BaseSize, ShipRecord } from './catalog/ship-record.ts';
export type { ObstacleRecord } from './catalog/obstacles.ts';
export type { RiftPull } from './world.ts';
export type { Footprint } from './footprint.ts';
export type { ToolDims } from './tool-dims.ts';
export type { CollisionOptions } from './exact.ts';
export type { ObstacleMoveResult } from './obstacle-move.ts';
export type { ShipStatus } from './catalog/ship-record.ts';
export type { ObstacleType as ArmadaObstacleType } from './catalog/obstacles.ts';
