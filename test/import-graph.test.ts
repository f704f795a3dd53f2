import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The sources form no import cycle (type-only imports included): each layer and each game reads
 * like a tree, and a file can be understood from what it imports.
 */
const root = join(import.meta.dirname, '..');

function sources(): string[] {
  return readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((m) => normalize(join(dirname(file), m[1]!)));
}

test('no import cycles in src/', () => {
  const files = sources();
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(root, f)).join(' -> '));
      else if (state.get(next) === undefined) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  expect(files.length).toBeGreaterThan(100);
  expect(cycles).toEqual([]);
});

test('the engine registry and every adapter are typed without double casts (`as unknown as`)', () => {
  const roots = ['src', 'web/src'].map((dir) => join(root, dir));
  const offenders: string[] = [];
  for (const dir of roots) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
      const file = join(entry.parentPath, entry.name);
      if (readFileSync(file, 'utf8').includes('as unknown as')) offenders.push(relative(root, file));
    }
  }
  expect(offenders).toEqual([]);
});
