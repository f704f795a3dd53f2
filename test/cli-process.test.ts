import { spawn, spawnSync } from 'node:child_process';
import type { StdioOptions } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { heavyLegalPlan } from './server/hostile-corpus.ts';

/**
 * The CLI as a real process (README, "The command line"): exit codes, stdout/stderr, no stack traces.
 * Runs the built CLI (dist/cli/main.js, the `shipmove` bin); needs `npm run build`.
 */
const root = join(import.meta.dirname, '..');
const main = join(root, 'dist', 'cli', 'main.js');
const scratch = mkdtempSync(join(tmpdir(), 'shipmove-cli-'));
const example = (path: string) => join(root, 'examples', path);
const stackTrace = /\n\s+at .*:\d+:\d+/;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function shipmove(args: string[], options: { input?: string; stdout?: number; cwd?: string } = {}) {
  if (!existsSync(main)) throw new Error('dist/ is missing: run `npm run build` first');
  const stdio: StdioOptions = ['pipe', options.stdout ?? 'pipe', 'pipe'];
  const run = spawnSync(process.execPath, [main, ...args], { cwd: options.cwd ?? root, input: options.input ?? '', encoding: 'utf8', stdio, timeout: 60_000 });
  return { code: run.status, stdout: run.stdout ?? '', stderr: run.stderr ?? '' };
}

function oneLine(stderr: string): string {
  expect(stderr).not.toMatch(stackTrace);
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  return stderr;
}

describe('shipmove as a process', () => {
  test('schema armada prints a JSON Schema on stdout and exits 0', () => {
    const run = shipmove(['schema', 'armada']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ type: 'object', additionalProperties: false });
  });

  test('validate of a string heading exits 1 and names ships[0].pose.heading', () => {
    const scenario = {
      game: 'armada',
      ships: [{ id: 'vic', type: 'Victory II-class Star Destroyer', pose: { x: 600, y: 300, heading: 'abc' } }],
    };
    const run = shipmove(['validate', '-'], { input: JSON.stringify(scenario) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('ships[0].pose.heading');
    expect(run.stderr).not.toMatch(stackTrace);
    expect(run.stdout).toBe('');
  });

  test('a usage error exits 2', () => {
    expect(shipmove(['frobnicate']).code).toBe(2);
  });

  test('no arguments at all is a usage error: exit 2 with the usage on stderr', () => {
    const run = shipmove([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: shipmove');
    expect(run.stdout).toBe('');
  });

  test('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const run = shipmove(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(version);
  });
});

describe('write errors end with one line and exit 1', () => {
  test('a full disk (> /dev/full): ENOSPC', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const run = shipmove(['schema'], { stdout: full });
      expect(run.code).toBe(1);
      expect(oneLine(run.stderr)).toContain('ENOSPC');
    } finally {
      closeSync(full);
    }
  });

  test('standard output open only for reading: EBADF', () => {
    const readOnly = openSync('/dev/null', 'r');
    try {
      const run = shipmove(['schema'], { stdout: readOnly });
      expect(run.code).toBe(1);
      expect(oneLine(run.stderr)).toContain('EBADF');
    } finally {
      closeSync(readOnly);
    }
  });

  test('a reader that went away (closed pipe): EPIPE', async () => {
    const child = spawn(process.execPath, [main, 'schema'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', (exit) => done(exit)));
    expect(code).toBe(1);
    expect(oneLine(stderr)).toContain('EPIPE');
  });
});

describe('inputs and outputs', () => {
  test('resolve /dev/zero stops at the 1 MiB limit: exit 1, limits.size', () => {
    const run = shipmove(['resolve', '/dev/zero']);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toMatch(/"\/dev\/zero" is larger than .*1048576 bytes.*\[limits\.size\]/);
  });

  test('standard input over 1 MiB: exit 1, limits.size', () => {
    const run = shipmove(['validate', '-'], { input: ' '.repeat(1024 * 1024 + 1) });
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toContain('[limits.size]');
  });

  test('render -o - writes the SVG to standard output, not to a file named -', () => {
    const run = shipmove(['render', example('xwing/clean-bank.json'), '-o', '-'], { cwd: scratch });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^<svg/);
    expect(existsSync(join(scratch, '-'))).toBe(false);
  });

  test('render -o into a missing directory names the path, rule io', () => {
    const run = shipmove(['render', example('xwing/clean-bank.json'), '-o', '/no/such/dir/x.svg']);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toMatch(/"\/no\/such\/dir\/x\.svg".*ENOENT.*\[io\]/);
  });

  test('a missing input file names the path, rule io', () => {
    const run = shipmove(['plan', join(scratch, 'nope.json')]);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toMatch(/nope\.json.*ENOENT.*\[io\]/);
  });

  test('a directory as input names the path, rule io', () => {
    const run = shipmove(['plan', scratch]);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toMatch(/EISDIR.*\[io\]/);
  });

  test('--deadline-ms stops work that takes longer: exit 1, limits.deadline', () => {
    const file = join(scratch, 'heavy.json');
    writeFileSync(file, heavyLegalPlan());
    const run = shipmove(['plan', file, '--deadline-ms', '20']);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toContain('[limits.deadline]');
  });

  test('--deadline-ms with time to spare gives the same answer as without', () => {
    const plain = shipmove(['resolve', example('xwing/clean-bank.json'), '--json']);
    const timed = shipmove(['resolve', example('xwing/clean-bank.json'), '--json', '--deadline-ms', '30000']);
    expect(timed).toEqual(plain);
    expect(plain.code).toBe(0);
  });
});

describe('shipmove batch', () => {
  const scenario = (path: string) => JSON.parse(readFileSync(example(path), 'utf8')) as unknown;
  const lines = [
    { op: 'plan', scenario: scenario('xwing/clean-bank.json') },
    { op: 'resolve', scenario: { game: 'chess' } },
    { op: 'render', scenario: scenario('ti4/illegal-movement.json'), plan: true },
    { op: 'measure', scenario: scenario('xwing/clean-bank.json'), from: 'luke', to: 'luke' },
    { op: 'resolve', scenario: scenario('ti4/illegal-movement.json') },
  ].map((item) => JSON.stringify(item));

  test('answers each line in order, one line each, over worker threads; exit 1 when any item failed', () => {
    const file = join(scratch, 'batch.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n\n`);
    const run = shipmove(['batch', file, '--workers', '2']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const answers = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { ok: boolean; status?: number; errors?: { rule: string }[]; value?: unknown });
    expect(answers.map((answer) => answer.ok)).toEqual([true, false, true, false, true]);
    expect(answers[1]).toMatchObject({ status: 400, errors: [{ rule: 'schema' }] });
    expect(answers[3]).toMatchObject({ status: 400, errors: [{ rule: 'reference' }] });
    expect(answers[4]).toMatchObject({ value: { legal: false } });
  });

  test('the same answers from standard input, in-process (--workers 0), and exit 0 when all are ok', () => {
    const ok = [lines[0]!, lines[2]!, lines[4]!].join('\n');
    const pooled = shipmove(['batch', '-', '--workers', '2'], { input: ok });
    const inProcess = shipmove(['batch', '-', '--workers', '0'], { input: ok });
    expect(pooled.code).toBe(0);
    expect(pooled.stdout).toBe(inProcess.stdout);
    expect(pooled.stdout.trimEnd().split('\n')).toHaveLength(3);
  });

  test('a line over 1 MiB is that item\'s limits.size error; the others are answered', () => {
    const run = shipmove(['batch', '-'], { input: `${lines[0]!}\n${' '.repeat(1024 * 1024 + 10)}x\n${lines[0]!}\n` });
    const answers = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { ok: boolean; errors?: { rule: string }[] });
    expect(answers.map((answer) => answer.ok)).toEqual([true, false, true]);
    expect(answers[1]!.errors![0]!.rule).toBe('limits.size');
  });

  test('--deadline-ms answers a slow item 503 limits.deadline and goes on to the next line', () => {
    const run = shipmove(['batch', '-', '--workers', '1', '--deadline-ms', '20'], { input: `${JSON.stringify({ op: 'plan', scenario: JSON.parse(heavyLegalPlan()) })}\n${lines[0]!}\n` });
    const answers = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { ok: boolean; status?: number; errors?: { rule: string }[] });
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ ok: false, status: 503, errors: [{ rule: 'limits.deadline' }] });
    // The next line runs in a fresh worker; its first run may itself pass 20 ms on a busy machine.
    expect(answers[1]!.ok || answers[1]!.status === 503).toBe(true);
  });

  test('a missing batch file names the path, rule io', () => {
    const run = shipmove(['batch', join(scratch, 'none.jsonl')]);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toMatch(/none\.jsonl.*ENOENT.*\[io\]/);
  });
});
