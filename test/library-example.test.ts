import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The README's library example runs as written. It imports the package by its own name; the
 * "source" export condition points that at src/ so the test never runs a stale build.
 */
test('examples/library.mjs runs and prints the three answers', () => {
  const root = join(import.meta.dirname, '..');
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(root, 'examples/library.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines[0]).toBe('x-wing: fully=false touching=backstabber effect=enemy y=293.80');
  expect(lines[1]).toMatch(/^armada: \d+ courses for cr90$/);
  expect(lines[2]).toBe('ti4: players[0].faction: unknown faction "creus"; did you mean "creuss"? [catalog]');
});
