import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CliIo } from '../src/cli/program.ts';
import { runCli } from '../src/cli/program.ts';
import { GAMES, jsonSchema } from '../src/index.ts';

/**
 * docs/scenarios.md quotes example files and what `shipmove <op> <file> --json` prints for them.
 * Each quoted block follows a marker comment naming its source; this test re-reads the file or
 * re-runs the command and compares the values, so the page cannot drift from the engines.
 */
const root = join(import.meta.dirname, '..');
const page = readFileSync(join(root, 'docs', 'scenarios.md'), 'utf8');

interface Quote {
  readonly kind: 'file' | 'output';
  readonly source: string;
  readonly json: string;
}

function quotes(): Quote[] {
  const found: Quote[] = [];
  for (const match of page.matchAll(/<!-- example-(file|output): ([^>]+?) -->\s*```json\n([\s\S]*?)\n```/g)) {
    found.push({ kind: match[1] as 'file' | 'output', source: match[2]!, json: match[3]! });
  }
  return found;
}

async function cliJson(argv: readonly string[]): Promise<unknown> {
  let stdout = '';
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: () => {},
    readStdin: () => '',
    readFile: (path) => readFileSync(join(root, path), 'utf8'),
    writeFile: () => {},
  };
  await runCli(argv, io);
  return JSON.parse(stdout) as unknown;
}

describe('docs/scenarios.md', () => {
  const all = quotes();

  test('quotes at least one example file and one output per game', () => {
    for (const game of ['armada', 'xwing', 'ti4']) {
      expect(all.some((q) => q.kind === 'file' && q.source.includes(`examples/${game}/`))).toBe(true);
      expect(all.some((q) => q.kind === 'output' && q.source.includes(`examples/${game}/`))).toBe(true);
    }
  });

  test.each(all.filter((q) => q.kind === 'file').map((q) => [q.source, q] as const))('quotes %s as it is', (source, quote) => {
    expect(JSON.parse(quote.json)).toEqual(JSON.parse(readFileSync(join(root, source), 'utf8')));
  });

  test.each(all.filter((q) => q.kind === 'output').map((q) => [q.source, q] as const))('quotes what `%s --json` prints', async (source, quote) => {
    const [operation, file] = source.split(' ');
    expect(JSON.parse(quote.json)).toEqual(await cliJson([operation!, file!, '--json']));
  });

  /** Every property name anywhere in a JSON Schema. */
  const fieldNames = (schema: unknown, into = new Set<string>()): Set<string> => {
    if (Array.isArray(schema)) for (const item of schema) fieldNames(item, into);
    else if (typeof schema === 'object' && schema !== null) {
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'properties' && typeof value === 'object' && value !== null) for (const name of Object.keys(value)) into.add(name);
        fieldNames(value, into);
      }
    }
    return into;
  };

  test.each(GAMES.map((game) => [game]))('describes every field of the %s scenario schema', (game) => {
    const heading = { armada: 'Star Wars: Armada', xwing: 'Star Wars: X-Wing', ti4: 'Twilight Imperium 4' }[game];
    const section = page.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
    expect(section).not.toBe('');
    const undocumented = [...fieldNames(jsonSchema(game))].filter((name) => !section.includes(`"${name}"`) && !section.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });

  test('points only at files inside the repository', () => {
    expect(page).not.toMatch(/CONVENTIONS|shared\//);
    const missing = [...page.matchAll(/`((?:examples|src|docs|test|bench|scripts|data|web)\/[^`\s]+)`/g)]
      .map((match) => match[1]!)
      .filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
