/**
 * The Armada engine: the game's definition for the engine contract (src/engine.ts).
 * Pure: the world is prepared once from the scenario; resolve, plan and scene read it.
 *
 * Inputs beyond the common scenario (all optional, on `maneuver`):
 * - `navigate: { dial, token, yawJoint }`: the Navigate command (`armada.course.navigate`). Without
 *   it the maneuver's speed must equal the ship's `speed` dial (when given); the dial allows +-1
 *   and +1 yaw on joint `yawJoint` (never above II), the token +-1, both together +-2.
 * - `speedZeroYaw`: clicks of the last joint at speed 0 granted by an effect (`armada.speed0.yaw`).
 * - `squadronPlacement: [{ id, position }]`: where the opponent puts the squadrons the ship lands
 *   on; checked (`armada.overlap.squadrons`) instead of the engine's own placement.
 * Ship types: catalog names, case-insensitive; a name printed for two factions with different
 * charts needs the faction, e.g. `"Providence-class Carrier (Separatist Alliance)"`.
 *
 * Outcome and plan: see outcome.ts.
 */
import type { Result } from '../core/issue.ts';
import { fail, issue } from '../core/issue.ts';
import { defineEngine } from '../engine.ts';
import type { ArmadaScenario } from '../schema/armada.ts';
import { armadaScenario } from '../schema/armada.ts';
import { OBSTACLE_RECORDS } from './catalog/obstacles.ts';
import { officialShips } from './catalog/ships.ts';
import { SQUADRON_RECORDS } from './catalog/squadrons.ts';
import { describeOutcome, describePlan } from './describe.ts';
import type { ArmadaOutcome, ArmadaPlan } from './outcome.ts';
import { planScenario } from './plan.ts';
import { resolveManeuver } from './resolve.ts';
import { buildScene } from './scene.ts';
import type { World } from './world.ts';
import { prepareWorld } from './world.ts';

/** `resolve`: the scenario's maneuver. */
export function resolveWorld(world: World): Result<ArmadaOutcome> {
  const maneuver = world.scenario.maneuver;
  if (maneuver === undefined) return fail([issue('maneuver', 'armada.maneuver.steps', 'the scenario has no maneuver to resolve')]);
  return resolveManeuver(world, maneuver, world.config);
}

/** `plan`: every course of the maneuver's ship (else the first ship). */
export function planWorld(world: World): Result<ArmadaPlan> {
  return planScenario(world, world.scenario.maneuver?.ship, world.config);
}

export const armadaEngine = defineEngine<'armada', ArmadaScenario, World, ArmadaOutcome, ArmadaPlan>({
  game: 'armada',
  title: 'Star Wars: Armada',
  schema: armadaScenario,
  prepare: (scenario) => prepareWorld(scenario),
  resolve: resolveWorld,
  plan: planWorld,
  scene: buildScene,
  describeOutcome,
  describePlan,
  hasMove: (scenario) => scenario.maneuver !== undefined,
  withoutMove: ({ maneuver: _maneuver, ...rest }) => rest,
  catalog: {
    ships: [...new Set(officialShips().map((r) => r.name))].sort(),
    squadrons: SQUADRON_RECORDS.map((r) => `${r.name} Squadron`),
    obstacles: OBSTACLE_RECORDS.map((r) => r.type),
    owners: ['empire', 'rebels', 'republic', 'separatists'],
  },
});
