import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boundsFor, inOrder } from '../../src/server/in-order.ts';

/** A job the test finishes by hand, so timing plays no part. */
function manual() {
  const jobs: { item: number; finished: boolean; finish: () => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  const start = (item: number) => new Promise<string>((done) => {
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    const job = { item, finished: false, finish: () => { if (job.finished) return; job.finished = true; running -= 1; done(`answer ${item}`); } };
    jobs.push(job);
  });
  return { jobs, start, maxRunning: () => maxRunning };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('inOrder: answers in input order, within both bounds', () => {
  test('a slow head of the line does not hold back later items (they run while it does)', async () => {
    const m = manual();
    const out: string[] = [];
    const reading = (async () => {
      for await (const answer of inOrder([0, 1, 2, 3, 4, 5, 6, 7], m.start, { running: 2, ahead: 6 })) out.push(answer);
    })();
    await settle();
    expect(m.jobs.map((j) => j.item)).toEqual([0, 1]);
    // Item 0 is slow: items 1..5 finish one after another on the other worker meanwhile.
    for (let k = 1; k <= 5; k++) {
      m.jobs.find((j) => j.item === k)!.finish();
      await settle();
    }
    expect(m.jobs.map((j) => j.item)).toEqual([0, 1, 2, 3, 4, 5]); // 6 answers ahead: no seventh starts
    expect(out).toEqual([]);
    m.jobs[0]!.finish();
    await settle();
    expect(out).toEqual(['answer 0', 'answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5']);
    // The rest: 6 and 7 start as room frees, and finish.
    while (out.length < 8) {
      for (const j of m.jobs) j.finish();
      await settle();
    }
    await reading;
    expect(out).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((k) => `answer ${k}`));
    expect(m.maxRunning()).toBeLessThanOrEqual(2);
  });

  test('an async source, and an empty one', async () => {
    async function* source() { for (let k = 0; k < 5; k++) yield k; }
    const out: number[] = [];
    for await (const v of inOrder(source(), async (k: number) => k * 10, { running: 2, ahead: 8 })) out.push(v);
    expect(out).toEqual([0, 10, 20, 30, 40]);
    const none: string[] = [];
    for await (const v of inOrder([], async (k: number) => `${k}`, boundsFor(2))) none.push(v);
    expect(none).toEqual([]);
  });

  test('answers held behind a slow head stop new jobs once they weigh the limit', async () => {
    const m = manual();
    const out: string[] = [];
    // 'answer k' weighs 8 characters: a limit of 20 lets three finished answers wait, not four.
    const reading = (async () => {
      for await (const answer of inOrder([0, 1, 2, 3, 4, 5, 6, 7], m.start, { running: 2, ahead: 100, held: { limit: 20, weigh: (a) => a.length } })) out.push(answer);
    })();
    await settle();
    for (let k = 1; k <= 3; k++) {
      m.jobs.find((j) => j.item === k)!.finish();
      await settle();
    }
    // Item 2 started when 1 finished (8 held) and 3 when 2 finished (16 held); with 1, 2 and 3
    // waiting (24 >= 20) nothing more starts, though only one job runs.
    expect(m.jobs.map((j) => j.item)).toEqual([0, 1, 2, 3]);
    expect(out).toEqual([]);
    // The head finishes: four answers go out, the weight drops to 0 and two new jobs start.
    m.jobs[0]!.finish();
    await settle();
    expect(out).toEqual(['answer 0', 'answer 1', 'answer 2', 'answer 3']);
    expect(m.jobs.map((j) => j.item)).toEqual([0, 1, 2, 3, 4, 5]);
    m.jobs[0]!.finish();
    while (out.length < 8) {
      for (const j of m.jobs) j.finish();
      await settle();
    }
    await reading;
    expect(out).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((k) => `answer ${k}`));
  });

  test('boundsFor: two running and 32 held per worker, and a character limit on what is held', () => {
    const bounds = boundsFor(3);
    expect(bounds.running).toBe(6);
    expect(bounds.ahead).toBe(96);
    expect(bounds.held?.limit).toBe(32 * 1024 * 1024);
    expect(bounds.held?.weigh('{"ok":true}')).toBe(11);
  });

  test('property: any finishing order gives the input order, never more than `running` unfinished nor `ahead` held', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 6 }), fc.infiniteStream(fc.nat()), async (count, running, extra, picks) => {
      const ahead = running + extra;
      const pending: { item: number; finish: () => void }[] = [];
      let unfinished = 0;
      let started = 0;
      let handed = 0;
      let worst = { unfinished: 0, held: 0 };
      const start = (item: number) => new Promise<number>((done) => {
        unfinished += 1;
        started += 1;
        worst = { unfinished: Math.max(worst.unfinished, unfinished), held: Math.max(worst.held, started - handed) };
        pending.push({ item, finish: () => { unfinished -= 1; done(item); } });
      });
      const out: number[] = [];
      const items = Array.from({ length: count }, (_, k) => k);
      const reading = (async () => { for await (const v of inOrder(items, start, { running, ahead })) { handed += 1; out.push(v); } })();
      const stream = picks[Symbol.iterator]();
      while (out.length < count) {
        await settle();
        if (pending.length > 0) pending.splice(stream.next().value! % pending.length, 1)[0]!.finish();
      }
      await reading;
      expect(out).toEqual(items);
      expect(worst.unfinished).toBeLessThanOrEqual(running);
      expect(worst.held).toBeLessThanOrEqual(ahead);
    }), { numRuns: 60 });
  });
});
