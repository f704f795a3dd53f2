import { afterEach, describe, expect, test } from 'vitest';
import { WorkerPool } from '../../src/server/pool.ts';

/**
 * The worker pool with a stand-in worker that spins for a given time: deadlines, cancellation,
 * the bounded queue and replacement of lost workers. Assertions are on outcomes and counts, never
 * on elapsed time.
 */
interface SpinTask {
  readonly spinMs?: number;
  readonly value?: number;
  readonly crash?: 'throw' | 'exit' | 'memory';
}
interface SpinAnswer {
  readonly echo: number | null;
  readonly thread: number;
}

const workerUrl = new URL('./fixtures/spin-worker.mjs', import.meta.url);
const pools: WorkerPool<SpinTask, SpinAnswer>[] = [];

function pool(size: number, maxQueue = 16, maxHeapMb?: number, spare = false) {
  const made = new WorkerPool<SpinTask, SpinAnswer>({ size, maxQueue, workerUrl, spare, ...(maxHeapMb === undefined ? {} : { maxHeapMb }) });
  pools.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const within = (ms: number) => ({ deadlineAt: performance.now() + ms });

/** Waits for a condition, polling every 10 ms, at most 3,000 times. */
async function until(condition: () => boolean): Promise<void> {
  for (let k = 0; k < 3000 && !condition(); k += 1) await new Promise((done) => setTimeout(done, 10));
  expect(condition()).toBe(true);
}

describe('the worker pool', () => {
  test('runs jobs and answers each with its own result', async () => {
    const workers = pool(2);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, value) => workers.run({ value })));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, value) => ({ kind: 'done', answer: expect.objectContaining({ echo: value }) })));
    expect(workers.stats()).toMatchObject({ size: 2, running: 0, queued: 0, replaced: 0 });
  });

  test('a job past its deadline answers deadline; its worker is replaced and the next job is served', async () => {
    const workers = pool(1);
    const stuck = await workers.run({ spinMs: 60_000 }, within(100));
    expect(stuck).toEqual({ kind: 'deadline' });
    expect(workers.stats().replaced).toBe(1);
    expect(await workers.run({ value: 7 })).toEqual({ kind: 'done', answer: expect.objectContaining({ echo: 7 }) });
  });

  test('a job still queued at its deadline is dropped without touching the running one', async () => {
    const workers = pool(1);
    const running = workers.run({ spinMs: 400, value: 1 });
    const waiting = await workers.run({ value: 2 }, within(50));
    expect(waiting).toEqual({ kind: 'deadline' });
    expect(await running).toEqual({ kind: 'done', answer: expect.objectContaining({ echo: 1 }) });
    expect(workers.stats().replaced).toBe(0);
  });

  test('whenReady resolves once every worker has loaded, also after a replacement', async () => {
    const workers = pool(2);
    await workers.whenReady();
    expect(await workers.run({ spinMs: 60_000 }, within(50))).toEqual({ kind: 'deadline' });
    await workers.whenReady();
    expect(workers.stats()).toMatchObject({ running: 0, replaced: 1 });
  });

  test('with a spare, a stopped worker is replaced by a loaded one at once, and a new spare loads', async () => {
    const workers = pool(1, 4, undefined, true);
    await workers.whenReady();
    await until(() => workers.stats().spareReady);
    expect(await workers.run({ spinMs: 60_000 }, within(50))).toEqual({ kind: 'deadline' });
    expect(workers.stats()).toMatchObject({ replaced: 1, ready: 1, spareReady: false });
    expect(await workers.run({ value: 8 })).toMatchObject({ kind: 'done', answer: { echo: 8 } });
    await until(() => workers.stats().spareReady);
    expect(await workers.run({ crash: 'exit' })).toMatchObject({ kind: 'failed' });
    expect(workers.stats()).toMatchObject({ replaced: 2, ready: 1 });
    expect(await workers.run({ value: 9 })).toMatchObject({ kind: 'done', answer: { echo: 9 } });
  });

  test('a deadline already past answers at once', async () => {
    expect(await pool(1).run({ value: 1 }, { deadlineAt: performance.now() - 1 })).toEqual({ kind: 'deadline' });
  });

  test('runMs counts from when a worker takes the job, not from the queue', async () => {
    const workers = pool(1);
    const first = workers.run({ spinMs: 300, value: 1 }, { runMs: 5_000 });
    const second = workers.run({ value: 2 }, { runMs: 200 });
    expect(await first).toMatchObject({ kind: 'done' });
    expect(await second).toMatchObject({ kind: 'done', answer: { echo: 2 } });
  });

  test('cancelling a queued job drops it; cancelling a running one terminates and replaces its worker', async () => {
    const workers = pool(1);
    const running = new AbortController();
    const queued = new AbortController();
    const first = workers.run({ spinMs: 60_000 }, { signal: running.signal });
    const second = workers.run({ value: 2 }, { signal: queued.signal });
    expect(workers.stats()).toMatchObject({ running: 1, queued: 1 });
    queued.abort();
    expect(await second).toEqual({ kind: 'cancelled' });
    expect(workers.stats()).toMatchObject({ running: 1, queued: 0, replaced: 0 });
    running.abort();
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(workers.stats().replaced).toBe(1);
    expect(await workers.run({ value: 3 })).toMatchObject({ kind: 'done', answer: { echo: 3 } });
  });

  test('with a cancel grace, a cancelled job that finishes within it keeps its worker; one that does not is replaced after it', async () => {
    const workers = new WorkerPool<SpinTask, SpinAnswer>({ size: 1, workerUrl, cancelGraceMs: 400 });
    pools.push(workers);
    expect(await workers.run({ value: 0 })).toMatchObject({ kind: 'done' });
    const short = new AbortController();
    const first = workers.run({ spinMs: 50, value: 1 }, { signal: short.signal });
    short.abort();
    // The caller has its answer at once; the worker ends the job and takes the next one.
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(await workers.run({ value: 2 })).toMatchObject({ kind: 'done', answer: { echo: 2 } });
    expect(workers.stats().replaced).toBe(0);
    const long = new AbortController();
    const second = workers.run({ spinMs: 60_000 }, { signal: long.signal });
    long.abort();
    expect(await second).toEqual({ kind: 'cancelled' });
    expect(workers.stats()).toMatchObject({ running: 1, replaced: 0 });
    await until(() => workers.stats().replaced === 1);
    expect(await workers.run({ value: 3 })).toMatchObject({ kind: 'done', answer: { echo: 3 } });
  });

  test('an already aborted signal never starts the job', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await pool(1).run({ value: 1 }, { signal: controller.signal })).toEqual({ kind: 'cancelled' });
  });

  test('a full queue answers busy at once, and the queued jobs still run', async () => {
    const workers = pool(1, 2);
    const jobs = [workers.run({ spinMs: 200, value: 0 }), workers.run({ value: 1 }), workers.run({ value: 2 })];
    expect(await workers.run({ value: 3 })).toEqual({ kind: 'busy' });
    expect((await Promise.all(jobs)).map((answer) => answer.kind)).toEqual(['done', 'done', 'done']);
  });

  test.each(['throw', 'exit'] as const)('a worker that dies (%s) fails its job and is replaced', async (crash) => {
    const workers = pool(1);
    const answer = await workers.run({ crash });
    expect(answer).toMatchObject({ kind: 'failed', memory: false });
    expect(workers.stats().replaced).toBe(1);
    expect(await workers.run({ value: 5 })).toMatchObject({ kind: 'done', answer: { echo: 5 } });
  });

  test('a worker that runs out of its heap fails with memory: true and is replaced', async () => {
    const workers = pool(1, 4, 32);
    expect(await workers.run({ crash: 'memory' })).toMatchObject({ kind: 'failed', memory: true });
    expect(await workers.run({ value: 6 })).toMatchObject({ kind: 'done', answer: { echo: 6 } });
  });

  test('jobs spread over the workers: two spinning jobs run on two different threads', async () => {
    const workers = pool(2);
    const [a, b] = await Promise.all([workers.run({ spinMs: 150 }), workers.run({ spinMs: 150 })]);
    const threads = [a, b].map((answer) => (answer.kind === 'done' ? answer.answer.thread : -1));
    expect(new Set(threads).size).toBe(2);
  });

  test('closing cancels waiting and running jobs', async () => {
    const workers = pool(1);
    const running = workers.run({ spinMs: 60_000 });
    const waiting = workers.run({ value: 1 });
    await workers.close();
    expect(await running).toEqual({ kind: 'cancelled' });
    expect(await waiting).toEqual({ kind: 'cancelled' });
    expect(await workers.run({ value: 2 })).toEqual({ kind: 'cancelled' });
  });

  test('a worker script that cannot start makes the pool fail its jobs instead of restarting forever', async () => {
    const broken = new WorkerPool<SpinTask, SpinAnswer>({ size: 1, workerUrl: new URL('./fixtures/no-such-worker.mjs', import.meta.url) });
    pools.push(broken);
    let answer = await broken.run({ value: 1 }, within(5_000));
    for (let k = 0; k < 20 && answer.kind !== 'failed'; k += 1) answer = await broken.run({ value: 1 }, within(5_000));
    expect(answer).toMatchObject({ kind: 'failed' });
  });
});
