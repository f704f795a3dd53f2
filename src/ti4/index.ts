/**
 * `shipmove/ti4`: Twilight Imperium 4 maps, adjacency and tactical-action movement, typed. Every
 * function takes a parsed JSON document and returns a `Result`: `{ ok: true, value }` or
 * `{ ok: false, issues }` where each issue names the JSON path and the rule id. Pure and
 * browser-safe.
 *
 * ```ts
 * import { plan } from 'shipmove/ti4';
 * const r = plan(JSON.parse(text));
 * if (r.ok && 'ships' in r.value) for (const s of r.value.ships) console.log(s.unit, s.path.join(' -> '));
 * ```
 */
import { entryPoints } from '../engine.ts';
import { ti4Engine } from './engine.ts';

/** The engine's definition; `engine.resolve(world)` and `engine.plan(world)` run on a world from `prepare`. */
export const engine = ti4Engine;
export const { validate, prepare, resolve, plan, render, scene } = entryPoints(ti4Engine);

export type { Issue, Result } from '../core/issue.ts';
export { formatIssue } from '../core/issue.ts';
export type { TraceStep } from '../core/trace.ts';
export type { Ti4RuleId } from './rules.ts';
export { ti4Rules } from './rules.ts';
export type { Scene, SceneOptions } from '../render/scene.ts';
export type { Ti4Move, Ti4Played, Ti4Player, Ti4Scenario, Ti4ScenarioInput, Ti4Unit } from '../schema/ti4.ts';
export type {
  AbilityMoveOutcome, AbilityMovePlan, ActivePlan, PlannedShip, ReachPlan, RetreatDestination, RetreatOutcome, RetreatPlan, RetreatRefusal,
  RiftRoll, Ti4Outcome, Ti4Plan, TransportMove, TransportPlan, Unreachable, Violation,
} from './outcome.ts';
export type { Galaxy } from './map/galaxy.ts';
export type { World as Ti4World } from './world.ts';
// Types the ones above refer to, so the reference documents them too.
export type { Slot } from './map/map-string.ts';
export type { StaticLink, SystemNode } from './map/galaxy.ts';
export type { Cube } from './map/hex.ts';
export type { SystemTile } from './catalog/system-tile.ts';
export type { HyperlaneFace, Lane } from './catalog/hyperlanes.ts';
export type { Anomaly, Planet, Wormhole } from './catalog/system-tile.ts';
export type { Side as HyperlaneSide } from './catalog/hyperlanes.ts';
