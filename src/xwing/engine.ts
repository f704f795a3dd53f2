import type { GameEngine } from '../engine.ts';
import { fail } from '../core/issue.ts';
import type { XwingScenario } from '../schema/xwing.ts';

/** Scaffold until the xwing rules engine lands: every call is refused with a clear rule id. */
const notYet = () => fail([{ path: '', rule: 'xwing.engine', message: 'the xwing engine is not available yet' }]);

export const xwingEngine: GameEngine<XwingScenario, unknown, unknown> = {
  game: 'xwing',
  check: () => [],
  resolve: notYet,
  plan: notYet,
  scene: notYet,
  describeOutcome: (outcome) => JSON.stringify(outcome, null, 2),
  describePlan: (plan) => JSON.stringify(plan, null, 2),
};
