import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';

/**
 * A fuzz of the API in-process (issue 10): every example scenario, mutated at a few random places
 * with hostile values (huge, tiny, non-finite-looking, wrong types, deep nesting, unknown keys,
 * removed keys), sent to each route twice. Never a 5xx, always JSON errors on a 4xx, and the same
 * answer both times.
 */
const app = createApp({ page: null });
const root = join(import.meta.dirname, '..', '..', 'examples');
const examples: unknown[] = [];
for (const game of ['armada', 'xwing', 'ti4']) {
  for (const name of readdirSync(join(root, game)).filter((file) => file.endsWith('.json')).sort()) {
    examples.push(JSON.parse(readFileSync(join(root, game, name), 'utf8')) as unknown);
  }
}

const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);
const hostile = fc.constantFrom<unknown>(
  1e308, -1e308, 5e-324, -0, 0, -1, 2 ** 53 + 1, 1e21, 0.1 + 0.2, '', ' ', 'x'.repeat(300), '\u0000', '\uD800', '__proto__',
  'NaN', 'Infinity', '1e308', null, true, false, [], {}, [[[]]], { a: { b: { c: {} } } }, deep(60), [1e308, -1e308], ['26', '26', '26'],
);

type Mutation = { kind: 'set'; at: number; value: unknown } | { kind: 'delete'; at: number } | { kind: 'add'; at: number; key: string; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostile }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: fc.constantFrom('extra', 'x', 'polygon', 'speed', 'owner', '__proto__', 'constructor'), value: hostile }),
);

/** Every container (object or array) and every key/index of the document, in a fixed order. */
function slots(document: unknown): { parent: Record<string, unknown> | unknown[]; key: string | number }[] {
  const out: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        out.push({ parent: value, key: index });
        walk(item);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        out.push({ parent: value as Record<string, unknown>, key });
        walk(item);
      }
    }
  };
  walk(document);
  return out;
}

function mutate(example: unknown, mutations: readonly Mutation[]): string {
  const document = JSON.parse(JSON.stringify(example)) as unknown;
  for (const change of mutations) {
    const all = slots(document);
    if (all.length === 0) break;
    const slot = all[change.at % all.length]!;
    if (change.kind === 'set') {
      (slot.parent as Record<string | number, unknown>)[slot.key] = change.value;
    } else if (change.kind === 'delete') {
      if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
      else delete slot.parent[slot.key as string];
    } else {
      const target = (slot.parent as Record<string | number, unknown>)[slot.key];
      if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
        Object.defineProperty(target, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return JSON.stringify(document);
}

async function answer(path: string, body: string): Promise<{ status: number; text: string }> {
  const response = await app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: response.status, text: await response.text() };
}

describe('fuzzed examples', () => {
  test.each(['/v1/resolve', '/v1/plan', '/v1/render'])('%s: no 5xx, JSON errors, the same answer twice', async (path) => {
    await fc.assert(fc.asyncProperty(fc.nat({ max: examples.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), async (which, mutations) => {
      const body = mutate(examples[which], mutations);
      const first = await answer(path, body);
      expect(first.status).toBeLessThan(500);
      if (first.status >= 400) expect((JSON.parse(first.text) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
      const second = await answer(path, body);
      expect(second).toEqual(first);
    }), { numRuns: 60 });
  });
});

describe('a case the fuzz found', () => {
  const bank = examples.find((example) => (example as { game: string }).game === 'xwing') as { ships: { pose: { heading: number } }[] };

  test('an X-Wing heading of 1e308 is refused with a 400 limits.coordinate (it once threw in the geometry: a 500)', async () => {
    const document = JSON.parse(JSON.stringify(bank)) as typeof bank;
    document.ships[0]!.pose.heading = 1e308;
    const response = await answer('/v1/resolve', JSON.stringify(document));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ errors: [{ path: 'ships[0].pose.heading', rule: 'limits.coordinate' }] });
  });
});
