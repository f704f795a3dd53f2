/**
 * shipmove: the library entry, dispatching on each scenario's `game`. Browser-safe: nothing here
 * imports Node or the DOM. Each game also has its own typed entry (`shipmove/armada`,
 * `shipmove/xwing`, `shipmove/ti4`) and the geometry kernel is `shipmove/geometry`.
 *
 * The results are typed by game when the compiler knows the document's `game` (an object
 * literal, or a value typed as one game's scenario); otherwise they are unions discriminated by
 * `game`. Named exports only (no `export *`).
 */
export type { Issue, Result } from './core/issue.ts';
export { capIssues, formatIssue, MAX_ISSUES } from './core/issue.ts';
export type { PlanCut } from './core/plan-limit.ts';
export { DEFAULT_PLAN_LIMIT, limitPlan, planLimitOption } from './core/plan-limit.ts';
export type { Limit, LimitName } from './schema/limits.ts';
export { LIMITS, MAX_INPUT_BYTES } from './schema/limits.ts';
export type { TraceStep } from './core/trace.ts';
export type { ArcReading, ArcThreat, ClosestPoints, Measurement, ThreatSummary } from './core/measure.ts';
export type { CoreRuleId, RuleEntry } from './core/rules.ts';
export type { RuleId } from './rules.ts';
export { isRuleId, rules } from './rules.ts';
export type { CatalogListing, Drawn, Engine, EntryPoints, PlanOptions } from './engine.ts';
export { defineEngine } from './engine.ts';
export type { PieceChange, PieceList, WorldEdit } from './world-edit.ts';
export type { EngineFor, Game, Outcome, OutcomeFor, Plan, PlanFor, Prepared, Scenario, ScenarioFor, World, WorldFor } from './engines.ts';
export {
  compactPlan, describeOutcome, describePlan, engines, GAMES, gameOf, isGame, jsonSchema, measure, parseScenario, plan, prepare, render, resolve, scene, validate,
} from './engines.ts';
export { parseJson } from './schema/index.ts';
export type { Edge, Imported, ImportFormat, ImportNote, ImportOptions, Ti4Seat, XwsPilot, XwsSquad } from './import/index.ts';
export { exportArmadaList, exportXws, IMPORT_FORMATS, importList, isImportFormat, parseSeat } from './import/index.ts';
export type { Scene, SceneItem, SceneOptions, SceneOutcome, SceneRole, SceneShape } from './render/scene.ts';
export type { SvgOptions } from './render/index.ts';
export { sceneToSvg } from './render/index.ts';
export type { ArmadaScenario } from './schema/armada.ts';
export type { XwingScenario } from './schema/xwing.ts';
export type { Ti4Scenario } from './schema/ti4.ts';
export type { ArmadaOutcome, ArmadaPlan, ArmadaPlanned, ArmadaResolved, SquadronMoveOutcome, SquadronReach } from './armada/outcome.ts';
export type { XwingOutcome, XwingPlan } from './xwing/outcome.ts';
export type { CompactArmadaPlan } from './armada/compact.ts';
export type { CompactXwingPlan } from './xwing/compact.ts';
export type { Cell as CompactCell } from './core/compact.ts';
export type { Ti4Outcome, Ti4Plan } from './ti4/outcome.ts';
// Types the ones above refer to, so the reference documents them too.
export type { ScenarioBase, ScenarioOf, OutcomeOf, PlanOf, WorldBase, WorldOf } from './engine.ts';
export type { Hex, Label, Polyline } from './render/scene.ts';
export { coreRules } from './core/rules.ts';
export type { ObstacleMovesOutcome } from './armada/obstacle-move.ts';
export type { ObstacleMoveResult } from './armada/obstacle-move.ts';
export type { Definitions } from './engines.ts';
