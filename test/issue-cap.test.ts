/**
 * One issue cap everywhere (docs/limits.md, "Error answers"): every list of issues or notes an
 * answer carries, from every entry point, holds at most 50 entries, the last saying how many more
 * (`limits.issues`); "did you mean" is computed for at most 20 names per request.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_ISSUES } from '../src/core/issue.ts';
import { HINTS_PER_REQUEST } from '../src/core/suggest.ts';
import { importList } from '../src/import/index.ts';
import { runTask } from '../src/server/task.ts';
import { cliInMemory } from './helpers/cli-in-memory.ts';

const example = (path: string) => JSON.parse(readFileSync(new URL(`../examples/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** Checks a capped list: exactly 50 entries, the last `limits.issues` saying how many more. */
function cappedAt(list: readonly { rule: string; message?: string; note?: string }[], more: number): void {
  expect(list).toHaveLength(MAX_ISSUES);
  const last = list[MAX_ISSUES - 1]!;
  expect(last.rule).toBe('limits.issues');
  expect(last.message ?? last.note).toContain(`${more.toLocaleString('en-US')} more`);
}

const typoLines = (n: number) => Array.from({ length: n }, (_, i) => `Victory II-class Star Destroyr ${i} (85)`).join('\n');

describe('imports', () => {
  test('armada-list: 3,000 unknown lines give 11 issues: the first 10 by line, the last counting the other 2,990', () => {
    const result = importList('armada-list', typoLines(3000));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(11);
    expect(result.issues[0]).toMatchObject({ path: 'line 1', rule: 'import.armada.line' });
    expect(result.issues[10]).toMatchObject({ rule: 'import.armada.line', message: '2990 more lines not read' });
  });

  test('armada-list: suggestions for at most 20 names per list', () => {
    const result = importList('armada-list', typoLines(40));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const hinted = result.issues.filter((i) => i.message.includes('did you mean'));
    expect(hinted.length).toBeGreaterThan(0);
    expect(hinted.length).toBeLessThanOrEqual(HINTS_PER_REQUEST);
  });

  test('armada-list: 1,000 upgrade lines give 50 notes, the last saying how many more', () => {
    const text = `Victory II-class Star Destroyer (85)\n${Array.from({ length: 1000 }, (_, i) => `• Upgrade ${i} (5)`).join('\n')}\n`;
    const result = importList('armada-list', text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The layout note, 1,000 upgrade notes and one deployment note.
    cappedAt(result.value.notes, 953);
  });

  test('ti4-map: 20,000 unknown tokens give 50 issues', () => {
    const result = importList('ti4-map', Array.from({ length: 20000 }, () => 'zz').join(' '), { seats: [{ faction: 'sol' }] });
    expect(result.ok).toBe(false);
    if (!result.ok) cappedAt(result.issues, 19951);
  });

  test('xws: 200 unknown pilots are refused with one limits.count issue; 60 unknown ones give 50 issues', () => {
    const squad = (n: number) => JSON.stringify({ faction: 'rebelalliance', pilots: Array.from({ length: n }, (_, i) => ({ id: `nobody${i}`, ship: `noship${i}` })) });
    const many = importList('xws', squad(200));
    expect(many).toMatchObject({ ok: false, issues: [{ rule: 'limits.count' }] });
    const result = importList('xws', squad(60));
    expect(result.ok).toBe(false);
    // Two issues per pilot (pilot id and ship id): 120, so 50 shown and 71 more.
    if (!result.ok) cappedAt(result.issues, 71);
  });
});

describe('server answers', () => {
  const errorsOf = (body: string) => (JSON.parse(body) as { errors: { rule: string; message: string }[] }).errors;

  test('POST /v1/measure with 10,000 unknown keys answers 50 errors', () => {
    const body: Record<string, unknown> = { scenario: example('xwing/clean-bank.json'), from: 'a', to: 'b' };
    for (let i = 0; i < 10000; i++) body[`k${i}`] = i;
    const answer = runTask({ kind: 'operation', op: 'measure', text: JSON.stringify(body) });
    expect('status' in answer && answer.status).toBe(400);
    if ('body' in answer) cappedAt(errorsOf(answer.body), 9951);
  });

  test('a batch item with 10,000 unknown keys answers 50 errors', () => {
    const item: Record<string, unknown> = { op: 'resolve', scenario: example('xwing/clean-bank.json') };
    for (let i = 0; i < 10000; i++) item[`k${i}`] = i;
    const answer = runTask({ kind: 'item', text: JSON.stringify(item) });
    expect('line' in answer).toBe(true);
    if ('line' in answer) {
      const parsed = JSON.parse(answer.line) as { ok: boolean; errors: { rule: string; message: string }[] };
      expect(parsed.ok).toBe(false);
      cappedAt(parsed.errors, 9951);
    }
  });

  test('POST /v1/import/armada-list with 3,000 unknown lines answers 11 errors, the last counting the rest', () => {
    const answer = runTask({ kind: 'import', format: 'armada-list', text: typoLines(3000), options: {} });
    expect('status' in answer && answer.status).toBe(400);
    if ('body' in answer) {
      const errors = errorsOf(answer.body);
      expect(errors).toHaveLength(11);
      expect(errors[10]!.message).toBe('2990 more lines not read');
    }
  });
});

describe('the command line', () => {
  test('import: 3,000 unknown lines print 11 lines on standard error, the last counting the rest', async () => {
    const run = await cliInMemory(['import', 'armada-list', '-'], {}, typoLines(3000));
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[10]).toContain('2990 more lines not read');
  });

  test('import: 20,000 unknown TI4 tokens print 50 lines on standard error, the last counting the rest', async () => {
    const run = await cliInMemory(['import', 'ti4-map', '-', '--seat', 'sol'], {}, Array.from({ length: 20000 }, () => 'zz').join(' '));
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(MAX_ISSUES);
    expect(lines[MAX_ISSUES - 1]).toMatch(/19,951 more issues not shown .*\[limits\.issues\]$/);
  });

  test('import: 1,000 skipped upgrades print 50 notes on standard error', async () => {
    const text = `Victory II-class Star Destroyer (85)\n${Array.from({ length: 1000 }, (_, i) => `• Upgrade ${i} (5)`).join('\n')}\n`;
    const run = await cliInMemory(['import', 'armada-list', '-'], {}, text);
    expect(run.code).toBe(0);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(MAX_ISSUES);
  });

  test('validate: a scenario with 10,000 unknown keys prints 50 lines', async () => {
    const scenario: Record<string, unknown> = example('xwing/clean-bank.json');
    for (let i = 0; i < 10000; i++) scenario[`k${i}`] = i;
    const run = await cliInMemory(['validate', '-'], {}, JSON.stringify(scenario));
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(MAX_ISSUES);
  });
});
