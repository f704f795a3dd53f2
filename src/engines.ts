import { armadaEngine } from './armada/engine.ts';
import type { Issue, Result } from './core/issue.ts';
import { capIssues, fail, ok } from './core/issue.ts';
import { limitPlan, planLimitOption } from './core/plan-limit.ts';
import type { GameEngine } from './engine.ts';
import { sceneToSvg } from './render/index.ts';
import type { SceneOptions } from './render/scene.ts';
import type { Game, Scenario } from './schema/index.ts';
import { parseScenario } from './schema/index.ts';
import { ti4Engine } from './ti4/engine.ts';
import { xwingEngine } from './xwing/engine.ts';

/** The engine of each game. */
export const engines: { readonly [G in Game]: GameEngine } = {
  armada: armadaEngine as unknown as GameEngine,
  xwing: xwingEngine as unknown as GameEngine,
  ti4: ti4Engine as unknown as GameEngine,
};

/** Schema, then the game's own checks (catalog names, ids). The scenario comes back with defaults filled in. */
export function validate(document: unknown): Result<Scenario> {
  const parsed = parseScenario(document);
  if (!parsed.ok) return parsed;
  const problems: Issue[] = engines[parsed.value.game].check(parsed.value);
  return problems.length > 0 ? fail(capIssues(problems)) : parsed;
}

export interface Resolved {
  readonly scenario: Scenario;
  readonly outcome: unknown;
}

function run(document: unknown, what: 'resolve' | 'plan'): Result<Resolved> {
  const checked = validate(document);
  if (!checked.ok) return checked;
  const engine = engines[checked.value.game];
  const outcome = what === 'resolve' ? engine.resolve(checked.value) : engine.plan(checked.value);
  return outcome.ok ? ok({ scenario: checked.value, outcome: outcome.value }) : fail(capIssues(outcome.issues));
}

/** Validates then resolves the scenario's move: the outcome of CONVENTIONS section 5. */
export function resolve(document: unknown): Result<unknown> {
  const result = run(document, 'resolve');
  return result.ok ? ok(result.value.outcome) : result;
}

/**
 * Validates then lists every legal option: at most `limit` of them (default `DEFAULT_PLAN_LIMIT`,
 * `limits.plan`); a plan that was cut says so in `cut: { limit, total, omitted }`.
 */
export function plan(document: unknown, options: { readonly limit?: number } = {}): Result<unknown> {
  const limit = planLimitOption(options.limit);
  if (limit === null) return fail([{ path: '', rule: 'limits.plan', message: `the plan limit must be a positive integer; got ${String(options.limit).slice(0, 40)}` }]);
  const result = run(document, 'plan');
  return result.ok ? ok(limitPlan(result.value.outcome, limit)) : result;
}

/** Validates, resolves the move where the scenario has one, and draws it as SVG text. */
export function render(document: unknown, options: SceneOptions = {}): Result<string> {
  const checked = validate(document);
  if (!checked.ok) return checked;
  const scene = engines[checked.value.game].scene(checked.value, options);
  return scene.ok ? ok(sceneToSvg(scene.value)) : fail(capIssues(scene.issues));
}

/**
 * The rule violations of a resolved move that the rules forbid (TI4 `legal: false`); empty when the
 * move stands. `resolve` still returns the outcome so callers can show it.
 */
export function forbidden(document: unknown, outcome: unknown): Issue[] {
  const checked = validate(document);
  if (!checked.ok) return [...checked.issues];
  return capIssues(engines[checked.value.game].forbidden?.(checked.value, outcome) ?? []);
}

export function describeOutcome(game: Game, outcome: unknown): string {
  return engines[game].describeOutcome(outcome);
}

export function describePlan(game: Game, planned: unknown): string {
  return engines[game].describePlan(planned);
}
