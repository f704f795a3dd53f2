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
  describeOutcome,
  describePlan,
};
