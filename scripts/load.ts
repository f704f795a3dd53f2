/**
 * Load check of the HTTP API (issue 6), a script, not a test: `npm run load` (options:
 * `--duration S` per endpoint, default 10; `--connections N`, default 10).
 *
 * The server runs in its own Node process pinned to one core (taskset, where available); the
 * load generator (autocannon) runs here on loopback. It measures `/v1/resolve` with each game's
 * demo scenario (the one the planner opens on) and `/v1/plan` with the X-Wing demo: requests per
 * second, latency p50 and p99, errors and non-2xx answers, and the server's heap before and after
 * (after a full GC), so memory must stay flat. Exit code 1 when a target is missed: zero errors,
 * `/v1/resolve` at least 2,000 requests/s for every game, heap growth under 16 MiB.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoScenarios } from '../bench/planner.ts';

const RESOLVE_TARGET = 2000;
const HEAP_GROWTH_LIMIT_MIB = 16;

interface Reply {
  readonly type: 'ready' | 'heap';
  readonly port?: number;
  readonly heapUsed?: number;
}

/** The server side: started with `--serve`, answers heap questions over IPC. */
async function runServer(): Promise<void> {
  const { startServer } = await import('../src/server/listen.ts');
  const running = await startServer(0, '127.0.0.1', { page: null });
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message) => {
    if (message === 'heap') {
      gc?.();
      gc?.();
      process.send?.({ type: 'heap', heapUsed: process.memoryUsage().heapUsed } satisfies Reply);
    } else if (message === 'stop') {
      void running.close().then(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', port: running.port } satisfies Reply);
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function ask(child: ChildProcess, message: string, type: Reply['type']): Promise<Reply> {
  return new Promise((resolve) => {
    const listen = (reply: Reply) => {
      if (reply.type !== type) return;
      child.off('message', listen);
      resolve(reply);
    };
    child.on('message', listen);
    if (message !== '') child.send(message);
  });
}

interface Measured {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
}

async function measure(name: string, url: string, bodies: readonly string[], duration: number, connections: number): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: bodies.map((body) => ({ method: 'POST' as const, path: new URL(url).pathname, headers: { 'content-type': 'application/json' }, body })),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const duration = option('--duration', 10);
  const connections = option('--connections', 10);
  const script = fileURLToPath(import.meta.url);
  const node = [process.execPath, '--expose-gc', '--import', 'tsx', script, '--serve'];
  const pinned = existsSync('/usr/bin/taskset');
  const child = spawn(pinned ? '/usr/bin/taskset' : node[0]!, pinned ? ['-c', '0', ...node] : node.slice(1), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  const ready = await ask(child, '', 'ready');
  const base = `http://127.0.0.1:${ready.port}`;
  const demos = demoScenarios();
  const body = (game: keyof typeof demos) => [JSON.stringify(demos[game])];
  process.stdout.write(`load check: server on ${base}${pinned ? ' (pinned to core 0)' : ''}, ${connections} connections, ${duration} s per endpoint\n`);

  await measure('warm-up', `${base}/v1/resolve`, [...body('xwing'), ...body('armada'), ...body('ti4')], 2, connections);
  const before = (await ask(child, 'heap', 'heap')).heapUsed ?? 0;
  const rows = [
    await measure('resolve armada', `${base}/v1/resolve`, body('armada'), duration, connections),
    await measure('resolve xwing', `${base}/v1/resolve`, body('xwing'), duration, connections),
    await measure('resolve ti4', `${base}/v1/resolve`, body('ti4'), duration, connections),
    await measure('plan xwing', `${base}/v1/plan`, body('xwing'), duration, connections),
  ];
  const after = (await ask(child, 'heap', 'heap')).heapUsed ?? 0;
  child.send('stop');

  const mib = (bytes: number) => bytes / 1024 / 1024;
  for (const r of rows) {
    process.stdout.write(`POST /v1/${r.name.padEnd(15)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ${r.requests} requests   errors ${r.errors}   non-2xx ${r.non2xx}\n`);
  }
  const growth = mib(after - before);
  process.stdout.write(`server heap after GC: before ${mib(before).toFixed(1)} MiB, after ${mib(after).toFixed(1)} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB)\n`);

  const problems: string[] = [];
  for (const r of rows) if (r.errors > 0 || r.non2xx > 0) problems.push(`${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  for (const r of rows.filter((row) => row.name.startsWith('resolve'))) {
    if (r.rps < RESOLVE_TARGET) problems.push(`${r.name}: ${r.rps.toFixed(0)} req/s, below the ${RESOLVE_TARGET} target`);
  }
  if (growth > HEAP_GROWTH_LIMIT_MIB) problems.push(`the heap grew by ${growth.toFixed(1)} MiB`);
  process.stdout.write(problems.length === 0 ? 'load check: all targets met\n' : `load check: FAILED\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv.includes('--serve')) await runServer();
else await main();
