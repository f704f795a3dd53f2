/**
 * What every engine registry shares, holding no engine itself: the game ids, the per-game types,
 * the `game` dispatch and the prepared scenario (`Prepared`). `engines.ts` is the registry with
 * every engine loaded up front (the library, the CLI, the server); `engines-lazy.ts` loads one
 * game's engine when it is first wanted (the planner page, so its first board waits for one game
 * only). The engines are imported here as types only: this module brings no game's code.
 */
import type { armadaEngine } from './armada/engine.ts';
import type { Issue, Result } from './core/issue.ts';
import { fail, ok } from './core/issue.ts';
import type { Measurement } from './core/measure.ts';
import { quote } from './core/quote.ts';
import type { Drawn, Engine, OutcomeOf, PlanOf, PlanOptions, ScenarioOf, WorldBase, WorldOf } from './engine.ts';
import { drawWith, forbiddenWith, limitedPlan, measureOf, planLimitIssue, planOf, prepareWith, sceneInputsOf, sceneOf } from './engine.ts';
import { planLimitOption } from './core/plan-limit.ts';
import type { Scene, SceneOptions } from './render/scene.ts';
import type { ti4Engine } from './ti4/engine.ts';
import type { WorldEdit } from './world-edit.ts';
import { updateWith } from './world-edit.ts';
import type { xwingEngine } from './xwing/engine.ts';

/** The registry's entries by game id (what `Game` and the per-game types are derived from). */
export type Definitions = {
  armada: typeof armadaEngine;
  xwing: typeof xwingEngine;
  ti4: typeof ti4Engine;
};
/** A game id: `"armada"`, `"xwing"` or `"ti4"`. */
export type Game = keyof Definitions;
export type ScenarioFor<G extends Game> = ScenarioOf<Definitions[G]>;
export type WorldFor<G extends Game> = WorldOf<Definitions[G]>;
export type OutcomeFor<G extends Game> = OutcomeOf<Definitions[G]>;
export type PlanFor<G extends Game> = PlanOf<Definitions[G]>;
export type EngineFor<G extends Game> = Engine<G, ScenarioFor<G>, WorldFor<G>, OutcomeFor<G>, PlanFor<G>>;

export const GAMES: readonly Game[] = ['armada', 'xwing', 'ti4'];

/** A checked scenario, outcome, plan or world of any game, discriminated by `game`. */
export type Scenario = { [G in Game]: ScenarioFor<G> }[Game];
export type Outcome = { [G in Game]: OutcomeFor<G> }[Game];
export type Plan = { [G in Game]: PlanFor<G> }[Game];
export type World = { [G in Game]: WorldFor<G> }[Game];

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

/** The scenario's game, or the issue at `game`. */
export function gameOf(document: unknown): Result<Game> {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return fail([{ path: '', rule: 'schema', message: 'a scenario is a JSON object' }]);
  }
  const game = (document as { game?: unknown }).game;
  if (isGame(game)) return ok(game);
  return fail([{
    path: 'game',
    rule: 'schema',
    message: `expected "game" to be one of ${GAMES.map((g) => JSON.stringify(g)).join(', ')}`,
    received: quote(game),
  }]);
}

/**
 * A scenario checked and prepared once, ready for any number of operations: what the CLI, the
 * server and the planner page hold. Each call runs the game's engine on the same world.
 */
export interface Prepared {
  readonly game: Game;
  readonly scenario: Scenario;
  /** Whether the scenario declares a move for `resolve`. */
  readonly hasMove: boolean;
  /** The scenario without its move (so a refused move still lets the pieces be drawn). */
  withoutMove(): Scenario;
  resolve(): Result<Outcome>;
  /** Every option, at most `options.limit` of them (a cut plan says so in `cut`, `limits.plan`). */
  plan(options?: PlanOptions): Result<Plan>;
  scene(options?: SceneOptions): Result<Scene>;
  /** What the scene computes for these options (the game decides, e.g. TI4 shows who can reach when no move is declared). */
  sceneInputs(options?: SceneOptions): { readonly resolve: boolean; readonly plan: boolean };
  /** The scene from an outcome and a plan already computed (pure; an outcome or plan of another game is left out). */
  draw(drawn: Drawn<Outcome, Plan>): Scene;
  render(options?: SceneOptions): Result<string>;
  /** The violations of a move the rules forbid (TI4 `legal: false`), as issues; empty otherwise. */
  forbidden(outcome: Outcome): Issue[];
  describeOutcome(outcome: Outcome): string;
  describePlan(plan: Plan): string;
  /** Range, arcs and obstruction from piece `from` to piece `to` (X-Wing, Armada; an issue for TI4). */
  measure(from: string, to: string): Result<Measurement>;
  /**
   * A new prepared scenario with one piece moved, added, removed or one of its fields changed
   * (CONVENTIONS section 10, src/world-edit.ts): only that piece is checked and built again, the
   * rest is shared; plans on it equal plans on the edited scenario prepared from scratch. This one
   * is unchanged.
   */
  update(edit: WorldEdit): Result<Prepared>;
}

/** Whether an outcome or plan is of the engine's game (each carries its `game`). */
export function isOf<G extends Game, T>(engine: EngineFor<G>, value: { readonly game: string } & T): value is T & { readonly game: G } & OutcomeFor<G> & PlanFor<G> {
  return value.game === engine.game;
}

function preparedOf<G extends Game>(engine: EngineFor<G>, world: WorldFor<G> & WorldBase<ScenarioFor<G>>): Prepared {
  return {
    game: engine.game,
    scenario: world.scenario,
    hasMove: engine.hasMove(world.scenario),
    withoutMove: () => engine.withoutMove(world.scenario),
    resolve: () => engine.resolve(world),
    plan: (options = {}) => {
      const limit = planLimitOption(options.limit);
      return limit === null ? fail([planLimitIssue(options.limit)]) : limitedPlan(planOf(engine, world, options), limit);
    },
    scene: (options = {}) => sceneOf(engine, world, options),
    sceneInputs: (options = {}) => sceneInputsOf(engine, world, options),
    draw: ({ outcome, plan: planned }) => engine.scene(world, {
      outcome: outcome && isOf(engine, outcome) ? outcome : null,
      plan: planned && isOf(engine, planned) ? planned : null,
    }),
    render: (options = {}) => drawWith(engine, world, options),
    forbidden: (outcome) => (isOf(engine, outcome) ? forbiddenWith(engine, world, outcome) : []),
    describeOutcome: (outcome) => (isOf(engine, outcome) ? engine.describeOutcome(outcome) : ''),
    describePlan: (planned) => (isOf(engine, planned) ? engine.describePlan(planned) : ''),
    measure: (from, to) => measureOf(engine, world, from, to),
    update: (edit) => {
      const updated = updateWith(engine, world, edit);
      return updated.ok ? ok(preparedOf(engine, updated.value)) : updated;
    },
  };
}

/** Validates and prepares a document with its game's engine (the engine must be the document's game's). */
export function prepareOn<G extends Game>(engine: EngineFor<G>, document: unknown): Result<Prepared> {
  const world = prepareWith(engine, document);
  return world.ok ? ok(preparedOf(engine, world.value)) : world;
}

/**
 * The compact form of a plan with its game's engine (CONVENTIONS section 10): see `compactPlan`
 * in engines.ts. A plan already compact, or one the engine does not compact, is returned as it is.
 */
export function compactOn<G extends Game>(engine: EngineFor<G>, planned: Plan): unknown {
  if ((planned as { readonly detail?: unknown }).detail === 'compact') return planned;
  return isOf(engine, planned) && engine.compact !== undefined ? engine.compact(planned) : planned;
}
