import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RuleId } from '../rules.ts';
import type { Edge, ImportOptions, Ti4Seat } from '../import/index.ts';
import { IMPORT_FORMATS, isImportFormat, parseSeat } from '../import/index.ts';
import { GAMES, isGame, jsonSchema } from '../schema/index.ts';
import { MAX_BATCH_ITEMS, splitBatch } from './batch.ts';
import { boundsFor, inOrder } from './in-order.ts';
import type { Deadline } from './body.ts';
import { deadlineFromNow, readBody } from './body.ts';
import { errorBody, oneError } from './errors.ts';
import { inProcessRunner } from './in-process.ts';
import type { PoolAnswer, Runner } from './pool.ts';
import type { StaticFile } from './static-files.ts';
import type { Answer, ItemAnswer, Library, Operation, Task, TaskAnswer } from './task.ts';
import { itemFailure } from './task.ts';

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
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_DEADLINE_MS = 2500;

const PAGE_MISSING = '<!doctype html><meta charset="utf-8"><title>shipmove</title>'
  + '<p>The planner page is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>'
  + '<p>The HTTP API is up: see <code>GET /health</code> and <code>docs/api.md</code>.</p>';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The HTTP API (docs/api.md) and the planner page. Engine work goes to the runner (the
 * worker pool in the server) with the request's deadline and its abort signal, so a client that
 * disconnects cancels its job; the routes themselves only read bodies and copy answer text, and
 * `/health` and the page never wait on engine work. Every answer is JSON of one error shape
 * unless it is an outcome, an SVG or the page.
 */
export function createApp(options: AppOptions = {}): Hono {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const maxBatchItems = options.maxBatchItems ?? MAX_BATCH_ITEMS;
  const page = options.page ?? null;
  const runner = options.runner ?? inProcessRunner(options.library);
  const app = new Hono();

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

  /** Reads the body and runs one operation in the runner; the worker's answer text is sent as is. */
  const operation = async (c: Context, op: Operation, options: { plan?: boolean; limit?: number; followUps?: boolean } = {}) => {
    const deadline = deadlineFromNow(deadlineMs);
    const body = await readBody(c, maxBodyBytes, deadline);
    if (!body.ok) return failure(c, body.status, body.rule, body.message, body.status === 400 ? {} : { connection: 'close' });
    const done = await runner.run({ kind: 'operation', op, text: body.text, ...options }, { deadlineAt: deadline.at, signal: c.req.raw.signal });
    if (done.kind !== 'done') {
      const answer = unfinished(done);
      return failure(c, answer.status, answer.rule, answer.message, answer.rule === 'limits.busy' ? { 'retry-after': '1' } : {});
    }
    const answer = done.answer as Answer;
    return c.body(answer.body, answer.status, { 'content-type': answer.type === 'svg' ? 'image/svg+xml; charset=utf-8' : JSON_TYPE });
  };

  app.post('/v1/resolve', (c) => operation(c, 'resolve'));
  app.post('/v1/measure', (c) => operation(c, 'measure'));
  app.post('/v1/plan', (c) => {
    // `?limit=N`: the most options listed; anything but a positive whole number is refused by the library (limits.plan).
    const limit = c.req.query('limit');
    // `?followUps=1` (or true): X-Wing follow-up repositions under each maneuver (xwing.move.follow-up).
    const follow = c.req.query('followUps');
    const followUps = follow !== undefined && follow !== '0' && follow !== 'false';
    return operation(c, 'plan', { ...(limit === undefined ? {} : { limit: /^\d{1,15}$/.test(limit) ? Number(limit) : Number.NaN }), ...(followUps ? { followUps: true } : {}) });
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
    const lines = batchLines(items, runner, deadline, signal, (answer) => {
      const problem = unfinished(answer);
      return itemFailure(problem.status, [{ path: '', rule: problem.rule, message: problem.message }]).line;
    });
    const encoder = new TextEncoder();
    let count = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await lines.next();
        if (next.done) {
          if (format === 'json') controller.enqueue(encoder.encode(count === 0 ? '[]\n' : ']\n'));
          controller.close();
          return;
        }
        const prefix = format === 'json' ? (count === 0 ? '[' : ',') : '';
        count += 1;
        controller.enqueue(encoder.encode(`${prefix}${next.value}\n`));
      },
      cancel() {
        stop.abort();
      },
    });
    return c.body(stream, 200, { 'content-type': format === 'json' ? JSON_TYPE : 'application/x-ndjson; charset=utf-8' });
  });

  // Importing lists (docs/imports.md): the body is the list's text; options in the query
  // (`owner`, `edge`, `seat` repeated). The answer is `{ scenario, notes }`. Checked here, run in a worker.
  app.post('/v1/import/:format', async (c) => {
    const deadline = deadlineFromNow(deadlineMs);
    const format = c.req.param('format');
    if (!isImportFormat(format)) {
      return c.json(oneError('format', 'import.format', `unknown import format ${JSON.stringify(format.slice(0, 100))}; expected one of ${IMPORT_FORMATS.join(', ')}`), 404);
    }
    const owner = c.req.query('owner');
    const edge = c.req.query('edge') ?? 'near';
    if (edge !== 'near' && edge !== 'far') return c.json(oneError('edge', 'import.format', 'edge is near or far'), 400);
    const seats: Ti4Seat[] = [];
    for (const text of c.req.queries('seat') ?? []) {
      const seat = parseSeat(text);
      if (seat === null) return c.json(oneError('seat', 'import.ti4.seat', `seat ${JSON.stringify(text.slice(0, 100))}: expected [player=]faction[@slot]`), 400);
      seats.push(seat);
    }
    const body = await readBody(c, maxBodyBytes, deadline);
    if (!body.ok) return failure(c, body.status, body.rule, body.message, body.status === 400 ? {} : { connection: 'close' });
    const importOptions: ImportOptions = { edge: edge as Edge, ...(owner === undefined ? {} : { owner }), ...(seats.length > 0 ? { seats } : {}) };
    const done = await runner.run({ kind: 'import', format, text: body.text, options: importOptions }, { deadlineAt: deadline.at, signal: c.req.raw.signal });
    if (done.kind !== 'done') {
      const answer = unfinished(done);
      return failure(c, answer.status, answer.rule, answer.message, answer.rule === 'limits.busy' ? { 'retry-after': '1' } : {});
    }
    const answer = done.answer as Answer;
    return c.body(answer.body, answer.status, { 'content-type': JSON_TYPE });
  });

  app.get('/v1/schema/:game', (c) => {
    const game = c.req.param('game');
    if (!isGame(game)) {
      return c.json(oneError('game', 'schema', `unknown game ${JSON.stringify(game)}; expected one of ${GAMES.join(', ')}`), 404);
    }
    return c.json(jsonSchema(game), 200, { 'cache-control': 'public, max-age=300' });
  });

  app.get('/health', (c) => c.json({ status: 'ok', games: GAMES }));

  // A known path with the wrong method: 405 with the methods it has.
  const allowed: ReadonlyArray<readonly [string, string]> = [
    ['/v1/resolve', 'POST'], ['/v1/plan', 'POST'], ['/v1/render', 'POST'], ['/v1/measure', 'POST'], ['/v1/batch', 'POST'], ['/v1/import/:format', 'POST'],
    ['/v1/schema/:game', 'GET, HEAD'], ['/health', 'GET, HEAD'],
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
        return c.body(file.body.slice(), 200, {
          'content-type': file.type,
          'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
    return notFound(c);
  });

  app.notFound(notFound);
  app.onError((error, c) => {
    const reason = error instanceof Error ? error.message : String(error);
    return c.json(oneError('', 'internal', `internal error: ${reason}`), 500 as ContentfulStatusCode);
  });
  return app;
}

/**
 * The answer lines of a batch in item order (src/server/in-order.ts): about two items per worker
 * running at once, which keeps every worker busy and bounds the share of the pool's queue one
 * batch takes, and later items go on while a slow one holds the head of the line. All items share
 * the request's deadline.
 */
function batchLines(
  items: readonly string[],
  runner: Runner<Task, TaskAnswer>,
  deadline: Deadline,
  signal: AbortSignal,
  unfinishedLine: (answer: Exclude<PoolAnswer<unknown>, { kind: 'done' }>) => string,
): AsyncGenerator<string> {
  const start = (text: string) =>
    runner.run({ kind: 'item', text }, { deadlineAt: deadline.at, signal }).then((done) =>
      done.kind === 'done' ? (done.answer as ItemAnswer).line : unfinishedLine(done));
  return inOrder(items, start, boundsFor(runner.concurrency));
}

function notFound(c: Context) {
  return c.json(oneError('', 'not-found', `no such resource: ${c.req.method} ${c.req.path}`), 404);
}
