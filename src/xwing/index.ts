/**
 * `shipmove/xwing`: Star Wars: X-Wing (2.0 and 2.5) maneuvers, bumps, obstacles and repositions,
 * typed. Every function takes a parsed JSON document and returns a `Result`: `{ ok: true, value }`
 * or `{ ok: false, issues }` where each issue names the JSON path and the rule id. Pure and
 * browser-safe.
 *
 * ```ts
 * import { resolve } from 'shipmove/xwing';
 * const r = resolve(JSON.parse(text));
 * if (r.ok) { const full: boolean = r.value.fully; } else { for (const i of r.issues) console.log(i.path, i.rule, i.message); }
 * ```
 */
import { entryPoints } from '../engine.ts';
import { xwingEngine } from './engine.ts';

/** The engine's definition; `engine.resolve(world)` and `engine.plan(world)` run on a world from `prepare`. */
export const engine = xwingEngine;
export const { validate, prepare, resolve, plan, render, scene, measure } = entryPoints(xwingEngine);

export type { Issue, Result } from '../core/issue.ts';
export { formatIssue } from '../core/issue.ts';
export type { TraceStep } from '../core/trace.ts';
export type { XwingRuleId } from './rules.ts';
export { xwingRules } from './rules.ts';
export type { Point, Pose } from '../geometry/shapes.ts';
export type { Scene, SceneOptions } from '../render/scene.ts';
export type { XwingScenario, XwingScenarioInput } from '../schema/xwing.ts';
export type {
  ActionOutcome, ActionType, CandidateOutcome, ManeuverOutcome, ObstacleHit, PlanAction, PlanManeuver, XwingOutcome, XwingPlan,
} from './outcome.ts';
export type { ObstacleState, RuleSet, ShipState, World as XwingWorld } from './world.ts';
export type { ObstacleType } from './catalog/obstacles.ts';
export type { Placement } from './maneuver.ts';
export type { ArcReading, ArcThreat, ClosestPoints, Measurement, ThreatSummary } from '../core/measure.ts';
export type { XwingArcReading, XwingMeasurement } from './measure.ts';
export type { XwingArc } from './catalog/arcs.ts';
// Types the ones above refer to, so the reference documents them too.
export type { EffectApplied, PreMove } from './outcome.ts';
export type { HugeReport } from './huge-outcome.ts';
export type { ShipType } from './catalog/ship-types.ts';
export type { Base } from './catalog/bases.ts';
export type { Box } from './bounds.ts';
export type { DisplacedShip, HugeAttempt } from './huge-outcome.ts';
export type { BaseSize as XwingBaseSize } from './catalog/bases.ts';
