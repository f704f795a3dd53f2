import type { Game, Issue, Outcome, Plan, PlanOptions, Prepared, Result, Scene, TraceStep, WorldEdit } from '../../src/index.ts';
import { isGame } from '../../src/registry.ts';
import { sceneToSvg } from '../../src/render/index.ts';
import { ok } from '../../src/core/issue.ts';
import { compactPlanLoaded as compactPlan, prepareLoaded } from '../../src/engines-lazy.ts';
import { fallbackScene } from './fallback-scene.ts';

/**
 * Everything the page shows for one scenario, computed in the browser with the library core:
 * validate and prepare once, resolve the move (when there is one), plan (with "show all options",
 * and always for TI4 with an active system), build the scene and draw it. Game-agnostic: it runs
 * through the engine registry. No DOM, so the benchmark runs it too. It keeps the last prepared
 * world: a document that differs from the last one by one piece's pose or position (a drag step)
 * updates that world (`Prepared.update`), which plans exactly as preparing from scratch.
 */
export interface Computed {
  readonly game: Game | null;
  /** Problems with the scenario (schema, catalog names) or with its move (a rule refused it). */
  readonly issues: readonly Issue[];
  readonly outcome: Outcome | null;
  readonly outcomeText: string;
  readonly trace: readonly TraceStep[];
  /** The plan as it is: what the board draws. */
  readonly planned: Plan | null;
  /** The same plan in the compact form the page reads options from (docs/api.md "Compact plans"). */
  readonly compact: unknown;
  readonly planText: string;
  readonly scene: Scene;
  /** The engine could not draw this scenario; a plain drawing stands in. */
  readonly fallback: boolean;
  /** The game's code is still loading (game-parts.ts): a plain drawing stands in meanwhile. */
  readonly loading?: boolean;
  readonly svg: string;
  readonly milliseconds: number;
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

function describe(run: () => string): string {
  try {
    return run();
  } catch {
    return '';
  }
}

/** The last document prepared and its prepared world: a drag step that moves one piece updates it (CONVENTIONS section 10). */
let last: { readonly text: readonly string[]; readonly prepared: Prepared } | null = null;
const LISTS = ['ships', 'squadrons', 'obstacles'] as const;

/** The document as text per part: everything but the piece lists, then each piece (Armada and X-Wing), or null for another game. */
export function parts(document: unknown): string[] | null {
  if (typeof document !== 'object' || document === null) return null;
  const doc = document as Record<string, unknown>;
  if (doc['game'] !== 'armada' && doc['game'] !== 'xwing') return null;
  const rest: Record<string, unknown> = { ...doc };
  const out: string[] = [];
  for (const list of LISTS) {
    delete rest[list];
    const pieces = doc[list];
    out.push(Array.isArray(pieces) ? `${list}:${pieces.length}` : `${list}:none`);
    if (Array.isArray(pieces)) for (const piece of pieces) out.push(JSON.stringify(piece));
  }
  return [JSON.stringify(rest), ...out];
}

/** The one move that turns the last document into this one (one piece's pose or position changed, nothing else), or null. */
export function oneMove(before: readonly string[], after: readonly string[]): WorldEdit | null {
  if (before.length !== after.length || before[0] !== after[0]) return null;
  let edit: WorldEdit | null = null;
  for (let i = 1; i < after.length; i++) {
    if (before[i] === after[i]) continue;
    if (edit !== null || !after[i]!.startsWith('{')) return null;
    const a = JSON.parse(before[i]!) as Record<string, unknown>;
    const b = JSON.parse(after[i]!) as Record<string, unknown>;
    const key = 'pose' in b ? 'pose' : 'position' in b ? 'position' : null;
    const to = key === null ? null : (b[key] as { x?: unknown; y?: unknown; heading?: unknown });
    if (key === null || to === null || typeof to !== 'object' || typeof to.x !== 'number' || typeof to.y !== 'number' || typeof b['id'] !== 'string' || a['id'] !== b['id']) return null;
    if (JSON.stringify({ ...a, [key]: null }) !== JSON.stringify({ ...b, [key]: null })) return null;
    if (key === 'pose' && typeof to.heading !== 'number') return null;
    edit = { op: 'move', id: b['id'], to: { x: to.x, y: to.y, ...(typeof to.heading === 'number' ? { heading: to.heading } : {}) } };
  }
  return edit;
}

/**
 * The document prepared: a drag step's one move updates the last prepared world, anything else
 * prepares it from scratch; null while the document's game is still loading.
 */
function prepareDocument(document: unknown): Result<Prepared> | null {
  const text = parts(document);
  const move = text === null || last === null ? null : oneMove(last.text, text);
  const updated = move === null || last === null ? null : last.prepared.update(move);
  const result = updated !== null && updated.ok ? updated : prepareLoaded(document);
  if (result === null) return null;
  last = result.ok && text !== null ? { text, prepared: result.value } : null;
  return result;
}

export function compute(document: unknown, showAll: boolean): Computed {
  const started = now();
  const gameField = typeof document === 'object' && document !== null ? (document as { game?: unknown }).game : undefined;
  const finish = (partial: Omit<Computed, 'svg' | 'milliseconds'>): Computed => {
    const svg = sceneToSvg(partial.scene);
    return { ...partial, svg, milliseconds: now() - started };
  };
  const checked = safely(() => prepareDocument(document) ?? LOADING);
  if (checked === LOADING) {
    // No drawing yet: the board says it is loading (the page's tests wait for the engine's drawing).
    return {
      ...finish({
        game: isGame(gameField) ? gameField : null, issues: [], outcome: null, outcomeText: '', trace: [],
        planned: null, compact: null, planText: '', scene: { ...fallbackScene(document), items: [] }, fallback: true, loading: true,
      }),
      svg: LOADING_BOARD,
    };
  }
  if (!checked.ok) {
    return finish({
      game: isGame(gameField) ? gameField : null, issues: checked.issues, outcome: null, outcomeText: '', trace: [],
      planned: null, compact: null, planText: '', scene: fallbackScene(document), fallback: true,
    });
  }
  const prepared = checked.value;
  const issues: Issue[] = [];
  let outcome: Outcome | null = null;
  let outcomeText = '';
  let trace: readonly TraceStep[] = [];
  if (prepared.hasMove) {
    const resolved = safely(() => prepared.resolve());
    if (resolved.ok) {
      const value = resolved.value;
      outcome = value;
      outcomeText = describe(() => prepared.describeOutcome(value));
      trace = value.trace;
    } else issues.push(...resolved.issues);
  }
  // What the board shows: the game's engine decides (TI4 without declared moves shows who can reach).
  const wanted = prepared.sceneInputs({ plan: showAll });
  let planned: Plan | null = null;
  let planText = '';
  if (wanted.plan) {
    const options = safely(() => prepared.plan());
    if (options.ok) {
      const value = options.value;
      planned = value;
      planText = describe(() => prepared.describePlan(value));
      // No move of its own (TI4 asking who can reach): the plan's trace explains the answer.
      if (outcome === null && trace.length === 0 && 'trace' in value) trace = value.trace;
    } else if (!prepared.hasMove || issues.length === 0) issues.push(...options.issues);
  }
  const scenario = prepared.scenario;
  let scene: Result<Scene>;
  if (wanted.resolve && outcome === null && !wanted.plan) {
    // The move was refused: draw the pieces without it.
    const bare = safely(() => prepareLoaded(prepared.withoutMove()) ?? LOADING);
    scene = bare.ok ? safely(() => bare.value.scene({ plan: showAll })) : bare;
  } else {
    scene = safely(() => ok(prepared.draw({ outcome: wanted.resolve ? outcome : null, plan: planned })));
  }
  if (!scene.ok) {
    for (const problem of scene.issues) if (!issues.some((i) => i.rule === problem.rule && i.path === problem.path)) issues.push(problem);
  }
  return finish({
    game: scenario.game, issues, outcome, outcomeText, trace, planned, compact: planned === null ? null : compactPlan(planned), planText,
    scene: scene.ok ? scene.value : fallbackScene(scenario), fallback: !scene.ok,
  });
}

/** What `prepareDocument` gives while the game's code loads. */
const LOADING: Result<Prepared> = { ok: false, issues: [] };
/** The board while the game's code loads (in place of the drawing). */
const LOADING_BOARD = '<p class="board-loading" data-testid="board-loading" role="status">Loading the game’s rules…</p>';

/** A plan asked for apart from the board's, with the plan's options: the plan as it is, its compact form, or the issues. */
export interface OptionsPlan {
  readonly planned: Plan | null;
  readonly compact: unknown;
  readonly issues: readonly Issue[];
  readonly milliseconds: number;
}

/**
 * The same document planned with options the board's plan does not take (against every enemy
 * option, docs/against.md; X-Wing follow-ups, xwing.move.follow-up): heavier, so the page asks for
 * it on its own, after the board is drawn. The world prepared for the board is used when the
 * document is the one it was prepared from.
 */
export function planWithOptions(document: unknown, options: PlanOptions): OptionsPlan {
  const started = now();
  const text = parts(document);
  const same = last !== null && text !== null && text.length === last.text.length && text.every((t, i) => t === last!.text[i]);
  // The lazy registry (engines-lazy.ts), as the board's own plan: the page's thread never imports every engine.
  const prepared = same && last !== null ? ok(last.prepared) : safely(() => prepareLoaded(document) ?? NOT_LOADED);
  const result = prepared.ok ? safely(() => prepared.value.plan(options)) : prepared;
  if (!result.ok) return { planned: null, compact: null, issues: result.issues, milliseconds: now() - started };
  return { planned: result.value, compact: compactPlan(result.value), issues: [], milliseconds: now() - started };
}

/** `planWithOptions` before the document's game has loaded (the page asks only once the board is drawn). */
const NOT_LOADED: Result<Prepared> = {
  ok: false,
  issues: [{ path: 'game', rule: 'unsupported', message: 'the game’s rules are still loading; try again once the board is drawn' }],
};

/** An engine that throws is reported like a refusal, never taken down with the page. */
function safely<T>(run: () => Result<T>): Result<T> {
  try {
    return run();
  } catch (error) {
    return { ok: false, issues: [{ path: '', rule: 'internal', message: `internal error: ${error instanceof Error ? error.message : String(error)}` }] };
  }
}
