import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Each game folder's README maps its files to the concepts they hold. This keeps the map true:
 * every source file is named in it, and every file it names exists, so a rename or a new file
 * fails here until the README says where the concept went.
 */
const root = join(import.meta.dirname, '..');
const games = ['armada', 'xwing', 'ti4'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .sort();
}

describe.each(games)('src/%s/README.md', (game) => {
  const folder = join(root, 'src', game);
  const readme = readFileSync(join(folder, 'README.md'), 'utf8');
  const named = new Set([...readme.matchAll(/`([\w./-]+\.ts)`/g)].map((match) => match[1]!));

  test('names every source file of the folder', () => {
    expect(sourceFiles(folder).filter((file) => !named.has(file))).toEqual([]);
  });

  test('names only files that exist', () => {
    expect([...named].filter((file) => !existsSync(join(folder, file)) && !existsSync(join(root, file)))).toEqual([]);
  });
});
