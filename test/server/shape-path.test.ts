import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { QuickTexts, SHAPE_STRIKES, shapeOf } from '../../src/server/quick.ts';
import { timedRunner } from './timed-runner.ts';

/**
 * Bodies not seen before, answered on the event loop because their shape ran there lately
 * (src/server/quick.ts, `shapeKeyOf`): the same answers, byte for byte, as the library gives,
 * for every example and for random hostile mutations of them; the limits, error texts and JSON
 * paths unchanged.
 */
const root = join(import.meta.dirname, '..', '..', 'examples');
const examples: { name: string; text: string }[] = [];
for (const game of ['armada', 'xwing', 'ti4']) {
  for (const name of readdirSync(join(root, game)).filter((file) => file.endsWith('.json')).sort()) {
    examples.push({ name: `${game}/${name}`, text: readFileSync(join(root, game, name), 'utf8') });
  }
}

/** A runner standing in for the pool: it counts the jobs and says each took 100 µs. */
const countingRunner = () => timedRunner(100);

const plain = createApp({ page: null });
const post = async (app: ReturnType<typeof createApp>, path: string, body: string) => {
  const response = await app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: response.status, text: await response.text() };
};

/** Every number of a JSON value moved by `by` (within the coordinate limits): the same shape, another body. */
function nudge(value: unknown, by: number): unknown {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 1000 ? value + by : value;
  if (Array.isArray(value)) return value.map((item) => nudge(item, by));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) Object.defineProperty(out, key, { value: nudge(item, by), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);
const hostile = fc.constantFrom<unknown>(
  1e308, -1e308, 5e-324, -0, 0, -1, 2 ** 53 + 1, 1e21, 0.1 + 0.2, 1e5 + 1, '', ' ', 'x'.repeat(300), '\u0000', '__proto__',
  'NaN', null, true, false, [], {}, [[[]]], deep(60), [1e308, -1e308], ['26', '26'],
);
type Mutation = { kind: 'set'; at: number; value: unknown } | { kind: 'delete'; at: number };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostile }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
);

/** Every container slot of the document, in a fixed order. */
function slots(document: unknown): { parent: Record<string, unknown> | unknown[]; key: string | number }[] {
  const out: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => { out.push({ parent: value, key: index }); walk(item); });
    else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) { out.push({ parent: value as Record<string, unknown>, key }); walk(item); }
  };
  walk(document);
  return out;
}

function mutate(text: string, mutations: readonly Mutation[]): unknown {
  const document = JSON.parse(text) as unknown;
  for (const change of mutations) {
    const all = slots(document);
    if (all.length === 0) break;
    const slot = all[change.at % all.length]!;
    if (change.kind === 'set') (slot.parent as Record<string | number, unknown>)[slot.key] = change.value;
    else if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
    else delete slot.parent[slot.key as string];
  }
  return document;
}

describe('new bodies answered by their shape', () => {
  test('every example, nudged: answered on the event loop by its shape, byte for byte as the library answers', async () => {
    const runner = countingRunner();
    const quick = new QuickTexts({ maxMicros: 1e9, handOffMicros: 1e9, maxShapeChars: 1e6, maxEntryChars: 1e6, maxChars: 1e8 });
    const app = createApp({ page: null, runner, quick });
    let byShape = 0;
    for (const { name, text } of examples) {
      const document = JSON.parse(text) as unknown;
      for (const op of ['resolve', 'render', 'measure'] as const) {
        const path = `/v1/${op}`;
        const body = (doc: unknown, indent?: number) => JSON.stringify(op === 'measure' ? { scenario: doc, from: 'a', to: 'b' } : doc, null, indent);
        await post(app, path, body(document));
        const before = { calls: runner.calls, shape: quick.answeredByShape };
        // Another text even where the example has no number (TI4): laid out with spaces.
        const next = body(nudge(document, 0.25), 1);
        const here = await post(app, path, next);
        expect(here, `${name} ${op}`).toEqual(await post(plain, path, next));
        expect(runner.calls, `${name} ${op}: not sent to the runner`).toBe(before.calls);
        expect(quick.answeredByShape).toBe(before.shape + 1);
        byShape += 1;
      }
    }
    expect(byShape).toBe(examples.length * 3);
  });

  test('random hostile mutations: a body of a shape seen before gets the answer a worker gives (status, errors, JSON paths)', async () => {
    const runner = countingRunner();
    const quick = new QuickTexts({ maxMicros: 1e9, handOffMicros: 1e9, maxShapeChars: 1e6, maxEntryChars: 1e6, maxChars: 1e8 });
    const app = createApp({ page: null, runner, quick });
    let byShape = 0;
    let refused = 0;
    await fc.assert(fc.asyncProperty(fc.nat({ max: examples.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.constantFrom('resolve', 'render'), async (which, mutations, op) => {
      const document = mutate(examples[which]!.text, mutations);
      // The shape is seen first with other numbers, then this body comes.
      await post(app, `/v1/${op}`, JSON.stringify(nudge(document, 0.5)));
      const text = JSON.stringify(document);
      const shapeBefore = quick.answeredByShape;
      const here = await post(app, `/v1/${op}`, text);
      const there = await post(plain, `/v1/${op}`, text);
      expect(here).toEqual(there);
      expect(here.status).toBeLessThan(500);
      if (quick.answeredByShape > shapeBefore) byShape += 1;
      if (here.status === 400) refused += 1;
    }), { numRuns: 150 });
    // Most bodies went by their shape, and many of them were refused there with the library's errors.
    expect(byShape).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(20);
  });

  test('limits: an over-long body of a known shape is refused before any engine work, an overflowing number gets its path, deep nesting is another shape', async () => {
    const runner = countingRunner();
    const quick = new QuickTexts({ maxMicros: 1e9, handOffMicros: 1e9 });
    const small = { page: null, maxBodyBytes: 2000 } as const;
    const app = createApp({ ...small, runner, quick });
    const reference = createApp(small);
    const text = examples.find((e) => e.name === 'xwing/clean-bank.json')!.text;
    const document = JSON.parse(text) as { ships: { pose: { x: number } }[] };
    expect((await post(app, '/v1/resolve', JSON.stringify(document))).status).toBe(200);
    expect(runner.calls).toBe(1);
    // Same shape, numbers written long: over the body limit, 413 as the library's server answers it.
    const long = JSON.stringify(document).replace(/"x":(\d+)/g, (_, digits: string) => `"x":${digits}.${'0'.repeat(1500)}1`);
    expect(shapeOf(long)).toBe(shapeOf(JSON.stringify(document)));
    const over = await post(app, '/v1/resolve', long);
    expect(over.status).toBe(413);
    expect(over).toEqual(await post(reference, '/v1/resolve', long));
    // A number too large for a double: the same shape, the schema's error at its path.
    const huge = JSON.stringify(document).replace(/"x":(\d+)/, '"x":1e999');
    const refused = await post(app, '/v1/resolve', huge);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('"path":"ships[0].pose.x"');
    expect(refused).toEqual(await post(reference, '/v1/resolve', huge));
    expect(quick.answeredByShape).toBe(1);
    expect(runner.calls).toBe(1);
    // Nested 6,000 deep where a number was: another shape, to the runner, refused with limits.depth.
    const nested = JSON.stringify(document).replace(/"x":(\d+)/, `"x":${'['.repeat(6000)}${']'.repeat(6000)}`);
    const deepAnswer = await post(createApp({ page: null, runner, quick }), '/v1/resolve', nested);
    expect(deepAnswer.status).toBe(400);
    expect(deepAnswer.text).toContain('limits.depth');
    expect(runner.calls).toBe(2);
  });

  test('a stream of new bodies keeps its shape known: their own texts are not kept, so they push out nothing', async () => {
    const runner = countingRunner();
    const quick = new QuickTexts({ maxMicros: 1e9, handOffMicros: 1e9, maxEntries: 8 });
    const app = createApp({ page: null, runner, quick });
    const text = examples.find((e) => e.name === 'armada/clean-yawed-course.json')!.text;
    const document = JSON.parse(text) as unknown;
    // A repeated text (a plan) and the stream's shape, each from one worker answer.
    expect((await post(app, '/v1/plan', text)).status).toBe(200);
    expect((await post(app, '/v1/resolve', text)).status).toBe(200);
    expect(runner.calls).toBe(2);
    const bodies = Array.from({ length: 40 }, (_, k) => JSON.stringify(nudge(document, k / 8)));
    // (Some of them are refused: a nudged speed is no whole number. They are answered by shape all the same.)
    for (const body of bodies) expect(await post(app, '/v1/resolve', body)).toEqual(await post(plain, '/v1/resolve', body));
    expect(runner.calls).toBe(2);
    expect(quick.answeredByShape).toBe(40);
    expect(quick.knows(quick.keyOf('resolve', {}, bodies[5]!)!)).toBe(false);
    // The plan's text is still known after 40 new bodies with room for 8.
    expect(quick.knows(quick.keyOf('plan', {}, text)!)).toBe(true);
  });

  test('a known text made forgotten by two slow runs is learnt as itself again when it comes back by its shape', async () => {
    const runner = countingRunner();
    const quick = new QuickTexts({ maxMicros: 1e9, handOffMicros: 1e9 });
    const app = createApp({ page: null, runner, quick });
    // A valid body no other test sends (the prepared worlds are the module's own): an example laid out with three spaces.
    const text = JSON.stringify(JSON.parse(examples.find((e) => e.name === 'xwing/clean-bank.json')!.text), null, 3);
    const key = quick.keyOf('resolve', {}, text)!;
    const expected = await post(plain, '/v1/resolve', text);
    // First from a worker, then on the event loop as a known text (its world kept at its second arrival).
    expect(await post(app, '/v1/resolve', text)).toEqual(expected);
    expect(await post(app, '/v1/resolve', text)).toEqual(expected);
    expect(runner.calls).toBe(1);
    expect(quick.knows(key)).toBe(true);
    // Two slow runs (a collection, a preemption): the text is forgotten, its shape is still known.
    quick.learn(key, 2e9);
    quick.learn(key, 2e9);
    expect(quick.knows(key)).toBe(false);
    const byShape = quick.answeredByShape;
    // It comes again: answered by its shape, and since its world was kept it is a repeat, learnt as itself.
    expect(await post(app, '/v1/resolve', text)).toEqual(expected);
    expect(quick.answeredByShape).toBe(byShape + 1);
    expect(runner.calls).toBe(1);
    expect(quick.knows(key)).toBe(true);
    // From then on the text's own run time decides, not its shape's.
    expect(await post(app, '/v1/resolve', text)).toEqual(expected);
    expect(quick.answeredByShape).toBe(byShape + 1);
  });

  test('bodies longer than maxShapeChars are never judged by their shape', () => {
    const quick = new QuickTexts({ maxMicros: 1000, maxShapeChars: 10 });
    expect(quick.shapeKeyOf('resolve', {}, '{"a":12345}')).toBeUndefined();
    expect(quick.shapeKeyOf('resolve', {}, '{"a":1234}')).toBeDefined();
    // The default: 4 Ki characters.
    expect(new QuickTexts().shapeKeyOf('resolve', {}, `{"a":"${'x'.repeat(4089)}"}`)).toBeUndefined();
    expect(new QuickTexts().shapeKeyOf('resolve', {}, `{"a":"${'x'.repeat(4088)}"}`)).toBeDefined();
  });

  test(`a shape is forgotten when slow ${SHAPE_STRIKES} times in a row, a text twice`, () => {
    const quick = new QuickTexts({ maxMicros: 1000 });
    const shape = quick.shapeKeyOf('resolve', {}, '{"a":1}')!;
    quick.learn(shape, 100, SHAPE_STRIKES);
    quick.learn(shape, 5000, SHAPE_STRIKES);
    quick.learn(shape, 5000, SHAPE_STRIKES);
    expect(quick.knows(shape)).toBe(true);
    quick.learn(shape, 200, SHAPE_STRIKES);
    quick.learn(shape, 5000, SHAPE_STRIKES);
    quick.learn(shape, 5000, SHAPE_STRIKES);
    quick.learn(shape, 5000, SHAPE_STRIKES);
    expect(quick.knows(shape)).toBe(false);
    const key = quick.keyOf('resolve', {}, '{"a":1}')!;
    quick.learn(key, 100);
    quick.learn(key, 5000);
    expect(quick.knows(key)).toBe(true);
    quick.learn(key, 5000);
    expect(quick.knows(key)).toBe(false);
  });
});
