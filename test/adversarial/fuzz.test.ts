/**
 * Mutated examples (examples/<game>/*.json): one to three values anywhere in a scenario replaced
 * by something hostile (huge or tiny numbers, long strings, deep or long arrays, wrong types) or
 * removed, then sent through the library the way the CLI and the API send it (JSON text,
 * `parseJson`, then resolve / plan / render). Nothing may throw; every answer is an outcome or
 * at most 50 issues quoting at most ~100 characters; the same input gives the same answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Result } from '../../src/core/issue.ts';
import { MAX_ISSUES } from '../../src/core/issue.ts';
import { plan, render, resolve } from '../../src/engines.ts';
import { parseJson } from '../../src/schema/index.ts';

const examples = (['armada', 'xwing', 'ti4'] as const).flatMap((game) => {
  const folder = new URL(`../../examples/${game}/`, import.meta.url);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, folder), 'utf8')) as unknown);
});

type Path = (string | number)[];

/** Every path to a value in the document, found without recursion. */
function pathsOf(document: unknown): Path[] {
  const out: Path[] = [];
  const stack: { value: unknown; path: Path }[] = [{ value: document, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (path.length > 0) out.push(path);
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) stack.push({ value: v, path: [...path, k] });
  }
  return out;
}

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1e308, -1e308, 1e-308, 0, -0, -1, 2 ** 53, 1e21, 100_000, 100_001, 360, -720, null, true, '', [], {}),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -5, max: 10 }),
  fc.string({ maxLength: 20 }),
  fc.integer({ min: 90, max: 3000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 120 }).map((depth) => {
    let value: unknown = 0;
    for (let d = 0; d < depth; d++) value = [value];
    return value;
  }),
  fc.integer({ min: 0, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => i)),
);

type Mutation = { readonly pick: number; readonly value: unknown; readonly remove: boolean; readonly repeat: number };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  pick: fc.nat(),
  value: hostile,
  remove: fc.boolean(),
  repeat: fc.constantFrom(0, 0, 0, 2, 50, 300),
});

function mutate(example: unknown, mutations: readonly Mutation[]): unknown {
  const document = structuredClone(example);
  for (const m of mutations) {
    const paths = pathsOf(document);
    if (paths.length === 0) break;
    const path = paths[m.pick % paths.length]!;
    let parent = document as Record<string | number, unknown>;
    for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (m.repeat > 0 && Array.isArray(parent)) {
      // Many copies of one list entry (same ids too): long lists that drive work.
      parent.push(...Array.from({ length: m.repeat }, () => structuredClone(parent[last as number])));
    } else if (m.remove && !Array.isArray(parent)) delete parent[last];
    else parent[last] = m.value;
  }
  return document;
}

function answer(op: 'resolve' | 'plan' | 'render', text: string): string {
  const parsed = parseJson(text);
  let result: Result<unknown>;
  if (!parsed.ok) result = parsed;
  else if (op === 'resolve') result = resolve(parsed.value);
  else if (op === 'plan') result = plan(parsed.value, { limit: 200 });
  else result = render(parsed.value, {});
  if (!result.ok) {
    expect(result.issues.length).toBeGreaterThan(0);
    expect(result.issues.length).toBeLessThanOrEqual(MAX_ISSUES);
    for (const problem of result.issues) {
      expect(typeof problem.path).toBe('string');
      expect(problem.rule).toMatch(/^[a-z0-9.-]+$/);
      expect(problem.message.length).toBeLessThanOrEqual(1000);
      if (problem.received !== undefined) expect(problem.received.length).toBeLessThanOrEqual(101);
    }
  }
  return JSON.stringify(result);
}

test('mutated examples: no throw, bounded errors, the same answer twice', () => {
  fc.assert(
    fc.property(fc.nat({ max: examples.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.constantFrom('resolve', 'plan', 'render') as fc.Arbitrary<'resolve' | 'plan' | 'render'>, (which, mutations, op) => {
      const text = JSON.stringify(mutate(examples[which], mutations));
      expect(answer(op, text)).toBe(answer(op, text));
    }),
    { numRuns: 250 },
  );
}, 120_000);
