import { describe, expect, test } from 'vitest';
import { answerStream, SLICE_BYTES } from '../../src/server/answer-stream.ts';
import { createApp } from '../../src/server/app.ts';
import { MemoryBudget } from '../../src/server/budget.ts';
import type { PoolAnswer, Runner } from '../../src/server/pool.ts';
import type { Task, TaskAnswer } from '../../src/server/task.ts';

/**
 * The answer memory budget, the answer stream and the batch answer bound (docs/limits.md,
 * "Service budgets"), in-process with a runner that answers fixed sizes, so the numbers are exact.
 */

/** A runner answering every operation with a JSON string of `size` bytes, every batch item with an ok line of about `size` bytes. */
function sizedRunner(size: number): Runner<Task, TaskAnswer> & { calls: number } {
  const runner = {
    concurrency: 1,
    calls: 0,
    run: (task: Task): Promise<PoolAnswer<TaskAnswer>> => {
      runner.calls += 1;
      const text = 'x'.repeat(size - 2);
      const answer: TaskAnswer = task.kind === 'item' ? { line: `{"ok":true,"value":"${'x'.repeat(size - 22)}"}` } : { status: 200, type: 'json', body: `"${text}"` };
      return Promise.resolve({ kind: 'done', answer });
    },
    close: () => Promise.resolve(),
  };
  return runner;
}

const post = (app: ReturnType<typeof createApp>, path: string, body: string, type = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': type } });

describe('the memory budget', () => {
  test('charges up to its limit, refuses beyond it and counts what it refused', () => {
    const budget = new MemoryBudget(1000);
    expect(budget.tryCharge(600)).toBe(true);
    expect(budget.tryCharge(401)).toBe(false);
    expect(budget.tryCharge(400)).toBe(true);
    expect(budget.held).toBe(1000);
    budget.release(600);
    expect(budget.held).toBe(400);
    budget.charge(900);
    expect(budget.held).toBe(1300);
    expect(budget.peak).toBe(1300);
    expect(budget.refused).toBe(1);
  });

  test('an answer held unread keeps its charge; the next one past the budget is 503 limits.busy; reading it releases the charge', async () => {
    const budget = new MemoryBudget(300_000);
    const app = createApp({ page: null, runner: sizedRunner(200_000), answerBudget: budget });
    const first = await post(app, '/v1/resolve', '{}');
    expect(first.status).toBe(200);
    expect(budget.held).toBe(200_000);
    const second = await post(app, '/v1/plan', '{}');
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('1');
    expect(await second.json()).toEqual({ errors: [{ path: '', rule: 'limits.busy', message: 'the server holds as many answers in memory as it may (300000 bytes); retry shortly' }] });
    const text = await first.text();
    expect(text.length).toBe(200_000);
    expect(budget.held).toBe(0);
    expect((await post(app, '/v1/plan', '{}')).status).toBe(200);
  });

  test('an answer of at most 64 KiB is sent at once, without a charge', async () => {
    const budget = new MemoryBudget(10);
    const app = createApp({ page: null, runner: sizedRunner(SLICE_BYTES), answerBudget: budget });
    const answer = await post(app, '/v1/resolve', '{}');
    expect(answer.status).toBe(200);
    expect((await answer.text()).length).toBe(SLICE_BYTES);
  });
});

describe('the answer stream', () => {
  test('hands a piece over in 64 KiB slices and releases its charge with the last one', async () => {
    const budget = new MemoryBudget(1 << 20);
    budget.charge(150_000);
    const bytes = new Uint8Array(150_000).fill(65);
    let ended = 0;
    const stream = answerStream([{ bytes, charged: 150_000 }][Symbol.iterator](), { budget, writeTimeoutMs: 1000, onEnd: () => void (ended += 1) });
    const reader = stream.getReader();
    const sizes: number[] = [];
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      sizes.push(next.value.byteLength);
      if (sizes.length < 3) expect(budget.held).toBe(150_000);
    }
    expect(sizes).toEqual([65_536, 65_536, 18_928]);
    expect(budget.held).toBe(0);
    expect(ended).toBe(1);
  });

  test('a cancelled stream releases the charge of the piece it was handing over', async () => {
    const budget = new MemoryBudget(1 << 20);
    budget.charge(200_000);
    const stream = answerStream([{ bytes: new Uint8Array(200_000), charged: 200_000 }][Symbol.iterator](), { budget, writeTimeoutMs: 1000 });
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(budget.held).toBe(0);
  });
});

describe('the batch answer bound', () => {
  const items = (count: number) => Array.from({ length: count }, () => '{"op":"resolve","scenario":{}}').join('\n');

  test('once a line would take the batch past its bound, that item and every later one is 413 limits.size, and the later ones are not run', async () => {
    const runner = sizedRunner(100_000);
    const app = createApp({ page: null, runner, maxBatchAnswerBytes: 250_000 });
    const answer = await post(app, '/v1/batch', items(10), 'application/x-ndjson');
    expect(answer.status).toBe(200);
    const lines = (await answer.text()).trimEnd().split('\n').map((line) => JSON.parse(line) as { ok: boolean; status?: number; errors?: { rule: string; message: string }[] });
    expect(lines).toHaveLength(10);
    expect(lines.map((line) => line.ok)).toEqual([true, true, false, false, false, false, false, false, false, false]);
    for (const line of lines.slice(2)) {
      expect(line.status).toBe(413);
      expect(line.errors).toEqual([{ path: '', rule: 'limits.size', message: "the batch's answer reached its limit of 250000 bytes; this item and the ones after it are not answered" }]);
    }
    // Items 0-2 were run (the third found the batch full); the in-order window may have started a
    // few more before that, but not all ten.
    expect(runner.calls).toBeLessThan(10);
  });

  test('a batch line the memory budget cannot hold is answered 503 limits.busy in its place', async () => {
    // Room for one line of 60 KB: two items run at once, the first is charged, the second does not fit.
    const budget = new MemoryBudget(170_000);
    budget.charge(100_000);
    const app = createApp({ page: null, runner: sizedRunner(60_000), answerBudget: budget });
    const answer = await post(app, '/v1/batch', items(3), 'application/x-ndjson');
    const lines = (await answer.text()).trimEnd().split('\n').map((line) => JSON.parse(line) as { ok: boolean; status?: number; errors?: { rule: string }[] });
    expect(lines).toHaveLength(3);
    expect(lines[0]!.ok).toBe(true);
    expect(lines[1]).toMatchObject({ ok: false, status: 503, errors: [{ rule: 'limits.busy' }] });
    expect(budget.held).toBe(100_000);
  });

  test('a batch whose reader leaves releases every line it held', async () => {
    const budget = new MemoryBudget(1 << 30);
    const app = createApp({ page: null, runner: sizedRunner(100_000), answerBudget: budget });
    const answer = await post(app, '/v1/batch', items(20), 'application/x-ndjson');
    const reader = answer.body!.getReader();
    await reader.read();
    expect(budget.held).toBeGreaterThan(0);
    await reader.cancel();
    // The lines still in flight are dropped as they arrive.
    await new Promise((done) => setTimeout(done, 50));
    expect(budget.held).toBe(0);
  });
});
