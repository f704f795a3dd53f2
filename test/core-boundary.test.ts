import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * STYLE "A pure core": geometry, schemas, rendering and the game engines import nothing from
 * Node or the DOM. tsconfig.core.json compiles them with no Node types and no DOM lib; this test
 * runs that compile and also scans the import specifiers, so a violation fails `npm test`.
 */
const root = join(import.meta.dirname, '..');
const coreFolders = ['core', 'geometry', 'schema', 'armada', 'xwing', 'ti4', 'render', 'import'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the browser-safe core', () => {
  test('imports only relative files and browser-safe packages', () => {
    const allowed = new Set(['zod', 'robust-predicates']);
    const offenders: string[] = [];
    for (const folder of coreFolders) {
      for (const file of sources(join(root, 'src', folder))) {
        // Comments (usage examples in doc comments) are not imports.
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
        for (const match of text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)) {
          const specifier = match[1] ?? match[2] ?? '';
          if (specifier.startsWith('.')) {
            if (specifier.includes('/cli/') || specifier.includes('/server/')) offenders.push(`${relative(root, file)}: ${specifier}`);
            continue;
          }
          if (!allowed.has(specifier)) offenders.push(`${relative(root, file)}: ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  test('compiles without Node types or the DOM (tsconfig.core.json)', () => {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.core.json'), '--noEmit'], { encoding: 'utf8', cwd: root });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });
});
