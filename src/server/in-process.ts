import type { PoolAnswer, RunControl, Runner } from './pool.ts';
import type { Library, Task, TaskAnswer } from './task.ts';
import { registry, runTask } from './task.ts';

/**
 * Runs tasks on the calling thread: for tests of the routes (with an injected Library) and for
 * callers that need no pool. Nothing can interrupt synchronous engine code here, so a deadline is
 * only checked before the work starts.
 */
export function inProcessRunner(library: Library = registry): Runner<Task, TaskAnswer> {
  return {
    concurrency: 1,
    run: (task: Task, control: RunControl = {}): Promise<PoolAnswer<TaskAnswer>> => {
      if (control.signal?.aborted === true) return Promise.resolve({ kind: 'cancelled' });
      if (control.deadlineAt !== undefined && performance.now() >= control.deadlineAt) return Promise.resolve({ kind: 'deadline' });
      return Promise.resolve({ kind: 'done', answer: runTask(task, library) });
    },
    close: () => Promise.resolve(),
  };
}
