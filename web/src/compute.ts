import type { Game, Issue, Scenario, TraceStep } from '../../src/index.ts';
import { engines, validate } from '../../src/index.ts';
import { isGame } from '../../src/schema/index.ts';
import { sceneToSvg } from '../../src/render/index.ts';
import type { Scene } from '../../src/render/scene.ts';
import { fallbackScene } from './fallback-scene.ts';

/**
 * Everything the page shows for one scenario, computed in the browser with the library core:
 * validate, resolve the move (when there is one), plan (with "show all options", and always for
 * TI4 with an active system), build the scene and draw it. Pure: no DOM, so the benchmark runs it too.
 */
export interface Computed {
  readonly game: Game | null;
  /** Problems with the scenario (schema, catalog names) or with its move (a rule refused it). */
  readonly issues: readonly Issue[];
  readonly outcome: unknown;
  readonly outcomeText: string;
  readonly trace: readonly TraceStep[];
  readonly planned: unknown;
  readonly planText: string;
  readonly scene: Scene;
  /** The engine could not draw this scenario; a plain drawing stands in. */
  readonly fallback: boolean;
  readonly svg: string;
  readonly milliseconds: number;
}

export function hasMove(scenario: Scenario): boolean {
  if (scenario.game === 'ti4') return scenario.moves !== undefined && scenario.moves.length > 0;
  if (scenario.game === 'xwing') return scenario.maneuver !== undefined || scenario.action !== undefined;
  return scenario.maneuver !== undefined;
}

/** The scenario without its move, so the engine can still draw the pieces when the move is refused. */
export function withoutMove(scenario: Scenario): Scenario {
  if (scenario.game === 'ti4') {
    const { moves: _moves, ...rest } = scenario;
    return rest;
  }
  if (scenario.game === 'xwing') {
    const { maneuver: _maneuver, action: _action, ...rest } = scenario;
    return rest;
  }
  const { maneuver: _maneuver, ...rest } = scenario;
  return rest;
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

function describe(run: () => string): string {
  try {
    return run();
  } catch {
    return '';
  }
}

export function compute(document: unknown, showAll: boolean): Computed {
  const started = now();
  const checked = safely(() => validate(document));
  const gameField = typeof document === 'object' && document !== null ? (document as { game?: unknown }).game : undefined;
  const finish = (partial: Omit<Computed, 'svg' | 'milliseconds'>): Computed => {
    const svg = sceneToSvg(partial.scene);
    return { ...partial, svg, milliseconds: now() - started };
  };
  if (!checked.ok) {
    return finish({
      game: isGame(gameField) ? gameField : null, issues: checked.issues, outcome: null, outcomeText: '', trace: [],
      planned: null, planText: '', scene: fallbackScene(document), fallback: true,
    });
  }
  const scenario = checked.value;
  const engine = engines[scenario.game];
  const issues: Issue[] = [];
  let outcome: unknown = null;
  let outcomeText = '';
  let trace: readonly TraceStep[] = [];
  if (hasMove(scenario)) {
    const resolved = safely(() => engine.resolve(scenario));
    if (resolved.ok) {
      outcome = resolved.value;
      outcomeText = describe(() => engine.describeOutcome(resolved.value));
      const steps = (resolved.value as { trace?: unknown }).trace;
      if (Array.isArray(steps)) trace = steps as TraceStep[];
    } else issues.push(...resolved.issues);
  }
  let planned: unknown = null;
  let planText = '';
  // TI4 without declared moves: the plan (who can reach the active system) is the answer to show.
  const wantPlan = showAll || (scenario.game === 'ti4' && scenario.activeSystem !== undefined && !hasMove(scenario));
  if (wantPlan) {
    const options = safely(() => engine.plan(scenario));
    if (options.ok) {
      planned = options.value;
      planText = describe(() => engine.describePlan(options.value));
      // No move of its own (TI4 asking who can reach the active system): the plan's trace explains the answer.
      const steps = (options.value as { trace?: unknown }).trace;
      if (outcome === null && trace.length === 0 && Array.isArray(steps)) trace = steps as TraceStep[];
    } else if (!hasMove(scenario) || issues.length === 0) issues.push(...options.issues);
  }
  let scene = safely(() => engine.scene(scenario, { plan: showAll }));
  if (!scene.ok && hasMove(scenario)) scene = safely(() => engine.scene(withoutMove(scenario), { plan: showAll }));
  if (!scene.ok) {
    for (const problem of scene.issues) if (!issues.some((i) => i.rule === problem.rule && i.path === problem.path)) issues.push(problem);
  }
  return finish({
    game: scenario.game, issues, outcome, outcomeText, trace, planned, planText,
    scene: scene.ok ? scene.value : fallbackScene(scenario), fallback: !scene.ok,
  });
}

type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

/** An engine that throws is reported like a refusal, never taken down with the page. */
function safely<T>(run: () => Outcome<T>): Outcome<T> {
  try {
    return run();
  } catch (error) {
    return { ok: false, issues: [{ path: '', rule: 'internal', message: `internal error: ${error instanceof Error ? error.message : String(error)}` }] };
  }
}
