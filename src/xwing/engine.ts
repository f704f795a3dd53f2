/**
 * The X-Wing 2.0 / 2.5 engine: the game's definition for the engine contract (src/engine.ts):
 * maneuvers, partial execution, obstacles, repositions. Inputs and choices: README.md beside this file.
 */
import type { Issue } from '../core/issue.ts';
import { defineEngine } from '../engine.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { quickXwingScenario, xwingScenario } from '../schema/xwing.ts';
import { OBSTACLE_KINDS } from './catalog/obstacles.ts';
import { OBSTACLE_OUTLINES } from './catalog/obstacle-outlines.ts';
import { SHIP_TYPES } from './catalog/ship-types.ts';
import { prepareWorld } from './check.ts';
import { describeOutcome, describePlan } from './describe.ts';
import { compactXwingPlan } from './compact.ts';
import type { XwingOutcome, XwingPlan } from './outcome.ts';
import { measureWorld } from './measure.ts';
import { planWorld } from './plan.ts';
import { planWorldAgainst } from './against.ts';
import { resolveWorld } from './resolve.ts';
import { buildScene } from './scene.ts';
import type { World } from './world.ts';

/**
 * What the scenario asked for and the rules did not apply, as issues, so the CLI prints the
 * outcome and exits 1 instead of dropping the request: a tractor `rotate` when the move failed
 * (xwing.tractor.rotate: only a ship an opponent moved may be rotated); a maneuver's `followUp` the
 * rules do not allow (xwing.move.follow-up).
 */
export function unapplied(world: World, outcome: XwingOutcome): Issue[] {
  if (outcome.kind === 'maneuver' && outcome.followUp !== undefined && !outcome.followUp.legal) {
    const first = outcome.followUp.reasons[0];
    return [{ path: 'maneuver.followUp', rule: first?.rule ?? 'xwing.move.follow-up', message: `the follow-up is not allowed: ${outcome.followUp.reasons.map((r) => r.note).join('; ')}` }];
  }
  const asked = world.scenario.action;
  if (outcome.kind !== 'action' || asked?.type !== 'tractor' || asked.rotate === undefined || outcome.rotated != null) return [];
  return [{ path: 'action.rotate', rule: 'xwing.tractor.rotate', message: `the tractor move failed, so ${outcome.ship} was not moved and its owner cannot rotate it ${asked.rotate}` }];
}

export const xwingEngine = defineEngine<'xwing', XwingScenario, World, XwingOutcome, XwingPlan>({
  game: 'xwing',
  title: 'Star Wars: X-Wing',
  schema: xwingScenario,
  quickParse: quickXwingScenario,
  prepare: prepareWorld,
  resolve: resolveWorld,
  plan: planWorld,
  planAgainst: planWorldAgainst,
  compact: compactXwingPlan,
  scene: buildScene,
  measure: measureWorld,
  forbidden: unapplied,
  describeOutcome,
  describePlan,
  hasMove: (scenario) => scenario.maneuver !== undefined || scenario.action !== undefined,
  withoutMove: ({ maneuver: _maneuver, action: _action, ...rest }) => rest,
  catalog: {
    ships: SHIP_TYPES.filter((t) => t.dial.length > 0).map((t) => t.name),
    squadrons: [],
    obstacles: [...OBSTACLE_KINDS.map((k) => k.type), ...OBSTACLE_OUTLINES.map((o) => o.id)],
    owners: ['rebels', 'empire', 'scum', 'resistance', 'firstorder', 'republic', 'separatists'],
  },
});
