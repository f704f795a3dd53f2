/** Resolves the scenario's maneuver or action (the engine's `resolve`). */
import type { Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { prepareWorld } from './check.ts';
import { parseDial } from './dial.ts';
import { executeWithEffects } from './effect-execute.ts';
import { executeHugeManeuver } from './huge.ts';
import type { XwingOutcome } from './outcome.ts';
import { performAction } from './reposition.ts';
import type { World } from './world.ts';

/** Prepares then resolves a checked scenario (tests and callers holding a scenario, not a world). */
export function resolveScenario(scenario: XwingScenario): Result<XwingOutcome> {
  const world = prepareWorld(scenario);
  return world.ok ? resolveWorld(world.value) : world;
}

export function resolveWorld(world: World): Result<XwingOutcome> {
  const { maneuver, action } = world.scenario;
  if (maneuver !== undefined) {
    const ship = world.ships.find((s) => s.id === maneuver.ship)!;
    if (ship.base.size === 'huge') return executeHugeManeuver(world, ship, parseDial(maneuver.dial)!, maneuver.placements ?? []);
    const extras = { ...(maneuver.sideslip === true ? { sideslip: true } : {}), ...(maneuver.dock === true ? { dock: true } : {}), ...(maneuver.deploy !== undefined ? { deploy: maneuver.deploy } : {}), ...(maneuver.emergency === true ? { emergency: true } : {}) };
    return ok(executeWithEffects(world, ship, parseDial(maneuver.dial)!, maneuver.placement ?? 'middle', maneuver.use ?? [], undefined, undefined, extras));
  }
  if (action !== undefined) {
    const ship = world.ships.find((s) => s.id === action.ship)!;
    const move = action.type === 'decloak' || action.type === 'tractor' ? (action.move ?? 'barrel-roll') : action.type;
    const direction = action.direction ?? (move === 'boost' ? 'forward' : 'right');
    const outcome = performAction(world, ship, { type: action.type, move, direction, placement: action.placement ?? null, ...(action.rotate ? { rotate: action.rotate } : {}), ...(action.bend ? { bend: action.bend } : {}) });
    if (action.direction === undefined) {
      return ok({ ...outcome, trace: [{ rule: move === 'boost' ? 'xwing.boost' : 'xwing.roll.choice', note: `No direction given: ${direction} is assumed (plan lists every direction).` }, ...outcome.trace] });
    }
    return ok(outcome);
  }
  return fail([{ path: '', rule: 'schema', message: 'the scenario has no "maneuver" or "action" to resolve (use plan to list every option)' }]);
}
