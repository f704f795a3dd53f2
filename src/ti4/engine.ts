import type { GameEngine } from '../engine.ts';
import { fail } from '../core/issue.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';

/** Scaffold until the ti4 rules engine lands: every call is refused with a clear rule id. */
const notYet = () => fail([{ path: '', rule: 'ti4.engine', message: 'the ti4 engine is not available yet' }]);

export const ti4Engine: GameEngine<Ti4Scenario, unknown, unknown> = {
  game: 'ti4',
  check: () => [],
  resolve: notYet,
  plan: notYet,
  scene: notYet,
  describeOutcome: (outcome) => JSON.stringify(outcome, null, 2),
  describePlan: (plan) => JSON.stringify(plan, null, 2),
};
