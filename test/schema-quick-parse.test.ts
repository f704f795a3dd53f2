import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { parseScenario } from '../src/engines.ts';
import { quickParser } from '../src/schema/quick-parse.ts';
import { agreesWith, pathsOf } from './helpers/quick-parse.ts';
import { quickTi4Scenario, ti4Scenario } from '../src/schema/ti4.ts';

/**
 * The quick path in front of the TI4 schema (src/schema/quick-parse.ts): whatever it answers is
 * exactly zod's answer (keys in the same order, defaults filled in), and it answers nothing for a
 * document zod refuses, so zod's issues stay the answer.
 */
const dir = join(import.meta.dirname, '..', 'examples', 'ti4');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const documents = files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown);

/** Zod's answer and the quick path's agree: the same value, or the quick path answers nothing. */
const agrees = agreesWith(quickTi4Scenario, ti4Scenario);

/** A value found at the edges of the schema's checks. */
const edgy = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(Infinity, -Infinity, NaN, -0, 0, 1, 1.5, 10, 11, 1000, 1001, -1, 2 ** 53, undefined, null, true, ''),
  fc.constantFrom('a', 'ti4', 'gravity-drive', 'Gravity-Drive', 'x'.repeat(200), 'x'.repeat(201), '\u{1F600}'.repeat(100), '\u{1F600}'.repeat(101), '\uD83D', 'alpha', 'active', 'retreat', '26 39'),
  fc.string({ maxLength: 8 }),
);

type Change = (doc: unknown) => unknown;
/** Keys of the schema, some absent from the examples, so changes also add known fields. */
const KEYS = ['fleetPool', 'capturedTokens', 'upgraded', 'gravityDrive', 'source', 'riftDice', 'result', 'retreat', 'ability', 'ships', 'inSpace', 'bring', 'anomalyTokens', 'threats', 'epsilon', 'watchtower', 'targets', 'unit', 'system', 'player', 'id', 'to', 'from', 'moves', 'transport', 'path', 'nexus', 'activePlayer', 'activeSystem', 'laws', 'relics', 'planets'];
const riftDie = fc.record({ unit: fc.constantFrom('c1', 'd1', ''), system: fc.constantFrom('26', '39'), result: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constantFrom(1.5, 1e999, -0)) });
const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.nat(), fc.nat(4), edgy, fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...KEYS))) },
  { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constant(3), fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.array(riftDie, { maxLength: 3 }), edgy), fc.constantFrom('fleetPool', 'riftDice', 'result')) },
).map(([pick, kind, value, key]): Change => (doc) => {
  const paths = pathsOf(doc);
  const path = paths[pick % paths.length]!;
  if (path.length === 0) return kind === 0 ? value : doc;
  const parent = path.slice(0, -1).reduce<any>((v, k) => v[k], doc);
  const last = path[path.length - 1]!;
  if (kind === 0 || kind === 1) parent[last] = value;
  else if (kind === 2 && !Array.isArray(parent)) delete parent[last];
  else if (kind === 3 && !Array.isArray(parent)) parent[key] = value;
  else if (kind === 4 && Array.isArray(parent)) parent.push(structuredClone(parent[0]));
  return doc;
});

describe('schema: the TI4 quick path answers as zod does', () => {
  test('every TI4 example: the quick path answers, with zod\'s value', () => {
    for (const document of documents) expect(agrees(document)).toBe('quick');
  });

  test('random changes to the examples (values at the checks\' edges, keys removed, unknown keys, lists grown): never a value zod would not give', () => {
    const seen = { quick: 0, zod: 0 };
    fc.assert(
      fc.property(fc.nat(documents.length - 1), fc.array(change, { minLength: 1, maxLength: 3 }), (at, changes) => {
        let document: unknown = structuredClone(documents[at]);
        for (const apply of changes) document = apply(document);
        seen[agrees(document)] += 1;
      }),
      { numRuns: 3000 },
    );
    // Both ways are taken: many changed documents are still accepted, many are refused.
    expect(seen.quick).toBeGreaterThan(300);
    expect(seen.zod).toBeGreaterThan(300);
  });

  test('values zod reads differently from JSON are left to zod', () => {
    const scenario = structuredClone(documents[0]) as Record<string, unknown>;
    // A key present with undefined, a null-prototype object, a class instance, an array with a hole.
    expect(quickTi4Scenario({ ...scenario, activeSystem: undefined })).toBeUndefined();
    expect(quickTi4Scenario(Object.assign(Object.create(null), scenario))).toBeUndefined();
    expect(quickTi4Scenario(new (class Scenario { constructor() { Object.assign(this, scenario); } })())).toBeUndefined();
    const holes = { ...scenario, laws: new Array(2) };
    expect(quickTi4Scenario(holes)).toBeUndefined();
    expect(ti4Scenario.safeParse(holes).success).toBe(false);
    // Strings measured in code points: 101 emoji are 202 units but 101 code points, within 200.
    const emoji = { ...scenario, activePlayer: '\u{1F600}'.repeat(101) };
    expect(quickTi4Scenario(emoji)).toBeUndefined();
    expect(ti4Scenario.safeParse(emoji).success).toBe(true);
  });

  test('the library answers the same refusals: an unknown key and a bad value, with zod\'s paths', () => {
    const scenario = structuredClone(documents[0]) as Record<string, unknown>;
    const refused = parseScenario({ ...scenario, nexus: 'sideways', extra: 1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((i) => i.path).sort()).toEqual(['extra', 'nexus']);
  });

  test('numbers at their bounds: whole numbers within them on the quick path, the rest to zod', () => {
    const scenario = structuredClone(documents[0]) as { players: Record<string, unknown>[] };
    const withPool = (fleetPool: number) => ({ ...scenario, players: [{ ...scenario.players[0], fleetPool }, ...scenario.players.slice(1)] });
    for (const pool of [0, 3, 1000]) expect(agrees(withPool(pool))).toBe('quick');
    for (const pool of [-1, 1001, 1.5, Infinity, NaN]) expect(agrees(withPool(pool))).toBe('zod');
    const dice = (result: number) => ({ ...scenario, riftDice: [{ unit: 'u', system: '26', result }] });
    for (const result of [1, 10]) expect(agrees(dice(result))).toBe('quick');
    for (const result of [0, 11, 2.5]) expect(agrees(dice(result))).toBe('zod');
  });

  test('a schema with parts the quick path does not know has none', () => {
    expect(quickParser(z.strictObject({ a: z.xor([z.string(), z.number()]) }))).toBeNull();
    expect(quickParser(z.object({ a: z.string() }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.string().transform((s) => s.length) }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.number().multipleOf(2) }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.string().email() }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.number().int().min(0).max(3), b: z.tuple([z.string(), z.boolean()]) }))).not.toBeNull();
  });
});
