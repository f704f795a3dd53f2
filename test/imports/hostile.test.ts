/**
 * Imports hardened like scenarios (docs/imports.md, docs/limits.md): hostile keys are plain data,
 * a UTF-8 byte order mark is accepted by every format, nesting is checked before any parse, and a
 * text fuzz over the three formats (the examples under examples/imports, cut, spliced and salted
 * with hostile pieces) never gets a 500 or a stack trace, only JSON of at most 50 issues.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_ISSUES } from '../../src/core/issue.ts';
import { importList } from '../../src/import/index.ts';
import type { ImportFormat } from '../../src/import/index.ts';
import type { Answer } from '../../src/server/task.ts';
import { runTask } from '../../src/server/task.ts';

const folder = new URL('../../examples/imports/', import.meta.url);
const examples = readdirSync(folder).filter((f) => !f.endsWith('.md')).sort().map((file) => ({
  format: (file.startsWith('xws') ? 'xws' : file.startsWith('armada') ? 'armada-list' : 'ti4-map') as ImportFormat,
  text: readFileSync(new URL(file, folder), 'utf8'),
}));
const seats = (format: ImportFormat, text: string) => (format === 'ti4-map' && !text.includes('"seats"') ? { seats: [{ faction: 'sol' }] } : {});

const LUKE = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing', upgrades: { astromech: ['r2d2'] } }] };

describe('hostile keys are plain data', () => {
  test('xws: an upgrade entry {"toString": 1} is skipped with a note, not a 500', () => {
    const squad = { ...LUKE, pilots: [{ ...LUKE.pilots[0], upgrades: { talent: [{ toString: 1 }, 'r2d2'], toString: 1 } }] };
    const result = importList('xws', JSON.stringify(squad));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.notes).toContainEqual({ path: 'pilots[0].upgrades', rule: 'import.xws.skipped', note: '1 upgrade entry skipped: not an upgrade name (a string).' });
  });

  test('xws: upgrade names and slots "__proto__", "constructor", "toString" are unknown upgrades', () => {
    const text = '{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","ship":"t65xwing","upgrades":{"__proto__":["constructor"],"constructor":["toString","__proto__"]}}]}';
    const result = importList('xws', text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.notes.map((n) => n.note)).toContain('upgrades skipped (a scenario does not hold them): constructor, toString, __proto__.');
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('armada-list: "Faction: %s" is not a known faction: no owner from it', (faction) => {
    const result = importList('armada-list', `Faction: ${faction}\nVictory II-class Star Destroyer (85)\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.notes).toContainEqual(expect.objectContaining({ path: 'line 1', note: expect.stringContaining('not a known faction') }));
    // The owner comes from the ship's own faction instead.
    expect((result.value.scenario as { ships: { owner?: string }[] }).ships[0]!.owner).toBe('empire');
  });

  test('ti4-map: a faction or unit type named "constructor" or "__proto__" is unknown, at its path', () => {
    const text = '{"map":"26 0 27 0 28 29","seats":[{"faction":"constructor"},{"faction":"sol","units":{"__proto__":1,"toString":2}}]}';
    const result = importList('ti4-map', text);
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toEqual(['seats[0].faction', 'seats[1].units["__proto__"]', 'seats[1].units["toString"]']);
  });
});

describe('a UTF-8 byte order mark is accepted by every format', () => {
  test.each(examples.map((e, i) => [i, e.format] as const))('example %i (%s)', (i) => {
    const { format, text } = examples[i]!;
    const plain = importList(format, text, seats(format, text));
    const marked = importList(format, `\ufeff${text}`, seats(format, text));
    expect(plain.ok).toBe(true);
    expect(marked).toEqual(plain);
  });
});

describe('nesting is checked before any parse', () => {
  test('xws: upgrades nested 200,000 deep are one limits.depth issue', () => {
    const text = `{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","upgrades":${'['.repeat(200_000)}${']'.repeat(200_000)}}]}`;
    expect(importList('xws', text)).toEqual({ ok: false, issues: [{ path: '', rule: 'limits.depth', message: expect.stringContaining('64 levels') }] });
  });

  test('ti4-map: a JSON body nested 100,000 deep is one limits.depth issue', () => {
    const text = `{"map":"26 0 27","seats":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(importList('ti4-map', text)).toMatchObject({ ok: false, issues: [{ rule: 'limits.depth' }] });
  });

  test('a value given already parsed is walked without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(importList('xws', { faction: 'rebelalliance', pilots: deep })).toMatchObject({ ok: false, issues: [{ rule: 'limits.depth' }] });
  });
});

const hostilePieces = ['{"toString":1}', '"constructor"', '"__proto__"', '\ufeff', '[[[[[[[[', ']]]]', '{', '}', '"', ',', ':', '\n', '\u0000', 'Faction: constructor\n', '• 2 x ', '(85)', ' '.repeat(300), 'H1', '83A9', '{', 'x'.repeat(500)];

const fuzzText: fc.Arbitrary<{ format: ImportFormat; text: string }> = fc
  .record({
    which: fc.nat({ max: examples.length - 1 }),
    format: fc.constantFrom<ImportFormat>('xws', 'armada-list', 'ti4-map'),
    edits: fc.array(fc.record({ at: fc.nat(), cut: fc.nat({ max: 40 }), piece: fc.oneof(fc.constantFrom(...hostilePieces), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })) }), { maxLength: 6 }),
  })
  .map(({ which, format, edits }) => {
    let text = examples[which]!.text;
    for (const edit of edits) {
      const at = edit.at % (text.length + 1);
      text = `${text.slice(0, at)}${edit.piece}${text.slice(at + edit.cut)}`;
    }
    return { format, text };
  });

test('text fuzz over the three formats: never a 500, never a stack, at most 50 issues', () => {
  fc.assert(
    fc.property(fuzzText, ({ format, text }) => {
      const answer = runTask({ kind: 'import', format, text, options: seats(format, text) }) as Answer;
      expect([200, 400]).toContain(answer.status);
      const body = JSON.parse(answer.body) as { errors?: { rule: string; message: string }[]; notes?: unknown[] };
      expect(answer.body).not.toMatch(/\n\s+at /);
      if (body.errors !== undefined) {
        expect(body.errors.length).toBeLessThanOrEqual(MAX_ISSUES);
        expect(body.errors.map((e) => e.rule)).not.toContain('internal');
      } else {
        expect(body.notes!.length).toBeLessThanOrEqual(MAX_ISSUES);
      }
    }),
    { numRuns: 300 },
  );
}, 120_000);
