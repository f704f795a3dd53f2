import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A fixed set of worker threads running engine work off the event loop, with a bounded FIFO
 * queue, a deadline per job and cancellation. A job that passes its deadline, or whose caller
 * gives up while it runs, has its worker terminated (synchronous engine code cannot be
 * interrupted any other way) and a fresh worker started in its place.
 *
 * The worker script posts `{ ready: true }` once loaded, then answers `{ id, task }` messages with
 * `{ id, answer }` (src/server/worker.ts). A job's `runMs` starts when its worker is ready, so a
 * replacement worker's start-up is not charged to the job after it.
 */

export interface PoolOptions {
  /** Worker threads (default: the machine's available parallelism). */
  readonly size?: number;
  /** Jobs that may wait for a free worker; one more is answered `busy` (default 256). */
  readonly maxQueue?: number;
  /** The worker script (default: worker.js beside this module, or worker.ts through tsx when running from sources). */
  readonly workerUrl?: URL;
  /** Heap ceiling of each worker in MiB (default 512): a job that needs more fails instead of the process. */
  readonly maxHeapMb?: number;
  /** Young generation of each worker in MiB (default 96, see `DEFAULT_YOUNG_MB`). */
  readonly youngMb?: number;
  /**
   * Scheduling niceness of the worker threads relative to the process (Linux; default 0). The
   * server uses 10 so its event loop wins a core over engine work.
   */
  readonly nice?: number;
  /**
   * Keep one loaded worker in reserve (default false): a worker stopped at a deadline or lost is
   * replaced at once by the spare, and a new spare loads in the background, so the requests
   * after a stopped job do not wait for a worker to load.
   */
  readonly spare?: boolean;
  /**
   * Let each worker optimise its code and clear its young generation on its own thread (default
   * true; see `workOnOwnThread`). False leaves V8's defaults, for a pool smaller than the cores.
   */
  readonly ownThread?: boolean;
  /**
   * A running job whose caller gives up (the client left) may finish within this many
   * milliseconds, its answer dropped, before its worker is terminated and replaced (default 0:
   * at once). Starting a worker costs far more than a short job: it loads and prepares every
   * engine. A job past its deadline is stopped at once either way.
   */
  readonly cancelGraceMs?: number;
}

let ownThreadApplied = false;

/**
 * V8 gives every isolate background helpers: an optimising compiler thread and parallel
 * young-generation collection. A pool sized to the cores leaves no core idle for them, and engine
 * work keeps them busy: measured on the batch benchmark, a single worker used about 1.45 cores
 * (its own thread plus ~0.5 core of helpers that never settle: even after dozens of batches a long
 * tail of one-off deoptimisations keeps sending functions back to the optimising compiler), so two
 * workers on two cores contended with each other's helpers and ran no faster than one. With these
 * two flags a worker uses about one core and the pool scales with the cores (docs/api.md, "One
 * core per worker"). They are process-wide and apply
 * to isolates created after they are set (every worker), which is why they are set here before the
 * first worker starts. Only these two: they are read when a worker's isolate starts or at each
 * collection; V8's other concurrency flags (concurrent marking, sweeping) cannot change once the
 * process runs.
 */
export function workOnOwnThread(): void {
  if (ownThreadApplied) return;
  ownThreadApplied = true;
  setFlagsFromString('--no-concurrent-recompilation');
  setFlagsFromString('--no-parallel-scavenge');
}

export interface RunControl {
  /** `performance.now()` time by which the job must be done (queue wait included); none: no deadline. */
  readonly deadlineAt?: number;
  /** Milliseconds the job may run once a worker takes it (queue wait not counted); none: no limit. */
  readonly runMs?: number;
  /** Aborting cancels the job: dropped when waiting, its worker terminated and replaced when running. */
  readonly signal?: AbortSignal;
}

export type PoolAnswer<A> =
  | { readonly kind: 'done'; readonly answer: A }
  | { readonly kind: 'deadline' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'cancelled' }
  /** The worker died under the job (out of memory, a crash); `memory` says which. */
  | { readonly kind: 'failed'; readonly memory: boolean; readonly message: string };

/** What the routes need of a pool; the in-process runner (tests, the CLI) has the same shape. */
export interface Runner<T, A> {
  /** How many jobs run at once (batches keep about this many in flight). */
  readonly concurrency: number;
  run(task: T, control?: RunControl): Promise<PoolAnswer<A>>;
  close(): Promise<void>;
  /** Loaded workers waiting for a job (a runner without workers leaves it out). */
  idleWorkers?(): number;
}

export interface PoolStats {
  readonly size: number;
  readonly running: number;
  readonly queued: number;
  /** Workers terminated (deadline, cancellation) or lost (crash) and replaced so far. */
  readonly replaced: number;
  /** Workers in the pool's places that have loaded. */
  readonly ready: number;
  /** Whether a loaded spare waits in reserve. */
  readonly spareReady: boolean;
  /** The workers could not start (every job fails); see `WorkerPool.run`. */
  readonly broken: boolean;
}

interface Job<T, A> {
  readonly id: number;
  readonly task: T;
  readonly settle: (answer: PoolAnswer<A>) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  readonly runMs: number | undefined;
  slot: Slot<T, A> | undefined;
  detach: (() => void) | undefined;
  done: boolean;
}

/** One worker for its whole life: in the pool's places, or the spare. */
interface Slot<T, A> {
  readonly worker: Worker;
  job: Job<T, A> | undefined;
  /** The worker has loaded its modules and said so. */
  ready: boolean;
  /** Terminated or lost: its events are ignored from then on. */
  retired: boolean;
}

export const DEFAULT_MAX_QUEUE = 256;

/**
 * A worker's young generation, where V8 allocates new objects. A plan allocates a few MB of
 * outcome objects and answer text that die as soon as the answer is sent; with a young generation
 * of this size most die there, instead of being copied into the old generation by the next
 * scavenge and collected later at more cost (measured on the batch benchmark: see docs/api.md).
 */
export const DEFAULT_YOUNG_MB = 96;

/** The default worker script: compiled JavaScript beside this module, or the TypeScript source through tsx. */
function defaultWorker(): { url: URL; fromSource: boolean } {
  const fromSource = import.meta.url.endsWith('.ts');
  return { url: new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url), fromSource };
}

export class WorkerPool<T, A> implements Runner<T, A> {
  readonly concurrency: number;
  private readonly maxQueue: number;
  private readonly url: URL;
  private readonly fromSource: boolean;
  private readonly maxHeapMb: number;
  private readonly youngMb: number;
  private readonly nice: number;
  private readonly useSpare: boolean;
  private readonly cancelGraceMs: number;
  private readonly slots: Slot<T, A>[] = [];
  private spare: Slot<T, A> | undefined;
  private readonly queue: Job<T, A>[] = [];
  private nextId = 1;
  private replaced = 0;
  private closed = false;
  /** Workers lost before they were ready, in a row: a worker that cannot even start is not restarted forever. */
  private lostInARow = 0;
  private broken: string | undefined;
  private readyWaiters: (() => void)[] = [];

  constructor(options: PoolOptions = {}) {
    this.concurrency = Math.max(1, Math.floor(options.size ?? availableParallelism()));
    if (options.ownThread ?? true) workOnOwnThread();
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue ?? DEFAULT_MAX_QUEUE));
    const fallback = defaultWorker();
    this.url = options.workerUrl ?? fallback.url;
    this.fromSource = options.workerUrl === undefined ? fallback.fromSource : this.url.pathname.endsWith('.ts');
    this.maxHeapMb = options.maxHeapMb ?? 512;
    this.youngMb = options.youngMb ?? DEFAULT_YOUNG_MB;
    this.nice = options.nice ?? 0;
    this.useSpare = options.spare ?? false;
    this.cancelGraceMs = Math.max(0, options.cancelGraceMs ?? 0);
    for (let k = 0; k < this.concurrency; k += 1) this.slots.push(this.newSlot());
    if (this.useSpare) this.spare = this.newSlot();
  }

  /** Resolves once every worker has loaded (or the pool gave up starting them). */
  whenReady(): Promise<void> {
    if (this.allReady()) return Promise.resolve();
    return new Promise((done) => this.readyWaiters.push(done));
  }

  private allReady(): boolean {
    return this.closed || this.broken !== undefined || this.slots.every((slot) => slot.ready);
  }

  private wakeReadyWaiters(): void {
    if (!this.allReady()) return;
    for (const done of this.readyWaiters.splice(0)) done();
  }

  stats(): PoolStats {
    return {
      size: this.concurrency,
      running: this.slots.filter((slot) => slot.job !== undefined).length,
      queued: this.queue.length,
      replaced: this.replaced,
      ready: this.slots.filter((slot) => slot.ready).length,
      spareReady: this.spare?.ready ?? false,
      broken: this.broken !== undefined,
    };
  }

  idleWorkers(): number {
    let idle = 0;
    for (const slot of this.slots) if (slot.ready && slot.job === undefined) idle += 1;
    return idle;
  }

  run(task: T, control: RunControl = {}): Promise<PoolAnswer<A>> {
    return new Promise((settlePromise) => {
      if (this.closed || control.signal?.aborted === true) {
        settlePromise({ kind: 'cancelled' });
        return;
      }
      if (this.broken !== undefined) {
        settlePromise({ kind: 'failed', memory: false, message: this.broken });
        return;
      }
      const remaining = control.deadlineAt === undefined ? Infinity : control.deadlineAt - performance.now();
      if (remaining <= 0) {
        settlePromise({ kind: 'deadline' });
        return;
      }
      const free = this.slots.find((slot) => slot.job === undefined);
      if (free === undefined && this.queue.length >= this.maxQueue) {
        settlePromise({ kind: 'busy' });
        return;
      }
      const job: Job<T, A> = {
        id: this.nextId++,
        task,
        settle: settlePromise,
        timer: undefined,
        runMs: control.runMs,
        slot: undefined,
        detach: undefined,
        done: false,
      };
      if (Number.isFinite(remaining)) {
        job.timer = setTimeout(() => this.abandon(job, { kind: 'deadline' }), remaining);
      }
      const signal = control.signal;
      if (signal !== undefined) {
        const onAbort = () => this.abandon(job, { kind: 'cancelled' });
        signal.addEventListener('abort', onAbort, { once: true });
        job.detach = () => signal.removeEventListener('abort', onAbort);
      }
      if (free !== undefined) this.start(free, job);
      else this.queue.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeReadyWaiters();
    for (const job of this.queue.splice(0)) this.finish(job, { kind: 'cancelled' });
    const everyone = this.spare === undefined ? this.slots : [...this.slots, this.spare];
    const workers = everyone.map((slot) => {
      if (slot.job?.timer !== undefined) clearTimeout(slot.job.timer);
      if (slot.job !== undefined) this.finish(slot.job, { kind: 'cancelled' });
      slot.job = undefined;
      slot.retired = true;
      return slot.worker.terminate();
    });
    this.spare = undefined;
    await Promise.allSettled(workers);
  }

  /** A place for a new worker, which starts loading now. */
  private newSlot(): Slot<T, A> {
    const settings = { resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb, maxYoungGenerationSizeMb: this.youngMb }, workerData: { nice: this.nice } };
    const worker = this.fromSource
      ? new Worker(sourceBootstrap(this.url), { eval: true, ...settings })
      : new Worker(this.url, settings);
    const slot: Slot<T, A> = { worker, job: undefined, ready: false, retired: false };
    worker.on('message', (message: { id: number; answer: A } | { ready: true }) => {
      if (slot.retired) return;
      if ('ready' in message) {
        slot.ready = true;
        this.lostInARow = 0;
        if (slot.job !== undefined) this.startClock(slot.job);
        this.wakeReadyWaiters();
        return;
      }
      const job = slot.job;
      if (job === undefined || job.id !== message.id) return;
      slot.job = undefined;
      // A cancelled job finishing within its grace: its timer is the grace's (the caller has its answer).
      if (job.done && job.timer !== undefined) clearTimeout(job.timer);
      this.finish(job, { kind: 'done', answer: message.answer });
      this.next(slot);
    });
    worker.on('error', (error) => this.lost(slot, error));
    worker.on('exit', () => this.lost(slot, undefined));
    return slot;
  }

  /** A worker died (a crash, out of memory, an exit): its job fails and a fresh worker takes its place. */
  private lost(slot: Slot<T, A>, error: Error | undefined): void {
    if (slot.retired || this.closed) return;
    if (!slot.ready) this.lostInARow += 1;
    const giveUp = this.lostInARow > 3 * this.concurrency + 3;
    if (giveUp && this.broken === undefined) {
      this.broken = `the worker threads cannot start: ${error?.message ?? 'they exit at once'}`;
      for (const waiting of this.queue.splice(0)) this.finish(waiting, { kind: 'failed', memory: false, message: this.broken });
      this.wakeReadyWaiters();
    }
    if (this.spare === slot) {
      slot.retired = true;
      this.spare = giveUp ? undefined : this.newSlot();
      return;
    }
    const job = slot.job;
    slot.job = undefined;
    const fresh = giveUp ? slot : this.replace(slot);
    if (job !== undefined) {
      const memory = (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(job, { kind: 'failed', memory, message: error?.message ?? 'the worker stopped' });
    }
    if (!giveUp) this.next(fresh);
  }

  /**
   * Terminates the slot's worker (it may be stuck in engine code) and puts a fresh one in its
   * place: the spare when there is one (a new spare starts loading), else a new worker. Returns
   * the slot now in that place.
   */
  private replace(slot: Slot<T, A>): Slot<T, A> {
    this.replaced += 1;
    slot.retired = true;
    void slot.worker.terminate().catch(() => undefined);
    let fresh: Slot<T, A>;
    if (this.spare !== undefined) {
      fresh = this.spare;
      this.spare = this.newSlot();
    } else {
      fresh = this.newSlot();
    }
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots[at] = fresh;
    this.wakeReadyWaiters();
    return fresh;
  }

  private start(slot: Slot<T, A>, job: Job<T, A>): void {
    slot.job = job;
    job.slot = slot;
    if (slot.ready) this.startClock(job);
    slot.worker.postMessage({ id: job.id, task: job.task });
  }

  /** A job with `runMs` starts its clock once its worker is ready. */
  private startClock(job: Job<T, A>): void {
    if (job.runMs !== undefined && job.timer === undefined && !job.done) {
      job.timer = setTimeout(() => this.abandon(job, { kind: 'deadline' }), job.runMs);
    }
  }

  private next(slot: Slot<T, A>): void {
    if (this.closed || slot.retired || slot.job !== undefined) return;
    const job = this.queue.shift();
    if (job !== undefined) this.start(slot, job);
  }

  /** The deadline passed or the caller gave up: drop the job if waiting, stop its worker if running. */
  private abandon(job: Job<T, A>, answer: PoolAnswer<A>): void {
    if (job.done) return;
    const slot = job.slot;
    if (slot === undefined) {
      const at = this.queue.indexOf(job);
      if (at >= 0) this.queue.splice(at, 1);
      this.finish(job, answer);
      return;
    }
    if (slot.job === job) {
      if (answer.kind === 'cancelled' && this.cancelGraceMs > 0) {
        // The caller has its answer now; the worker keeps the job for the grace period, then is replaced if still on it.
        this.finish(job, answer);
        job.timer = setTimeout(() => {
          if (this.closed || slot.retired || slot.job !== job) return;
          slot.job = undefined;
          this.next(this.replace(slot));
        }, this.cancelGraceMs);
        return;
      }
      slot.job = undefined;
      const fresh = this.replace(slot);
      this.finish(job, answer);
      this.next(fresh);
    }
  }

  private finish(job: Job<T, A>, answer: PoolAnswer<A>): void {
    if (job.done) return;
    job.done = true;
    if (job.timer !== undefined) clearTimeout(job.timer);
    job.detach?.();
    job.settle(answer);
  }
}

/**
 * Running from TypeScript sources (the test runner, `tsx`): a worker cannot take tsx through
 * `execArgv` on every Node version, so a small CommonJS bootstrap registers tsx's loader inside
 * the worker and then imports the worker module.
 */
function sourceBootstrap(url: URL): string {
  // The ESM build of tsx's API (its CommonJS build cannot register the loader from an eval worker).
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exports = (require(manifest) as { exports: Record<string, { import?: { default?: string } }> }).exports;
  const api = pathToFileURL(join(dirname(manifest), exports['./esm/api']?.import?.default ?? 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
}

/** The machine's cores: the default pool size. */
export function defaultPoolSize(): number {
  return availableParallelism();
}
