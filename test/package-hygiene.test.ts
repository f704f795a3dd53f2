import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Package hygiene: what `npm install shipmove` brings is what the library, the CLI and the server
 * need at run time and nothing more (the planner page's framework is bundled at build time), the
 * tarball carries its licence, and the API reference covers every entry point that is exported.
 */
const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string;
  files: string[];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  exports: Record<string, unknown>;
};

/** Every file the published JavaScript is compiled from: src/ without tests. */
function shippedSources(): string[] {
  return readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `zod` from `zod/mini`, `@hono/node-server` from `@hono/node-server/serve-static`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function importedPackages(): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  const builtins = new Set(builtinModules);
  for (const file of shippedSources()) {
    // Block comments and whole-line comments out: doc comments show imports a user would write.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = packageName(specifier);
      byPackage.set(name, [...(byPackage.get(name) ?? []), relative(root, file)]);
    }
  }
  return byPackage;
}

/** `src/{a,b}/index.ts` -> `src/a/index.ts`, `src/b/index.ts` (the one glob form typedoc.json uses). */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!.split(',').flatMap((choice) => expandBraces(pattern.replace(match[0], choice)));
}

describe('runtime dependencies', () => {
  const imported = importedPackages();

  test('every package the shipped code imports is a runtime dependency', () => {
    const missing = [...imported].filter(([name]) => !(name in pkg.dependencies)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  test('every runtime dependency is imported by the shipped code', () => {
    expect(Object.keys(pkg.dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });

  test('the planner page framework is a build-time dependency only', () => {
    expect(pkg.dependencies).not.toHaveProperty('preact');
    expect(pkg.devDependencies).toHaveProperty('preact');
  });

  test('versions are exact, so a clean install is the one that was tested', () => {
    const ranged = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version));
    expect(ranged).toEqual([]);
  });
});

describe('the published tarball', () => {
  test('carries the MIT licence and the changelog', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} shipmove contributors\n/);
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toMatch(/^# Changelog\n/);
    // --ignore-scripts: list the files without running `prepare` (the build).
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const listing = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as [{ files: { path: string }[] }];
    const paths = listing[0].files.map((file) => file.path);
    expect(paths).toContain('LICENSE');
    expect(paths).toContain('CHANGELOG.md');
    expect(paths.filter((path) => path.startsWith('src/') || path.startsWith('test/'))).toEqual([]);
  });
});

describe('the API reference (npm run docs)', () => {
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[]; out: string };
  const entryPoints = config.entryPoints.flatMap(expandBraces);

  test('documents every exported entry point', () => {
    const sources: string[] = [];
    const visit = (target: unknown): void => {
      if (typeof target !== 'object' || target === null) return;
      for (const [condition, value] of Object.entries(target)) {
        if (condition === 'types' && typeof value === 'string' && value.startsWith('./dist/')) {
          sources.push(value.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts'));
        } else visit(value);
      }
    };
    visit(pkg.exports);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !entryPoints.includes(source))).toEqual([]);
  });

  test('starts from the library entry and writes to an ignored folder', () => {
    expect(entryPoints[0]).toBe('src/index.ts');
    expect(existsSync(join(root, 'src/index.ts'))).toBe(true);
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toContain(`${config.out.replace(/\/?$/, '/')}`);
  });
});
