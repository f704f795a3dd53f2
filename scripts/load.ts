/**
 * Load check of the HTTP API (issue 6), a script, not a test: `npm run load` (options:
 * `--duration S` per endpoint, default 10; `--connections N`, default 10).
 *
 * The server runs in its own Node process pinned to one core (taskset, where available); the
 * load generator (autocannon) runs here on loopback. It measures `/v1/resolve` with each game's
 * demo scenario (the one the planner opens on) and `/v1/plan` with the X-Wing demo: requests per
 * second, latency p50 and p99, errors and non-2xx answers, and the server's heap before and after
 * (after a full GC), so memory must stay flat. Exit code 1 when a target is missed: zero errors,
 * `/v1/resolve` at least 2,000 requests/s for every game and at least 8,000 per whole core from
 * the server's CPU time (all its threads; the `... moved` rows included), heap growth under
 * 16 MiB. Rows `... new texts` send 1,000 texts of the same scenario differing in trailing spaces,
 * so no world or text the server keeps from an earlier body applies (docs/api.md, "The same
 * scenario again"); rows `... moved` send 1,000 new scenarios of the demo's shape (the moving ship
 * nudged, or a TI4 unit renamed): bodies the server has not seen, as a program searching options
 * sends them. In both the connections share one turn through the bodies.
 *
 * Options: `--rows` (a comma list of health, armada, xwing, ti4, plan, armada-new, xwing-new,
 * ti4-new, armada-moved, xwing-moved, ti4-moved), `--no-mixed`, `--deadline-ms N` (the pinned
 * server's deadline), `--unpinned`, `--dist DIR` (another build, e.g. the one before a change, to
 * measure before and after alternately on a busy machine) and `--cpu-prof DIR` (a CPU profile of
 * the pinned server's event loop thread per row, `<row>.cpuprofile`).
 *
 * The server is the built one in dist/ (what `npm start` runs; `npm ci` builds it, `npm run build`
 * refreshes it), so the figures are those of the JavaScript users run.
 *
 * Then a mixed run (issue 10): a second server as `npm start` runs it (not pinned, a worker per
 * core), normal resolves from autocannon while an attacker sends the hostile corpus
 * (test/server/hostile-corpus.ts) one request after another and a prober asks `/health` every
 * 50 ms. It reports the p50/p99 of the normal requests, the attacks' statuses and `/health`'s
 * p99; it fails on any connection error, any non-2xx normal answer, any attack answered 5xx
 * other than 503 or answered otherwise than in the corpus's statuses.
 * `--workers N` sets the pool size of the pinned server (default: its cores, so 1).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { demoScenarios } from '../bench/planner.ts';
import { engineAttacks } from '../test/server/hostile-corpus.ts';

const RESOLVE_TARGET = 2000;
/** Resolves per second one whole core serves (from the server's CPU time), for each game. */
const PER_CORE_TARGET = 8000;
const HEAP_GROWTH_LIMIT_MIB = 16;

interface Reply {
  readonly type: 'ready' | 'heap' | 'cpu' | 'profiled';
  readonly port?: number;
  readonly heapUsed?: number;
  /** Server CPU time so far, user + system, in microseconds. */
  readonly cpuMicros?: number;
}

let inspector: Session | undefined;

/** `--cpu-prof DIR`: the event loop thread's CPU profile of one row (`start`, then `stop` with the file to write). */
async function profileStep(message: { profile: string; file?: string }): Promise<void> {
  const post = (method: string) => new Promise<unknown>((done, failed) => inspector!.post(method, (error, result) => (error === null ? done(result) : failed(error))));
  if (message.profile === 'start') {
    inspector = new Session();
    inspector.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  } else if (inspector !== undefined && message.file !== undefined) {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(message.file, JSON.stringify(profile));
    inspector.disconnect();
    inspector = undefined;
  }
}

/** The server side: started with `--serve`, answers heap questions over IPC. */
async function runServer(): Promise<void> {
  const distAt = process.argv.indexOf('--dist');
  const dist = distAt >= 0 ? pathToFileURL(`${resolvePath(process.argv[distAt + 1]!)}/`) : new URL('../dist/', import.meta.url);
  const built = new URL('server/listen.js', dist);
  if (!existsSync(built)) throw new Error(`${fileURLToPath(dist)} is missing: run \`npm run build\` first`);
  const { startServer } = (await import(built.href)) as typeof import('../src/server/listen.ts');
  const workersAt = process.argv.indexOf('--workers');
  const workers = workersAt >= 0 ? Number(process.argv[workersAt + 1]) : undefined;
  const deadlineAt = process.argv.indexOf('--deadline-ms');
  const deadlineMs = deadlineAt >= 0 ? Number(process.argv[deadlineAt + 1]) : undefined;
  const running = await startServer(0, '127.0.0.1', { page: null, ...(workers === undefined ? {} : { workers }), ...(deadlineMs === undefined ? {} : { deadlineMs }) });
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message) => {
    if (message === 'heap') {
      gc?.();
      gc?.();
      process.send?.({ type: 'heap', heapUsed: process.memoryUsage().heapUsed } satisfies Reply);
    } else if (message === 'cpu') {
      const cpu = process.cpuUsage();
      process.send?.({ type: 'cpu', cpuMicros: cpu.user + cpu.system } satisfies Reply);
    } else if (typeof message === 'object' && message !== null && 'profile' in message) {
      void profileStep(message as { profile: string; file?: string }).then(() => process.send?.({ type: 'profiled' } satisfies Reply));
    } else if (message === 'stop') {
      void running.close().then(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', port: running.port } satisfies Reply);
}

function spawnServer(pinned: boolean, extra: readonly string[]): ChildProcess {
  const script = fileURLToPath(import.meta.url);
  const node = [process.execPath, '--expose-gc', '--import', 'tsx', script, '--serve', ...extra];
  return spawn(pinned ? '/usr/bin/taskset' : node[0]!, pinned ? ['-c', '0', ...node] : node.slice(1), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
}

function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

interface Mixed {
  readonly normal: Measured;
  readonly attacks: number;
  readonly statuses: Record<string, number>;
  readonly unexpected: string[];
  readonly healthP99: number;
  readonly healthMax: number;
}

/** Normal resolves under autocannon while the hostile corpus is sent one request at a time and /health is probed. */
async function mixedRun(child: ChildProcess, base: string, normalBody: string, duration: number, connections: number): Promise<Mixed> {
  let running = true;
  const statuses: Record<string, number> = {};
  const unexpected: string[] = [];
  let attacks = 0;
  const corpus = engineAttacks();
  const attacker = (async () => {
    for (let k = 0; running; k += 1) {
      const attack = corpus[k % corpus.length]!;
      attacks += 1;
      try {
        const answer = await fetch(`${base}${attack.path}`, { method: 'POST', body: attack.body, headers: { 'content-type': attack.contentType ?? 'application/json' } });
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (!attack.statuses.includes(answer.status) && answer.status !== 503) unexpected.push(`${attack.name}: ${answer.status}`);
      } catch (error) {
        unexpected.push(`${attack.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  const health: number[] = [];
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/health`)).arrayBuffer();
        health.push(performance.now() - started);
      } catch (error) {
        unexpected.push(`/health: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  const normal = await measure(child, 'mixed: resolve xwing', `${base}/v1/resolve`, [normalBody], duration, connections);
  running = false;
  await Promise.all([attacker, prober]);
  return { normal, attacks, statuses, unexpected, healthP99: percentile(health, 0.99), healthMax: percentile(health, 1) };
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
  /** Share of one core the server used during the run (1 = a whole core). */
  readonly coreShare: number;
  /** Requests per second one whole core would serve, from the server's CPU time per request. */
  readonly perCore: number;
  /** Share of the requests answered on the event loop (docs/api.md, "Short work on the event loop"); absent when the build does not report it. */
  readonly quickShare?: number;
}

/** Requests the server answered on its event loop so far (`shipmove_quick_answers_total`); undefined for a build without the metric. */
async function quickAnswers(origin: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(`${origin}/metrics`)).text();
    const found = /^shipmove_quick_answers_total (\d+)$/m.exec(text);
    return found === null ? undefined : Number(found[1]);
  } catch {
    return undefined;
  }
}

/**
 * One row. `bodies` are sent in turn; with `oneStream` the connections share that turn (each
 * request takes the next body, so no body comes again before all the others have), else each
 * connection goes through them on its own (autocannon's way: with one body, the same text always).
 */
async function measure(child: ChildProcess, name: string, url: string, bodies: readonly string[] | null, duration: number, connections: number, oneStream = false): Promise<Measured> {
  const origin = new URL(url).origin;
  const profAt = process.argv.indexOf('--cpu-prof');
  const profileDir = profAt >= 0 && name !== 'warm-up' && !name.startsWith('mixed') ? resolvePath(process.argv[profAt + 1]!) : undefined;
  if (profileDir !== undefined) {
    mkdirSync(profileDir, { recursive: true });
    child.send({ profile: 'start' });
    await ask(child, '', 'profiled');
  }
  const quickBefore = await quickAnswers(origin);
  const cpuBefore = (await ask(child, 'cpu', 'cpu')).cpuMicros ?? 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    connections,
    duration,
    ...(bodies === null ? {} : { requests: oneStream ? [sharedTurn(new URL(url).pathname, bodies)] : bodies.map((body) => ({ method: 'POST' as const, path: new URL(url).pathname, headers: { 'content-type': 'application/json' }, body })) }),
  });
  const wallMicros = (performance.now() - started) * 1000;
  const cpuMicros = ((await ask(child, 'cpu', 'cpu')).cpuMicros ?? 0) - cpuBefore;
  const quickAfter = await quickAnswers(origin);
  if (profileDir !== undefined) {
    child.send({ profile: 'stop', file: `${profileDir}/${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile` });
    await ask(child, '', 'profiled');
  }
  const answered = result.requests.total;
  return {
    name,
    ...(quickBefore === undefined || quickAfter === undefined || answered === 0 ? {} : { quickShare: (quickAfter - quickBefore) / answered }),
    coreShare: cpuMicros / wallMicros,
    perCore: answered > 0 && cpuMicros > 0 ? answered / (cpuMicros / 1e6) : 0,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A request whose body is the next of `bodies` for whichever connection sends it. */
function sharedTurn(path: string, bodies: readonly string[]) {
  let next = 0;
  return {
    method: 'POST' as const,
    path,
    headers: { 'content-type': 'application/json' },
    body: bodies[0]!,
    setupRequest: (request: { body?: string | Buffer }) => {
      request.body = bodies[next % bodies.length]!;
      next += 1;
      return request;
    },
  };
}

/** The bodies of a row: the demo's text, or `count` texts of the same scenario that differ in trailing spaces (never the same text twice in a row). */
function bodiesOf(text: string, count: number): string[] {
  return Array.from({ length: count }, (_, k) => `${text}${' '.repeat(k)}`);
}

/**
 * `count` scenarios that differ from the demo as a program's next question would: the moving ship
 * nudged along x by 0.01 mm steps (Armada, X-Wing), or (TI4, whose pieces stand in systems) a unit
 * that does not move renamed. Each is a body the server has not seen, of the same shape.
 */
function movedBodies(game: string, scenario: unknown, count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const copy = structuredClone(scenario) as { maneuver?: { ship: string }; ships?: { id: string; pose: { x: number } }[]; units?: { id: string }[] };
    if (game === 'ti4') {
      const unit = copy.units?.find((u) => u.id === 'd1');
      if (unit === undefined) throw new Error('the TI4 demo has no unit d1');
      unit.id = `d1-${k}`;
    } else {
      const ship = copy.ships?.find((s) => s.id === copy.maneuver?.ship);
      if (ship === undefined) throw new Error(`the ${game} demo has no moving ship`);
      ship.pose.x = Math.round((ship.pose.x + k * 0.01) * 100) / 100;
    }
    return JSON.stringify(copy);
  });
}

const ROWS = ['health', 'armada', 'xwing', 'ti4', 'plan', 'armada-new', 'xwing-new', 'ti4-new', 'armada-moved', 'xwing-moved', 'ti4-moved'] as const;
type RowName = (typeof ROWS)[number];

async function main(): Promise<void> {
  const duration = option('--duration', 10);
  const connections = option('--connections', 10);
  const workersAt = process.argv.indexOf('--workers');
  const distAt = process.argv.indexOf('--dist');
  const rowsAt = process.argv.indexOf('--rows');
  const wanted = rowsAt >= 0 ? process.argv[rowsAt + 1]!.split(',') : [...ROWS];
  for (const name of wanted) if (!(ROWS as readonly string[]).includes(name)) throw new Error(`unknown row ${name}; rows are ${ROWS.join(', ')}`);
  const mixedWanted = !process.argv.includes('--no-mixed');
  const deadlineAt = process.argv.indexOf('--deadline-ms');
  const pinned = existsSync('/usr/bin/taskset') && !process.argv.includes('--unpinned');
  const extra = [
    ...(workersAt >= 0 ? ['--workers', process.argv[workersAt + 1]!] : []),
    ...(distAt >= 0 ? ['--dist', process.argv[distAt + 1]!] : []),
    ...(deadlineAt >= 0 ? ['--deadline-ms', process.argv[deadlineAt + 1]!] : []),
  ];
  const child = spawnServer(pinned, extra);
  const ready = await ask(child, '', 'ready');
  const base = `http://127.0.0.1:${ready.port}`;
  const demos = demoScenarios();
  const body = (game: keyof typeof demos) => [JSON.stringify(demos[game])];
  process.stdout.write(`load check: server on ${base}${pinned ? ' (pinned to core 0)' : ''}, ${connections} connections, ${duration} s per endpoint\n`);

  await measure(child, 'warm-up', `${base}/v1/resolve`, [...body('xwing'), ...body('armada'), ...body('ti4')], 2, connections);
  const before = (await ask(child, 'heap', 'heap')).heapUsed ?? 0;
  const rows: Measured[] = [];
  const run: Record<RowName, () => Promise<Measured>> = {
    health: () => measure(child, 'health (GET)', `${base}/health`, null, duration, connections),
    armada: () => measure(child, 'resolve armada', `${base}/v1/resolve`, body('armada'), duration, connections),
    xwing: () => measure(child, 'resolve xwing', `${base}/v1/resolve`, body('xwing'), duration, connections),
    ti4: () => measure(child, 'resolve ti4', `${base}/v1/resolve`, body('ti4'), duration, connections),
    plan: () => measure(child, 'plan xwing', `${base}/v1/plan`, body('xwing'), duration, connections),
    // Every request a text the server has not seen lately (1,000 texts in turn, shared by the connections): nothing it keeps from an earlier body helps.
    'armada-new': () => measure(child, 'resolve armada, new texts', `${base}/v1/resolve`, bodiesOf(body('armada')[0]!, 1000), duration, connections, true),
    'xwing-new': () => measure(child, 'resolve xwing, new texts', `${base}/v1/resolve`, bodiesOf(body('xwing')[0]!, 1000), duration, connections, true),
    'ti4-new': () => measure(child, 'resolve ti4, new texts', `${base}/v1/resolve`, bodiesOf(body('ti4')[0]!, 1000), duration, connections, true),
    // Every request a new scenario of the demo's shape (a ship nudged, a unit renamed; 1,000 in turn, shared by the connections), as a program searching options sends them.
    'armada-moved': () => measure(child, 'resolve armada, moved', `${base}/v1/resolve`, movedBodies('armada', demos.armada, 1000), duration, connections, true),
    'xwing-moved': () => measure(child, 'resolve xwing, moved', `${base}/v1/resolve`, movedBodies('xwing', demos.xwing, 1000), duration, connections, true),
    'ti4-moved': () => measure(child, 'resolve ti4, moved', `${base}/v1/resolve`, movedBodies('ti4', demos.ti4, 1000), duration, connections, true),
  };
  for (const name of wanted) rows.push(await run[name as RowName]());
  const after = (await ask(child, 'heap', 'heap')).heapUsed ?? 0;
  child.send('stop');

  let mixed: Mixed | undefined;
  if (mixedWanted) {
    const mixedChild = spawnServer(false, distAt >= 0 ? ['--dist', process.argv[distAt + 1]!] : []);
    const mixedReady = await ask(mixedChild, '', 'ready');
    const mixedBase = `http://127.0.0.1:${mixedReady.port}`;
    await measure(mixedChild, 'warm-up', `${mixedBase}/v1/resolve`, body('xwing'), 1, connections);
    mixed = await mixedRun(mixedChild, mixedBase, body('xwing')[0]!, duration, connections);
    mixedChild.send('stop');
  }

  const mib = (bytes: number) => bytes / 1024 / 1024;
  for (const r of rows) {
    process.stdout.write(`${r.name.startsWith('health') ? '    /' : 'POST /v1/'}${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ${r.requests} requests   errors ${r.errors}   non-2xx ${r.non2xx}   server on ${(r.coreShare * 100).toFixed(0)}% of a core (${r.perCore.toFixed(0)} req/s per whole core from CPU time, ${r.perCore > 0 ? (1e6 / r.perCore).toFixed(0) : '-'} µs of CPU each)${r.quickShare === undefined ? '' : `, ${(r.quickShare * 100).toFixed(0)}% on the event loop`}\n`);
  }
  const growth = mib(after - before);
  process.stdout.write(`server heap after GC (event loop thread): before ${mib(before).toFixed(1)} MiB, after ${mib(after).toFixed(1)} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB)\n`);
  if (mixed !== undefined) {
    const m = mixed.normal;
    process.stdout.write(`mixed run (unpinned, a worker per core): normal resolve xwing ${m.rps.toFixed(0)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms   ${m.requests} requests   errors ${m.errors}   non-2xx ${m.non2xx}\n`);
    process.stdout.write(`  with ${mixed.attacks} attacks interleaved (statuses ${Object.entries(mixed.statuses).map(([status, n]) => `${status}: ${n}`).join(', ')}); /health p99 ${mixed.healthP99.toFixed(0)} ms, slowest ${mixed.healthMax.toFixed(0)} ms\n`);
  }

  const problems: string[] = [];
  for (const r of rows) if (r.errors > 0 || r.non2xx > 0) problems.push(`${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  for (const r of rows.filter((row) => row.name.startsWith('resolve'))) {
    if (r.rps < RESOLVE_TARGET) problems.push(`${r.name}: ${r.rps.toFixed(0)} req/s, below the ${RESOLVE_TARGET} target`);
    if (!r.name.includes('new texts') && r.perCore < PER_CORE_TARGET) problems.push(`${r.name}: ${r.perCore.toFixed(0)} req/s per core from CPU time, below the ${PER_CORE_TARGET} target`);
  }
  if (growth > HEAP_GROWTH_LIMIT_MIB) problems.push(`the heap grew by ${growth.toFixed(1)} MiB`);
  if (mixed !== undefined && (mixed.normal.errors > 0 || mixed.normal.non2xx > 0)) problems.push(`mixed run: ${mixed.normal.errors} errors, ${mixed.normal.non2xx} non-2xx normal answers`);
  for (const problem of mixed?.unexpected.slice(0, 10) ?? []) problems.push(`mixed run: ${problem}`);
  if (rows.some((r) => r.coreShare < 0.8)) {
    process.stdout.write('note: the server got less than 80% of a core (the machine is busy): the measured rates are low; the per-core rates from CPU time show what one free core serves.\n');
  }
  process.stdout.write(problems.length === 0 ? 'load check: all targets met\n' : `load check: FAILED\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv.includes('--serve')) await runServer();
else await main();
