import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { render, validate } from '../../src/engines.ts';
import { allElements, parseXml } from './xml-check.ts';

/** Every engine example drawn through the registry: well-formed SVG, the table or the map, no NaN. */
const root = join(import.meta.dirname, '..', '..', 'examples');
const examples = ['armada', 'xwing', 'ti4'].flatMap((game) => {
  let names: string[] = [];
  try {
    names = readdirSync(join(root, game)).filter((n) => n.endsWith('.json'));
  } catch {
    names = [];
  }
  return names.map((name) => [`${game}/${name}`, JSON.parse(readFileSync(join(root, game, name), 'utf8')) as unknown] as const);
});

describe('rendering the engines\' scenes', () => {
  test('there are examples for every game', () => {
    for (const game of ['armada', 'xwing', 'ti4']) expect(examples.some(([name]) => name.startsWith(`${game}/`))).toBe(true);
  });

  test.each(examples)('%s draws as well-formed SVG, with and without every option', (_name, scenario) => {
    if (!validate(scenario).ok) return;
    for (const plan of [false, true]) {
      const drawn = render(scenario, { plan });
      if (!drawn.ok) {
        // A refused move is reported as issues, never thrown.
        expect(drawn.issues.length).toBeGreaterThan(0);
        continue;
      }
      expect(drawn.value).not.toContain('NaN');
      const parsed = parseXml(drawn.value);
      expect(parsed.problems).toEqual([]);
      const roles = new Set(allElements(parsed.root!).map((e) => e.attributes['data-role']).filter((r) => r !== undefined));
      expect(roles.has('play-area') || roles.has('hex')).toBe(true);
    }
  });
});
