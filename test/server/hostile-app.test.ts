import { afterAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { WorkerPool } from '../../src/server/pool.ts';
import type { Task, TaskAnswer } from '../../src/server/task.ts';
import { engineAttacks } from './hostile-corpus.ts';

/**
 * The hostile corpus against the app in-process (no socket), with a real worker pool from the
 * TypeScript sources and a short deadline: every attack is refused, stopped at the deadline or
 * answered, always as JSON with a clean status, and the app keeps answering afterwards.
 */
const pool = new WorkerPool<Task, TaskAnswer>({ size: 2 });
const app = createApp({ page: null, runner: pool, deadlineMs: 1500 });

afterAll(() => pool.close());

describe('the hostile corpus, in-process with a worker pool', () => {
  test.each(engineAttacks().map((attack) => [attack.name, attack] as const))('%s', async (_name, attack) => {
    // Workers started from the TypeScript sources take a while to load (tsx); the built ones do not.
    await pool.whenReady();
    const response = await app.request(attack.path, { method: 'POST', body: attack.body, headers: { 'content-type': attack.contentType ?? 'application/json' } });
    expect(attack.statuses).toContain(response.status);
    const text = await response.text();
    if (response.status !== 200) {
      const body = JSON.parse(text) as { errors: { path: string; rule: string; message: string }[] };
      expect(body.errors.length).toBeGreaterThan(0);
      if (response.status === 503) expect(body.errors[0]!.rule).toMatch(/^limits\./);
    }
    const health = await app.request('/health');
    expect(health.status).toBe(200);
  });
});
