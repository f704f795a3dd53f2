import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

/**
 * The README's library example runs as written. It imports the package by its own name; here that
 * name is pointed at src/index.ts (run with tsx), so the test never runs a stale build. The
 * packed package itself is checked in package.test.ts.
 */
test('examples/library.mjs runs and prints the three answers', () => {
  const root = join(import.meta.dirname, '..');
  const dir = mkdtempSync(join(tmpdir(), 'shipmove-example-'));
  const source = readFileSync(join(root, 'examples/library.mjs'), 'utf8');
  expect(source).toContain("from 'shipmove';");
  const script = join(dir, 'library.mjs');
  writeFileSync(script, source.replace("from 'shipmove';", `from ${JSON.stringify(pathToFileURL(join(root, 'src/index.ts')).href)};`));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines[0]).toBe('x-wing: fully=false touching=backstabber effect=enemy y=293.80');
  expect(lines[1]).toMatch(/^armada: \d+ courses for cr90$/);
  expect(lines[2]).toBe('ti4: players[0].faction: unknown faction "creus"; did you mean "creuss"? [catalog]');
});
