/**
 * The X-Wing 2.0 / 2.5 engine: the game's definition for the engine contract (src/engine.ts):
 * maneuvers, partial execution, obstacles, repositions. Inputs and choices: README.md beside this file.
 */
import { defineEngine } from '../engine.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { xwingScenario } from '../schema/xwing.ts';
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

export const xwingEngine = defineEngine<'xwing', XwingScenario, World, XwingOutcome, XwingPlan>({
  game: 'xwing',
  title: 'Star Wars: X-Wing',
  schema: xwingScenario,
  prepare: prepareWorld,
  resolve: resolveWorld,
  plan: planWorld,
  planAgainst: planWorldAgainst,
  compact: compactXwingPlan,
  scene: buildScene,
  measure: measureWorld,
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
