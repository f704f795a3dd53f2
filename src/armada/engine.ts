import type { GameEngine } from '../engine.ts';
import { fail } from '../core/issue.ts';
import type { ArmadaScenario } from '../schema/armada.ts';

/** Scaffold until the armada rules engine lands: every call is refused with a clear rule id. */
const notYet = () => fail([{ path: '', rule: 'armada.engine', message: 'the armada engine is not available yet' }]);

export const armadaEngine: GameEngine<ArmadaScenario, unknown, unknown> = {
  game: 'armada',
  check: () => [],
  resolve: notYet,
  plan: notYet,
  scene: notYet,
  describeOutcome: (outcome) => JSON.stringify(outcome, null, 2),
  describePlan: (plan) => JSON.stringify(plan, null, 2),
};
