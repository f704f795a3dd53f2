/** The X-Wing 2.0 / 2.5 engine (GameEngine): maneuvers, partial execution, obstacles, repositions. */
import type { GameEngine } from '../engine.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { checkScenario } from './check.ts';
import { describeOutcome, describePlan } from './describe.ts';
import type { XwingOutcome, XwingPlan } from './outcome.ts';
import { planScenario } from './plan.ts';
import { resolveScenario } from './resolve.ts';
import { buildScene } from './scene.ts';

export const xwingEngine: GameEngine<XwingScenario, XwingOutcome, XwingPlan> = {
  game: 'xwing',
  check: checkScenario,
  resolve: resolveScenario,
  plan: (scenario) => {
    const problems = checkScenario(scenario);
    return problems.length > 0 ? { ok: false, issues: problems } : planScenario(scenario);
  },
  scene: buildScene,
  describeOutcome,
  describePlan,
};
