import type { Issue } from '../core/issue.ts';
import type { GameEngine } from '../engine.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { checkScenario } from './check.ts';
import { describeOutcome, describePlan } from './describe.ts';
import type { Ti4Plan } from './plan.ts';
import { planScenario } from './plan.ts';
import type { Ti4Outcome } from './resolve.ts';
import { resolveScenario } from './resolve.ts';
import { buildScene } from './scene.ts';

/** Twilight Imperium 4 (Prophecy of Kings + Codex): map, adjacency and tactical-action movement. */
export const ti4Engine: GameEngine<Ti4Scenario, Ti4Outcome, Ti4Plan> = {
  game: 'ti4',
  check: checkScenario,
  resolve: resolveScenario,
  plan: planScenario,
  scene: buildScene,
  forbidden: forbiddenMoves,
  describeOutcome,
  describePlan,
};

/** ti4.move.step: each violation of a declared movement, at the path of the move that declared the unit. */
function forbiddenMoves(scenario: Ti4Scenario, outcome: Ti4Outcome): Issue[] {
  return outcome.violations.map((violation) => {
    const index = violation.unit === null ? -1 : (scenario.moves ?? []).findIndex((move) => move.unit === violation.unit);
    return { path: index >= 0 ? `moves[${index}]` : 'moves', rule: violation.rule, message: violation.note };
  });
}
