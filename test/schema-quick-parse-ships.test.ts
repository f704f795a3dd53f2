import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { parseScenario } from '../src/engines.ts';
import { quickParser } from '../src/schema/quick-parse.ts';
import { agreesWith, pathsOf } from './helpers/quick-parse.ts';
import { armadaScenario, quickArmadaScenario } from '../src/schema/armada.ts';
import { quickXwingScenario, xwingScenario } from '../src/schema/xwing.ts';

/**
 * The quick path in front of the Armada and X-Wing schemas (src/schema/quick-parse.ts): unions,
 * discriminated unions, number literals, exclusive bounds and refinements. Whatever it answers is
 * exactly zod's answer (keys in the same order, defaults filled in); a document zod refuses gets
 * no answer, so zod's issues stay the answer.
 */
function examples(game: string): unknown[] {
  const dir = join(import.meta.dirname, '..', 'examples', game);
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown);
}

/** Values at the edges of the checks, and pieces of the other union options. */
const edgy = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(Infinity, -Infinity, NaN, -0, 0, 1, -1, 2, -2, 3, 4, 5, 1.5, 8, 9, 90, 180, 270, 1000, 1001, 100_000, 100_001, -100_001, 2 ** 53, undefined, null, true, false, ''),
  fc.constantFrom('a', 'x'.repeat(200), 'x'.repeat(201), '\u{1F600}'.repeat(100), '\u{1F600}'.repeat(101), '\uD83D', '3BW', '3bw', '6BW', 'left', 'right', 'auto', 'white', 'red', 'boost', 'illegal', '2.0', '2.4', 'armada', 'xwing'),
  fc.constantFrom<unknown>(
    { x: 10, y: 20 }, { x: 10, y: 20, heading: 90 }, { x: 10, y: 20, heading: 'a' }, { x: 1e9, y: 0 },
    [[0, 0], [10, 0], [0, 10]], [[0, 0], [10, 0]], { effect: 'engine-techs' }, { effect: 'x', change: 1 }, { effect: 'x', change: 0 },
    { name: 'r4-astromech' }, { name: 'a', ships: ['s1'] }, { name: 'a', kind: 'land' }, { kind: 'land' }, { kind: 'bank-roll', must: false }, { kind: 'difficulty', match: { speeds: [1, 2] }, change: -1 },
    { kind: 'substitute', speedChange: [1, -1] }, { kind: 'nothing' }, { kind: 'reposition', when: 'after-maneuver', moves: ['boost'] }, { kind: 'reposition', moves: ['boost'] },
    { id: 'q', type: 'x-wing', pose: { x: 0, y: 0, heading: 0 } }, { id: 'q', type: 'rock', polygon: [[0, 0], [10, 0], [0, 10]] },
    { obstacle: 'o1', by: 'purrgil', pose: { x: 0, y: 0, heading: 0 } }, { obstacle: 'o1', by: 'purrgil', polygon: [[0, 0], [10, 0], [0, 10]], pose: { x: 0, y: 0, heading: 0 } },
    { id: 'sq', type: 'x-wing', keywords: ['bomber'] }, { move: 'rotate', rotation: 90 }, { move: 'rotate', rotation: 45 }, { width: 0, height: 10 }, { width: 914.4, height: 914.4 },
  ),
  fc.string({ maxLength: 8 }),
);

type Change = (doc: unknown) => unknown;
function changes(keys: readonly string[]): fc.Arbitrary<Change> {
  return fc.tuple(fc.nat(), fc.nat(5), edgy, fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...keys))).map(([pick, kind, shared, key]): Change => (doc) => {
    // A copy: the constants are shared between runs.
    const value = structuredClone(shared);
    const paths = pathsOf(doc);
    const path = paths[pick % paths.length]!;
    if (path.length === 0) return kind === 0 ? value : doc;
    const parent = path.slice(0, -1).reduce<any>((v, k) => v[k], doc);
    const last = path[path.length - 1]!;
    if (kind === 0 || kind === 1) parent[last] = value;
    else if (kind === 2 && !Array.isArray(parent)) delete parent[last];
    else if (kind === 3 && !Array.isArray(parent)) parent[key] = value;
    else if (kind === 4 && Array.isArray(parent)) parent.push(structuredClone(parent[0]));
    else if (kind === 5 && typeof parent[last] === 'object' && parent[last] !== null && !Array.isArray(parent[last])) parent[last][key] = value;
    return doc;
  });
}

const ARMADA_KEYS = ['effects', 'change', 'source', 'effect', 'speed', 'deployed', 'owner', 'keywords', 'navigate', 'dial', 'token', 'yawJoint', 'speedZeroYaw', 'squadronPlacement', 'extra', 'side', 'yaw', 'readings', 'toolBothSides', 'secondPlayer', 'playArea', 'placement', 'to', 'heading', 'edge', 'squadron', 'ship', 'from', 'obstacleMoves', 'polygon', 'pose', 'position', 'squadronMove', 'cloak', 'near', 'obstacle', 'by', 'exogorth', 'player'];
const XWING_KEYS = ['rules', 'stress', 'strain', 'ion', 'force', 'cloaked', 'tractor', 'actions', 'effects', 'sideslip', 'docksWith', 'initiative', 'pilot', 'energy', 'placement', 'use', 'deploy', 'emergency', 'dock', 'followUp', 'placements', 'action', 'firstPlayer', 'kind', 'label', 'match', 'name', 'ships', 'move', 'via', 'direction', 'bend', 'turn', 'faster', 'rotation', 'dial', 'template', 'effect', 'speeds', 'bearings', 'must', 'polygon', 'pose', 'rotate', 'type'];

const games = [
  { game: 'armada', documents: examples('armada'), quick: quickArmadaScenario, schema: armadaScenario as z.ZodType, keys: ARMADA_KEYS },
  { game: 'xwing', documents: examples('xwing'), quick: quickXwingScenario, schema: xwingScenario as z.ZodType, keys: XWING_KEYS },
];

describe.each(games)('schema: the $game quick path answers as zod does', ({ documents, quick, schema, keys }) => {
  const agrees = agreesWith(quick, schema);

  test('every example: the quick path answers, with zod\'s value', () => {
    expect(documents.length).toBeGreaterThan(10);
    for (const document of documents) expect(agrees(document)).toBe('quick');
  });

  test('random changes to the examples (edge values, other union options, keys removed or added, lists grown): never a value zod would not give', () => {
    const seen = { quick: 0, zod: 0 };
    fc.assert(
      fc.property(fc.nat(documents.length - 1), fc.array(changes(keys), { minLength: 1, maxLength: 3 }), (at, edits) => {
        let document: unknown = structuredClone(documents[at]);
        for (const apply of edits) document = apply(document);
        seen[agrees(document)] += 1;
      }),
      { numRuns: 4000 },
    );
    expect(seen.quick).toBeGreaterThan(400);
    expect(seen.zod).toBeGreaterThan(400);
  });

  test('values zod reads differently from JSON are left to zod', () => {
    const scenario = structuredClone(documents[0]) as { ships: Record<string, unknown>[] };
    expect(quick({ ...scenario, playArea: undefined })).toBeUndefined();
    expect(quick(Object.assign(Object.create(null), scenario))).toBeUndefined();
    const holes = { ...scenario, ships: new Array(2) };
    expect(quick(holes)).toBeUndefined();
    expect(schema.safeParse(holes).success).toBe(false);
    const emoji = { ...scenario, ships: [{ ...scenario.ships[0], owner: '\u{1F600}'.repeat(101) }] };
    expect(quick(emoji)).toBeUndefined();
    expect(schema.safeParse(emoji).success).toBe(true);
  });
});

describe('schema: union parts of the Armada and X-Wing quick paths', () => {
  const armada = examples('armada')[0] as { ships: Record<string, unknown>[] };
  const xwing = examples('xwing')[0] as { ships: Record<string, unknown>[] };
  const armadaAgrees = agreesWith(quickArmadaScenario, armadaScenario);
  const xwingAgrees = agreesWith(quickXwingScenario, xwingScenario);

  test('an effect as a string, as an object, and a dial change of -1 or 1 only', () => {
    const ship = (effects: unknown) => ({ ...armada, ships: [{ ...armada.ships[0], effects }, ...armada.ships.slice(1)] });
    expect(armadaAgrees(ship(['engine-techs', { effect: 'admiral-titus', change: -1 }, { effect: 'g8', source: 's2' }]))).toBe('quick');
    for (const bad of [[{ effect: 'a', change: 0 }], [{ effect: 'a', change: 2 }], [3], [{ effect: '' }], [{ effect: 'a', extra: 1 }]]) expect(armadaAgrees(ship(bad))).toBe('zod');
  });

  test('obstacles by pose or by polygon; a play area of positive sides', () => {
    const pose = { id: 'o', type: 'station', pose: { x: 1, y: 2, heading: 3 } };
    const polygon = { id: 'p', type: 'rock', polygon: [[0, 0], [10, 0], [0, 10]] };
    expect(armadaAgrees({ ...armada, obstacles: [pose, polygon] })).toBe('quick');
    for (const bad of [{ ...pose, polygon: polygon.polygon }, { id: 'p', type: 'rock', polygon: [[0, 0], [1, 1]] }, { id: 'p', type: 'rock' }]) expect(armadaAgrees({ ...armada, obstacles: [bad] })).toBe('zod');
    expect(armadaAgrees({ ...armada, playArea: { width: 1, height: 100_000 } })).toBe('quick');
    for (const width of [0, -1, 100_001]) expect(armadaAgrees({ ...armada, playArea: { width, height: 10 } })).toBe('zod');
  });

  test('X-Wing effects: catalog names, named objects and primitives picked by kind, with their defaults', () => {
    const ship = (effects: unknown) => ({ ...xwing, ships: [{ ...xwing.ships[0], effects }, ...xwing.ships.slice(1)] });
    const primitives = [{ kind: 'bank-roll' }, { kind: 'substitute', speedChange: [1, -1] }, { kind: 'skip-execute' }, { kind: 'reposition', when: 'after-maneuver', moves: ['boost'] }, { kind: 'difficulty', change: -1, match: { speeds: [1, 2] } }];
    expect(xwingAgrees(ship(['r4-astromech', { name: 'x', ships: ['a'] }, ...primitives]))).toBe('quick');
    const parsed = quickXwingScenario(ship([{ kind: 'skip-execute' }])) as { ships: { effects: unknown[] }[] };
    expect(parsed.ships[0]!.effects[0]).toEqual({ kind: 'skip-execute', match: {}, except: [], near: ['asteroid', 'debris-cloud'], removeStress: 1, rotate: true });
    for (const bad of [[{ kind: 'nothing' }], [{ kind: 'land', extra: 1 }], [{ name: 'a', kind: 'land' }], [{ kind: 'reposition', moves: ['boost'] }], [{}]]) expect(xwingAgrees(ship(bad))).toBe('zod');
  });

  test('the library still answers zod\'s refusals, with zod\'s paths', () => {
    const refused = parseScenario({ ...armada, obstacles: [{ id: 'o', type: 'rock' }], extra: 1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((i) => i.path).sort()).toEqual(['extra', 'obstacles[0].pose']);
  });

  test('a union passes over an option only where zod surely refuses it', () => {
    // Five emoji are 10 UTF-16 units but 5 code points: the first option's quick part doubts,
    // zod accepts it, so the second option (which would add `b`) must not answer.
    const schema = z.strictObject({ v: z.union([z.strictObject({ a: z.string().max(5) }), z.strictObject({ a: z.string(), b: z.number().default(1) })]) });
    const quick = quickParser(schema)!;
    const doubt = { v: { a: '\u{1F600}'.repeat(5) } };
    expect(quick(doubt)).toBeUndefined();
    expect(schema.parse(doubt)).toEqual(doubt);
    expect(quick({ v: { a: 'abc' } })).toEqual({ v: { a: 'abc' } });
    // Surely refused: a string for an object, a missing required key.
    const other = z.strictObject({ v: z.union([z.strictObject({ a: z.string() }), z.string(), z.strictObject({ c: z.number() })]) });
    const quickOther = quickParser(other)!;
    expect(quickOther({ v: 'text' })).toEqual({ v: 'text' });
    expect(quickOther({ v: { c: 2 } })).toEqual({ v: { c: 2 } });
    expect(quickOther({ v: { a: 2 } })).toBeUndefined();
  });

  test('exclusive unions and union fallbacks have no quick path', () => {
    expect(quickParser(z.strictObject({ a: z.xor([z.string(), z.number()]) }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.discriminatedUnion('k', [z.strictObject({ k: z.literal('a') }), z.strictObject({ k: z.literal('b') })], { unionFallback: true }) }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.union([z.string(), z.number().transform(String)]) }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.union([z.coerce.number(), z.string()]) }))).toBeNull();
    expect(quickParser(z.strictObject({ a: z.union([z.string(), z.number()]) }))).not.toBeNull();
  });
});
