/**
 * The registry: one line per game. Everything game-dispatching (the root library functions, the
 * CLI, the server, the planner page) finds a game's engine here by the scenario's `game`.
 */
import * as z from 'zod';
import { armadaEngine } from './armada/engine.ts';
import type { Result } from './core/issue.ts';
import type { Measurement } from './core/measure.ts';
import { ok } from './core/issue.ts';
import type { Engine, ScenarioBase } from './engine.ts';
import type { PlanOptions } from './engine.ts';
import { measureWith, parseWith, planWith, prepareWith, renderWith, resolveWith } from './engine.ts';
import type { Definitions, EngineFor, Game, Outcome, Plan, Prepared, Scenario, ScenarioFor, OutcomeFor, PlanFor } from './registry.ts';
import { compactOn, gameOf, isOf, prepareOn } from './registry.ts';
import { limitsAnnotation } from './schema/limits-check.ts';
import type { Scene, SceneOptions } from './render/scene.ts';
import { ti4Engine } from './ti4/engine.ts';
import { xwingEngine } from './xwing/engine.ts';

const definitions: Definitions = {
  armada: armadaEngine,
  xwing: xwingEngine,
  ti4: ti4Engine,
};

export type { Definitions, EngineFor, Game, Outcome, OutcomeFor, Plan, PlanFor, Prepared, Scenario, ScenarioFor, World, WorldFor } from './registry.ts';
export { GAMES, gameOf, isGame } from './registry.ts';
export { loadEngine } from './engines-lazy.ts';

/** The engine of each game. */
export const engines: { readonly [G in Game]: EngineFor<G> } = definitions;

function dispatch<R>(document: unknown, run: <G extends Game>(engine: EngineFor<G>) => Result<R>): Result<R> {
  const game = gameOf(document);
  return game.ok ? run(engines[game.value]) : game;
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
  return dispatch(document, (engine) => prepareOn(engine, document));
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

/**
 * The compact form of a plan (CONVENTIONS section 10, docs/api.md "Compact plans"): what the CLI,
 * the API and batch answer unless `detail: "full"` is asked for. Armada ship plans and X-Wing
 * plans become rows under `columns` with a `names` table; a plan already compact, an Armada
 * squadron's reach and a TI4 plan are returned as they are.
 */
export function compactPlan(planned: Plan): unknown {
  const run = <G extends Game>(engine: EngineFor<G>): unknown => compactOn(engine, planned);
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

