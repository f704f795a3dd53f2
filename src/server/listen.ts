import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi, DEFAULT_DEADLINE_MS, DEFAULT_MAX_BODY_BYTES } from './app.ts';
import type { AppOptions } from './app.ts';
import { DEFAULT_ANSWER_BUDGET_BYTES, MemoryBudget } from './budget.ts';
import { guardServer } from './http-edges.ts';
import { ServerMetrics } from './metrics.ts';
import { DEFAULT_HAND_OFF_MICROS, DEFAULT_QUICK_MICROS } from './quick.ts';
import { DEFAULT_MAX_QUEUE, defaultPoolSize, WorkerPool } from './pool.ts';
import type { Runner } from './pool.ts';
import { findWebRoot, loadStaticFiles } from './static-files.ts';
import { preparedWorlds } from './task.ts';
import type { Task, TaskAnswer } from './task.ts';

export interface ServerOptions extends AppOptions {
  /** Worker threads for engine work (default: the machine's cores); 0 runs it in-process. Ignored with `library` or `runner`. */
  readonly workers?: number;
  /** Requests that may wait for a worker before the next is answered 503 `limits.busy` (default 256). */
  readonly maxQueue?: number;
  /** The worker script (default: worker.js beside the pool, or its TypeScript source). */
  readonly workerUrl?: URL;
  /** Time allowed for a request's headers (default: the deadline, at least 1,000 ms). */
  readonly headersTimeoutMs?: number;
  /** Answer bytes the process may hold in memory (default 256 MiB; docs/limits.md). Ignored with `answerBudget`. */
  readonly answerBudgetBytes?: number;
  /**
   * With the pool: a request whose exact text a worker answered lately within this many
   * microseconds is answered on the event loop (default 1,000; 0 sends everything to the workers):
   * while no worker is idle, or always when it took at most 50 µs or the process may use one core
   * only. See src/server/quick.ts.
   */
  readonly quickMicros?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The pool's size, or 0 when engine work runs in-process. */
  readonly workers: number;
  /** Stops at once: open connections are cut, running jobs cancelled. */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM): `/ready` answers 503, no new connection is accepted, idle ones
   * are closed and busy ones after their answer; what is in flight gets `graceMs` (default: the
   * deadline plus one second) to finish, then the remaining connections are cut and the workers stop.
   */
  drain(graceMs?: number): Promise<void>;
}

/**
 * A job whose client left may finish within this time before its worker is replaced: starting a
 * worker costs about a second of CPU (it loads every engine), far more than a short job.
 */
export const CANCEL_GRACE_MS = 100;

/** The port is taken: a clear message instead of an internal error. */
export class PortInUse extends Error {
  constructor(readonly port: number, readonly host: string) {
    super(`port ${port} on ${host} is already in use; choose another with --port N (0 picks a free one)`);
  }
}

/**
 * Starts the API and the page on `host:port` (port 0 picks a free port) and resolves once
 * listening (after the workers have loaded). Engine work runs in a worker pool unless a `library` or `runner` is injected or
 * `workers` is 0.
 */
export async function startServer(port: number, host: string, options: ServerOptions = {}): Promise<RunningServer> {
  const webRoot = options.page === undefined ? findWebRoot() : null;
  const page = options.page !== undefined ? options.page : webRoot === null ? null : loadStaticFiles(webRoot);
  const pooled = options.runner === undefined && options.library === undefined && options.workers !== 0;
  const pool = pooled
    ? new WorkerPool<Task, TaskAnswer>({
      size: options.workers ?? defaultPoolSize(),
      maxQueue: options.maxQueue ?? DEFAULT_MAX_QUEUE,
      nice: 10,
      spare: true,
      cancelGraceMs: CANCEL_GRACE_MS,
      ...(options.workerUrl === undefined ? {} : { workerUrl: options.workerUrl }),
    })
    : null;
  const runner: Runner<Task, TaskAnswer> | undefined = pool ?? options.runner;
  const answerBudget = options.answerBudget ?? new MemoryBudget(options.answerBudgetBytes ?? DEFAULT_ANSWER_BUDGET_BYTES);
  const metrics = options.metrics ?? new ServerMetrics({ budget: answerBudget, keptWorlds: () => preparedWorlds, ...(pool === null ? {} : { pool: () => pool.stats() }) });
  let draining = false;
  const state = (): 'starting' | 'ready' | 'draining' | 'failed' => {
    if (draining) return 'draining';
    if (pool === null) return 'ready';
    const stats = pool.stats();
    return stats.broken ? 'failed' : stats.ready === 0 ? 'starting' : 'ready';
  };
  // On a process limited to one core the workers share it with the event loop: handing a quick
  // text over gains no parallel time, so every quick text is answered on the event loop.
  const maxMicros = options.quickMicros ?? DEFAULT_QUICK_MICROS;
  const quick = pool === null || options.quick !== undefined ? options.quick : { maxMicros, handOffMicros: availableParallelism() <= 1 ? maxMicros : DEFAULT_HAND_OFF_MICROS };
  const { app, direct } = createApi({ ...options, page, answerBudget, metrics, state, ...(runner === undefined ? {} : { runner }), ...(quick === undefined ? {} : { quick }) });
  const viaApp = getRequestListener(app.fetch);
  // A plain engine call is served directly (`Api.direct`), everything else by the app.
  const listener = (request: IncomingMessage, response: ServerResponse): void => {
    if (!direct(request, response)) void viaApp(request, response);
  };
  const headersTimeoutMs = options.headersTimeoutMs ?? Math.max(1000, options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  // Node checks its header and request timeouts on this interval; the default (30 s) is too coarse.
  const server = createServer({ connectionsCheckingInterval: 250 }, listener);
  guardServer(server, listener, {
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    headersTimeoutMs,
    requestTimeoutMs: Math.max(headersTimeoutMs, 30_000),
    keepAliveTimeoutMs: 30_000,
  });
  // Listen once the workers have loaded, so the first requests do not wait for them.
  await pool?.whenReady();
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      void pool?.close();
      reject(error.code === 'EADDRINUSE' ? new PortInUse(port, host) : error);
    });
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${address.port}/`,
        port: address.port,
        workers: pool?.concurrency ?? 0,
        close: async () => {
          await new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          });
          await pool?.close();
        },
        drain: async (graceMs = (options.deadlineMs ?? DEFAULT_DEADLINE_MS) + 1000) => {
          draining = true;
          const closed = new Promise<void>((done) => server.close(() => done()));
          // Kept-alive connections between requests are closed now and as they fall idle (answers
          // say Connection: close meanwhile); past the grace period the rest are cut.
          server.closeIdleConnections();
          const idle = setInterval(() => server.closeIdleConnections(), 100);
          const cut = setTimeout(() => server.closeAllConnections(), graceMs);
          await closed;
          clearInterval(idle);
          clearTimeout(cut);
          await pool?.close();
        },
      });
    });
  });
}
