import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/** The CLI as a real process (CONVENTIONS section 3): exit codes, stdout/stderr, no stack traces. */
const root = join(import.meta.dirname, '..');

function shipmove(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
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
    const run = shipmove(['validate', '-'], JSON.stringify(scenario));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('ships[0].pose.heading');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });

  test('a usage error exits 2', () => {
    expect(shipmove(['frobnicate']).code).toBe(2);
  });
});
