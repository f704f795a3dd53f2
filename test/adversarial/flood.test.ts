/**
 * Untrusted text at the input limit, to every route's parser and every import format (docs/limits.md,
 * "Reading untrusted text"): 1 MiB of spaces, of garbage, one long line and many short lines. Each
 * answer must be clean (JSON, never a 500) and within a fixed WORK bound, counted, not timed: at
 * most 50 issues, an answer of at most 16 KB, and at most 20 "did you mean" look-ups per request.
 * (The load script reports the times; a pattern that backtracks shows up there, and here as a
 * test that does not finish.)
 */
import { describe, expect, test } from 'vitest';
import { MAX_ISSUES } from '../../src/core/issue.ts';
import { HINTS_PER_REQUEST, suggestWork } from '../../src/core/suggest.ts';
import { MAX_INPUT_BYTES } from '../../src/schema/limits.ts';
import { splitBatch } from '../../src/server/batch.ts';
import type { Answer, ItemAnswer, Task } from '../../src/server/task.ts';
import { runTask } from '../../src/server/task.ts';

/** Most bytes an error answer to any of these inputs may have: 50 issues of at most ~300 bytes. */
/** 50 issues, each a message of at most 1,000 characters with its path, rule and a quoted value of at most 100. */
const MAX_ERROR_BYTES = 64 * 1024;

/** Printable garbage without structure, the same every run. */
function garbage(length: number): string {
  let out = '';
  let seed = 20261126;
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ()[]{}:,."\'\\-*x=@#';
  while (out.length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += chars[seed % chars.length];
  }
  return out;
}

const size = MAX_INPUT_BYTES - 16;
const inputs: Record<string, string> = {
  'spaces': ' '.repeat(size),
  'garbage': garbage(size),
  'one long line': `Victory II-class Star Destroyer${' '.repeat(size / 2)}(${'9'.repeat(size / 4)}${' '.repeat(size / 4 - 64)}`,
  'many short lines': 'x (1)\n'.repeat(Math.floor(size / 6)),
  'many short tokens': 'zz '.repeat(Math.floor(size / 3)),
  'brackets': '(['.repeat(size / 2),
};

const routes: Record<string, (text: string) => Task> = {
  'POST /v1/resolve': (text) => ({ kind: 'operation', op: 'resolve', text }),
  'POST /v1/plan': (text) => ({ kind: 'operation', op: 'plan', text }),
  'POST /v1/render': (text) => ({ kind: 'operation', op: 'render', text }),
  'POST /v1/measure': (text) => ({ kind: 'operation', op: 'measure', text }),
  'a batch item': (text) => ({ kind: 'item', text }),
  'POST /v1/import/xws': (text) => ({ kind: 'import', format: 'xws', text, options: {} }),
  'POST /v1/import/armada-list': (text) => ({ kind: 'import', format: 'armada-list', text, options: {} }),
  'POST /v1/import/ti4-map': (text) => ({ kind: 'import', format: 'ti4-map', text, options: { seats: [{ faction: 'sol' }] } }),
};

describe.each(Object.keys(routes))('%s', (route) => {
  test.each(Object.keys(inputs))('%s: a clean answer within the work bound', (name) => {
    const text = inputs[name]!;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_INPUT_BYTES);
    const before = suggestWork.lookups;
    const answer = runTask(routes[route]!(text));
    expect(suggestWork.lookups - before).toBeLessThanOrEqual(HINTS_PER_REQUEST);
    const body = 'line' in answer ? (answer as ItemAnswer).line : (answer as Answer).body;
    if ('status' in answer) expect([200, 400]).toContain(answer.status);
    const parsed = JSON.parse(body) as { ok?: boolean; status?: number; errors?: { rule: string }[] };
    if (parsed.errors !== undefined) {
      expect(parsed.errors.length).toBeGreaterThan(0);
      expect(parsed.errors.length).toBeLessThanOrEqual(MAX_ISSUES);
      expect(parsed.errors.map((e) => e.rule)).not.toContain('internal');
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_ERROR_BYTES);
    } else {
      // Only an import of text can succeed here (1 MiB of short Armada lines is refused below).
      expect(route).toMatch(/import/);
    }
  });
});

describe('POST /v1/batch: the body is split without parsing', () => {
  test.each(Object.keys(inputs))('%s: at most one item per line, or one clean refusal', (name) => {
    const split = splitBatch(inputs[name]!, undefined);
    if (split.ok) expect(split.value.items.length).toBeLessThanOrEqual(1000);
    else expect(split.issues).toHaveLength(1);
  });
});

describe('the answers of the floods, exactly', () => {
  test('many short Armada lines: the first 10 refused by line, the last issue counting the rest', () => {
    const answer = runTask(routes['POST /v1/import/armada-list']!(inputs['many short lines']!)) as Answer;
    expect(answer.status).toBe(400);
    const errors = (JSON.parse(answer.body) as { errors: { rule: string; message: string }[] }).errors;
    expect(errors.length).toBeLessThanOrEqual(MAX_ISSUES);
    expect(errors).toHaveLength(11);
    expect(errors.at(-1)).toMatchObject({ rule: 'import.armada.line', message: `${Math.floor(size / 6) - 10} more lines not read` });
  });

  test('one long Armada line: one issue, any value quoted in at most 100 characters', () => {
    const answer = runTask(routes['POST /v1/import/armada-list']!(inputs['one long line']!)) as Answer;
    const errors = (JSON.parse(answer.body) as { errors: { path: string; received?: string }[] }).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.received?.length ?? 0).toBeLessThanOrEqual(100);
  });
});
