import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { InputTooLarge } from './input.ts';
import { WriteFailed } from './program.ts';
import { cliInMemory } from '../../test/helpers/cli-in-memory.ts';

const cli = cliInMemory;

const badHeading = JSON.stringify({
  game: 'armada',
  ships: [{ id: 'vic', type: 'Victory II-class Star Destroyer', pose: { x: 600, y: 300, heading: 'abc' } }],
});

describe('the shipmove CLI (README, "The command line")', () => {
  test('schema armada prints a JSON Schema', async () => {
    const run = await cli(['schema', 'armada']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ type: 'object', properties: { game: { const: 'armada' } } });
  });

  test('schema with no game prints all three', async () => {
    const run = await cli(['schema']);
    expect(JSON.parse(run.stdout).oneOf).toHaveLength(3);
  });

  test('validate names the bad path and exits 1, with no stack trace', async () => {
    const run = await cli(['validate', 'bad.json'], { 'bad.json': badHeading });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^ships\[0\]\.pose\.heading: .* \[schema\]\n$/);
    expect(run.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  test('validate reads standard input with -', async () => {
    const run = await cli(['validate', '-'], {}, badHeading);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('ships[0].pose.heading');
  });

  test('malformed JSON exits 1 naming the document', async () => {
    const run = await cli(['resolve', 'x.json', '--json'], { 'x.json': '{"game":' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^\(document\): malformed JSON/);
  });

  test('a missing file exits 1 and says so', async () => {
    const run = await cli(['plan', 'nope.json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('cannot read "nope.json" (ENOENT)');
  });

  test('usage errors exit 2', async () => {
    expect((await cli(['bogus'])).code).toBe(2);
    expect((await cli(['validate'])).code).toBe(2);
    expect((await cli(['schema', 'chess'])).code).toBe(2);
    expect((await cli(['serve', '--port', 'abc'])).code).toBe(2);
    expect((await cli(['serve', '--workers', '0'])).code).toBe(2);
    expect((await cli(['serve', '--deadline-ms', 'soon'])).code).toBe(2);
    expect((await cli(['batch', 'x.jsonl', '--workers', '-1'])).code).toBe(2);
  });

  test('no arguments is a usage error: exit 2 with the usage on stderr', async () => {
    const run = await cli([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: shipmove');
    expect(run.stdout).toBe('');
  });

  test('--version prints a version and exits 0', async () => {
    const run = await cli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('an input over 1 MiB exits 1 with limits.size, from a file or from standard input', async () => {
    const tooLarge = await cli(['plan', 'big.json'], {}, '', { readFile: () => { throw new InputTooLarge(1024 * 1024); } });
    expect(tooLarge.code).toBe(1);
    expect(tooLarge.stderr).toMatch(/^\(document\): "big\.json" is larger than .* \[limits\.size\]\n$/);
    const stdin = await cli(['validate', '-'], {}, ' '.repeat(1024 * 1024 + 1));
    expect(stdin.code).toBe(1);
    expect(stdin.stderr).toContain('standard input is larger than');
  });

  test('render -o - writes to standard output', async () => {
    const run = await cli(['render', 'x.json', '-o', '-'], { 'x.json': JSON.stringify({ game: 'armada', ships: [] }) });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^<svg/);
    expect(run.written).toEqual({});
  });

  test('a file that cannot be written names the path, rule io', async () => {
    const run = await cli(['render', 'x.json', '-o', '/no/such/dir/x.svg'], { 'x.json': JSON.stringify({ game: 'armada', ships: [] }) });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('(document): cannot write "/no/such/dir/x.svg" (ENOENT) [io]\n');
  });

  test('a failed write to standard output ends with one line and exit 1', async () => {
    const run = await cli(['schema'], {}, '', { stdout: () => { throw new WriteFailed('ENOSPC'); } });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('shipmove: cannot write to standard output (ENOSPC)\n');
  });

  test('batch answers each line in order, in-process with --workers 0', async () => {
    const lines = [
      JSON.stringify({ op: 'render', scenario: { game: 'armada', ships: [] } }),
      '',
      JSON.stringify({ op: 'plan', scenario: { game: 'chess' } }),
      '{oops',
    ].join('\n');
    const run = await cli(['batch', 'b.jsonl', '--workers', '0'], { 'b.jsonl': lines });
    expect(run.code).toBe(1);
    const answers = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { ok: boolean; errors?: { rule: string }[] });
    expect(answers.map((answer) => answer.ok)).toEqual([true, false, false]);
    expect(answers[1]!.errors![0]!.rule).toBe('schema');
    expect(answers[2]!.errors![0]!.rule).toBe('json');
  });

  test('--help works on every command and exits 0', async () => {
    for (const command of ['resolve', 'plan', 'render', 'validate', 'batch', 'schema', 'serve']) {
      const run = await cli([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: shipmove ${command}`);
    }
  });
});

describe('exit codes for moves the rules forbid', () => {
  const illegal = JSON.stringify({
    game: 'ti4',
    map: '26 39 40 19 20 21',
    players: [{ id: 'red', faction: 'sol' }],
    units: [{ id: 'dd', player: 'red', type: 'dreadnought', system: '26' }],
    activeSystem: '20',
    moves: [{ unit: 'dd', path: ['26', '40', '19', '20'] }],
  });

  test('TI4: an illegal declared movement prints the outcome and exits 1 with each violation at its move', async () => {
    const run = await cli(['resolve', 'x.json', '--json'], { 'x.json': illegal });
    expect(run.code).toBe(1);
    const outcome = JSON.parse(run.stdout);
    expect(outcome.legal).toBe(false);
    expect(outcome.violations.length).toBeGreaterThan(0);
    expect(run.stderr).toMatch(/^moves\[0\]: .*\[ti4\.move\.path\]$/m);
  });

  test('render --plan draws the plan', async () => {
    const run = await cli(['render', 'x.json', '--plan', '-o', 'out.svg'], { 'x.json': illegal });
    expect(run.code).toBe(0);
    expect(run.written['out.svg']).toMatch(/^<svg/);
  });
});

describe('plan --limit', () => {
  const bank = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'xwing', 'clean-bank.json'), 'utf8');

  test('lists at most that many options and says what it cut', async () => {
    const run = await cli(['plan', 'x.json', '--json', '--limit', '3'], { 'x.json': bank });
    expect(run.code).toBe(0);
    const planned = JSON.parse(run.stdout) as { maneuvers: unknown[]; cut: { limit: number } };
    expect(planned.maneuvers).toHaveLength(3);
    expect(planned.cut.limit).toBe(3);
  });

  test('a limit that is not a positive whole number is a usage error', async () => {
    expect((await cli(['plan', 'x.json', '--limit', '0'], { 'x.json': bank })).code).toBe(2);
  });
});

describe('serve options', () => {
  test('--workers, --deadline-ms, --queue and --cors reach the server', async () => {
    let seen: unknown;
    const run = await cli(['serve', '--port', '0', '--workers', '3', '--deadline-ms', '900', '--queue', '5', '--cors', 'https://a.example', '--cors', 'https://b.example'], {}, '', {
      serve: (options) => {
        seen = options;
        return Promise.resolve();
      },
    });
    expect(run.code).toBe(0);
    expect(seen).toEqual({ port: 0, host: '127.0.0.1', workers: 3, deadlineMs: 900, maxQueue: 5, cors: ['https://a.example', 'https://b.example'] });
  });
});
