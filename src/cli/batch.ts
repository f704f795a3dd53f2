import { availableParallelism } from 'node:os';
import { inProcessRunner } from '../server/in-process.ts';
import type { PoolAnswer, Runner } from '../server/pool.ts';
import type { Task } from '../server/task.ts';
import { itemFailure } from '../server/task.ts';
import { boundsFor, inOrder } from '../server/in-order.ts';
import { MAX_INPUT_BYTES, readLines } from './input.ts';
import type { InputLine } from './input.ts';

/** One line of `shipmove batch`: the same item as in `POST /v1/batch`. */
export type BatchTask = Extract<Task, { kind: 'item' }>;

export interface BatchOptions {
  /** Worker threads (default: the machine's cores); 0 runs the items in-process, one after another. */
  readonly workers: number | undefined;
  /** Time each item may run once a worker takes it; none: no limit. */
  readonly deadlineMs: number | undefined;
  /** The worker pool of `size` threads: one that runs batch items (the CLI's runs whole commands too). */
  readonly pool: (size: number) => Runner<BatchTask, unknown> | Promise<Runner<BatchTask, unknown>>;
  /** Writes answer text (one line with its newline at a time). */
  readonly write: (text: string) => void;
  /** How to name the input in messages. */
  readonly source: string;
}

export interface BatchSummary {
  /** Items whose answer is not `ok`. */
  readonly items: number;
  /** The input stopped with this error code (the lines before it were answered). */
  readonly readError?: string;
}

/** A batch item's answer line (an item task always answers with one). */
function lineOf(answer: unknown): string {
  return typeof answer === 'object' && answer !== null && 'line' in answer && typeof answer.line === 'string'
    ? answer.line
    : itemFailure(500, [{ path: '', rule: 'internal', message: 'internal error: the worker gave no answer line' }]).line;
}

/**
 * `shipmove batch`: each line of the input is an item, answered in order, one line each, as soon
 * as it and every earlier item are done; about two items per worker run at once and a few more
 * answers wait behind a slow one (src/server/in-order.ts), so the input is read as fast as the
 * workers go and never all held in memory.
 */
export async function runBatch(chunks: AsyncIterable<Uint8Array | string>, options: BatchOptions): Promise<BatchSummary> {
  const size = options.workers ?? availableParallelism();
  const runner: Runner<BatchTask, unknown> = size === 0 ? inProcessRunner() : await options.pool(size);
  let failed = 0;
  let readError: string | undefined;
  const unfinished = (answer: Exclude<PoolAnswer<unknown>, { kind: 'done' }>): string => {
    if (answer.kind === 'deadline') return itemFailure(503, [{ path: '', rule: 'limits.deadline', message: `the item did not finish within the deadline of ${options.deadlineMs ?? 0} ms` }]).line;
    if (answer.kind === 'failed' && answer.memory) return itemFailure(503, [{ path: '', rule: 'limits.memory', message: 'the item needed more memory than a worker may use' }]).line;
    return itemFailure(500, [{ path: '', rule: 'internal', message: `internal error: ${answer.kind === 'failed' ? answer.message : answer.kind}` }]).line;
  };
  const start = (entry: InputLine): Promise<string> => {
    if ('tooLong' in entry) {
      const message = `line ${entry.line} of ${options.source} is longer than the limit of 1 MiB (${MAX_INPUT_BYTES} bytes)`;
      return Promise.resolve(itemFailure(400, [{ path: '', rule: 'limits.size', message }]).line);
    }
    return runner.run({ kind: 'item', text: entry.text }, options.deadlineMs === undefined ? {} : { runMs: options.deadlineMs })
      .then((done) => (done.kind === 'done' ? lineOf(done.answer) : unfinished(done)));
  };
  // A read error ends the input: the lines before it are still answered, in order.
  async function* lines(): AsyncGenerator<InputLine> {
    try {
      yield* readLines(chunks, MAX_INPUT_BYTES);
    } catch (error) {
      readError = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'unreadable';
    }
  }
  try {
    for await (const answer of inOrder(lines(), start, boundsFor(runner.concurrency))) {
      if (!answer.startsWith('{"ok":true')) failed += 1;
      options.write(`${answer}\n`);
    }
  } finally {
    await runner.close();
  }
  return readError === undefined ? { items: failed } : { items: failed, readError };
}
