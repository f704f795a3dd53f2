import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { staticFile } from '../../src/server/static-files.ts';

/** The HTTP API (docs/api.md) through `app.request` (no socket). */
const app = createApp({ page: new Map([['/index.html', staticFile(new TextEncoder().encode('<!doctype html><title>planner</title>'), 'text/html; charset=utf-8', false)]]) });

const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.request(path, { method: 'POST', body, headers });

interface ErrorBody {
  errors: { path: string; rule: string; message: string }[];
}

describe('HTTP API', () => {
  test('GET /health answers ok with the games', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', games: ['armada', 'xwing', 'ti4'] });
  });

  test.each(['armada', 'xwing', 'ti4'])('GET /v1/schema/%s is the JSON Schema of that game', async (game) => {
    const response = await app.request(`/v1/schema/${game}`);
    expect(response.status).toBe(200);
    const schema = (await response.json()) as { properties: { game: unknown } };
    expect(schema.properties.game).toMatchObject({ const: game });
  });

  test('GET /v1/schema of an unknown game is a 404 naming the path', async () => {
    const response = await app.request('/v1/schema/chess');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({ path: 'game', rule: 'schema' });
  });

  test.each(['/v1/resolve', '/v1/plan', '/v1/render'])('POST %s with malformed JSON is a 400 with rule json', async (path) => {
    const response = await post(path, '{"game": "armada",');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as ErrorBody;
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ path: '', rule: 'json' });
  });

  test('a schema error is a 400 naming the JSON path of each problem', async () => {
    const response = await post('/v1/resolve', JSON.stringify({ game: 'xwing', ships: [{ id: 'a', type: 'T-65 X-wing', pose: { x: 1, y: 2, heading: 'north' } }], extra: 1 }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['ships[0].pose.heading', 'extra']));
    expect(body.errors.every((e) => e.rule === 'schema' && typeof e.message === 'string')).toBe(true);
  });

  test('an unknown game is a 400 at path game', async () => {
    const response = await post('/v1/plan', JSON.stringify({ game: 'chess' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({ path: 'game', rule: 'schema' });
  });

  test.each(['/v1/resolve', '/v1/plan', '/v1/render'])('POST %s over 1 MiB is a 413 with a JSON error', async (path) => {
    const big = JSON.stringify({ game: 'armada', ships: [], padding: 'x'.repeat(1024 * 1024) });
    const response = await post(path, big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({ rule: 'body-limit' });
  });

  test('the body limit is configurable', async () => {
    const small = createApp({ maxBodyBytes: 100, page: null });
    const response = await small.request('/v1/resolve', { method: 'POST', body: JSON.stringify({ game: 'armada', ships: [], pad: 'y'.repeat(200) }) });
    expect(response.status).toBe(413);
  });

  test('unknown paths are a 404 JSON, wrong methods a 405 JSON with Allow', async () => {
    const missing = await app.request('/v2/nothing', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).errors[0]).toMatchObject({ rule: 'not-found' });
    const wrong = await app.request('/v1/resolve');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(((await wrong.json()) as ErrorBody).errors[0]).toMatchObject({ rule: 'method' });
    const deleteHealth = await app.request('/health', { method: 'DELETE' });
    expect(deleteHealth.status).toBe(405);
  });

  test('hostile bodies never crash the server: each is answered with JSON', async () => {
    const bodies = [
      '', 'null', '[]', '"text"', '42', 'true', '{}', '{"game":null}', '{"__proto__":{"game":"armada"}}',
      '['.repeat(100_000), `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, '\u0000\u0001', '{"game":"armada","ships":[{"id":"x","type":"?","pose":{"x":1e308,"y":-1e308,"heading":1e308}}]}',
      '{"game":"ti4","map":"","players":[]}', '{"game":"xwing","ships":[],"maneuver":{"ship":"ghost","dial":"9ZZ"}}',
    ];
    for (const body of bodies) {
      for (const path of ['/v1/resolve', '/v1/plan', '/v1/render']) {
        const response = await post(path, body);
        expect([200, 400]).toContain(response.status);
        if (response.status === 400) expect(((await response.json()) as ErrorBody).errors.length).toBeGreaterThan(0);
      }
    }
  });

  test('serves the planner page at / and a 404 for a missing asset', async () => {
    const page = await app.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('planner');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  test('without a built page, / says how to build it', async () => {
    const bare = createApp({ page: null });
    const response = await bare.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });

  test('a TI4 movement the rules forbid answers 200 with legal false and every violation', async () => {
    const response = await post('/v1/resolve', JSON.stringify({
      game: 'ti4',
      map: '26 39 40 19 20 21',
      players: [{ id: 'red', faction: 'sol' }],
      units: [{ id: 'dd', player: 'red', type: 'dreadnought', system: '26' }],
      activeSystem: '20',
      moves: [{ unit: 'dd', path: ['26', '40', '19', '20'] }],
    }));
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as { legal: boolean; violations: unknown[] };
    expect(outcome.legal).toBe(false);
    expect(outcome.violations.length).toBeGreaterThan(0);
  });
});

describe('plan ?limit=', () => {
  const bank = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'clean-bank.json'), 'utf8');

  test('lists at most that many options and says what it cut', async () => {
    const full = (await (await post('/v1/plan', bank)).json()) as { maneuvers: unknown[]; cut?: unknown };
    expect(full.cut).toBeUndefined();
    const response = await post('/v1/plan?limit=2', bank);
    expect(response.status).toBe(200);
    const cut = (await response.json()) as { maneuvers: unknown[]; cut?: { limit: number; total: number; omitted: number } };
    expect(cut.maneuvers).toEqual(full.maneuvers.slice(0, 2));
    expect(cut.cut).toMatchObject({ limit: 2, omitted: expect.any(Number) });
  });

  test.each(['0', 'abc', '-1', '1.5'])('?limit=%s is a 400 limits.plan', async (limit) => {
    const response = await post(`/v1/plan?limit=${limit}`, bank);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({ rule: 'limits.plan' });
  });
});

describe('plan ?followUps=1 (xwing.move.follow-up)', () => {
  const bank = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'clean-bank.json'), 'utf8');

  test('adds each maneuver\'s followUps; without it (or with 0) the plan has none', async () => {
    type Planned = { maneuvers: { followUps?: { legal: boolean }[] }[] };
    const plain = (await (await post('/v1/plan?detail=full', bank)).json()) as Planned;
    expect(plain.maneuvers.some((m) => m.followUps !== undefined)).toBe(false);
    const off = (await (await post('/v1/plan?followUps=0&detail=full', bank)).json()) as Planned;
    expect(off).toEqual(plain);
    const on = (await (await post('/v1/plan?followUps=1&detail=full', bank)).json()) as Planned;
    expect(on.maneuvers.length).toBe(plain.maneuvers.length);
    expect(on.maneuvers.every((m) => Array.isArray(m.followUps))).toBe(true);
    // The compact answer keeps them: one followUps cell per maneuver row.
    const compact = (await (await post('/v1/plan?followUps=1', bank)).json()) as { maneuverColumns: string[]; maneuvers: unknown[][] };
    const at = compact.maneuverColumns.indexOf('followUps');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(compact.maneuvers.map((row) => (row[at] as unknown[]).length)).toEqual(on.maneuvers.map((m) => m.followUps!.length));
  });

  test('a batch item takes "followUps": true, and refuses another type', async () => {
    const scenario = JSON.parse(bank) as unknown;
    const response = await post('/v1/batch', JSON.stringify([{ op: 'plan', scenario, followUps: true, detail: 'full' }, { op: 'plan', scenario, followUps: 'yes' }]));
    const results = (await response.json()) as { ok: boolean; value?: { maneuvers: { followUps?: unknown[] }[] }; errors?: { path: string }[] }[];
    expect(results[0]!.ok).toBe(true);
    expect(results[0]!.value!.maneuvers.every((m) => Array.isArray(m.followUps))).toBe(true);
    expect(results[1]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'followUps', rule: 'batch.item' }] });
  });
});

describe('limits of the engine work (503 limits.deadline, limits.busy)', () => {
  const answering = (kind: 'deadline' | 'busy' | 'cancelled') => createApp({
    page: null,
    deadlineMs: 1234,
    runner: { concurrency: 1, run: () => Promise.resolve({ kind }), close: () => Promise.resolve() },
  });

  test.each([['deadline', 'limits.deadline'], ['busy', 'limits.busy']] as const)('a job that ends with %s answers 503 %s', async (kind, rule) => {
    for (const path of ['/v1/resolve', '/v1/plan', '/v1/render', '/v1/import/xws']) {
      const response = await answering(kind).request(path, { method: 'POST', body: '{}' });
      expect(response.status).toBe(503);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors).toEqual([{ path: '', rule, message: expect.any(String) }]);
      if (kind === 'deadline') expect(body.errors[0]!.message).toContain('1234 ms');
    }
  });

  test('a worker that ran out of memory answers 503 limits.memory; one that crashed 500 internal', async () => {
    const failing = (memory: boolean) => createApp({
      page: null,
      runner: { concurrency: 1, run: () => Promise.resolve({ kind: 'failed', memory, message: 'gone' }), close: () => Promise.resolve() },
    });
    const memory = await failing(true).request('/v1/plan', { method: 'POST', body: '{}' });
    expect(memory.status).toBe(503);
    expect(((await memory.json()) as ErrorBody).errors[0]).toMatchObject({ rule: 'limits.memory' });
    const crash = await failing(false).request('/v1/plan', { method: 'POST', body: '{}' });
    expect(crash.status).toBe(500);
    expect(((await crash.json()) as ErrorBody).errors[0]).toMatchObject({ rule: 'internal' });
  });

  test('/health, the schema and the page never go through the runner', async () => {
    let calls = 0;
    const counting = createApp({ page: null, runner: { concurrency: 1, run: () => { calls += 1; return new Promise(() => undefined); }, close: () => Promise.resolve() } });
    expect((await counting.request('/health')).status).toBe(200);
    expect((await counting.request('/v1/schema/xwing')).status).toBe(200);
    expect((await counting.request('/')).status).toBe(200);
    expect(calls).toBe(0);
  });

  test('a body that does not finish arriving within the deadline is a 408 http.timeout', async () => {
    const slow = createApp({ page: null, deadlineMs: 50 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"game":'));
      },
    });
    const response = await slow.request('/v1/resolve', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(408);
    expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({ path: '', rule: 'http.timeout' });
  });
});

describe('CORS', () => {
  test('off by default: no CORS headers, and a preflight is a 405', async () => {
    const plain = await app.request('/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('/v1/resolve', { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(405);
  });

  test('--cors ORIGIN allows that origin only, preflight included', async () => {
    const open = createApp({ page: null, cors: ['https://bots.example'] });
    const preflight = await open.request('/v1/plan', { method: 'OPTIONS', headers: { origin: 'https://bots.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://bots.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const answer = await open.request('/v1/resolve', { method: 'POST', body: '{}', headers: { origin: 'https://bots.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://bots.example');
    const other = await open.request('/v1/resolve', { method: 'POST', body: '{}', headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('--cors * allows any origin', async () => {
    const any = createApp({ page: null, cors: ['*'] });
    const answer = await any.request('/health', { headers: { origin: 'https://anywhere.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
