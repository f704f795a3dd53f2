import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { MemoryBudget } from '../../src/server/budget.ts';
import { routeLabel, ServerMetrics } from '../../src/server/metrics.ts';
import type { PoolAnswer, PoolStats, Runner } from '../../src/server/pool.ts';
import { pickEncoding, staticFile } from '../../src/server/static-files.ts';
import { preparedWorlds } from '../../src/server/task.ts';
import type { AnswerBytes, Task, TaskAnswer } from '../../src/server/task.ts';
import { inProcessRunner } from '../../src/server/in-process.ts';
import { QuickTexts } from '../../src/server/quick.ts';

/** Running as a service (docs/deploy.md): /ready, /metrics and the compressed, cached planner files, in-process. */

describe('GET /ready', () => {
  test('200 while ready, 503 while starting, draining or failed; answers say Connection: close while draining', async () => {
    let now: 'starting' | 'ready' | 'draining' | 'failed' = 'starting';
    const app = createApp({ page: null, state: () => now });
    const ask = async () => {
      const answer = await app.request('/ready');
      return { status: answer.status, body: await answer.json() as unknown, connection: answer.headers.get('connection') };
    };
    expect(await ask()).toEqual({ status: 503, body: { status: 'starting' }, connection: null });
    now = 'ready';
    expect(await ask()).toEqual({ status: 200, body: { status: 'ready' }, connection: null });
    now = 'draining';
    expect(await ask()).toEqual({ status: 503, body: { status: 'draining' }, connection: 'close' });
    now = 'failed';
    expect((await ask()).status).toBe(503);
    expect((await app.request('/ready', { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /metrics', () => {
  const stats: PoolStats = { size: 2, running: 1, queued: 3, replaced: 4, ready: 2, spareReady: true, broken: false };
  const deadlineRunner: Runner<Task, TaskAnswer> = {
    concurrency: 1,
    run: (): Promise<PoolAnswer<TaskAnswer>> => Promise.resolve({ kind: 'deadline' }),
    close: () => Promise.resolve(),
  };

  test('the Prometheus text format: requests by route and status, latency, queue, workers, restarts, deadline hits, answer memory', async () => {
    const budget = new MemoryBudget(1000);
    budget.charge(250);
    const metrics = new ServerMetrics({ pool: () => stats, budget, defaults: false });
    const app = createApp({ page: null, runner: deadlineRunner, metrics, answerBudget: budget });
    await app.request('/health');
    await app.request('/health');
    await app.request('/v1/plan', { method: 'POST', body: '{}' });
    await app.request('/v1/import/xws', { method: 'POST', body: '{}' });
    await app.request('/v1/import/nonsense', { method: 'POST', body: '{}' });
    await app.request('/no/such/thing');
    const answer = await app.request('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await answer.text();
    expect(text).toContain('# TYPE shipmove_http_requests_total counter');
    expect(text).toContain('shipmove_http_requests_total{route="/health",status="200"} 2');
    expect(text).toContain('shipmove_http_requests_total{route="/v1/plan",status="503"} 1');
    expect(text).toContain('shipmove_http_requests_total{route="/v1/import/:format",status="503"} 1');
    expect(text).toContain('shipmove_http_requests_total{route="/v1/import/:format",status="404"} 1');
    expect(text).toContain('shipmove_http_requests_total{route="other",status="404"} 1');
    expect(text).toContain('# TYPE shipmove_http_request_duration_seconds histogram');
    expect(text).toContain('shipmove_http_request_duration_seconds_count{route="/health"} 2');
    expect(text).toMatch(/shipmove_http_request_duration_seconds_bucket\{le="\+Inf",route="\/health"\} 2/);
    expect(text).toContain('shipmove_queue_depth 3');
    expect(text).toContain('shipmove_workers_busy 1');
    expect(text).toContain('shipmove_workers 2');
    expect(text).toContain('shipmove_worker_restarts_total 4');
    expect(text).toContain('shipmove_deadline_hits_total 2');
    expect(text).toContain('shipmove_answer_bytes_held 250');
    expect(text).toContain('shipmove_answer_bytes_limit 1000');
    // Every sample line is `name{labels} value`.
    for (const line of text.split('\n').filter((l) => l !== '' && !l.startsWith('#'))) {
      expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? -?[0-9.e+-]+$|^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? (NaN|\+Inf)$/);
    }
  });

  test('answers on the event loop and look-ups of kept worlds (the workers report theirs with each answer)', async () => {
    const inner = inProcessRunner();
    let calls = 0;
    // Stands in for the pool: each answer says it took 20 µs and made one kept-world look-up, a miss, in its worker.
    const runner: Runner<Task, TaskAnswer> = {
      concurrency: 1,
      run: async (task) => {
        calls += 1;
        const done = await inner.run(task);
        return done.kind === 'done' ? { kind: 'done', answer: { ...(done.answer as AnswerBytes), micros: 20, worlds: [0, 1] } } : done;
      },
      close: () => Promise.resolve(),
    };
    const metrics = new ServerMetrics({ defaults: false, keptWorlds: () => preparedWorlds });
    const app = createApp({ page: null, runner, metrics, quick: new QuickTexts({ maxMicros: 1e9 }) });
    const body = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'clean-bank.json'), 'utf8');
    const before = { hits: preparedWorlds.hits, misses: preparedWorlds.misses };
    for (let k = 0; k < 4; k += 1) expect((await app.request('/v1/resolve', { method: 'POST', body })).status).toBe(200);
    // The first request went to the stand-in (it runs in this thread: a miss here), the next three were answered here: a miss
    // (a world is kept the second time its text comes), then two hits.
    expect(calls).toBe(1);
    expect({ hits: preparedWorlds.hits - before.hits, misses: preparedWorlds.misses - before.misses }).toEqual({ hits: 2, misses: 2 });
    const text = (await metrics.text()).body;
    expect(text).toContain('# TYPE shipmove_quick_answers_total counter');
    expect(text).toContain('shipmove_quick_answers_total 3');
    // The same text each time: none of them was answered by its shape.
    expect(text).toContain('shipmove_quick_shape_answers_total 0');
    // A body not seen before, of the same shape (a ship nudged), is answered here by its shape.
    const nudged = JSON.parse(body) as { ships: { pose: { x: number } }[] };
    nudged.ships[0]!.pose.x += 0.5;
    expect((await app.request('/v1/resolve', { method: 'POST', body: JSON.stringify(nudged, null, 2) })).status).toBe(200);
    expect(calls).toBe(1);
    const after = (await metrics.text()).body;
    expect(after).toContain('shipmove_quick_answers_total 4');
    expect(after).toContain('shipmove_quick_shape_answers_total 1');
    expect(after).toContain(`shipmove_prepared_worlds_total{result="hit"} ${preparedWorlds.hits}`);
    expect(after).toContain(`shipmove_prepared_worlds_total{result="miss"} ${preparedWorlds.misses + 1}`);
    // Collected again, the counters stay where they are.
    expect((await metrics.text()).body).toContain(`shipmove_prepared_worlds_total{result="miss"} ${preparedWorlds.misses + 1}`);
  });

  test('restarts count up as the pool replaces workers, never down', async () => {
    let replaced = 1;
    const metrics = new ServerMetrics({ pool: () => ({ ...stats, replaced }), defaults: false });
    expect((await metrics.text()).body).toContain('shipmove_worker_restarts_total 1');
    replaced = 3;
    expect((await metrics.text()).body).toContain('shipmove_worker_restarts_total 3');
  });

  test('route labels are the route patterns, so clients cannot add label values', () => {
    expect(routeLabel('POST', '/v1/import/armada-list', 200)).toBe('/v1/import/:format');
    expect(routeLabel('GET', '/v1/schema/xwing', 200)).toBe('/v1/schema/:game');
    expect(routeLabel('GET', '/assets/index-abc123.js', 200)).toBe('page');
    expect(routeLabel('GET', '/assets/missing.js', 404)).toBe('other');
    expect(routeLabel('POST', '/v1/nothing', 404)).toBe('other');
  });
});

describe('the planner files', () => {
  const script = new TextEncoder().encode(`export const table = ${JSON.stringify(Array.from({ length: 400 }, (_, k) => ({ id: `ship-${k}`, x: k * 10 })))};\n`);
  const page = new Map([
    ['/index.html', staticFile(new TextEncoder().encode(`<!doctype html><title>planner</title>${'<p>the planner</p>'.repeat(100)}`), 'text/html; charset=utf-8', false)],
    ['/assets/index-abc123.js', staticFile(script, 'text/javascript; charset=utf-8', true)],
  ]);
  const app = createApp({ page });

  test('served with brotli or gzip as the client accepts, each decoding to the file', async () => {
    const br = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(script.byteLength / 4);
    expect(new Uint8Array(brotliDecompressSync(brBytes))).toEqual(script);
    const gzip = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toEqual(script);
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(script);
  });

  test('hashed files are immutable, index.html is revalidated by its ETag (304)', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const etag = index.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await app.request('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await app.request('/', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  test('Accept-Encoding: q=0 refuses a coding, * accepts any; small and binary files are not compressed', () => {
    const file = page.get('/assets/index-abc123.js')!;
    expect(pickEncoding('br;q=0, gzip', file)).toBe('gzip');
    expect(pickEncoding('*', file)).toBe('br');
    expect(pickEncoding('identity', file)).toBe('identity');
    expect(pickEncoding(undefined, file)).toBe('identity');
    expect(staticFile(new Uint8Array(100), 'text/plain', false).gzip).toBeUndefined();
    expect(staticFile(new Uint8Array(5000), 'image/png', true).br).toBeUndefined();
  });
});
