import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engines } from '../../src/engines.ts';
import { deepFreeze, PreparedCache } from '../../src/server/prepared-cache.ts';
import type { Answer, Library, Task } from '../../src/server/task.ts';
import { preparedWorlds, registry, runTask } from '../../src/server/task.ts';

/** The registry without `prepareWorld`: every request parsed, checked and prepared from scratch. */
const fromScratch: Library = { resolve: registry.resolve, plan: registry.plan, render: registry.render, measure: registry.measure! };

const root = join(import.meta.dirname, '..', '..', 'examples');
const examples = ['armada', 'xwing', 'ti4'].flatMap((game) => readdirSync(join(root, game)).filter((name) => name.endsWith('.json')).map((name) => join(game, name)));

function run(task: Task, library: Library = registry): Answer {
  return runTask(task, library) as Answer;
}

describe('prepared worlds kept by body text', () => {
  it('answers every example exactly as from scratch, on the first request (kept) and on the next (from the cache)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(40);
    preparedWorlds.clear();
    for (const name of examples) {
      const text = readFileSync(join(root, name), 'utf8');
      for (const task of [
        { kind: 'operation', op: 'resolve', text },
        { kind: 'operation', op: 'plan', text, limit: 3 },
        { kind: 'operation', op: 'render', text },
      ] satisfies Task[]) {
        const expected = run(task, fromScratch);
        const first = run(task);
        const again = run(task);
        expect({ name, op: task.op, first }).toEqual({ name, op: task.op, first: expected });
        expect({ name, op: task.op, again }).toEqual({ name, op: task.op, again: expected });
      }
    }
    expect(preparedWorlds.hits).toBeGreaterThan(0);
  });

  it('answers batch items of every example as from scratch, first and again, kept apart from request bodies', () => {
    preparedWorlds.clear();
    for (const name of examples) {
      const scenario = readFileSync(join(root, name), 'utf8');
      for (const text of [`{"op":"resolve","scenario":${scenario}}`, `{"op":"plan","limit":2,"scenario":${scenario}}`]) {
        const expected = runTask({ kind: 'item', text }, fromScratch);
        expect({ name, text: text.slice(0, 30), first: runTask({ kind: 'item', text }) }).toEqual({ name, text: text.slice(0, 30), first: expected });
        // The second time the world is kept, the third it comes from the cache.
        for (const time of ['second', 'third']) {
          expect({ name, text: text.slice(0, 30), time, again: runTask({ kind: 'item', text }) }).toEqual({ name, text: text.slice(0, 30), time, again: expected });
        }
      }
    }
    expect(preparedWorlds.hits).toBeGreaterThan(0);
    // A bad scenario in an item: not kept, the same failure line.
    const bad = '{"op":"resolve","scenario":{"game":"armada","ships":7}}';
    expect(runTask({ kind: 'item', text: bad })).toEqual(runTask({ kind: 'item', text: bad }, fromScratch));
    expect(preparedWorlds.size).toBe(64); // the bound: 134 items were kept in turn
  });

  it('keeps failures out and answers them as from scratch (bad JSON, schema issues, a refused plan limit)', () => {
    preparedWorlds.clear();
    const xwing = readFileSync(join(root, 'xwing', examples.find((n) => n.startsWith('xwing'))!.slice('xwing/'.length)), 'utf8');
    const broken = xwing.replace('"xwing"', '"xwing", "extra": 1');
    for (const task of [
      { kind: 'operation', op: 'resolve', text: '{"game":' },
      { kind: 'operation', op: 'resolve', text: '{"game":"nope"}' },
      { kind: 'operation', op: 'resolve', text: broken },
      { kind: 'operation', op: 'plan', text: xwing, limit: 0 },
      { kind: 'operation', op: 'plan', text: broken, limit: 0 },
    ] satisfies Task[]) {
      expect(run(task)).toEqual(run(task, fromScratch));
      expect(run(task).status).toBe(400);
    }
    expect(preparedWorlds.size).toBe(0);
  });

  it('keeps the world frozen: an engine writing into it would throw instead of changing the next answer', () => {
    preparedWorlds.clear();
    const text = readFileSync(join(root, 'armada', 'clean-yawed-course.json'), 'utf8');
    expect(run({ kind: 'operation', op: 'resolve', text }).status).toBe(200);
    // Kept the second time its text comes.
    expect(preparedWorlds.peek(text)).toBeUndefined();
    expect(run({ kind: 'operation', op: 'resolve', text }).status).toBe(200);
    const kept = preparedWorlds.get(text)!;
    expect(Object.isFrozen(kept.world)).toBe(true);
    expect(Object.isFrozen(kept.world.scenario)).toBe(true);
    expect(() => {
      (kept.world.scenario as { game: string }).game = 'xwing';
    }).toThrow(TypeError);
    // The engine itself is shared code and is not frozen further than its definition.
    expect(Object.isFrozen(engines.armada.schema)).toBe(false);
  });
});

describe('PreparedCache', () => {
  it('drops the least recently used past its entry bound', () => {
    const cache = new PreparedCache<{ n: number }>({ maxEntries: 2 });
    cache.set('a', { n: 1 });
    cache.set('b', { n: 2 });
    expect(cache.get('a')?.n).toBe(1); // a is now the most recent
    cache.set('c', { n: 3 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.n).toBe(1);
    expect(cache.get('c')?.n).toBe(3);
    expect(cache.size).toBe(2);
    expect([cache.hits, cache.misses]).toEqual([3, 1]);
  });

  it('bounds the characters of its keys and never keeps a body longer than one entry may be', () => {
    const cache = new PreparedCache<object>({ maxEntries: 100, maxChars: 10, maxEntryChars: 6 });
    cache.set('1234567', {});
    expect(cache.size).toBe(0);
    expect(cache.fits('1234567')).toBe(false);
    cache.set('abcd', {});
    cache.set('efgh', {});
    expect(cache.heldChars).toBe(8);
    cache.set('ijkl', {});
    expect(cache.heldChars).toBe(8);
    expect(cache.get('abcd')).toBeUndefined();
    expect(cache.get('efgh')).toBeDefined();
  });

  it('freezes plain data deeply, through arrays, Maps, Sets and class instances, leaving the instances and typed arrays writable', () => {
    class Memo {
      body: number | null = null;
      constructor(readonly shape: { r: number }) {}
    }
    const inner = { x: 1 };
    const member = { y: 2 };
    const memo = new Memo({ r: 3 });
    const value = { list: [inner], map: new Map([['k', member]]), set: new Set([{ z: 3 }]), numbers: new Float64Array(2), memo };
    deepFreeze(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(inner)).toBe(true);
    expect(Object.isFrozen(member)).toBe(true);
    expect(Object.isFrozen([...value.set][0])).toBe(true);
    expect(Object.isFrozen(memo.shape)).toBe(true);
    memo.body = 9;
    expect(memo.body).toBe(9);
    value.numbers[0] = 5;
    expect(value.numbers[0]).toBe(5);
    expect(() => {
      (inner as { x: number }).x = 2;
    }).toThrow(TypeError);
  });
});
