import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { inProcessRunner } from '../../src/server/in-process.ts';
import { QuickTexts, shapeOf } from '../../src/server/quick.ts';
import type { Task } from '../../src/server/task.ts';
import { timedRunner } from './timed-runner.ts';

/**
 * Requests answered on the event loop (src/server/quick.ts): only a text a worker answered lately
 * within the bound, with the same answer a worker gives. The runner (`timedRunner`) stands in for
 * the pool and reports the worker time it is told to.
 */
const example = (name: string) => readFileSync(join(import.meta.dirname, '..', '..', 'examples', name), 'utf8');
const post = (app: ReturnType<typeof createApp>, path: string, body: string) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('quick texts', () => {
  test('a text a worker answered within the bound is answered on the event loop next time, with the same answer', async () => {
    const runner = timedRunner(120);
    // The runs here on the event loop are timed for real: a bound no run reaches on a busy machine.
    const quick = new QuickTexts({ maxMicros: 1e9 });
    const app = createApp({ runner, quick });
    const text = example('armada/clean-yawed-course.json');
    const first = await post(app, '/v1/resolve', text);
    const second = await post(app, '/v1/resolve', text);
    const third = await post(app, '/v1/resolve', text);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const bodies = [await first.text(), await second.text(), await third.text()];
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    expect(runner.calls).toBe(1);
    expect(quick.answered).toBe(2);
    // Another operation or other options on the same body is another text.
    expect((await post(app, '/v1/plan?limit=2', text)).status).toBe(200);
    expect((await post(app, '/v1/plan?limit=3', text)).status).toBe(200);
    expect(runner.calls).toBe(3);
    // Bad input is quick too, and answered the same way.
    const bad = await post(app, '/v1/resolve', '{"game":"armada"');
    const badAgain = await post(app, '/v1/resolve', '{"game":"armada"');
    expect([bad.status, badAgain.status]).toEqual([400, 400]);
    expect(await badAgain.text()).toBe(await bad.text());
    expect(runner.calls).toBe(4);
  });

  test('work that took longer than the bound always goes to the workers', async () => {
    const runner = timedRunner(5000);
    const quick = new QuickTexts({ maxMicros: 4999 });
    const app = createApp({ runner, quick });
    const text = example('xwing/' + 'clean-bank.json');
    for (let k = 0; k < 3; k += 1) expect((await post(app, '/v1/resolve', text)).status).toBe(200);
    expect(runner.calls).toBe(3);
    expect(quick.answered).toBe(0);
  });

  test('a text that turns slow twice in a row is sent back to the workers', () => {
    const quick = new QuickTexts({ maxMicros: 1000 });
    const key = quick.keyOf('resolve', {}, '{}')!;
    expect(quick.isQuick(key)).toBe(false);
    quick.learn(key, 300);
    expect(quick.isQuick(key)).toBe(true);
    // One slow run may be the machine: the text stays quick; a run within the bound clears it.
    quick.learn(key, 1001);
    expect(quick.isQuick(key)).toBe(true);
    quick.learn(key, 280);
    quick.learn(key, 1001);
    expect(quick.isQuick(key)).toBe(true);
    // Slow twice in a row: back to the workers.
    quick.learn(key, 1500);
    expect(quick.isQuick(key)).toBe(false);
    quick.learn(key, 300);
    expect(quick.isQuick(key)).toBe(true);
    quick.learn(key, undefined);
    expect(quick.isQuick(key)).toBe(false);
  });

  test('work within the hand-off bound runs on the event loop even with a worker idle; longer work only with none idle', () => {
    const quick = new QuickTexts({ maxMicros: 1000, handOffMicros: 50 });
    const short = quick.keyOf('resolve', {}, '{"short":1}')!;
    const long = quick.keyOf('resolve', {}, '{"long":1}')!;
    expect(quick.runsHere(short, 0)).toBe(false);
    quick.learn(short, 30);
    quick.learn(long, 400);
    expect([quick.runsHere(short, 0), quick.runsHere(short, 1)]).toEqual([true, true]);
    expect([quick.runsHere(long, 0), quick.runsHere(long, 1)]).toEqual([true, false]);
    // The latest run counts: the first (cold) answer of a text is slow, the next ones short.
    quick.learn(long, 45);
    expect(quick.runsHere(long, 1)).toBe(true);
    quick.learn(short, 60);
    expect([quick.runsHere(short, 0), quick.runsHere(short, 1)]).toEqual([true, false]);
    // The hand-off bound never exceeds the quick bound.
    expect(new QuickTexts({ maxMicros: 20, handOffMicros: 50 }).handOffMicros).toBe(20);
  });

  test('with a worker idle, a short text goes to the event loop after one worker answer', async () => {
    const inner = timedRunner(20);
    let idle = 1;
    const runner = { ...inner, run: (task: Task) => inner.run(task), idleWorkers: () => idle };
    const quick = new QuickTexts({ maxMicros: 1e9, handOffMicros: 1e9 });
    const app = createApp({ runner, quick });
    const text = example('xwing/clean-bank.json');
    const answers = [];
    for (let k = 0; k < 3; k += 1) answers.push(await (await post(app, '/v1/resolve', text)).text());
    expect(inner.calls).toBe(1);
    expect(quick.answered).toBe(2);
    expect(new Set(answers).size).toBe(1);
    // Over the hand-off bound, the idle worker takes it.
    const slow = new QuickTexts({ maxMicros: 1e9, handOffMicros: 10 });
    const second = timedRunner(20);
    const withSlow = createApp({ runner: { ...second, run: (task: Task) => second.run(task), idleWorkers: () => idle }, quick: slow });
    for (let k = 0; k < 3; k += 1) expect((await post(withSlow, '/v1/resolve', text)).status).toBe(200);
    expect(second.calls).toBe(3);
    idle = 0;
    expect((await post(withSlow, '/v1/resolve', text)).status).toBe(200);
    expect(second.calls).toBe(3);
  });

  test('long bodies and a bound of 0 are never quick', () => {
    expect(new QuickTexts({ maxMicros: 1000, maxEntryChars: 10 }).keyOf('resolve', {}, 'x'.repeat(11))).toBeUndefined();
    expect(new QuickTexts({ maxMicros: 0 }).keyOf('resolve', {}, '{}')).toBeUndefined();
  });
});

/** A copy of an example's text with its first ship (or squadron, or unit) changed as a program's next question would change it. */
function nudged(name: string, change: (scenario: Record<string, unknown>) => void): string {
  const scenario = JSON.parse(example(name)) as Record<string, unknown>;
  change(scenario);
  return JSON.stringify(scenario);
}

const firstShip = (scenario: Record<string, unknown>) => (scenario['ships'] as { id: string; pose: { x: number; y: number; heading: number } }[])[0]!;

describe('new bodies judged by their shape', () => {
  test('the shape of a text: keys, nesting and literals kept, string values as their length, numbers as #, whitespace dropped', () => {
    expect(shapeOf('{"game":"armada","ships":[{"id":"cr90","pose":{"x":400,"y":-3.5e2,"heading":0}}],"flag":true,"none":null}'))
      .toBe('{"game":"6,"ships":[{"id":"4,"pose":{"x":#,"y":#,"heading":#}}],"flag":true,"none":null}');
    // Escapes stay inside their string; a key followed by spaces is still a key.
    expect(shapeOf(' { "a\\"b" : "x\\"y\\\\" ,\n\t"c" :[ 1 , "é" ] } ')).toBe('{"a\\"b":"6,"c":[#,"1]}');
    // Not JSON: a shape all the same (it decides where the work runs, never the answer).
    expect(shapeOf('{"unterminated')).toBe('{"12');
    expect(shapeOf('-')).toBe('#');
    expect(shapeOf('')).toBe('');
    // Two nudges of a ship and a renamed id: one shape; another count of pieces: another shape.
    const a = nudged('armada/clean-yawed-course.json', (s) => { firstShip(s).pose.x += 1.25; });
    const b = nudged('armada/clean-yawed-course.json', (s) => { firstShip(s).pose.heading = 17; firstShip(s).id = 'zz99'; });
    expect(a).not.toBe(b);
    expect(shapeOf(a)).toBe(shapeOf(b));
    expect(shapeOf(nudged('armada/clean-yawed-course.json', (s) => { (s['ships'] as unknown[]).push(firstShip(s)); }))).not.toBe(shapeOf(a));
  });

  test('a body not seen before whose shape a worker answered within the bound is answered on the event loop, with the answer a worker gives', async () => {
    const runner = timedRunner(120);
    const quick = new QuickTexts({ maxMicros: 1e9 });
    const app = createApp({ runner, quick });
    const plain = createApp({ runner: inProcessRunner() });
    const name = 'xwing/clean-bank.json';
    expect((await post(app, '/v1/resolve', example(name))).status).toBe(200);
    expect(runner.calls).toBe(1);
    for (const [k, text] of [
      nudged(name, (s) => { firstShip(s).pose.x += 0.01; }),
      nudged(name, (s) => { firstShip(s).pose.y -= 3; firstShip(s).pose.heading = 91; }),
      nudged(name, (s) => { firstShip(s).pose.x = 1e9; }),
    ].entries()) {
      const here = await post(app, '/v1/resolve', text);
      const there = await post(plain, '/v1/resolve', text);
      expect(here.status).toBe(there.status);
      expect(await here.text()).toBe(await there.text());
      expect(runner.calls).toBe(1);
      expect(quick.answeredByShape).toBe(k + 1);
    }
    // The refused one (a coordinate past the limits) is a 400 with its JSON path, as a worker answers it.
    const off = await post(app, '/v1/resolve', nudged(name, (s) => { firstShip(s).pose.x = 1e9; }));
    expect(off.status).toBe(400);
    expect(await off.text()).toContain('"path":"ships[0].pose.x"');
    // Another shape (one more obstacle) goes to the worker first.
    const more = nudged(name, (s) => { s['obstacles'] = [...((s['obstacles'] as unknown[] | undefined) ?? []), { id: 'rock2', type: 'asteroid', polygon: [[10, 10], [20, 10], [15, 20]] }]; });
    expect((await post(app, '/v1/resolve', more)).status).toBe(200);
    expect(runner.calls).toBe(2);
  });

  test('plans, and renders with every option drawn, are never judged by their shape; measure and plain renders are', () => {
    const quick = new QuickTexts({ maxMicros: 1000 });
    expect(quick.shapeKeyOf('plan', {}, '{}')).toBeUndefined();
    expect(quick.shapeKeyOf('plan', { limit: 3 }, '{}')).toBeUndefined();
    expect(quick.shapeKeyOf('render', { plan: true }, '{}')).toBeUndefined();
    expect(quick.shapeKeyOf('render', { plan: false }, '{"a":1}')).toBe(quick.shapeKeyOf('render', { plan: false }, '{"a":2}'));
    expect(quick.shapeKeyOf('measure', {}, '{"a":1}')).toBeDefined();
    expect(quick.shapeKeyOf('resolve', {}, '{"a":1}')).not.toBe(quick.shapeKeyOf('measure', {}, '{"a":1}'));
    // A shape key never equals a text key.
    expect(quick.shapeKeyOf('resolve', {}, '{"a":1}')).not.toBe(quick.keyOf('resolve', {}, '{"a":1}'));
    expect(new QuickTexts({ maxMicros: 1000, maxEntryChars: 5 }).shapeKeyOf('resolve', {}, '{"a":1}')).toBeUndefined();
    expect(new QuickTexts({ maxMicros: 0 }).shapeKeyOf('resolve', {}, '{}')).toBeUndefined();
  });

  test('a shape over the bound goes to the workers, and a text known on its own is judged by its own time', async () => {
    const runner = timedRunner(5000);
    const quick = new QuickTexts({ maxMicros: 4999 });
    const app = createApp({ runner, quick });
    const name = 'armada/clean-yawed-course.json';
    for (let k = 0; k < 3; k += 1) expect((await post(app, '/v1/resolve', nudged(name, (s) => { firstShip(s).pose.x += k; }))).status).toBe(200);
    expect(runner.calls).toBe(3);
    expect(quick.answeredByShape).toBe(0);
    // A text known on its own (300 µs, over the hand-off bound) is judged by its own time, not by its quicker shape:
    // with a worker idle, it goes to the worker.
    const idleRunner = timedRunner(300);
    const own = new QuickTexts({ maxMicros: 1000, handOffMicros: 50 });
    const withIdle = createApp({ runner: { ...idleRunner, run: (task: Task) => idleRunner.run(task), idleWorkers: () => 1 }, quick: own });
    const text = nudged(name, (s) => { firstShip(s).pose.x += 7; });
    own.learn(own.shapeKeyOf('resolve', {}, text)!, 10);
    own.learn(own.keyOf('resolve', {}, text)!, 300);
    expect(own.knows(own.keyOf('resolve', {}, text)!)).toBe(true);
    expect((await post(withIdle, '/v1/resolve', text)).status).toBe(200);
    expect(idleRunner.calls).toBe(1);
    expect(own.answered).toBe(0);
    // Another body of that shape is not known on its own: its shape's 10 µs lets it run here.
    expect((await post(withIdle, '/v1/resolve', nudged(name, (s) => { firstShip(s).pose.x += 8; }))).status).toBe(200);
    expect(idleRunner.calls).toBe(1);
    expect(own.answeredByShape).toBe(1);
  });
});
