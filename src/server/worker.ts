import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { runCommand } from '../cli/commands.ts';
import type { CommandTask } from '../cli/commands.ts';
import { preparedWorlds, runTask } from './task.ts';
import type { Task } from './task.ts';

/**
 * A worker thread of the pool (src/server/pool.ts): runs one task at a time with the library's
 * engines and answers `{ id, answer }`: a route's or batch item's task (src/server/task.ts), or a
 * CLI command run with `--deadline-ms` (src/cli/commands.ts). Neither throws (an engine that
 * throws is an internal-error answer), so only a crash or a termination ends a worker.
 */

/**
 * The server's workers run at a lower scheduling priority than its event loop (Linux: the nice
 * value of this thread alone), so `/health`, static files and accepting connections get a core
 * first even while every worker computes. Best effort: elsewhere nothing changes.
 */
const nice = (workerData as { nice?: number } | null)?.nice ?? 0;
if (nice !== 0) {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(thread) && thread > 0) setPriority(thread, nice);
  } catch {
    // Not Linux, or not allowed: run at the process's priority.
  }
}

parentPort?.on('message', (message: { id: number; task: Task | CommandTask }) => {
  const task = message.task;
  const started = performance.now();
  const { hits, misses } = preparedWorlds;
  const ran = task.kind === 'command' ? runCommand(task) : runTask(task);
  // An operation's answer says how long it took here: the server answers such a text on its event loop next time when it was short (src/server/quick.ts).
  // Operations and batch items say how they used this worker's kept worlds (for /metrics).
  const worlds = [preparedWorlds.hits - hits, preparedWorlds.misses - misses] as const;
  const answer = task.kind === 'operation' && 'bytes' in ran
    ? { ...ran, micros: Math.round((performance.now() - started) * 1000), worlds }
    : task.kind === 'item' && 'lineBytes' in ran ? { ...ran, worlds } : ran;
  // Bytes are moved to the main thread, not copied (a task with `bytes: true`).
  const moved = 'bytes' in answer ? answer.bytes.buffer : 'lineBytes' in answer ? answer.lineBytes.buffer : undefined;
  parentPort?.postMessage({ id: message.id, answer }, moved instanceof ArrayBuffer ? [moved] : []);
});
// Every module is loaded: the pool may start the clocks of the jobs sent here.
parentPort?.postMessage({ ready: true });
