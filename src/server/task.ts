import type { Issue, Result } from '../core/issue.ts';
import { capped, ok } from '../core/issue.ts';
import { planLimitOption } from '../core/plan-limit.ts';
import type { PlanOptions, ScenarioBase, WorldBase } from '../engine.ts';
import { drawWith, limitedPlan, planOf, prepareWith } from '../engine.ts';
import type { EngineFor, Game, Plan } from '../engines.ts';
import { engines, gameOf, isGame, measure, plan, planAnswer, render, resolve, withThreats } from '../engines.ts';
import type { Imported, ImportFormat, ImportOptions } from '../import/index.ts';
import { importRequest } from '../import/index.ts';
import { parseJson } from '../schema/index.ts';
import { errorBody } from './errors.ts';
import { PreparedCache } from './prepared-cache.ts';

/**
 * One unit of engine work as the server hands it to a worker thread (or runs it in-process): the
 * request's text goes in, the finished answer text comes out, so the event loop neither parses
 * nor serialises anything large. Nothing here imports Node: the same function runs in a worker,
 * in-process in tests, and in the CLI.
 */

/** The library calls behind the routes (the engine registry by default; tests substitute failing ones). */
export interface Library {
  readonly resolve: (document: unknown) => Result<unknown>;
  readonly plan: (document: unknown, options?: PlanOptions) => Result<unknown>;
  readonly render: (document: unknown, options: { plan: boolean }) => Result<string>;
  /** `POST /v1/measure` and batch `measure` items (docs/measure.md). */
  readonly measure?: (document: unknown, from: string, to: string) => Result<unknown>;
  /** `POST /v1/import/:format` (the import layer by default). */
  readonly importList?: (format: ImportFormat, input: string, options: ImportOptions) => Result<Imported<unknown>>;
  /**
   * Schema and preparation alone: the game's engine and the world it built. With it, resolve, plan
   * and render keep the world of each body text (`PreparedCache`) and run the engine on it, which
   * answers exactly what `resolve`, `plan` and `render` of the document answer.
   */
  readonly prepareWorld?: (document: unknown, fromCheckedText?: boolean) => Result<KeptWorld>;
}

/**
 * A world a game's engine prepared (checked scenario included), with the engine's operations on it
 * bound: the cache freezes `world` and calls the rest.
 */
export interface KeptWorld {
  readonly world: WorldBase<ScenarioBase>;
  readonly resolve: () => Result<unknown>;
  readonly render: (plan: boolean) => Result<unknown>;
  readonly plan: (asked: PlanOptions) => Result<Plan>;
}

/**
 * `prepare` of the pipeline without the Prepared wrapper: the world itself, so the cache can freeze
 * it. `fromCheckedText`: the document was parsed from a text `parseJson` accepted (see `parseWith`).
 */
export function prepareWorld(document: unknown, fromCheckedText = false): Result<KeptWorld> {
  const game = gameOf(document);
  return game.ok ? keep(engines[game.value], document, fromCheckedText) : game;
}

function keep<G extends Game>(engine: EngineFor<G>, document: unknown, fromCheckedText: boolean): Result<KeptWorld> {
  const prepared = prepareWith(engine, document, fromCheckedText);
  if (!prepared.ok) return prepared;
  const world = prepared.value;
  return ok({
    world,
    resolve: () => capped(engine.resolve(world)),
    render: (plan) => drawWith(engine, world, { plan }),
    plan: (asked) => planOf(engine, world, asked),
  });
}

export const registry: Library = { resolve, plan, render, measure, importList: importRequest, prepareWorld };

/**
 * The worlds of recent request bodies, per thread (each worker keeps its own): a body seen before
 * skips parsing, the schema and preparation (src/server/prepared-cache.ts). Only the world is
 * frozen: the engine, its schema and catalogs are shared code.
 */
export const preparedWorlds = new PreparedCache<KeptWorld>({ frozenPart: (kept) => kept.world });

/**
 * Texts prepared once lately whose world was not kept: a world is kept the second time its text
 * comes, so a stream of texts that never repeat (most first requests) pays neither the freeze nor
 * the cache's upkeep; a text that repeats is prepared twice, then served from the cache.
 */
const seenOnce = new PreparedCache<object>({ maxEntries: 256, frozenPart: null });
const SEEN = Object.freeze({});

/** The single-scenario operations of the HTTP API (docs/api.md); measure's body is `{ scenario, from, to }`. */
export type Operation = 'resolve' | 'plan' | 'render' | 'measure';

/** The operations a batch item may name. */
export const BATCH_OPERATIONS = ['resolve', 'plan', 'render', 'measure'] as const;

export type Task = (
  /** `POST /v1/<op>`: the request body as text. */
  | { readonly kind: 'operation'; readonly op: Operation; readonly text: string; readonly plan?: boolean; readonly limit?: number; readonly against?: unknown; readonly detail?: 'full' | 'compact'; readonly threats?: boolean; readonly followUps?: boolean }
  /** One batch item: `{ "op", "scenario", ...options }` as text. */
  | { readonly kind: 'item'; readonly text: string }
  /** `POST /v1/import/:format`: the list's text and the options read from the query. */
  | { readonly kind: 'import'; readonly format: ImportFormat; readonly text: string; readonly options: ImportOptions }
) & {
  /**
   * Answer with UTF-8 bytes (`AnswerBytes`, `ItemBytes`) instead of text: the server asks for
   * these, so a worker hands its answer over by moving one buffer (no copy, nothing on the main
   * thread's heap) and the server writes it as is.
   */
  readonly bytes?: boolean;
};

/** The answer of an `operation` task: status and body, ready to send. */
export interface Answer {
  readonly status: 200 | 400 | 500;
  readonly type: 'json' | 'svg';
  readonly body: string;
}

/** The answer of an `item` task: one line of a batch answer (JSON text, no newline). */
export interface ItemAnswer {
  readonly line: string;
}

/** An `Answer` as UTF-8 bytes. */
export interface AnswerBytes {
  readonly status: 200 | 400 | 500;
  readonly type: 'json' | 'svg';
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** Microseconds the work took where it ran (a worker says so; see src/server/quick.ts). */
  readonly micros?: number;
  /** Look-ups of kept worlds the work made in its worker: hits and misses (for /metrics). */
  readonly worlds?: readonly [number, number];
}

/** An `ItemAnswer` as UTF-8 bytes (no newline). */
export interface ItemBytes {
  readonly lineBytes: Uint8Array<ArrayBuffer>;
  /** As `AnswerBytes.worlds`. */
  readonly worlds?: readonly [number, number];
}

export type TaskAnswer = Answer | ItemAnswer | AnswerBytes | ItemBytes;

const encoder = new TextEncoder();

/** The answer as bytes (a task with `bytes: true` answers this way). */
export function answerBytes(answer: Answer | ItemAnswer): AnswerBytes | ItemBytes {
  return 'line' in answer ? { lineBytes: encoder.encode(answer.line) } : { status: answer.status, type: answer.type, bytes: encoder.encode(answer.body) };
}

export function runTask(task: Task, library: Library = registry): TaskAnswer {
  const answer = runText(task, library);
  return task.bytes === true ? answerBytes(answer) : answer;
}

function runText(task: Task, library: Library): Answer | ItemAnswer {
  switch (task.kind) {
    case 'operation':
      return runOperation(task.op, task.text, { plan: task.plan === true, limit: task.limit, against: task.against, detail: task.detail, threats: task.threats === true, followUps: task.followUps === true }, library);
    case 'item':
      return runItem(task.text, library);
    case 'import': {
      const run = library.importList ?? importRequest;
      const result = guarded(() => run(task.format, task.text, task.options));
      if (!result.ok) return rejected(result.issues[0]?.rule === 'internal' ? 500 : 400, result.issues);
      return { status: 200, type: 'json', body: JSON.stringify(result.value) };
    }
  }
}

/** The options of an operation: `plan` for render (draw every option), `limit` for plan (most options listed). */
interface CallOptions {
  readonly plan: boolean;
  readonly limit: number | undefined;
  /** `against` of a plan (a value for `parseAgainst`), `detail` of a plan. */
  readonly against?: unknown;
  readonly detail?: 'full' | 'compact' | undefined;
  /** TI4 plan: the threat map (`?threats=1`, batch `threats`). */
  readonly threats?: boolean;
  /** Plan: X-Wing follow-ups (xwing.move.follow-up). */
  readonly followUps?: boolean;
}

function runOperation(op: Operation, text: string, options: CallOptions, library: Library): Answer {
  const kept = op !== 'measure' ? keptWorld(op, text, options, library) : undefined;
  if (kept !== undefined && op !== 'measure') return answered(op, kept.ok ? guarded(() => callKept(op, kept.value, options)) : kept);
  const parsed = parseJson(text);
  if (!parsed.ok) return rejected(400, parsed.issues);
  let document = parsed.value;
  let pieces: { readonly from: string; readonly to: string } | undefined;
  if (op === 'measure') {
    const request = measureRequest(parsed.value);
    if (Array.isArray(request)) return rejected(400, request);
    document = request.scenario;
    pieces = request;
  }
  const called = guarded(() => call(op, document, options, library, pieces));
  // Measure's body holds the scenario under `scenario`: its issues are placed there too.
  const result = op === 'measure' && !called.ok
    ? { ok: false as const, issues: called.issues.map((i) => (i.path === 'from' || i.path === 'to' ? i : { ...i, path: i.path === '' ? 'scenario' : `scenario.${i.path}` })) }
    : called;
  return answered(op, result);
}

function answered(op: Operation, result: Result<unknown>): Answer {
  if (!result.ok) return rejected(result.issues[0]?.rule === 'internal' ? 500 : 400, result.issues);
  if (op === 'render') return { status: 200, type: 'svg', body: String(result.value) };
  return { status: 200, type: 'json', body: JSON.stringify(result.value) };
}

/**
 * The prepared world of a body for resolve, plan and render: from the cache when the same text
 * was prepared lately, else parsed, checked and prepared now (and kept when that succeeded for the
 * second time lately, see `seenOnce`); a
 * failure to parse or prepare is the request's answer, as the library's own call gives it.
 * Undefined where the cache does not apply (the library has no `prepareWorld`, a TI4 threat map,
 * a plan limit that is refused before anything is prepared, a body too long to keep).
 */
function keptWorld(op: Operation, text: string, options: CallOptions, library: Library, documentOf: () => Result<unknown> = () => parseJson(text)): Result<KeptWorld> | undefined {
  const prepare = library.prepareWorld;
  if (prepare === undefined || options.threats === true || !preparedWorlds.fits(text)) return undefined;
  if (op === 'plan' && planLimitOption(options.limit) === null) return undefined;
  const found = preparedWorlds.get(text);
  if (found !== undefined) return ok(found);
  const parsed = documentOf();
  if (!parsed.ok) return parsed;
  // Both ways of finding the document parse a text `parseJson` accepted: the body, or the batch item holding it.
  const prepared = guarded(() => prepare(parsed.value, true)) as Result<KeptWorld>;
  if (prepared.ok) {
    if (seenOnce.peek(text) === undefined) seenOnce.set(text, SEEN);
    else {
      seenOnce.delete(text);
      preparedWorlds.set(text, prepared.value);
    }
  }
  return prepared;
}

/** Resolve, plan or render on a prepared world: what `resolve`, `plan` and `render` of its document answer. */
function callKept(op: Exclude<Operation, 'measure'>, kept: KeptWorld, options: CallOptions): Result<unknown> {
  if (op === 'resolve') return kept.resolve();
  if (op === 'render') return kept.render(options.plan);
  const asked: PlanOptions = {
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    ...(options.against === undefined ? {} : { against: options.against }),
    ...(options.detail === undefined ? {} : { detail: options.detail }),
    ...(options.followUps === true ? { followUps: true } : {}),
  };
  const planned = limitedPlan(kept.plan(asked), planLimitOption(options.limit) ?? 1);
  return planned.ok && isPlan(planned.value) ? { ok: true, value: planAnswer(planned.value, options.detail) } : planned;
}

function call(op: Operation, document: unknown, options: CallOptions, library: Library, pieces?: { readonly from: string; readonly to: string }): Result<unknown> {
  if (op === 'measure') return (library.measure ?? measure)(document, pieces?.from ?? '', pieces?.to ?? '');
  if (op === 'resolve') return library.resolve(document);
  if (op === 'plan') {
    const doc = options.threats === true ? withThreats(document) : document;
    const asked = {
      ...(options.limit === undefined ? {} : { limit: options.limit }),
      ...(options.against === undefined ? {} : { against: options.against }),
      ...(options.detail === undefined ? {} : { detail: options.detail }),
      ...(options.followUps === true ? { followUps: true } : {}),
    };
    const planned = Object.keys(asked).length === 0 ? library.plan(doc) : library.plan(doc, asked);
    // CONVENTIONS section 10: the compact plan unless `detail: "full"`.
    return planned.ok && isPlan(planned.value) ? { ok: true, value: planAnswer(planned.value, options.detail) } : planned;
  }
  return library.render(document, { plan: options.plan });
}

/** A game's plan (a library standing in for the engines may answer anything else, passed on as it is). */
function isPlan(value: unknown): value is Plan {
  return typeof value === 'object' && value !== null && isGame((value as { readonly game?: unknown }).game);
}

/** An engine that throws is an internal failure with the error's message, never a crash. */
function guarded(run: () => Result<unknown>): Result<unknown> {
  try {
    return run();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: '', rule: 'internal', message: `internal error: ${reason}` }] };
  }
}

function rejected(status: 400 | 500, issues: readonly Issue[]): Answer {
  return { status, type: 'json', body: JSON.stringify(errorBody(issues)) };
}

/** What starts the cache key of a batch item's world (no request body starts with it: it is not JSON). */
const ITEM_KEY = '\u0000item\u0000';

/** The keys a batch item may have besides `op` and `scenario`, per operation. */
const ITEM_OPTIONS: Readonly<Record<string, readonly string[]>> = { resolve: [], plan: ['limit', 'against', 'detail', 'threats', 'followUps'], render: ['plan'], measure: ['from', 'to'] };

function runItem(text: string, library: Library): ItemAnswer {
  const parsed = parseJson(text);
  if (!parsed.ok) return itemFailure(400, parsed.issues);
  const item = parsed.value;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return itemFailure(400, [{ path: '', rule: 'batch.item', message: 'a batch item is an object { "op", "scenario", ...options }' }]);
  }
  const fields = item as Record<string, unknown>;
  const op = fields['op'];
  if (typeof op !== 'string' || !(BATCH_OPERATIONS as readonly string[]).includes(op)) {
    return itemFailure(400, [{ path: 'op', rule: 'batch.op', message: `unknown operation ${quote(op)}; expected one of ${BATCH_OPERATIONS.join(', ')}` }]);
  }
  const allowed = ITEM_OPTIONS[op] ?? [];
  const problems: Issue[] = [];
  for (const key of Object.keys(fields)) {
    if (key !== 'op' && key !== 'scenario' && !allowed.includes(key)) {
      problems.push({ path: key, rule: 'batch.item', message: `unknown key ${quote(key)} for ${op}; ${allowed.length === 0 ? 'it takes no options' : `its options are ${allowed.join(', ')}`}` });
    }
  }
  if (!('scenario' in fields)) problems.push({ path: 'scenario', rule: 'batch.item', message: 'the item has no "scenario"' });
  if (op === 'render' && 'plan' in fields && typeof fields['plan'] !== 'boolean') {
    problems.push({ path: 'plan', rule: 'batch.item', message: '"plan" is true or false' });
  }
  if (op === 'plan' && 'limit' in fields && typeof fields['limit'] !== 'number') {
    problems.push({ path: 'limit', rule: 'batch.item', message: '"limit" is a positive whole number' });
  }
  if (op === 'plan' && 'detail' in fields && fields['detail'] !== 'full' && fields['detail'] !== 'compact') {
    problems.push({ path: 'detail', rule: 'batch.item', message: '"detail" is "full" or "compact"' });
  }
  if (op === 'plan' && 'threats' in fields && typeof fields['threats'] !== 'boolean') {
    problems.push({ path: 'threats', rule: 'batch.item', message: '"threats" is true or false' });
  }
  if (op === 'plan' && 'followUps' in fields && typeof fields['followUps'] !== 'boolean') {
    problems.push({ path: 'followUps', rule: 'batch.item', message: '"followUps" is true or false' });
  }
  if (op === 'measure') {
    for (const key of ['from', 'to'] as const) {
      if (typeof fields[key] !== 'string') problems.push({ path: key, rule: 'batch.item', message: `"${key}" is the id of a ship or squadron` });
    }
  }
  if (problems.length > 0) return itemFailure(400, problems);
  const limit = typeof fields['limit'] === 'number' ? fields['limit'] : undefined;
  const pieces = op === 'measure' ? { from: String(fields['from']), to: String(fields['to']) } : undefined;
  const detail = fields['detail'] === 'full' || fields['detail'] === 'compact' ? fields['detail'] : undefined;
  const options: CallOptions = { plan: fields['plan'] === true, limit, against: fields['against'], detail, threats: fields['threats'] === true, followUps: fields['followUps'] === true };
  // The item's world is kept under its whole text (marked as an item's: a body's text is a scenario, an item's is not).
  const kept = op !== 'measure' ? keptWorld(op as Operation, `${ITEM_KEY}${text}`, options, library, () => ok(fields['scenario'])) : undefined;
  const result = kept !== undefined && op !== 'measure'
    ? (kept.ok ? guarded(() => callKept(op as Exclude<Operation, 'measure'>, kept.value, options)) : kept)
    : guarded(() => call(op as Operation, fields['scenario'], options, library, pieces));
  if (!result.ok) {
    const status = result.issues[0]?.rule === 'internal' ? 500 : 400;
    // Paths stay relative to the scenario, as the single-scenario routes give them.
    return itemFailure(status, result.issues);
  }
  return { line: `{"ok":true,"value":${JSON.stringify(result.value)}}` };
}

/** `POST /v1/measure` body: `{ scenario, from, to }`; its shape problems as issues. */
export function measureRequest(body: unknown): { scenario: unknown; from: string; to: string } | Issue[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ path: '', rule: 'schema', message: 'expected { "scenario": {...}, "from": "id", "to": "id" }' }];
  const { scenario, from, to, ...rest } = body as Record<string, unknown>;
  const issues: Issue[] = [];
  if (scenario === undefined) issues.push({ path: 'scenario', rule: 'schema', message: 'expected the scenario object' });
  if (typeof from !== 'string') issues.push({ path: 'from', rule: 'schema', message: 'expected the id of the measuring piece' });
  if (typeof to !== 'string') issues.push({ path: 'to', rule: 'schema', message: 'expected the id of the measured piece' });
  for (const key of Object.keys(rest)) issues.push({ path: key, rule: 'schema', message: `unknown key ${JSON.stringify(key)}` });
  return issues.length > 0 ? issues : { scenario, from: from as string, to: to as string };
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** A batch item that failed, as its answer line (docs/api.md, "Batch"). */
export function itemFailure(status: 400 | 413 | 500 | 503, issues: readonly Issue[]): ItemAnswer {
  return { line: JSON.stringify({ ok: false, status, ...errorBody(issues) }) };
}

function quote(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value) : typeof value;
  return text;
}
