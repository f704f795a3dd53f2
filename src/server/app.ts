import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Result } from '../core/issue.ts';
import type { Issue } from '../core/issue.ts';
import { measure, plan, render, resolve } from '../engines.ts';
import type { Edge, Imported, ImportOptions, Ti4Seat } from '../import/index.ts';
import { IMPORT_FORMATS, importList, isImportFormat, parseSeat } from '../import/index.ts';
import { GAMES, isGame, jsonSchema, parseJson } from '../schema/index.ts';
import { errorBody, oneError } from './errors.ts';
import type { StaticFile } from './static-files.ts';

export interface AppOptions {
  /** Largest accepted request body in bytes (default 1 MiB); larger ones answer 413. */
  readonly maxBodyBytes?: number;
  /** The built planner page (request path to file); null or absent serves a note saying how to build it. */
  readonly page?: ReadonlyMap<string, StaticFile> | null;
  /** The library calls behind the routes (the engine registry by default; tests substitute failing ones). */
  readonly library?: Library;
}

export interface Library {
  readonly resolve: (document: unknown) => Result<unknown>;
  readonly plan: (document: unknown) => Result<unknown>;
  readonly render: (document: unknown, options: { plan: boolean }) => Result<string>;
  readonly measure?: (document: unknown, from: string, to: string) => Result<unknown>;
  /** `POST /v1/import/:format` (the import layer by default). */
  readonly importList?: (format: string, input: string, options: ImportOptions) => Result<Imported<unknown>>;
}

const registry: Library = { resolve, plan, render, measure, importList };

/** `POST /v1/measure` body: `{ scenario, from, to }`; its shape problems as issues. */
function measureRequest(body: unknown): { scenario: unknown; from: string; to: string } | Issue[] {
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

const PAGE_MISSING = '<!doctype html><meta charset="utf-8"><title>shipmove</title>'
  + '<p>The planner page is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>'
  + '<p>The HTTP API is up: see <code>GET /health</code> and <code>docs/api.md</code>.</p>';

/**
 * The HTTP API (docs/api.md) and the planner page. Every engine call is wrapped: bad
 * input is a 400 with `{ errors }`, an internal failure a 500 with the same shape; the
 * connection is always answered.
 */
export function createApp(options: AppOptions = {}): Hono {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const page = options.page ?? null;
  const library = options.library ?? registry;
  const app = new Hono();

  const tooLarge = (c: Context) => c.json(oneError('', 'body-limit', `the request body is larger than ${maxBodyBytes} bytes`), 413);
  const streamedLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  /**
   * A body with a Content-Length is judged by it, and then read directly (hono's bodyLimit would
   * first build a full web Request, a large share of a small request's cost); a streamed body
   * (chunked) is counted as it arrives by hono's bodyLimit.
   */
  const limit: MiddlewareHandler = async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      const bytes = Number(length);
      if (!Number.isSafeInteger(bytes) || bytes < 0) return c.json(oneError('', 'http', 'invalid Content-Length header'), 400);
      if (bytes > maxBodyBytes) return tooLarge(c);
      await next();
      return;
    }
    return streamedLimit(c, next);
  };

  /** Reads the JSON body and runs one library call; maps its Result to 200 or 400. */
  const handle = async (c: Context, run: (document: unknown) => Result<unknown>, type: 'json' | 'svg') => {
    const text = await c.req.text();
    const parsed = parseJson(text);
    if (!parsed.ok) return c.json(errorBody(parsed.issues), 400);
    const result = run(parsed.value);
    if (!result.ok) return c.json(errorBody(result.issues), 400);
    if (type === 'svg') {
      return c.body(String(result.value), 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
    }
    return c.json(result.value as object, 200);
  };

  app.post('/v1/resolve', limit, (c) => handle(c, library.resolve, 'json'));
  app.post('/v1/plan', limit, (c) => handle(c, library.plan, 'json'));
  app.post('/v1/render', limit, (c) => {
    const all = c.req.query('plan');
    const wantPlan = all !== undefined && all !== '0' && all !== 'false';
    return handle(c, (document) => library.render(document, { plan: wantPlan }), 'svg');
  });

  app.post('/v1/measure', limit, (c) => handle(c, (body) => {
    const request = measureRequest(body);
    if (Array.isArray(request)) return { ok: false, issues: request };
    const run = library.measure ?? measure;
    const result = run(request.scenario, request.from, request.to);
    // Issues of the scenario itself sit under `scenario`.
    return result.ok ? result : { ok: false, issues: result.issues.map((i) => (i.path === 'from' || i.path === 'to' ? i : { ...i, path: i.path === '' ? 'scenario' : `scenario.${i.path}` })) };
  }, 'json'));

  // Importing lists (CONVENTIONS section 9): the body is the list's text; options in the query
  // (`owner`, `edge`, `seat` repeated). The answer is `{ scenario, notes }`.
  app.post('/v1/import/:format', limit, async (c) => {
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
    const text = await c.req.text();
    const options: ImportOptions = { edge: edge as Edge, ...(owner === undefined ? {} : { owner }), ...(seats.length > 0 ? { seats } : {}) };
    const result = (library.importList ?? importList)(format, text, options);
    return result.ok ? c.json(result.value as object, 200) : c.json(errorBody(result.issues), 400);
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
    ['/v1/resolve', 'POST'], ['/v1/plan', 'POST'], ['/v1/render', 'POST'], ['/v1/measure', 'POST'], ['/v1/import/:format', 'POST'], ['/v1/schema/:game', 'GET, HEAD'], ['/health', 'GET, HEAD'],
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

function notFound(c: Context) {
  return c.json(oneError('', 'not-found', `no such resource: ${c.req.method} ${c.req.path}`), 404);
}
