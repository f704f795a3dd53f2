import { Hono } from 'hono';
import type { Context } from 'hono';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RuleId } from '../rules.ts';
import type { Edge, ImportOptions, Ti4Seat } from '../import/index.ts';
import { IMPORT_FORMATS, isImportFormat, parseSeat } from '../import/index.ts';
import { GAMES, isGame, jsonSchema } from '../schema/index.ts';
import { againstFromText } from '../schema/against.ts';
import type { Piece } from './answer-stream.ts';
import { answerStream, onePiece, SLICE_BYTES } from './answer-stream.ts';
import { MAX_BATCH_ITEMS, splitBatch } from './batch.ts';
import { DEFAULT_ANSWER_BUDGET_BYTES, DEFAULT_BATCH_ANSWER_BYTES, DEFAULT_WRITE_TIMEOUT_MS, MemoryBudget } from './budget.ts';
import { HELD_CHARS, inOrder } from './in-order.ts';
import type { InOrderBounds } from './in-order.ts';
import type { Deadline } from './body.ts';
import { deadlineFromNow, readBody, readRequest } from './body.ts';
import { errorBody, oneError } from './errors.ts';
import { inProcessRunner } from './in-process.ts';
import { routeLabel, ServerMetrics } from './metrics.ts';
import type { PoolAnswer, Runner } from './pool.ts';
import type { StaticFile } from './static-files.ts';
import { pickEncoding } from './static-files.ts';
import { QuickTexts, SHAPE_STRIKES } from './quick.ts';
import type { QuickOptions } from './quick.ts';
import type { Answer, AnswerBytes, ItemAnswer, ItemBytes, Library, Operation, Task, TaskAnswer } from './task.ts';
import { itemFailure, preparedWorlds, runTask } from './task.ts';

export type { Library } from './task.ts';

export interface AppOptions {
  /** Largest accepted request body in bytes (default 1 MiB); larger ones answer 413. */
  readonly maxBodyBytes?: number;
  /** The built planner page (request path to file); null or absent serves a note saying how to build it. */
  readonly page?: ReadonlyMap<string, StaticFile> | null;
  /** The library calls behind the routes, run in-process (tests substitute failing ones). Ignored when `runner` is given. */
  readonly library?: Library;
  /** Where engine work runs: the server's worker pool; in-process with `library` (or the engines) when absent. */
  readonly runner?: Runner<Task, TaskAnswer>;
  /** Time from a request's arrival to its answer (reading the body, waiting for a worker, the engine); default 2,500 ms. */
  readonly deadlineMs?: number;
  /** Origins allowed to call the API from a browser (CORS); none by default. `*` allows any. */
  readonly cors?: readonly string[];
  /** Most items in one `POST /v1/batch` (default 1,000). */
  readonly maxBatchItems?: number;
  /**
   * The process-wide budget for answer bytes held in memory (default: a budget of its own of
   * 256 MiB); an answer that does not fit answers 503 `limits.busy`.
   */
  readonly answerBudget?: MemoryBudget;
  /** Time a client may leave an answer unread before its connection is closed (default 10 s). */
  readonly writeTimeoutMs?: number;
  /** Most bytes of one batch answer (default 64 MiB); the items after it are answered 413 `limits.size`. */
  readonly maxBatchAnswerBytes?: number;
  /** What `GET /metrics` reports (default: request, deadline and budget figures of this app alone). */
  readonly metrics?: ServerMetrics;
  /**
   * The server's state for `GET /ready` (default: always ready): `starting` until the workers
   * are up, `draining` once it stops (SIGTERM), `failed` when the workers cannot start; answers
   * also say `Connection: close` while draining.
   */
  readonly state?: () => 'starting' | 'ready' | 'draining' | 'failed';
  /**
   * Answer on the event loop a request whose exact text a worker answered lately within a few
   * hundred microseconds (src/server/quick.ts), skipping the hand-off, when every worker is busy;
   * off unless given. The server turns it on with its pool (`ServerOptions.quickMicros`).
   */
  readonly quick?: QuickTexts | QuickOptions;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_DEADLINE_MS = 2500;

const PAGE_MISSING = '<!doctype html><meta charset="utf-8"><title>shipmove</title>'
  + '<p>The planner page is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>'
  + '<p>The HTTP API is up: see <code>GET /health</code> and <code>docs/api.md</code>.</p>';

const JSON_TYPE = 'application/json; charset=utf-8';
const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const encoder = new TextEncoder();
const NO_BYTES = new Uint8Array(0);

/** The Node response behind a request on a real socket (none in-process). */
function outgoingOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing !== undefined && typeof outgoing.destroy === 'function' ? outgoing : undefined;
}

/**
 * The HTTP API (docs/api.md) and the planner page. Engine work goes to the runner (the
 * worker pool in the server) with the request's deadline and its abort signal, so a client that
 * disconnects cancels its job; the routes themselves only read bodies and copy answer text, and
 * `/health` and the page never wait on engine work. Every answer is JSON of one error shape
 * unless it is an outcome, an SVG or the page.
 */
export function createApp(options: AppOptions = {}): Hono {
  return createApi(options).app;
}

/** The app and its direct route for the Node server (`createApi`). */
export interface Api {
  readonly app: Hono;
  /**
   * Serves a plain engine call on the Node server without building hono's request and response
   * objects: `POST /v1/resolve`, `/v1/plan`, `/v1/render` or `/v1/measure` with no query, a
   * Content-Length within the limit, no Transfer-Encoding and a plain Host, when CORS is off. The
   * answer is the one the app gives (same statuses, headers, limits, deadline, metrics and errors:
   * the same code runs the operation). Returns false, having read and written nothing, for every
   * other request: the app serves those.
   */
  readonly direct: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** The routes the direct path serves, by exact request target. */
const DIRECT_ROUTES: ReadonlyMap<string, { readonly op: Operation; readonly options: OperationOptions }> = new Map([
  ['/v1/resolve', { op: 'resolve', options: {} }],
  ['/v1/measure', { op: 'measure', options: {} }],
  ['/v1/plan', { op: 'plan', options: {} }],
  // What the render route passes without `?plan`.
  ['/v1/render', { op: 'render', options: { plan: false } }],
]);

/**
 * Hosts the Node adapter turns into the request's URL as they are: a name or address of lower-case
 * letters, digits, dots, hyphens and underscores, with a port of 1000 to 59999 or none. With
 * another port the adapter parses the URL and refuses a host whose name the parse changes
 * (`127.1`), so such a host takes the direct route only when the parse keeps its name (checked
 * once per host, a few dozen kept); any other Host goes through the adapter, which answers it.
 */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const HOST_WITH_PORT = /^([a-z0-9._-]+):\d{1,5}$/;
const hostsChecked = new Map<string, boolean>();

function plainHost(host: string): boolean {
  if (PLAIN_HOST.test(host)) return true;
  let plain = hostsChecked.get(host);
  if (plain === undefined) {
    const name = HOST_WITH_PORT.exec(host)?.[1];
    try {
      plain = name !== undefined && new URL(`http://${host}/`).hostname === name;
    } catch {
      plain = false;
    }
    if (hostsChecked.size < 64) hostsChecked.set(host, plain);
  }
  return plain;
}

const DECIMAL = /^\d{1,16}$/;

/** The options of an operation as the routes read them from the query: the operation task's. */
type OperationOptions = Omit<Extract<Task, { readonly kind: 'operation' }>, 'kind' | 'op' | 'text' | 'bytes'>;

/** What an operation answers, ready to write: a worker's answer, or one of the API's errors. */
type Outcome =
  | { readonly kind: 'answer'; readonly answer: Answer | AnswerBytes }
  | { readonly kind: 'failure'; readonly status: number; readonly rule: RuleId; readonly message: string; readonly headers: Record<string, string> };

/** The app (`createApp`) and the direct route the Node server puts in front of it. */
export function createApi(options: AppOptions = {}): Api {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const maxBatchItems = options.maxBatchItems ?? MAX_BATCH_ITEMS;
  const page = options.page ?? null;
  const runner = options.runner ?? inProcessRunner(options.library);
  const budget = options.answerBudget ?? new MemoryBudget(DEFAULT_ANSWER_BUDGET_BYTES);
  const writeTimeoutMs = options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS;
  const maxBatchAnswerBytes = options.maxBatchAnswerBytes ?? DEFAULT_BATCH_ANSWER_BYTES;
  const metrics = options.metrics ?? new ServerMetrics({ budget, defaults: false, keptWorlds: () => preparedWorlds });
  const state = options.state ?? (() => 'ready' as const);
  const quick = options.quick === undefined ? undefined : options.quick instanceof QuickTexts ? options.quick : new QuickTexts(options.quick);
  const app = new Hono();

  // Every request is counted by route and status, with its time to the answer's headers.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observe(routeLabel(c.req.method, c.req.path, c.res.status), c.res.status, (performance.now() - started) / 1000);
    if (state() === 'draining') c.header('connection', 'close');
  });

  if (options.cors !== undefined && options.cors.length > 0) {
    const origins = [...options.cors];
    app.use('*', cors({
      origin: origins.includes('*') ? '*' : origins,
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type'],
      maxAge: 600,
    }));
  }

  const failure = (c: Context, status: number, rule: RuleId, message: string, headers: Record<string, string> = {}) =>
    c.body(JSON.stringify(oneError('', rule, message)), status as ContentfulStatusCode, { 'content-type': JSON_TYPE, ...headers });

  /** The answer for a job that did not finish (deadline, queue full, worker lost). */
  const unfinished = (answer: Exclude<PoolAnswer<unknown>, { kind: 'done' }>): { status: 500 | 503; rule: RuleId; message: string } => {
    if (answer.kind === 'deadline') metrics.deadlineHit();
    if (answer.kind === 'busy') metrics.busy('queue');
    switch (answer.kind) {
      case 'deadline':
        return { status: 503, rule: 'limits.deadline', message: `the work did not finish within the server's deadline of ${deadlineMs} ms` };
      case 'busy':
        return { status: 503, rule: 'limits.busy', message: 'every worker is busy and the queue is full; retry shortly' };
      case 'cancelled':
        return { status: 503, rule: 'limits.busy', message: 'the work was cancelled (the server is stopping or the client left)' };
      case 'failed':
        return answer.memory
          ? { status: 503, rule: 'limits.memory', message: 'the work needed more memory than a worker may use' }
          : { status: 500, rule: 'internal', message: `internal error: ${answer.message}` };
    }
  };

  const memoryFull = `the server holds as many answers in memory as it may (${budget.limitBytes} bytes); retry shortly`;
  const streamControl = (c: Context) => ({ budget, writeTimeoutMs, outgoing: outgoingOf(c), onTimeout: () => metrics.writeTimeout() });

  /**
   * Sends a worker's answer as it came (bytes). A small one goes out at once; a larger one is
   * charged to the memory budget (503 `limits.busy` when it does not fit) and streamed with
   * backpressure and the write timeout (src/server/answer-stream.ts).
   */
  const sendAnswer = (c: Context, answer: Answer | AnswerBytes) => {
    const bytes = 'bytes' in answer ? answer.bytes : encoder.encode(answer.body);
    const type = answer.type === 'svg' ? SVG_TYPE : JSON_TYPE;
    if (bytes.byteLength <= SLICE_BYTES) return c.body(bytes, answer.status, { 'content-type': type });
    if (!budget.tryCharge(bytes.byteLength)) {
      metrics.busy('memory');
      return failure(c, 503, 'limits.busy', memoryFull, { 'retry-after': '1' });
    }
    const stream = answerStream(onePiece({ bytes, charged: bytes.byteLength }), streamControl(c));
    return c.body(stream, answer.status, { 'content-type': type, 'content-length': String(bytes.byteLength) });
  };

  /**
   * Runs one operation on a body text in the runner, or on the event loop when its text is quick
   * (src/server/quick.ts): answered there lately within the bound, and either no worker waits for
   * a job or the work is shorter than handing it to a worker. Synchronous on the event loop.
   */
  const perform = (op: Operation, options: OperationOptions, text: string, deadline: Deadline, signal: () => AbortSignal): Outcome | Promise<Outcome> => {
    const task: Task = { kind: 'operation', op, text, ...options, bytes: true };
    const key = quick?.keyOf(op, options, text);
    // A body not seen lately is judged by its shape's latest run (a nudged ship, a renamed unit).
    const shape = quick !== undefined && key !== undefined && !quick.knows(key) ? quick.shapeKeyOf(op, options, text) : undefined;
    if (quick !== undefined && key !== undefined) {
      const idle = runner.idleWorkers?.() ?? 0;
      if ((shape === undefined ? quick.runsHere(key, idle) : quick.runsHere(shape, idle)) && performance.now() < deadline.at) {
        const keptBefore = preparedWorlds.hits;
        const started = performance.now();
        const answer = runTask(task) as AnswerBytes;
        const micros = Math.round((performance.now() - started) * 1000);
        // A body run by its shape teaches its shape only: its own text may never come again.
        if (shape !== undefined) {
          quick.learn(shape, micros, SHAPE_STRIKES);
          // Unless its world was kept: then the text has come before (a client asking the same again),
          // and it is learnt as itself, so its next arrivals skip the shape's scan (a known text that
          // two slow runs made forgotten would otherwise be judged by its shape from then on).
          if (preparedWorlds.hits > keptBefore) quick.learn(key, micros);
          quick.answeredByShape += 1;
          metrics.quickAnswer(true);
        } else {
          quick.learn(key, micros);
          metrics.quickAnswer(false);
        }
        quick.answered += 1;
        return { kind: 'answer', answer };
      }
    }
    return runner.run(task, { deadlineAt: deadline.at, signal: signal() }).then((done): Outcome => {
      if (done.kind !== 'done') {
        const answer = unfinished(done);
        return { kind: 'failure', status: answer.status, rule: answer.rule, message: answer.message, headers: answer.rule === 'limits.busy' ? { 'retry-after': '1' } : {} };
      }
      metrics.workerWorlds((done.answer as Partial<AnswerBytes>).worlds);
      if (quick !== undefined && key !== undefined) {
        const micros = (done.answer as Partial<AnswerBytes>).micros;
        quick.learn(key, micros);
        if (shape !== undefined) quick.learn(shape, micros, SHAPE_STRIKES);
      }
      return { kind: 'answer', answer: done.answer as Answer | AnswerBytes };
    });
  };

  /** Reads the body and runs one operation; the worker's answer is sent as is. */
  const operation = async (c: Context, op: Operation, options: OperationOptions = {}) => {
    const deadline = deadlineFromNow(deadlineMs);
    const body = await readBody(c, maxBodyBytes, deadline);
    if (!body.ok) return failure(c, body.status, body.rule, body.message, body.status === 400 ? {} : { connection: 'close' });
    const outcome = await perform(op, options, body.text, deadline, () => c.req.raw.signal);
    if (outcome.kind === 'failure') return failure(c, outcome.status, outcome.rule, outcome.message, outcome.headers);
    return sendAnswer(c, outcome.answer);
  };

  app.post('/v1/resolve', (c) => operation(c, 'resolve'));
  app.post('/v1/measure', (c) => operation(c, 'measure'));
  app.post('/v1/plan', (c) => {
    // `?limit=N`: the most options listed; anything but a positive whole number is refused by the library (limits.plan).
    const limit = c.req.query('limit');
    // `?against=all` or enemy ids separated by commas, `&weights=` JSON, `&detail=full` (docs/against.md).
    const against = c.req.query('against');
    const weights = c.req.query('weights');
    const detail = c.req.query('detail');
    if (detail !== undefined && detail !== 'full' && detail !== 'compact') return failure(c, 400, 'schema', 'detail is "full" or "compact"');
    if (weights !== undefined && against === undefined) return failure(c, 400, 'schema', 'weights are given with against (?against=all&weights=...)');
    // `&repositions=0` (X-Wing): the enemies' maneuvers without the boosts and barrel rolls after them.
    const moves = c.req.query('repositions');
    const repositions = moves === undefined || (moves !== '0' && moves !== 'false');
    if (!repositions && against === undefined) return failure(c, 400, 'schema', 'repositions is given with against (?against=all&repositions=0)');
    const spec = against === undefined ? undefined : againstFromText(against, weights, repositions);
    if (spec !== undefined && !spec.ok) return c.body(JSON.stringify(errorBody(spec.issues)), 400, { 'content-type': JSON_TYPE });
    // `?threats=1` (TI4): the threat map (ti4.move.threats).
    const threats = c.req.query('threats');
    const asked = threats !== undefined && threats !== '0' && threats !== 'false';
    // `?followUps=1` (or true): X-Wing follow-up repositions under each maneuver (xwing.move.follow-up).
    const follow = c.req.query('followUps');
    const followUps = follow !== undefined && follow !== '0' && follow !== 'false';
    return operation(c, 'plan', {
      ...(followUps ? { followUps: true } : {}),
      ...(limit === undefined ? {} : { limit: /^\d{1,15}$/.test(limit) ? Number(limit) : Number.NaN }),
      ...(asked ? { threats: true } : {}),
      ...(spec === undefined ? {} : { against: spec.value }),
      ...(detail === undefined ? {} : { detail }),
    });
  });
  app.post('/v1/render', (c) => {
    const all = c.req.query('plan');
    return operation(c, 'render', { plan: all !== undefined && all !== '0' && all !== 'false' });
  });

  app.post('/v1/batch', async (c) => {
    const deadline = deadlineFromNow(deadlineMs);
    const body = await readBody(c, maxBodyBytes, deadline);
    if (!body.ok) return failure(c, body.status, body.rule, body.message, body.status === 400 ? {} : { connection: 'close' });
    const split = splitBatch(body.text, c.req.header('content-type'), maxBatchItems);
    if (!split.ok) return c.body(JSON.stringify(errorBody(split.issues)), 400, { 'content-type': JSON_TYPE });
    const { format, items } = split.value;
    const stop = new AbortController();
    const signal = AbortSignal.any([stop.signal, c.req.raw.signal]);
    const lines = batchPieces(items, runner, deadline, signal, {
      budget,
      maxAnswerBytes: maxBatchAnswerBytes,
      unfinishedLine: (answer) => {
        const problem = unfinished(answer);
        return itemFailure(problem.status, [{ path: '', rule: problem.rule, message: problem.message }]).line;
      },
      busyLine: itemFailure(503, [{ path: '', rule: 'limits.busy', message: memoryFull }]).line,
      onBusy: () => metrics.busy('memory'),
      onAnswer: (answer) => metrics.workerWorlds((answer as Partial<ItemBytes>).worlds),
    });
    const framed = frame(lines, format);
    const stream = answerStream(framed, {
      ...streamControl(c),
      onEnd: () => stop.abort(),
    });
    return c.body(stream, 200, { 'content-type': format === 'json' ? JSON_TYPE : 'application/x-ndjson; charset=utf-8' });
  });

  // Importing lists (docs/imports.md): the body is the list's text, or { "text", "into" } to add it to a scenario; options in the query
  // (`owner`, `edge`, `seat` repeated). The answer is `{ scenario, notes }`. Checked here, run in a worker.
  app.post('/v1/import/:format', async (c) => {
    const deadline = deadlineFromNow(deadlineMs);
    const format = c.req.param('format');
    if (!isImportFormat(format)) {
      return c.json(oneError('format', 'import.format', `unknown import format ${JSON.stringify(format.slice(0, 100))}; expected one of ${IMPORT_FORMATS.join(', ')}`), 404);
    }
    const owner = c.req.query('owner');
    const edge = c.req.query('edge');
    if (edge !== undefined && edge !== 'near' && edge !== 'far') return c.json(oneError('edge', 'import.format', 'edge is near or far'), 400);
    const seats: Ti4Seat[] = [];
    for (const text of c.req.queries('seat') ?? []) {
      const seat = parseSeat(text);
      if (seat === null) return c.json(oneError('seat', 'import.ti4.seat', `seat ${JSON.stringify(text.slice(0, 100))}: expected [player=]faction[@slot]`), 400);
      seats.push(seat);
    }
    const body = await readBody(c, maxBodyBytes, deadline);
    if (!body.ok) return failure(c, body.status, body.rule, body.message, body.status === 400 ? {} : { connection: 'close' });
    const importOptions: ImportOptions = { ...(edge === undefined ? {} : { edge: edge as Edge }), ...(owner === undefined ? {} : { owner }), ...(seats.length > 0 ? { seats } : {}) };
    const done = await runner.run({ kind: 'import', format, text: body.text, options: importOptions, bytes: true }, { deadlineAt: deadline.at, signal: c.req.raw.signal });
    if (done.kind !== 'done') {
      const answer = unfinished(done);
      return failure(c, answer.status, answer.rule, answer.message, answer.rule === 'limits.busy' ? { 'retry-after': '1' } : {});
    }
    return sendAnswer(c, { ...(done.answer as Answer | AnswerBytes), type: 'json' });
  });

  app.get('/v1/schema/:game', (c) => {
    const game = c.req.param('game');
    if (!isGame(game)) {
      return c.json(oneError('game', 'schema', `unknown game ${JSON.stringify(game)}; expected one of ${GAMES.join(', ')}`), 404);
    }
    return c.json(jsonSchema(game), 200, { 'cache-control': 'public, max-age=300' });
  });

  app.get('/health', (c) => c.json({ status: 'ok', games: GAMES }));

  // Readiness for a load balancer (docs/deploy.md): 200 while the workers are up and the server
  // takes work, 503 while it starts or drains. /health says only that the process answers.
  app.get('/ready', (c) => {
    const now = state();
    return c.json({ status: now }, now === 'ready' ? 200 : 503, { 'cache-control': 'no-store' });
  });

  app.get('/metrics', async (c) => {
    const text = await metrics.text();
    return c.body(text.body, 200, { 'content-type': text.type, 'cache-control': 'no-store' });
  });

  // A known path with the wrong method: 405 with the methods it has.
  const allowed: ReadonlyArray<readonly [string, string]> = [
    ['/v1/resolve', 'POST'], ['/v1/plan', 'POST'], ['/v1/render', 'POST'], ['/v1/measure', 'POST'], ['/v1/batch', 'POST'], ['/v1/import/:format', 'POST'],
    ['/v1/schema/:game', 'GET, HEAD'], ['/health', 'GET, HEAD'], ['/ready', 'GET, HEAD'], ['/metrics', 'GET, HEAD'],
  ];
  for (const [path, methods] of allowed) {
    app.all(path, (c) => c.json(oneError('', 'method', `${c.req.method} is not allowed here; use ${methods}`), 405, { allow: methods }));
  }

  // The planner page.
  app.get('*', (c) => {
    const path = c.req.path === '/' ? '/index.html' : c.req.path;
    if (page === null) {
      if (path === '/index.html') return c.html(PAGE_MISSING, 200);
    } else {
      const file = page.get(path);
      if (file !== undefined) {
        // Hashed build files never change; the rest (index.html) is revalidated by its ETag.
        const headers: Record<string, string> = {
          'content-type': file.type,
          'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          etag: file.etag,
          vary: 'accept-encoding',
        };
        if (c.req.header('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag) === true) {
          return c.body(null, 304, headers);
        }
        const encoding = pickEncoding(c.req.header('accept-encoding'), file);
        const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.body;
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        return c.body(body.slice(), 200, headers);
      }
    }
    return notFound(c);
  });

  app.notFound(notFound);
  app.onError((error, c) => {
    const reason = error instanceof Error ? error.message : String(error);
    return c.json(oneError('', 'internal', `internal error: ${reason}`), 500 as ContentfulStatusCode);
  });

  const corsOn = options.cors !== undefined && options.cors.length > 0;

  /** Writes an answer the way the app's Node adapter writes it: status, the given headers, then Content-Length and the body. */
  const writeDirect = (response: ServerResponse, started: number, route: string, status: number, headers: Record<string, string>, bytes: Uint8Array | string): void => {
    metrics.observe(route, status, (performance.now() - started) / 1000);
    response.statusCode = status;
    for (const name in headers) response.setHeader(name, headers[name]!);
    if (state() === 'draining') response.setHeader('connection', 'close');
    response.end(bytes);
  };
  const failDirect = (response: ServerResponse, started: number, route: string, status: number, rule: RuleId, message: string, headers: Record<string, string> = {}): void =>
    writeDirect(response, started, route, status, { 'content-type': JSON_TYPE, ...headers }, JSON.stringify(oneError('', rule, message)));

  /** A worker's answer on the direct route: small ones at once, larger ones charged to the budget and streamed (as `sendAnswer`). */
  const answerDirect = (response: ServerResponse, started: number, route: string, answer: Answer | AnswerBytes): void => {
    const bytes = 'bytes' in answer ? answer.bytes : encoder.encode(answer.body);
    const type = answer.type === 'svg' ? SVG_TYPE : JSON_TYPE;
    if (bytes.byteLength <= SLICE_BYTES) return writeDirect(response, started, route, answer.status, { 'content-type': type }, bytes);
    if (!budget.tryCharge(bytes.byteLength)) {
      metrics.busy('memory');
      return failDirect(response, started, route, 503, 'limits.busy', memoryFull, { 'retry-after': '1' });
    }
    const stream = answerStream(onePiece({ bytes, charged: bytes.byteLength }), { budget, writeTimeoutMs, outgoing: response, onTimeout: () => metrics.writeTimeout() });
    metrics.observe(route, answer.status, (performance.now() - started) / 1000);
    // In the order the app's adapter writes them for a stream (sorted by name).
    const headers: Record<string, string> = state() === 'draining' ? { connection: 'close' } : {};
    headers['content-length'] = String(bytes.byteLength);
    headers['content-type'] = type;
    response.writeHead(answer.status, headers);
    response.flushHeaders();
    void pump(stream, response);
  };

  const serveDirect = async (request: IncomingMessage, response: ServerResponse, route: string, op: Operation, opOptions: OperationOptions): Promise<void> => {
    const started = performance.now();
    try {
      const deadline = deadlineFromNow(deadlineMs);
      const body = await readRequest(request, maxBodyBytes, deadline);
      if (!body.ok) return failDirect(response, started, route, body.status, body.rule, body.message, body.status === 400 ? {} : { connection: 'close' });
      let abort: AbortController | undefined;
      // The request's signal, made only when a worker takes the job: aborted when the client leaves before its answer is written.
      const signal = () => {
        abort = new AbortController();
        const controller = abort;
        response.once('close', () => {
          if (request.errored !== null || !response.writableFinished) controller.abort();
        });
        return controller.signal;
      };
      const pending = perform(op, opOptions, body.text, deadline, signal);
      const outcome = 'kind' in pending ? pending : await pending;
      if (outcome.kind === 'failure') return failDirect(response, started, route, outcome.status, outcome.rule, outcome.message, outcome.headers);
      answerDirect(response, started, route, outcome.answer);
    } catch (error) {
      // As the app's error handler answers.
      const reason = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) writeDirect(response, started, route, 500, { 'content-type': 'application/json' }, JSON.stringify(oneError('', 'internal', `internal error: ${reason}`)));
      else response.destroy();
    }
  };

  const direct = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'POST' || corsOn) return false;
    const route = request.url === undefined ? undefined : DIRECT_ROUTES.get(request.url);
    if (route === undefined) return false;
    const headers = request.headers;
    const host = headers.host;
    const length = headers['content-length'];
    if (host === undefined || !plainHost(host) || length === undefined || headers['transfer-encoding'] !== undefined) return false;
    if (!DECIMAL.test(length) || Number(length) > maxBodyBytes) return false;
    void serveDirect(request, response, request.url!, route.op, route.options);
    return true;
  };

  return { app, direct };
}

/**
 * Writes a streamed answer to a Node response: a chunk at a time, the next one read once the
 * socket took the last (`drain`), so the stream's pull sets the pace; the stream is cancelled
 * when the response closes first.
 */
async function pump(stream: ReadableStream<Uint8Array>, response: ServerResponse): Promise<void> {
  const reader = stream.getReader();
  let closed = false;
  let wake: (() => void) | undefined;
  const onClose = () => {
    closed = true;
    wake?.();
    void reader.cancel().catch(() => undefined);
  };
  response.on('close', onClose);
  response.on('error', onClose);
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        if (!closed) response.end();
        return;
      }
      if (closed) return;
      if (!response.write(next.value)) {
        await new Promise<void>((resolvePromise) => {
          const go = () => {
            response.off('drain', go);
            wake = undefined;
            resolvePromise();
          };
          wake = go;
          response.on('drain', go);
        });
      }
    }
  } catch (error) {
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    response.off('close', onClose);
    response.off('error', onClose);
  }
}

interface BatchControl {
  readonly budget: MemoryBudget;
  readonly maxAnswerBytes: number;
  readonly unfinishedLine: (answer: Exclude<PoolAnswer<unknown>, { kind: 'done' }>) => string;
  /** The line that stands in for an answer the memory budget cannot hold. */
  readonly busyLine: string;
  readonly onBusy: () => void;
  /** Each item's answer as its worker gave it. */
  readonly onAnswer?: (answer: unknown) => void;
}

/** An item's answer line as bytes (a runner that answers text is encoded here). */
function lineBytesOf(answer: unknown): Uint8Array<ArrayBuffer> {
  if (typeof answer === 'object' && answer !== null) {
    if ('lineBytes' in answer) return (answer as ItemBytes).lineBytes;
    if ('line' in answer) return encoder.encode((answer as ItemAnswer).line);
  }
  return encoder.encode(itemFailure(500, [{ path: '', rule: 'internal', message: 'internal error: the worker gave no answer line' }]).line);
}

/**
 * The answer lines of a batch in item order (src/server/in-order.ts): about two items per worker
 * running at once, which keeps every worker busy and bounds the share of the pool's queue one
 * batch takes, and later items go on while a slow one holds the head of the line. All items share
 * the request's deadline.
 *
 * Memory: each line is charged to the process-wide budget when its worker hands it over (a line
 * that does not fit becomes a 503 `limits.busy` line) and the charge goes with the line to the
 * answer stream, which releases it once the line is handed to the socket; lines still waiting
 * when the batch stops (the client left) are released then. Size: once a line would take the
 * batch's answer past `maxAnswerBytes`, that item and every later one is answered 413
 * `limits.size` (the later ones are not run).
 */
async function* batchPieces(
  items: readonly string[],
  runner: Runner<Task, TaskAnswer>,
  deadline: Deadline,
  signal: AbortSignal,
  control: BatchControl,
): AsyncGenerator<Piece> {
  const { budget, maxAnswerBytes } = control;
  const sizeLine = encoder.encode(itemFailure(413, [{ path: '', rule: 'limits.size', message: `the batch's answer reached its limit of ${maxAnswerBytes} bytes; this item and the ones after it are not answered` }]).line);
  let full = false;
  let stopped = false;
  /** Charged bytes of the lines that have arrived and not been handed on. */
  let held = 0;
  const start = (text: string): Promise<Piece> => {
    if (full) return Promise.resolve({ bytes: sizeLine, charged: 0 });
    return runner.run({ kind: 'item', text, bytes: true }, { deadlineAt: deadline.at, signal }).then((done) => {
      if (done.kind === 'done') control.onAnswer?.(done.answer);
      if (stopped) return { bytes: NO_BYTES, charged: 0 };
      let bytes = done.kind === 'done' ? lineBytesOf(done.answer) : encoder.encode(control.unfinishedLine(done));
      if (!budget.tryCharge(bytes.byteLength)) {
        control.onBusy();
        bytes = encoder.encode(control.busyLine);
        budget.charge(bytes.byteLength);
      }
      held += bytes.byteLength;
      return { bytes, charged: bytes.byteLength };
    });
  };
  const bounds: InOrderBounds<Piece> = {
    running: Math.max(2, runner.concurrency * 2),
    ahead: Math.max(2, runner.concurrency * 2, runner.concurrency * 32),
    held: { limit: HELD_CHARS, weigh: (piece) => piece.bytes.byteLength },
  };
  let written = 0;
  try {
    for await (const piece of inOrder(items, start, bounds)) {
      held -= piece.charged;
      if (!full && written + piece.bytes.byteLength > maxAnswerBytes) full = true;
      if (full && piece.bytes !== sizeLine) {
        budget.release(piece.charged);
        yield { bytes: sizeLine, charged: 0 };
        written += sizeLine.byteLength;
        continue;
      }
      written += piece.bytes.byteLength;
      yield piece;
    }
  } finally {
    stopped = true;
    budget.release(held);
    held = 0;
  }
}

const NEWLINE = encoder.encode('\n');
const OPEN = encoder.encode('[');
const BETWEEN = encoder.encode('\n,');
const CLOSE = encoder.encode('\n]\n');
const EMPTY_ARRAY = encoder.encode('[]\n');

/** The batch lines framed as the answer: a JSON array (`[a\n,b\n]\n`) or NDJSON (`a\nb\n`). */
async function* frame(lines: AsyncGenerator<Piece>, format: 'json' | 'ndjson'): AsyncGenerator<Piece> {
  let count = 0;
  try {
    for await (const line of lines) {
      if (format === 'json') yield { bytes: count === 0 ? OPEN : BETWEEN, charged: 0 };
      count += 1;
      yield line;
      if (format === 'ndjson') yield { bytes: NEWLINE, charged: 0 };
    }
    if (format === 'json') yield { bytes: count === 0 ? EMPTY_ARRAY : CLOSE, charged: 0 };
  } finally {
    await lines.return(undefined);
  }
}

function notFound(c: Context) {
  return c.json(oneError('', 'not-found', `no such resource: ${c.req.method} ${c.req.path}`), 404);
}
