/**
 * Every list and string in every schema is bounded (docs/limits.md): the JSON Schema of each game,
 * as `shipmove schema` prints it, is walked node by node; an array without `maxItems`, a string
 * without `maxLength` (unless it is one of fixed values) or an object of free keys without
 * `maxProperties` fails the test with its JSON Pointer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { resolve, validate } from '../src/engines.ts';
import { GAMES, jsonSchema } from '../src/schema/index.ts';
import { LIMITS } from '../src/schema/limits.ts';
import { cliInMemory } from './helpers/cli-in-memory.ts';

/** The JSON Pointers of every unbounded array, string or free-keyed object of a JSON Schema. */
export function unbounded(schema: unknown): string[] {
  const found: string[] = [];
  const stack: { node: unknown; at: string; data: boolean }[] = [{ node: schema, at: '#', data: false }];
  while (stack.length > 0) {
    const { node, at, data } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push({ node: item, at: `${at}/${i}`, data }));
      continue;
    }
    const record = node as Record<string, unknown>;
    if (!data) {
      const fixed = 'enum' in record || 'const' in record;
      if (record['type'] === 'array' && typeof record['maxItems'] !== 'number') found.push(`${at} (array without maxItems)`);
      if (record['type'] === 'string' && !fixed && typeof record['maxLength'] !== 'number') found.push(`${at} (string without maxLength)`);
      const free = record['additionalProperties'];
      if (record['type'] === 'object' && typeof free === 'object' && free !== null && typeof record['maxProperties'] !== 'number') found.push(`${at} (object of free keys without maxProperties)`);
    }
    for (const [key, value] of Object.entries(record)) {
      // Values, not schemas: defaults, examples, constants, the limits table, and the names under `properties`.
      const isData = data || key === 'default' || key === 'examples' || key === 'const' || key === 'enum' || key === 'x-limits';
      if (!isData && (key === 'properties' || key === '$defs' || key === 'definitions') && typeof value === 'object' && value !== null) {
        for (const [name, sub] of Object.entries(value)) stack.push({ node: sub, at: `${at}/${key}/${name}`, data: false });
        continue;
      }
      stack.push({ node: value, at: `${at}/${key}`, data: isData });
    }
  }
  return found.sort();
}

const example = (path: string) => JSON.parse(readFileSync(new URL(`../examples/${path}`, import.meta.url), 'utf8')) as Record<string, any>;

describe('every list and string of every schema is bounded', () => {
  test.each(GAMES)('%s', (game) => {
    expect(unbounded(jsonSchema(game))).toEqual([]);
  });

  test('`shipmove schema` prints the same bounded schemas', async () => {
    const run = await cliInMemory(['schema']);
    expect(run.code).toBe(0);
    expect(unbounded(JSON.parse(run.stdout))).toEqual([]);
  });

  test('the walk finds what it is meant to find', () => {
    const schema = {
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'string', maxLength: 3 } },
        text: { type: 'string', pattern: '^a$' },
        map: { type: 'object', additionalProperties: { type: 'number' } },
        fixed: { type: 'string', enum: ['a'] },
        bounded: { type: 'array', maxItems: 2, items: { type: 'string' }, default: [{ type: 'array' }] },
      },
    };
    expect(unbounded(schema)).toEqual([
      '#/properties/bounded/items (string without maxLength)',
      '#/properties/list (array without maxItems)',
      '#/properties/map (object of free keys without maxProperties)',
      '#/properties/text (string without maxLength)',
    ]);
  });
});

describe('the lists and strings that had no bound', () => {
  const heroes = example('ti4/hero-movement.json');

  test(`TI4 abilityMove.moves: at most ${LIMITS.ti4Moves.max} (limits.count)`, () => {
    const moves = Array.from({ length: LIMITS.ti4Moves.max + 1 }, () => ({ unit: 'carrier', to: '35' }));
    const result = validate({ ...heroes, abilityMove: { ...heroes['abilityMove'], moves } });
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'abilityMove.moves', rule: 'limits.count' }] });
  });

  test(`TI4 thundersEdge.breaches: at most ${LIMITS.list.max} (limits.count)`, () => {
    const breaches = Array.from({ length: LIMITS.list.max + 1 }, () => ({ system: '26' }));
    const result = validate({ ...heroes, thundersEdge: { breaches } });
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'thundersEdge.breaches', rule: 'limits.count' }] });
  });

  test(`X-Wing dial codes: a string of ${LIMITS.string.max + 1} characters is limits.string`, () => {
    const scenario = example('xwing/clean-bank.json');
    const result = validate({ ...scenario, maneuver: { ...scenario['maneuver'], dial: '2'.repeat(LIMITS.string.max + 1) } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => [i.path, i.rule])).toContainEqual(['maneuver.dial', 'limits.string']);
  });
});

describe('TI4: a unit declared twice in abilityMove is flagged, as a tactical move flags it', () => {
  test('the second declaration is a ti4.move.ability violation; the move is not legal', () => {
    const moves = [...heroes().abilityMove.moves, { unit: 'destroyer', to: '19' }];
    const result = resolve({ ...heroes(), abilityMove: { ...heroes().abilityMove, moves } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const outcome = result.value as unknown as { legal: boolean; violations: { unit: string | null; rule: string; note: string }[] };
    expect(outcome.legal).toBe(false);
    expect(outcome.violations).toContainEqual(expect.objectContaining({ unit: 'destroyer', rule: 'ti4.move.ability', note: 'destroyer is declared twice; each ship moves once by Helix Protocol' }));
  });

  test('the example as it is stays legal', () => {
    const result = resolve(heroes());
    expect(result.ok && (result.value as unknown as { legal: boolean }).legal).toBe(true);
  });

  function heroes() {
    return example('ti4/hero-movement.json');
  }
});
