import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';

/** CONVENTIONS section 6 through `app.request` (no socket). */
const app = createApp({ page: new Map([['/index.html', { body: new TextEncoder().encode('<!doctype html><title>planner</title>'), type: 'text/html; charset=utf-8', immutable: false }]]) });

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
});
