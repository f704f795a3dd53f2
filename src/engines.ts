/**
 * The registry: one line per game. Everything game-dispatching (the root library functions, the
 * CLI, the server, the planner page) finds a game's engine here by the scenario's `game`.
 */
import * as z from 'zod';
import { armadaEngine } from './armada/engine.ts';
import type { Issue, Result } from './core/issue.ts';
import type { Measurement } from './core/measure.ts';
import { fail, ok } from './core/issue.ts';
import type { Drawn, Engine, OutcomeOf, ScenarioBase, PlanOf, ScenarioOf, WorldBase, WorldOf } from './engine.ts';
import type { PlanOptions } from './engine.ts';
import { drawWith, engineOptions, forbiddenWith, limitedPlan, planOf, measureOf, measureWith, planLimitIssue, sceneInputsOf, parseWith, planWith, prepareWith, renderWith, resolveWith, sceneOf } from './engine.ts';
import { planLimitOption } from './core/plan-limit.ts';
import { quote } from './core/quote.ts';
import { limitsAnnotation } from './schema/limits-check.ts';
import type { Scene, SceneOptions } from './render/scene.ts';
import { ti4Engine } from './ti4/engine.ts';
import type { WorldEdit } from './world-edit.ts';
import { updateWith } from './world-edit.ts';
import { xwingEngine } from './xwing/engine.ts';

const definitions = {
  armada: armadaEngine,
  xwing: xwingEngine,
  ti4: ti4Engine,
};

/** The registry's entries by game id (what `Game` and the per-game types are derived from). */
export type Definitions = typeof definitions;
/** A game id: `"armada"`, `"xwing"` or `"ti4"`. */
export type Game = keyof Definitions;
export type ScenarioFor<G extends Game> = ScenarioOf<Definitions[G]>;
export type WorldFor<G extends Game> = WorldOf<Definitions[G]>;
export type OutcomeFor<G extends Game> = OutcomeOf<Definitions[G]>;
export type PlanFor<G extends Game> = PlanOf<Definitions[G]>;
export type EngineFor<G extends Game> = Engine<G, ScenarioFor<G>, WorldFor<G>, OutcomeFor<G>, PlanFor<G>>;

/** The engine of each game. */
export const engines: { readonly [G in Game]: EngineFor<G> } = definitions;

export const GAMES: readonly Game[] = ['armada', 'xwing', 'ti4'];

/** A checked scenario, outcome, plan or world of any game, discriminated by `game`. */
export type Scenario = { [G in Game]: ScenarioFor<G> }[Game];
export type Outcome = { [G in Game]: OutcomeFor<G> }[Game];
export type Plan = { [G in Game]: PlanFor<G> }[Game];
export type World = { [G in Game]: WorldFor<G> }[Game];

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && Object.hasOwn(engines, value);
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

function dispatch<R>(document: unknown, run: <G extends Game>(engine: EngineFor<G>) => Result<R>): Result<R> {
  const game = gameOf(document);
  return game.ok ? run(engines[game.value]) : game;
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

/**
 * The TI4 threat map asked for outside the scenario (CLI `--threats`, API `?threats=1`, batch
 * `threats`): the document with `threats: true`, which the TI4 schema reads (ti4.move.threats);
 * other games' schemas refuse the key like any unknown one.
 */
export function withThreats(document: unknown): unknown {
  return typeof document === 'object' && document !== null && !Array.isArray(document) ? { ...document, threats: true } : document;
}

/** Validates and prepares a document of any game once. */
export function prepare(document: unknown): Result<Prepared> {
  return dispatch(document, (engine) => {
    const world = prepareWith(engine, document);
    return world.ok ? ok(preparedOf(engine, world.value)) : world;
  });
}

/**
 * The game-dispatching library functions. Each takes a parsed JSON document of any game and
 * returns a `Result`; when the document's `game` is known to the compiler (an object literal, or a
 * value typed as one game's scenario), the result is typed as that game's.
 */

/** Schema only: the document as its game's scenario (defaults filled in). */
export function parseScenario<G extends Game>(document: { readonly game: G; readonly [key: string]: unknown }): Result<ScenarioFor<G>>;
export function parseScenario(document: unknown): Result<Scenario>;
export function parseScenario(document: unknown): Result<Scenario> {
  return dispatch<Scenario>(document, (engine) => parseWith(engine, document));
}

/** Schema and the game's own checks (catalog names, ids): the checked scenario, defaults filled in. */
export function validate<G extends Game>(document: { readonly game: G; readonly [key: string]: unknown }): Result<ScenarioFor<G>>;
export function validate(document: unknown): Result<Scenario>;
export function validate(document: unknown): Result<Scenario> {
  return dispatch<Scenario>(document, (engine) => {
    const world = prepareWith(engine, document);
    return world.ok ? ok(world.value.scenario) : world;
  });
}

/** Validates then resolves the scenario's move: the game's outcome. */
export function resolve<G extends Game>(document: { readonly game: G; readonly [key: string]: unknown }): Result<OutcomeFor<G>>;
export function resolve(document: unknown): Result<Outcome>;
export function resolve(document: unknown): Result<Outcome> {
  return dispatch<Outcome>(document, (engine) => resolveWith(engine, document));
}

/** Validates then lists every legal option with its outcome. */
export function plan<G extends Game>(document: { readonly game: G; readonly [key: string]: unknown }, options?: PlanOptions): Result<PlanFor<G>>;
export function plan(document: unknown, options?: PlanOptions): Result<Plan>;
export function plan(document: unknown, options: PlanOptions = {}): Result<Plan> {
  return dispatch<Plan>(document, (engine) => planWith(engine, document, options));
}

/** Validates, resolves the move where the scenario has one (and every option with `plan: true`), and draws it as SVG text. */
export function render(document: unknown, options: SceneOptions = {}): Result<string> {
  return dispatch(document, (engine) => renderWith(engine, document, options));
}

/** The scene (plain drawing data) of a document, as `render` draws it. */
export function scene(document: unknown, options: SceneOptions = {}): Result<Scene> {
  const prepared = prepare(document);
  return prepared.ok ? prepared.value.scene(options) : prepared;
}

/**
 * Validates, prepares and measures from piece `from` to piece `to`: the distance and range band,
 * the closest points, which of `from`'s arcs (X-Wing) or hull zones (Armada) contain part of `to`
 * and at what range, and whether the attack is obstructed; TI4 answers with an issue.
 */
export function measure(document: unknown, from: string, to: string): Result<Measurement> {
  return dispatch(document, (engine) => measureWith(engine, document, from, to));
}

/** Whether an outcome or plan is of the engine's game (each carries its `game`). */
function isOf<G extends Game, T>(engine: EngineFor<G>, value: { readonly game: string } & T): value is T & { readonly game: G } & OutcomeFor<G> & PlanFor<G> {
  return value.game === engine.game;
}

/**
 * The compact form of a plan (CONVENTIONS section 10, docs/api.md "Compact plans"): what the CLI,
 * the API and batch answer unless `detail: "full"` is asked for. Armada ship plans and X-Wing
 * plans become rows under `columns` with a `names` table; a plan already compact, an Armada
 * squadron's reach and a TI4 plan are returned as they are.
 */
export function compactPlan(planned: Plan): unknown {
  if ((planned as { readonly detail?: unknown }).detail === 'compact') return planned;
  const run = <G extends Game>(engine: EngineFor<G>): unknown => (isOf(engine, planned) && engine.compact !== undefined ? engine.compact(planned) : planned);
  return run(engines[planned.game]);
}

/** A plan answer as the CLI, the API and batch give it: compact unless `detail` is `"full"`. */
export function planAnswer(planned: Plan, detail: 'full' | 'compact' | undefined): unknown {
  return detail === 'full' ? planned : compactPlan(planned);
}

/** Plain text for people: the outcome as the CLI prints it without `--json`. */
export function describeOutcome(outcome: Outcome): string {
  const run = <G extends Game>(engine: EngineFor<G>): string => (isOf(engine, outcome) ? engine.describeOutcome(outcome) : '');
  return run(engines[outcome.game]);
}

/** Plain text for people: the plan as the CLI prints it without `--json`. */
export function describePlan(planned: Plan): string {
  const run = <G extends Game>(engine: EngineFor<G>): string => (isOf(engine, planned) ? engine.describePlan(planned) : '');
  return run(engines[planned.game]);
}

/** The JSON Schema (draft 2020-12) of one game's scenarios, as users write them (defaults optional). */
export function jsonSchema(game: Game): Record<string, unknown> {
  const of = <G extends Game>(engine: EngineFor<G>) => jsonSchemaOf(engine);
  return of(engines[game]);
}

/** The JSON Schema (draft 2020-12) of the engine's scenarios, as users write them (defaults optional). */
export function jsonSchemaOf<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>): Record<string, unknown> {
  return {
    $id: `urn:shipmove:scenario:${engine.game}`,
    title: `shipmove ${engine.game} scenario`,
    ...(z.toJSONSchema(engine.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>),
    'x-limits': limitsAnnotation(),
  };
}

