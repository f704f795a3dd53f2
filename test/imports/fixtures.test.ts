import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { validate } from '../../src/engines.ts';
import { importList } from '../../src/import/index.ts';
import type { ImportFormat } from '../../src/import/index.ts';

/**
 * Real inputs written by builders, bots and players (none written for this project), each with its
 * source in fixtures/README.md and fixtures/sources.json: at least 95 in 100 import into a scenario
 * that validates; the rest are refused with one clear message each.
 */
const root = join(import.meta.dirname, 'fixtures');
const fixtures = JSON.parse(readFileSync(join(root, 'sources.json'), 'utf8')) as { file: string; format: ImportFormat; source: string }[];

/** The fixtures refused on purpose, and the rule that refuses each. */
const REFUSED: Readonly<Record<string, string>> = {
  'xws/r2d7-12.json': 'import.xws.edition', // a made-up first-edition squad ("sulu" on the "enterprise")
  'xws/yasb-link-v4-retired.txt': 'import.xws.link', // a 2.0-era YASB link: retired card ids
  'xws/lbn-link.txt': 'import.xws.link', // Launch Bay Next's ids are not published
  'ti4-map/ttpg-twist-and-turned.txt': 'ti4.map.string', // the published string places tile 48 twice
  'ti4-map/bga-4p-hyperlanes.txt': 'import.ti4.token', // Board Game Arena's hyperlane numbers, detected and named
};

describe('real lists from public builders and bots (test/imports/fixtures)', () => {
  const results = fixtures.map((f) => ({ ...f, result: importList(f.format, readFileSync(join(root, f.file), 'utf8')) }));

  test('every fixture has a source; at least 105 of them, XWS squads and links and TI4 maps', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(105);
    for (const f of fixtures) expect(f.source.length).toBeGreaterThan(10);
    expect(new Set(fixtures.map((f) => f.format))).toEqual(new Set(['xws', 'ti4-map']));
  });

  test('at least 95 in 100 import into a scenario that validates', () => {
    const imported = results.filter((r) => r.result.ok);
    expect(imported.length / results.length).toBeGreaterThanOrEqual(0.95);
    for (const r of imported) {
      if (!r.result.ok) continue;
      const again = validate(r.result.value.scenario);
      expect(again.ok, r.file).toBe(true);
    }
  });

  test('the rest are refused with one clear message each (the rule, no stack trace)', () => {
    const refused = results.filter((r) => !r.result.ok);
    expect(Object.fromEntries(refused.map((r) => [r.file, r.result.ok ? '' : r.result.issues[0]!.rule]))).toEqual(REFUSED);
    for (const r of refused) {
      if (r.result.ok) continue;
      expect(r.result.issues, r.file).toHaveLength(1);
      expect(r.result.issues[0]!.message).not.toMatch(/\n\s+at |TypeError|undefined/);
    }
  });

  test('worked examples: a YASB link, a builder export, a TTPG Thunder Edge map', () => {
    const link = results.find((r) => r.file === 'xws/yasb-link-test.txt')!.result;
    expect(link.ok && link.value.scenario.game === 'xwing' && link.value.scenario.ships.map((s) => [s.pilot, s.initiative])).toEqual([['lukeskywalker', 5], ['wedgeantilles', 6]]);
    const laat = results.find((r) => r.file === 'xws/dialcontrol-laatproxy.json')!.result;
    expect(laat.ok && laat.value.scenario.game === 'xwing' && laat.value.scenario.ships[0]!.type).toBe('LAAT/i Gunship');
    const te = results.find((r) => r.file === 'ti4-map/ttpg-thunder-dreaming-te.txt')!.result;
    expect(te.ok && te.value.notes.filter((n) => n.note.includes('Fracture tile'))).toHaveLength(7);
    const bga = results.find((r) => r.file === 'ti4-map/bga-4p-hyperlanes.txt')!.result;
    expect(!bga.ok && bga.issues[0]!.message).toContain('Board Game Arena');
  });
});
