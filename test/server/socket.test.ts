import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PortInUse, startServer } from '../../src/server/listen.ts';
import type { RunningServer } from '../../src/server/listen.ts';

/** The API over a real socket: concurrency, internal failures, streamed oversized bodies, a taken port. */
let server: RunningServer;
let failing: RunningServer;

beforeAll(async () => {
  server = await startServer(0, '127.0.0.1', { page: null, workers: 2, deadlineMs: 10_000 });
  failing = await startServer(0, '127.0.0.1', {
    page: null,
    library: {
      resolve: () => {
        throw new Error('engine exploded');
      },
      plan: () => {
        throw new TypeError('cannot read properties of undefined');
      },
      render: () => ({ ok: true, value: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    },
  });
});

afterAll(async () => {
  await server.close();
  await failing.close();
});

describe('the server on a socket', () => {
  test('port 0 picks a free port and the url names it', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  test('serves 200 concurrent requests, every one answered', async () => {
    const bodies = Array.from({ length: 200 }, (_, k) => (k % 2 === 0 ? '{"game":"armada","ships":[]}' : '{broken'));
    const answers = await Promise.all(bodies.map((body) => fetch(`${server.url}v1/resolve`, { method: 'POST', body })));
    // 503 only with a limits rule: the queue (256 by default) or the deadline while workers start.
    for (const answer of answers) expect([200, 400, 503]).toContain(answer.status);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(((await answer.json()) as { errors: { rule: string }[] }).errors[0]!.rule).toMatch(/^limits\.(busy|deadline)$/);
    }
    const broken = answers.filter((_, k) => k % 2 === 1);
    expect(broken.every((a) => a.status === 400 || a.status === 503)).toBe(true);
    await Promise.all(answers.filter((a) => !a.bodyUsed).map((a) => a.text()));
  });

  test('an engine that throws is a 500 JSON error and the server keeps serving', async () => {
    const response = await fetch(`${failing.url}v1/resolve`, { method: 'POST', body: '{"game":"armada","ships":[]}' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ errors: [{ path: '', rule: 'internal' }] });
    const again = await fetch(`${failing.url}v1/plan`, { method: 'POST', body: '{}' });
    expect(again.status).toBe(500);
    const health = await fetch(`${failing.url}health`);
    expect(health.status).toBe(200);
  });

  test('POST /v1/render answers image/svg+xml', async () => {
    const response = await fetch(`${failing.url}v1/render?plan=1`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('a chunked body (no Content-Length) over the limit is a 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}v1/resolve`, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      for (let k = 0; k < 20; k += 1) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
    expect((await fetch(`${server.url}health`)).status).toBe(200);
  });

  test('a body whose Content-Length is over the limit is a 413; one under it is read in full', async () => {
    const big = await fetch(`${server.url}v1/plan`, { method: 'POST', body: JSON.stringify({ game: 'xwing', ships: [], pad: 'z'.repeat(1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ errors: [{ rule: 'body-limit' }] });
    const unknownKey = await fetch(`${server.url}v1/plan`, { method: 'POST', body: JSON.stringify({ game: 'xwing', ships: [], pad: 'z'.repeat(900 * 1024) }) });
    expect(unknownKey.status).toBe(400);
    expect(await unknownKey.json()).toMatchObject({ errors: [{ path: 'pad', rule: 'schema' }] });
  });

  test('/metrics counts the workers\' kept-world look-ups and the answers given on the event loop', async () => {
    const count = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    const metricsText = async () => (await fetch(`${server.url}metrics`)).text();
    const before = await metricsText();
    // A text no other test sends (trailing spaces).
    const body = `${readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'clean-bank.json'), 'utf8')}${' '.repeat(17)}`;
    // The first time, a worker parses, checks and prepares the body (a miss); the same text again is a hit wherever it runs.
    for (let k = 0; k < 4; k += 1) expect((await fetch(`${server.url}v1/resolve`, { method: 'POST', body })).status).toBe(200);
    const after = await metricsText();
    const grew = (series: string) => count(after, series) - count(before, series);
    expect(grew('shipmove_prepared_worlds_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(grew('shipmove_prepared_worlds_total{result="hit"}') + grew('shipmove_prepared_worlds_total{result="miss"}')).toBe(4);
    expect(grew('shipmove_quick_answers_total')).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(count(after, 'shipmove_quick_answers_total'))).toBe(false);
  });

  test('a port in use is reported as PortInUse, not an internal error', async () => {
    await expect(startServer(server.port, '127.0.0.1', { page: null })).rejects.toBeInstanceOf(PortInUse);
  });
});
