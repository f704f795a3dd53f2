import { inProcessRunner } from '../../src/server/in-process.ts';
import type { PoolAnswer, Runner } from '../../src/server/pool.ts';
import type { AnswerBytes, Task, TaskAnswer } from '../../src/server/task.ts';

/**
 * A runner standing in for the worker pool in the server's tests: it runs each job in this thread,
 * counts the jobs, and reports the worker time it is told to (`micros`) on every answer.
 */
export function timedRunner(micros: number): Runner<Task, TaskAnswer> & { calls: number } {
  const inner = inProcessRunner();
  const runner = {
    concurrency: 1,
    calls: 0,
    run: async (task: Task): Promise<PoolAnswer<TaskAnswer>> => {
      runner.calls += 1;
      const done = await inner.run(task);
      return done.kind === 'done' ? { kind: 'done', answer: { ...(done.answer as AnswerBytes), micros } } : done;
    },
    close: () => Promise.resolve(),
  };
  return runner;
}
