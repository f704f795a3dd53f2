import { DEFAULT_DEADLINE_MS } from './app.ts';
import { PortInUse, startServer } from './listen.ts';
import type { ServerOptions } from './listen.ts';
import { DEFAULT_MAX_QUEUE } from './pool.ts';

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  /** Worker threads (default: the machine's cores). */
  readonly workers?: number;
  /** Per-request deadline in ms (default 2,500). */
  readonly deadlineMs?: number;
  /** Requests that may wait for a worker (default 256). */
  readonly maxQueue?: number;
  /** Origins allowed by CORS (none by default). */
  readonly cors?: readonly string[];
  /** Time a client may leave an answer unread before its connection is closed (default 10,000 ms). */
  readonly writeTimeoutMs?: number;
  /** Answer bytes held in memory at once, in MiB (default 256). */
  readonly answerBudgetMb?: number;
}

/**
 * Starts the planner page and the HTTP API (docs/api.md) and prints the address.
 * Port 0 picks a free port. A port in use is reported in one plain line (exit code 1).
 */
export async function serve(options: ServeOptions): Promise<void> {
  const server: ServerOptions = {
    ...(options.workers === undefined ? {} : { workers: options.workers }),
    ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
    ...(options.maxQueue === undefined ? {} : { maxQueue: options.maxQueue }),
    ...(options.cors === undefined ? {} : { cors: options.cors }),
    ...(options.writeTimeoutMs === undefined ? {} : { writeTimeoutMs: options.writeTimeoutMs }),
    ...(options.answerBudgetMb === undefined ? {} : { answerBudgetBytes: options.answerBudgetMb * 1024 * 1024 }),
  };
  try {
    const running = await startServer(options.port, options.host, server);
    // SIGTERM (and Ctrl-C): stop taking work, finish what is in flight within the deadline, exit 0.
    const stop = (signal: string) => {
      process.stdout.write(`shipmove: ${signal}: finishing the requests in flight, then stopping\n`);
      void running.drain().then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
    process.stdout.write(`shipmove planner: ${running.url}\n`);
    process.stdout.write(`engine work: ${running.workers} worker thread${running.workers === 1 ? '' : 's'}, deadline ${options.deadlineMs ?? DEFAULT_DEADLINE_MS} ms, queue ${options.maxQueue ?? DEFAULT_MAX_QUEUE}${options.cors === undefined || options.cors.length === 0 ? '' : `, CORS for ${options.cors.join(' ')}`}\n`);
  } catch (error) {
    if (!(error instanceof PortInUse)) throw error;
    process.stderr.write(`shipmove: ${error.message}\n`);
    process.exitCode = 1;
  }
}
