import { getRequestListener } from '@hono/node-server';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { AppOptions } from '../../src/server/app.ts';

/**
 * The direct route (`Api.direct`): a plain `POST /v1/<op>` is answered without hono, and its
 * answer must be byte for byte the app's. The same request with an empty query (`/v1/resolve?`)
 * goes through hono (the route is the same, the direct route takes exact paths only), so every
 * case is sent both ways on raw sockets and the two raw answers compared, the Date header aside.
 */
const root = join(import.meta.dirname, '..', '..');
const examples = ['armada', 'xwing', 'ti4'].flatMap((game) =>
  readdirSync(join(root, 'examples', game)).filter((name) => name.endsWith('.json')).map((name) => ({ name: `${game}/${name}`, text: readFileSync(join(root, 'examples', game, name), 'utf8') })));

interface Served {
  readonly server: Server;
  readonly port: number;
  /** Requests the direct route took. */
  directs: number;
}

function serve(options: AppOptions): Promise<Served> {
  const { app, direct } = createApi({ page: null, ...options });
  const viaApp = getRequestListener(app.fetch);
  const served = { directs: 0 } as { server: Server; port: number; directs: number };
  served.server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (direct(request, response)) served.directs += 1;
    else void viaApp(request, response);
  });
  return new Promise((done) => served.server.listen(0, '127.0.0.1', () => {
    served.port = (served.server.address() as AddressInfo).port;
    done(served);
  }));
}

/** Everything the server writes for one raw request (the connection is closed after it), without the Date header. */
function raw(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolvePromise(Buffer.concat(chunks).toString('latin1').replace(/\r\nDate: [^\r]*/, '')));
    socket.end(request);
  });
}

function post(path: string, body: Buffer | string, headers: Record<string, string> = {}): Buffer {
  const bytes = Buffer.from(body);
  const lines = Object.entries({ Host: 'localhost', 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength), Connection: 'close', ...headers })
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return Buffer.concat([Buffer.from(`POST ${path} HTTP/1.1\r\n${lines}\r\n`), bytes]);
}

/** The two raw answers are the same; else the first difference and what surrounds it. */
function same(direct: string, app: string, what: string): void {
  if (direct === app) return;
  let at = 0;
  while (at < direct.length && direct[at] === app[at]) at += 1;
  expect({ what, at, direct: direct.slice(Math.max(0, at - 80), at + 80), app: app.slice(Math.max(0, at - 80), at + 80) }).toBeUndefined();
}

/** The raw answers to a request sent to the direct route and to the app, and how many the direct route took. */
async function both(served: Served, path: string, body: Buffer | string, headers: Record<string, string> = {}): Promise<{ direct: string; app: string; took: number }> {
  const before = served.directs;
  const direct = await raw(served.port, post(path, body, headers));
  const took = served.directs - before;
  const app = await raw(served.port, post(`${path}?`, body, headers));
  expect(served.directs - before).toBe(took);
  return { direct, app, took };
}

let engines: Served;
let failing: Served;

beforeAll(async () => {
  engines = await serve({});
  failing = await serve({
    library: {
      resolve: () => {
        throw new Error('engine exploded');
      },
      plan: () => ({ ok: true, value: { game: 'nothing' } }),
      render: () => ({ ok: true, value: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    },
  });
});

afterAll(async () => {
  await Promise.all([engines, failing].map((served) => new Promise((done) => served.server.close(done))));
});

describe('the direct route answers what the app answers', () => {
  test('resolve, plan and render of every example, byte for byte (large answers streamed)', async () => {
    let streamed = 0;
    for (const example of examples) {
      for (const path of ['/v1/resolve', '/v1/plan', '/v1/render']) {
        const { direct, app, took } = await both(engines, path, example.text);
        expect(took, `${path} ${example.name}`).toBe(1);
        same(direct, app, `${path} ${example.name}`);
        expect(direct).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
        if (/\r\ncontent-length: \d+/.test(direct)) streamed += 1;
      }
    }
    // The Engine Techs plan (220 kB) and the largest TI4 drawings go out in slices with their length declared.
    expect(streamed).toBeGreaterThanOrEqual(2);
  }, 120_000);

  test('errors: bad JSON, an unknown game, a schema issue, an empty body, bytes that are not UTF-8, a bad measure body', async () => {
    const cases: [string, Buffer | string][] = [
      ['/v1/resolve', '{"game":"armada"'],
      ['/v1/resolve', '{"game":"chess"}'],
      ['/v1/plan', '{"game":"xwing","ships":[{"id":1}]}'],
      ['/v1/resolve', ''],
      ['/v1/render', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
      ['/v1/measure', '{"scenario":{"game":"armada"},"from":"a"}'],
      ['/v1/measure', '[]'],
    ];
    for (const [path, body] of cases) {
      const { direct, app, took } = await both(engines, path, body);
      expect(took, `${path} ${String(body)}`).toBe(1);
      same(direct, app, `${path} ${String(body)}`);
      expect(direct).toMatch(/^HTTP\/1\.1 400 Bad Request\r\ncontent-type: application\/json; charset=utf-8\r\n/);
    }
  });

  test('an engine that throws is the same 500; a library answering something else passes it on the same way', async () => {
    const thrown = await both(failing, '/v1/resolve', '{"game":"armada","ships":[]}');
    expect(thrown.took).toBe(1);
    same(thrown.direct, thrown.app, 'thrown');
    expect(thrown.direct).toContain('"rule":"internal","message":"internal error: engine exploded"');
    const other = await both(failing, '/v1/plan', '{}');
    same(other.direct, other.app, 'other');
    expect(other.direct.endsWith('{"game":"nothing"}')).toBe(true);
  });

  test('requests the direct route leaves to the app: other hosts, no Content-Length, over the limit, another method or path', async () => {
    const body = examples[0]!.text;
    const left: [string, Buffer][] = [
      ['odd host', post('/v1/resolve', body, { Host: '127.1:60001' })],
      ['upper-case host', post('/v1/resolve', body, { Host: 'LOCALHOST' })],
      ['over the limit', post('/v1/resolve', 'x'.repeat(10), { 'Content-Length': String(2 * 1024 * 1024) })],
      ['chunked', Buffer.from(`POST /v1/resolve HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`)],
      ['trailing slash', post('/v1/resolve/', body)],
      ['batch', post('/v1/batch', `{"op":"resolve","scenario":${body}}`)],
      ['GET', Buffer.from('GET /v1/resolve HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')],
    ];
    for (const [name, request] of left) {
      const before = engines.directs;
      const answer = await raw(engines.port, request);
      expect(engines.directs, name).toBe(before);
      expect(answer, name).toMatch(/^HTTP\/1\.1 \d{3} /);
    }
    // A host with a port the adapter parses, whose name the parse keeps, takes the direct route.
    const kept = await both(engines, '/v1/resolve', body, { Host: 'localhost:60001' });
    expect(kept.took).toBe(1);
    same(kept.direct, kept.app, 'host with port');
  });

  test('two requests on one kept-alive connection are both answered', async () => {
    const text = examples.find((example) => example.name === 'xwing/clean-bank.json')!.text;
    const one = post('/v1/resolve', text, { Connection: '' });
    const answer = await raw(engines.port, Buffer.concat([one, post('/v1/resolve', text)]));
    expect(answer.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
  });
});
