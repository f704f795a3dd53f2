/**
 * The Armada engine (`GameEngine`): check, resolve, plan, scene and the text descriptions.
 * Pure: the scenario is read, never changed; every call builds its own table.
 *
 * Inputs beyond CONVENTIONS section 4 (all optional, on `maneuver`):
 * - `navigate: { dial, token, yawJoint }`: the Navigate command (`armada.course.navigate`). Without
 *   it the maneuver's speed must equal the ship's `speed` dial (when given); the dial allows +-1
 *   and +1 yaw on joint `yawJoint` (never above II), the token +-1, both together +-2.
 * - `speedZeroYaw`: clicks of the last joint at speed 0 granted by an effect (`armada.speed0.yaw`).
 * - `squadronPlacement: [{ id, position }]`: where the opponent puts the squadrons the ship lands
 *   on; checked (`armada.overlap.squadrons`) instead of the engine's own placement.
 * Ship types: catalog names, case-insensitive; a name printed for two factions with different
 * charts needs the faction, e.g. `"Providence-class Carrier (Separatist Alliance)"`.
 *
 * Outcome: the fields of CONVENTIONS section 5 plus `start`, `yaw`, `speedZeroYaw`, `toolSides`,
 * `attempts` (each speed tried with its pose and overlapped ships), `closestShip` (distance and
 * witness points), `unplacedSquadrons`, `tool` (the centre line used) and `speedDial`; each
 * displaced squadron also has `from` and `touching`.
 * Plan: `{ game, ship, type, dialSpeed, courses: [{ speed, yaw, side, dialChange, outcome }],
 * illegal: [{ speed, yaw, rule, message }] }` for the maneuver's ship (else the first ship).
 */
import type { Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { GameEngine } from '../engine.ts';
import type { Scene, SceneOptions } from '../render/scene.ts';
import type { ArmadaScenario } from '../schema/armada.ts';
import type { EngineConfig } from './config.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { describeOutcome, describePlan } from './describe.ts';
import type { ArmadaOutcome } from './outcome.ts';
import type { ArmadaPlan } from './plan.ts';
import { planScenario } from './plan.ts';
import { resolveManeuver } from './resolve.ts';
import { buildScene } from './scene.ts';
import { buildTable } from './table.ts';

export function checkArmada(scenario: ArmadaScenario) {
  const { issues } = buildTable(scenario);
  const maneuver = scenario.maneuver;
  if (maneuver !== undefined && !scenario.ships.some((s) => s.id === maneuver.ship)) {
    issues.push(issue('maneuver.ship', 'armada.maneuver.steps', `no ship with id ${JSON.stringify(maneuver.ship)}; ships are ${scenario.ships.map((s) => JSON.stringify(s.id)).join(', ') || 'none'}`));
  }
  return issues;
}

export function resolveArmada(scenario: ArmadaScenario, config: EngineConfig = DEFAULT_CONFIG): Result<ArmadaOutcome> {
  const { table, issues } = buildTable(scenario);
  if (issues.length > 0) return fail(issues);
  if (scenario.maneuver === undefined) return fail([issue('maneuver', 'armada.maneuver.steps', 'the scenario has no maneuver to resolve')]);
  return resolveManeuver(table, scenario.maneuver, config);
}

export function planArmada(scenario: ArmadaScenario, config: EngineConfig = DEFAULT_CONFIG): Result<ArmadaPlan> {
  const { table, issues } = buildTable(scenario);
  if (issues.length > 0) return fail(issues);
  return planScenario(table, scenario.maneuver?.ship, config);
}

export function sceneArmada(scenario: ArmadaScenario, options: SceneOptions = {}, config: EngineConfig = DEFAULT_CONFIG): Result<Scene> {
  const { table, issues } = buildTable(scenario);
  if (issues.length > 0) return fail(issues);
  let outcome: ArmadaOutcome | null = null;
  if (scenario.maneuver !== undefined) {
    const resolved = resolveManeuver(table, scenario.maneuver, config);
    if (resolved.ok) outcome = resolved.value;
    else if (!options.plan) return resolved;
  }
  let plan: ArmadaPlan | null = null;
  if (options.plan) {
    const planned = planScenario(table, scenario.maneuver?.ship, config);
    if (!planned.ok) return planned;
    plan = planned.value;
  }
  return ok(buildScene(table, outcome, plan, config));
}

export const armadaEngine: GameEngine<ArmadaScenario, ArmadaOutcome, ArmadaPlan> = {
  game: 'armada',
  check: checkArmada,
  resolve: (scenario) => resolveArmada(scenario),
  plan: (scenario) => planArmada(scenario),
  scene: (scenario, options) => sceneArmada(scenario, options),
  describeOutcome,
  describePlan,
};
