import { describe, expect, test } from 'vitest';
import type { CliIo } from './program.ts';
import { runCli } from './program.ts';

/** Runs the CLI in-process with files from a map. */
async function cli(argv: string[], files: Record<string, string> = {}, stdin = '') {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: () => stdin,
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return text;
    },
    writeFile: (path, text) => void (written[path] = text),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, written };
}

const badHeading = JSON.stringify({
  game: 'armada',
  ships: [{ id: 'vic', type: 'Victory II-class Star Destroyer', pose: { x: 600, y: 300, heading: 'abc' } }],
});

describe('the shipmove CLI (CONVENTIONS section 3)', () => {
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
  });

  test('--help works on every command and exits 0', async () => {
    for (const command of ['resolve', 'plan', 'render', 'validate', 'schema', 'serve']) {
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
