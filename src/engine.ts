/**
 * The engine contract: each game is defined once (`defineEngine`) and the pipeline
 * validate -> prepare once -> resolve / plan / scene runs through that definition, the same way
 * for the library, the CLI, the HTTP server and the planner page.
 *
 * - `schema` checks the shape (zod, strict: unknown keys are rejected).
 * - `prepare` is the one place that checks catalog names and ids and builds the game's world
 *   (footprints, tables, the galaxy and its adjacency). Everything after it takes the world.
 * - `resolve`, `plan` and `scene` are pure functions of the world: the scenario is never changed,
 *   nothing is remembered between calls.
 *
 * Game-agnostic: this file names no game. A game is added by its folder, its definition and one
 * line in the registry (src/engines.ts).
 */
import type * as z from 'zod';
import type { Issue, Result } from './core/issue.ts';
import { capped, capIssues, fail, ok } from './core/issue.ts';
import { DEFAULT_PLAN_LIMIT, limitPlan, planLimitOption } from './core/plan-limit.ts';
import type { Measurement } from './core/measure.ts';
import { sceneToSvg } from './render/index.ts';
import { withHintBudget } from './core/suggest.ts';
import type { Scene, SceneOptions } from './render/scene.ts';
import { zodIssues } from './schema/issues.ts';
import { checkParsedValue } from './schema/limits-check.ts';
import type { Against } from './schema/against.ts';
import { parseAgainst } from './schema/against.ts';
import { LIMITS, limitText } from './schema/limits.ts';
import type { PieceChange, WorldEdit } from './world-edit.ts';
import { updateWith } from './world-edit.ts';

/** What a scene draws besides the pieces: the move's outcome and every option of the plan. */
export interface Drawn<O, P> {
  readonly outcome?: O | null;
  readonly plan?: P | null;
}

/** Catalog names the planner offers when adding pieces (from the engine's own catalogs). */
export interface CatalogListing {
  readonly ships: readonly string[];
  readonly squadrons: readonly string[];
  readonly obstacles: readonly string[];
  readonly owners: readonly string[];
}

/** Every scenario names its game; every prepared world keeps the scenario it was built from. */
export interface ScenarioBase<G extends string = string> {
  readonly game: G;
}
export interface WorldBase<S> {
  readonly scenario: S;
}

/**
 * One game's engine. Type parameters: G the game id, S the checked scenario, W the prepared
 * world, O the outcome of `resolve`, P the plan.
 */
export interface Engine<G extends string, S extends ScenarioBase, W, O, P> {
  readonly game: G;
  /** The game's name for people. */
  readonly title: string;
  /** The scenario schema (strict zod object; its `game` is the literal G). */
  readonly schema: z.ZodType<S>;
  /**
   * Optional: `schema`'s own answer for a document it accepts, found without zod's bookkeeping
   * (src/schema/quick-parse.ts); undefined leaves the document to `schema`, whose issues are the
   * answer. Never a different value from `schema`'s.
   */
  readonly quickParse?: (document: object) => S | undefined;
  /** Catalog names and ids checked (with suggestions), the world built once (it keeps the scenario). */
  prepare(scenario: S): Result<W & WorldBase<S>>;
  /** The scenario's move resolved (the game's outcome). */
  resolve(world: W): Result<O>;
  /** Every legal option with its outcome; `options` are the game's plan options (X-Wing `followUps`), others ignore them. */
  plan(world: W, options?: EnginePlanOptions): Result<P>;
  /** What to draw: the pieces, and the outcome and plan when given. Pure, computes neither. */
  scene(world: W, drawn: Drawn<O, P>): Scene;
  /**
   * What the scene needs computed: by default the move's outcome when the scenario has a move, and
   * the plan when "show all options" asks for it. A game whose board answers another question by
   * default (TI4 without declared moves shows who can reach) says so here.
   */
  sceneInputs?(world: W, options: SceneOptions): { readonly resolve: boolean; readonly plan: boolean };
  /**
   * Where a resolved outcome says the declared move breaks a rule (TI4: `legal: false`), its
   * violations as issues: the CLI prints the outcome and exits 1 with these. Engines that refuse
   * such moves in `resolve` omit it.
   */
  forbidden?(world: W, outcome: O): Issue[];
  /**
   * Range, arcs (hull zones) and obstruction from one piece to another (X-Wing and Armada; the
   * answer's shape is `Measurement`). A game without ranges or arcs (TI4) omits it, and
   * `measureWith` answers with an issue.
   */
  measure?(world: W, from: string, to: string): Result<Measurement>;
  /**
   * The plan with each option played against the opponent's options (CONVENTIONS section 11);
   * `matrix` adds every combination. A game that cannot plan against the opponent omits it.
   */
  planAgainst?(world: W, against: Against, matrix: boolean): Result<P>;
  /**
   * The compact form of a plan (CONVENTIONS section 10): what the CLI, the API and batch answer
   * unless `detail: "full"` asks for the plan as it is. A game without one answers its plan as it is.
   */
  compact?(plan: P): unknown;
  /**
   * The world with one piece moved, added, removed or changed (CONVENTIONS section 10): `scenario`
   * is the edited scenario, its edited piece already checked by the schema (src/world-edit.ts);
   * what does not depend on that piece is shared. A game without it prepares `scenario` again.
   */
  update?(world: W, scenario: S, change: PieceChange): Result<W & WorldBase<S>>;
  /** Plain text for people (the CLI without `--json`). */
  describeOutcome(outcome: O): string;
  describePlan(plan: P): string;
  /** Whether the scenario declares a move for `resolve` (the planner's question). */
  hasMove(scenario: S): boolean;
  /** The scenario without its move, so a refused move still lets the pieces be drawn. */
  withoutMove(scenario: S): S;
  readonly catalog: CatalogListing;
}

/** The types an engine was defined with. */
export type ScenarioOf<E> = E extends Engine<infer _G, infer S, infer _W, infer _O, infer _P> ? S : never;
export type WorldOf<E> = E extends Engine<infer _G, infer _S, infer W, infer _O, infer _P> ? W : never;
export type OutcomeOf<E> = E extends Engine<infer _G, infer _S, infer _W, infer O, infer _P> ? O : never;
export type PlanOf<E> = E extends Engine<infer _G, infer _S, infer _W, infer _O, infer P> ? P : never;

/** Defines a game's engine: the definition is checked against the contract and frozen. */
export function defineEngine<G extends string, S extends ScenarioBase, W, O, P>(
  definition: Engine<G, S, W, O, P>,
): Engine<G, S, W, O, P> {
  return Object.freeze({ ...definition });
}

/** The pipeline, generic over one engine: every entry point (library, CLI, server, page) uses these. */

/**
 * Schema only: the document as the game's scenario, with defaults filled in. `fromCheckedText`:
 * the document is `JSON.parse` of a text that passed `checkJsonText` (or a part of one), so it is
 * within the size and depth limits already (a value takes at least one character of its text, and
 * its nesting is its text's) and is not walked again.
 */
export function parseWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown, fromCheckedText = false): Result<S> {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return fail([{ path: '', rule: 'schema', message: 'a scenario is a JSON object' }]);
  }
  // Size and depth first (limits.size, limits.depth), walked without recursion.
  const tooBig = fromCheckedText ? null : checkParsedValue(document);
  if (tooBig !== null) return fail([tooBig]);
  const quick = engine.quickParse?.(document);
  if (quick !== undefined) return ok(quick);
  const parsed = engine.schema.safeParse(document);
  return parsed.success ? ok(parsed.data) : fail(capIssues(zodIssues(parsed.error)));
}

/** Schema, then prepare: the world every operation takes (`fromCheckedText` as for `parseWith`). */
export function prepareWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown, fromCheckedText = false): Result<W & WorldBase<S>> {
  const parsed = parseWith(engine, document, fromCheckedText);
  // One "did you mean" budget for every catalog the checks consult (docs/limits.md).
  return parsed.ok ? capped(withHintBudget(() => engine.prepare(parsed.value))) : parsed;
}

/** Schema and the game's own checks (catalog names, ids); the scenario with defaults filled in. */
export function validateWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown): Result<S> {
  const world = prepareWith(engine, document);
  return world.ok ? ok(world.value.scenario) : world;
}

export function resolveWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown): Result<O> {
  const world = prepareWith(engine, document);
  return world.ok ? capped(engine.resolve(world.value)) : world;
}

/** Options a game's `plan` reads (a game without follow-ups ignores them). */
export interface EnginePlanOptions {
  /** X-Wing: list under each maneuver the repositions its action bar and cards allow from where it ended (xwing.move.follow-up). */
  readonly followUps?: boolean;
}

/** Options of `plan`. */
export interface PlanOptions extends EnginePlanOptions {
  /** The most options listed (default `DEFAULT_PLAN_LIMIT`); a cut plan says so in `cut` (`limits.plan`). */
  readonly limit?: number;
  /** Play each option against the opponent's options: `"all"` or `{ ships, weights }` (checked here: `parseAgainst`). */
  readonly against?: unknown;
  /**
   * `"full"`: with `against`, every combination as well (`matrix`). The CLI, the API and batch
   * answer the plan's compact form (`compactPlan`) unless this is `"full"`; the library's `plan`
   * returns the plan as it is, which `compactPlan` turns into that form.
   */
  readonly detail?: 'full' | 'compact';
}

/** The game's options out of the caller's (the limit is applied after the engine). */
export function engineOptions(options: PlanOptions): EnginePlanOptions {
  return options.followUps === true ? { followUps: true } : {};
}

export function planWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown, options: PlanOptions = {}): Result<P> {
  const limit = planLimitOption(options.limit);
  if (limit === null) return fail([planLimitIssue(options.limit)]);
  const world = prepareWith(engine, document);
  return world.ok ? limitedPlan(planOf(engine, world.value, options), limit) : world;
}

/** The plan of a prepared world: against the opponent when `options.against` asks for it. */
export function planOf<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, world: W, options: PlanOptions = {}): Result<P> {
  if (options.against === undefined) return engine.plan(world, engineOptions(options));
  const against = parseAgainst(options.against);
  if (!against.ok) return against;
  if (engine.planAgainst === undefined) return fail([{ path: 'against', rule: 'unsupported', message: `${engine.title} plans have no "against" (TI4: "threats")` }]);
  return engine.planAgainst(world, against.value, options.detail === 'full');
}

/** A plan result cut to `limit` options (`limits.plan`), failures capped like every error answer. */
export function limitedPlan<P>(result: Result<P>, limit: number): Result<P> {
  return result.ok ? ok(limitPlan(result.value, limit)) : capped(result);
}

/** The issue for a plan limit that is not a positive integer. */
export function planLimitIssue(value: unknown): Issue {
  return { path: '', rule: 'limits.plan', message: `the plan limit must be a positive integer; got ${String(value).slice(0, 40)}` };
}

/**
 * The scene of a prepared world: the move's outcome and the plan computed as the engine's
 * `sceneInputs` asks. A refused move fails the scene unless every option is drawn anyway; a plan
 * that cannot be made leaves the ghosts out.
 */
export function sceneOf<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, world: W & WorldBase<S>, options: SceneOptions = {}): Result<Scene> {
  const wanted = sceneInputsOf(engine, world, options);
  let outcome: O | null = null;
  if (wanted.resolve) {
    const resolved = engine.resolve(world);
    if (resolved.ok) outcome = resolved.value;
    else if (!wanted.plan) return resolved;
  }
  let planned: P | null = null;
  if (wanted.plan) {
    // The ghosts drawn are the options a plan answers by default (limits.plan): a drawing grows with the limit, not with the follow-ups.
    const result = engine.plan(world);
    if (result.ok) planned = limitPlan(result.value, DEFAULT_PLAN_LIMIT);
  }
  return ok(engine.scene(world, { outcome, plan: planned }));
}

/** What the scene of a world computes: the engine's choice, by default the move's outcome and the plan when asked for. */
export function sceneInputsOf<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, world: W & WorldBase<S>, options: SceneOptions = {}): { readonly resolve: boolean; readonly plan: boolean } {
  return engine.sceneInputs?.(world, options) ?? { resolve: engine.hasMove(world.scenario), plan: options.plan === true };
}

/** Validates, prepares, resolves the move where the scenario has one, and draws it as SVG text. */
export function renderWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown, options: SceneOptions = {}): Result<string> {
  const world = prepareWith(engine, document);
  if (!world.ok) return world;
  return drawWith(engine, world.value, options);
}

/** The SVG of a prepared world (the scene as `sceneOf` makes it), refused when larger than `LIMITS.svg` (limits.size). */
export function drawWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, world: W & WorldBase<S>, options: SceneOptions = {}): Result<string> {
  const scene = sceneOf(engine, world, options);
  if (!scene.ok) return capped(scene);
  const svg = sceneToSvg(scene.value);
  // limits.size: a drawing larger than the documented size is refused rather than sent.
  if (svg.length > LIMITS.svg.max) {
    return fail([{ path: '', rule: LIMITS.svg.rule, message: `${limitText('svg')}; this one would have ${svg.length.toLocaleString('en-US')} characters${options.plan === true ? ' (draw it without every option)' : ''}` }]);
  }
  return ok(svg);
}

/** Range, arcs and obstruction from piece `from` to piece `to` of a prepared world; an issue for a game that has no measure. */
export function measureOf<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, world: W, from: string, to: string): Result<Measurement> {
  if (engine.measure === undefined) return fail([{ path: 'game', rule: 'unsupported', message: `${engine.title} has no range or arcs to measure` }]);
  return capped(engine.measure(world, from, to));
}

/** Validates, prepares and measures from piece `from` to piece `to`. */
export function measureWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, document: unknown, from: string, to: string): Result<Measurement> {
  const world = prepareWith(engine, document);
  return world.ok ? measureOf(engine, world.value, from, to) : world;
}

/** The violations of a resolved move the rules forbid (empty when it stands or the game refuses such moves in resolve). */
export function forbiddenWith<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>, world: W, outcome: O): Issue[] {
  return capIssues(engine.forbidden?.(world, outcome) ?? []);
}

/** The typed library functions of one game (its package entry point: `shipmove/armada`, ...). */
export interface EntryPoints<S, W, O, P> {
  /** Schema and the game's own checks (catalog names, ids): the checked scenario, defaults filled in. */
  validate(document: unknown): Result<S>;
  /** Validates and builds the world once; pass it to `engine.resolve`, `engine.plan` or `scene` to run several operations on it. */
  prepare(document: unknown): Result<W>;
  /** Validates then resolves the scenario's move. */
  resolve(document: unknown): Result<O>;
  /** Validates then lists every legal option with its outcome (at most `options.limit`). */
  plan(document: unknown, options?: PlanOptions): Result<P>;
  /** Validates, resolves the move where the scenario has one (every option with `plan: true`), and draws it as SVG text. */
  render(document: unknown, options?: SceneOptions): Result<string>;
  /** The scene (plain drawing data) of a prepared world. */
  scene(world: W, options?: SceneOptions): Result<Scene>;
  /** Validates then measures range, arcs and obstruction from piece `from` to piece `to` (an issue where the game has no measure). */
  measure(document: unknown, from: string, to: string): Result<Measurement>;
  /** The prepared world with one piece moved, added, removed or changed, sharing the rest (src/world-edit.ts). */
  update(world: W, edit: WorldEdit): Result<W>;
}

export function entryPoints<G extends string, S extends ScenarioBase, W, O, P>(engine: Engine<G, S, W, O, P>): EntryPoints<S, W & WorldBase<S>, O, P> {
  return {
    validate: (document) => validateWith(engine, document),
    prepare: (document) => prepareWith(engine, document),
    resolve: (document) => resolveWith(engine, document),
    plan: (document, options = {}) => planWith(engine, document, options),
    render: (document, options = {}) => renderWith(engine, document, options),
    scene: (world, options = {}) => sceneOf(engine, world, options),
    measure: (document, from, to) => measureWith(engine, document, from, to),
    update: (world, edit) => updateWith(engine, world, edit),
  };
}
