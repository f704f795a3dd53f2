/**
 * The adversarial corpus (test/fixtures/adversarial): each attack from issue 10, expanded from its
 * compact description, run through the library as the CLI and the API run it (`parseJson` for
 * text, then resolve / plan / render). Each must end in a clean answer: an outcome, or issues
 * naming the path and the `limits.*` rule, at most 50 of them, quoting at most ~100 characters.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Issue, Result } from '../../src/core/issue.ts';
import { MAX_ISSUES } from '../../src/core/issue.ts';
import { plan, render, resolve } from '../../src/engines.ts';
import type { ImportOptions } from '../../src/import/index.ts';
import { parseJson } from '../../src/schema/index.ts';
import type { Answer, ItemAnswer, Task } from '../../src/server/task.ts';
import { runTask } from '../../src/server/task.ts';
import type { Attack } from './build.ts';
import { inputOf, loadAttack } from './build.ts';

const files = readdirSync(new URL('../fixtures/adversarial/', import.meta.url)).filter((f) => f.endsWith('.json')).sort();

function run(op: 'resolve' | 'plan' | 'render', document: unknown, limit?: number): Result<unknown> {
  if (op === 'resolve') return resolve(document);
  if (op === 'plan') return plan(document, limit === undefined ? {} : { limit });
  return render(document, {});
}

function bounded(issues: readonly Issue[]): void {
  expect(issues.length).toBeGreaterThan(0);
  expect(issues.length).toBeLessThanOrEqual(MAX_ISSUES);
  for (const problem of issues) {
    expect(problem.path.length).toBeLessThanOrEqual(1000);
    expect(problem.message.length).toBeLessThanOrEqual(1000);
    if (problem.received !== undefined) expect(problem.received.length).toBeLessThanOrEqual(101);
  }
}

test('the corpus has one file per attack class', () => {
  expect(files.length).toBeGreaterThanOrEqual(25);
});

describe.each(files)('%s', (file) => {
  const attack = loadAttack(file);
  const ops = attack.ops ?? ['resolve', 'plan', 'render'];

  test(attack.description, () => {
    if (attack.route !== undefined) return routeAttack(attack);
    const input = inputOf(attack);
    let document: unknown;
    if (input.kind === 'text') {
      const parsed = parseJson(input.text);
      if (!parsed.ok) {
        expect(attack.expect.ok).toBe(false);
        bounded(parsed.issues);
        if (attack.expect.rule !== undefined) expect(parsed.issues.map((i) => i.rule)).toContain(attack.expect.rule);
        if (attack.expect.path !== undefined) expect(parsed.issues.map((i) => i.path)).toContain(attack.expect.path);
        return;
      }
      document = parsed.value;
    } else {
      document = input.value;
    }
    for (const op of ops) {
      const first = run(op, document, attack.planLimit);
      // Deterministic: the same answer twice.
      expect(JSON.stringify(run(op, document, attack.planLimit))).toBe(JSON.stringify(first));
      expect(first.ok, `${op}: ${first.ok ? '' : JSON.stringify(first.issues.slice(0, 3))}`).toBe(attack.expect.ok);
      if (first.ok) {
        if (attack.expect.cut === true) expect((first.value as { cut?: unknown }).cut).toMatchObject({ limit: attack.planLimit });
        if (attack.expect.budget === true) expect((first.value as { budget?: unknown }).budget).toMatchObject({ rule: 'limits.plan' });
        if (attack.expect.illegal !== undefined) {
          const outcome = first.value as { legal?: boolean; violations?: { rule: string }[] };
          expect(outcome.legal).toBe(false);
          expect(outcome.violations?.map((v) => v.rule)).toContain(attack.expect.illegal);
        }
        continue;
      }
      bounded(first.issues);
      if (attack.expect.rule !== undefined) expect(first.issues.map((i) => i.rule)).toContain(attack.expect.rule);
      if (attack.expect.path !== undefined) expect(first.issues.map((i) => i.path)).toContain(attack.expect.path);
      if (attack.expect.capped === true) {
        expect(first.issues).toHaveLength(MAX_ISSUES);
        expect(first.issues[MAX_ISSUES - 1]!.rule).toBe('limits.issues');
      }
    }
  });
});

/** Default bound on a route's answer: the input limit (1 MiB) with room for the scenario an import writes. */
const MAX_ROUTE_BYTES = 2 * 1024 * 1024;

/**
 * A route's attack: the body through `runTask` as a worker runs it. Never a 500; the answer is
 * JSON (or the SVG asked for), its issues and notes capped at 50, its size bounded.
 */
function routeAttack(attack: Attack): void {
  const input = inputOf(attack);
  const text = input.kind === 'text' ? input.text : JSON.stringify(input.value);
  const route = attack.route!;
  const task: Task = route.kind === 'import'
    ? { kind: 'import', format: route.format, text, options: (route.options ?? {}) as ImportOptions }
    : route.kind === 'item'
      ? { kind: 'item', text }
      : { kind: 'operation', op: route.op, text, ...(route.limit === undefined ? {} : { limit: route.limit }), ...(route.plan === undefined ? {} : { plan: route.plan }) };
  const first = runTask(task);
  expect(JSON.stringify(runTask(task))).toBe(JSON.stringify(first));
  const body = 'line' in first ? (first as ItemAnswer).line : (first as Answer).body;
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(attack.expect.maxBytes ?? MAX_ROUTE_BYTES);
  if ('status' in first && first.type === 'svg') {
    expect(attack.expect.ok).toBe(true);
    expect(body.startsWith('<svg')).toBe(true);
    return;
  }
  const parsed = JSON.parse(body) as { ok?: boolean; status?: number; errors?: Issue[]; notes?: { rule: string }[] };
  const status = 'status' in first ? (first as Answer).status : parsed.ok === true ? 200 : parsed.status;
  expect(status).not.toBe(500);
  if (attack.expect.status !== undefined) expect(status).toBe(attack.expect.status);
  expect(status === 200, body.slice(0, 300)).toBe(attack.expect.ok);
  if (parsed.errors !== undefined) {
    bounded(parsed.errors);
    if (attack.expect.rule !== undefined) expect(parsed.errors.map((i) => i.rule)).toContain(attack.expect.rule);
    if (attack.expect.path !== undefined) expect(parsed.errors.map((i) => i.path)).toContain(attack.expect.path);
    if (attack.expect.capped === true) {
      expect(parsed.errors).toHaveLength(MAX_ISSUES);
      expect(parsed.errors[MAX_ISSUES - 1]!.rule).toBe('limits.issues');
    }
  }
  if (parsed.notes !== undefined) {
    expect(parsed.notes.length).toBeLessThanOrEqual(MAX_ISSUES);
    if (attack.expect.notesCapped === true) {
      expect(parsed.notes).toHaveLength(MAX_ISSUES);
      expect(parsed.notes[MAX_ISSUES - 1]!.rule).toBe('limits.issues');
    }
  }
}
