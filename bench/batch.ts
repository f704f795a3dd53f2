/**
 * Batch benchmark (issue 10): the same batch of `plan` items (every example scenario, each a
 * `{ "op": "plan", "scenario" }` item as `POST /v1/batch` and `shipmove batch` take them) run
 * through the worker pool with one worker per core and with one worker, in the same process, so
 * the speedup is the pool's. Target: at least 1.7x on a 2-core machine. Both pools are started
 * and warmed before timing; an iteration is the whole batch (the examples three times over),
 * answered in order. The two pools take turns, one batch each, so a machine shared with other
 * work slows both alike; the row reports the median of each. The pools are made as the server
 * makes its pool (workers at nice 10, so the event loop that hands out the items gets a core
 * at once; V8's compiler and scavenger on each worker's own thread, src/server/pool.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { boundsFor, inOrder } from '../src/server/in-order.ts';
import { WorkerPool } from '../src/server/pool.ts';
import type { ItemAnswer, Task, TaskAnswer } from '../src/server/task.ts';
import { GAMES } from '../src/index.ts';
import type { BenchSuite } from './harness.ts';
import { row } from './harness.ts';

const TARGET = 1.7;
const ROUNDS = 9;
const WARMUP = 8;
const REPEAT = 3;

function planItems(): string[] {
  const root = join(import.meta.dirname, '..', 'examples');
  const items: string[] = [];
  for (const game of GAMES) {
    for (const name of readdirSync(join(root, game)).filter((file) => file.endsWith('.json')).sort()) {
      items.push(JSON.stringify({ op: 'plan', scenario: JSON.parse(readFileSync(join(root, game, name), 'utf8')) as unknown }));
    }
  }
  return Array.from({ length: REPEAT }, () => items).flat();
}

/** Runs the items as the batch route does (src/server/in-order.ts); resolves with the answer lines in order. */
async function runAll(pool: WorkerPool<Task, TaskAnswer>, items: readonly string[]): Promise<string[]> {
  const start = (text: string) => pool.run({ kind: 'item', text }).then((done) => (done.kind === 'done' ? (done.answer as ItemAnswer).line : `failed: ${done.kind}`));
  const lines: string[] = [];
  for await (const line of inOrder(items, start, boundsFor(pool.concurrency))) lines.push(line);
  return lines;
}

export const suite: BenchSuite = async () => {
  const workers = Math.max(2, availableParallelism());
  const items = planItems();
  const many = new WorkerPool<Task, TaskAnswer>({ size: workers, maxQueue: items.length, nice: 10 });
  const one = new WorkerPool<Task, TaskAnswer>({ size: 1, maxQueue: items.length, nice: 10 });
  try {
    const [manyLines, oneLines] = [await runAll(many, items), await runAll(one, items)];
    // Warm up: each worker is its own isolate and compiles the engines itself; V8 goes on
    // re-optimising for many batches (on the worker's own thread, src/server/pool.ts), so the
    // timed rounds start after several. `cores_used_by_1` shows what one worker takes (about 1).
    for (let round = 0; round < WARMUP; round += 1) {
      await runAll(many, items);
      await runAll(one, items);
    }
    const failed = manyLines.filter((line) => !line.startsWith('{"ok":true')).length;
    if (failed > 0 || manyLines.join('\n') !== oneLines.join('\n')) throw new Error(`batch plan: ${failed} items failed, or the pools disagree`);
    const times = { many: [] as number[], one: [] as number[] };
    const cpu = { many: 0, one: 0 };
    const wall = { many: 0, one: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, pool] of [['many', many], ['one', one]] as const) {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        await runAll(pool, items);
        const used = process.cpuUsage(cpuBefore);
        const elapsed = performance.now() - started;
        times[name].push(elapsed * 1e6);
        cpu[name] += (used.user + used.system) / 1000;
        wall[name] += elapsed;
      }
    }
    const timed = { many: median(times.many), one: median(times.one) };
    const speedup = timed.one / timed.many;
    // How many cores each pool actually got (process CPU time over wall time): on a machine busy
    // with other work the pool of N cannot get N cores, and the wall-clock speedup shows it.
    const coresMany = cpu.many / wall.many;
    const coresOne = cpu.one / wall.one;
    // Issue 25: plans per second through the batch route, the compact answers (the default) against
    // the full ones (`"detail": "full"`, what every plan answered before), the same pool taking turns.
    const fullItems = items.map((item) => `${item.slice(0, -1)},"detail":"full"}`);
    const fullLines = await runAll(many, fullItems);
    const answers = { compact: [] as number[], full: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, list] of [['compact', items], ['full', fullItems]] as const) {
        const started = performance.now();
        await runAll(many, list);
        answers[name].push((performance.now() - started) * 1e6);
      }
    }
    const perSecond = (ns: number) => Math.round(items.length / (ns / 1e9));
    const bytes = (lines: readonly string[]) => lines.reduce((n, line) => n + Buffer.byteLength(line), 0);
    const compactRow = row(`batch plans per second through /v1/batch (${items.length} example plans, compact answers, ${workers} workers)`, median(answers.compact), 'the same plans answered in full (detail "full")', median(answers.full), null, {
      plans_per_second: perSecond(median(answers.compact)),
      plans_per_second_full: perSecond(median(answers.full)),
      answer_bytes: bytes(manyLines),
      answer_bytes_full: bytes(fullLines),
    });
    return [row(`batch plan (${items.length} example plans), ${workers} workers vs 1 worker`, timed.many, '1 worker', timed.one, null, {
      target_speedup: TARGET,
      meets_target: speedup >= TARGET,
      cores: availableParallelism(),
      cores_used_by_n: Math.round(coresMany * 100) / 100,
      cores_used_by_1: Math.round(coresOne * 100) / 100,
      cpu_time_ratio: Math.round((cpu.many / cpu.one) * 100) / 100,
    }), compactRow];
  } finally {
    await Promise.all([many.close(), one.close()]);
  }
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
