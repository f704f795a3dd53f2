/**
 * Twilight Imperium 4 (Prophecy of Kings + Codex): the game's definition for the engine contract
 * (src/engine.ts): map, adjacency and tactical-action movement. Inputs and choices: README.md
 * beside this file.
 */
import type { Issue } from '../core/issue.ts';
import { defineEngine } from '../engine.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { quickTi4Scenario, ti4Scenario } from '../schema/ti4.ts';
import { FACTIONS } from './catalog/factions.ts';
import { GROUND_FORCE_KINDS, SHIP_KINDS, STRUCTURE_KINDS } from './catalog/units.ts';
import { describeOutcome, describePlan } from './describe.ts';
import type { Ti4Outcome, Ti4Plan } from './outcome.ts';
import { planWorld } from './plan.ts';
import { resolveWorld } from './resolve.ts';
import { buildScene, sceneInputs } from './scene.ts';
import type { World } from './world.ts';
import { prepareWorld } from './world.ts';

/** ti4.move.step: each violation of a declared movement, at the path of the move that declared the unit. */
function forbiddenMoves(world: World, outcome: Ti4Outcome): Issue[] {
  const moves = world.scenario.moves ?? [];
  const heroMoves = world.scenario.abilityMove?.moves ?? [];
  const retreat = world.scenario.retreat;
  return outcome.violations.map((violation) => {
    const index = violation.unit === null ? -1 : moves.findIndex((move) => move.unit === violation.unit);
    const hero = violation.unit === null ? -1 : heroMoves.findIndex((move) => move.unit === violation.unit);
    const path =
      index >= 0 ? `moves[${index}]`
      : hero >= 0 ? `abilityMove.moves[${hero}]`
      : retreat !== undefined && violation.unit === null && outcome.retreat?.legal === false && (violation.system === retreat.to || violation.system === null || violation.rule === 'ti4.retreat') ? 'retreat'
      : world.scenario.abilityMove !== undefined && violation.unit === null && violation.rule === 'ti4.move.ability' ? 'abilityMove'
      : 'moves';
    return { path, rule: violation.rule, message: violation.note };
  });
}

export const ti4Engine = defineEngine<'ti4', Ti4Scenario, World, Ti4Outcome, Ti4Plan>({
  game: 'ti4',
  title: 'Twilight Imperium 4',
  schema: ti4Scenario,
  quickParse: quickTi4Scenario,
  prepare: prepareWorld,
  resolve: resolveWorld,
  plan: planWorld,
  scene: buildScene,
  sceneInputs,
  forbidden: forbiddenMoves,
  describeOutcome,
  describePlan,
  // A declared movement, retreat destination or hero movement is something to resolve.
  hasMove: (scenario) =>
    (scenario.moves !== undefined && scenario.moves.length > 0) || scenario.retreat?.to !== undefined || (scenario.abilityMove?.moves.length ?? 0) > 0,
  withoutMove: ({ moves: _moves, retreat, abilityMove, ...rest }) => {
    const { to: _to, ...bareRetreat } = retreat ?? { player: '', ability: 'retreat' as const, inSpace: [] };
    return { ...rest, ...(retreat ? { retreat: bareRetreat } : {}), ...(abilityMove ? { abilityMove: { ...abilityMove, moves: [] } } : {}) };
  },
  catalog: {
    ships: [...SHIP_KINDS, ...GROUND_FORCE_KINDS, ...STRUCTURE_KINDS],
    squadrons: [],
    obstacles: [],
    owners: FACTIONS.map((f) => f.id),
  },
});
