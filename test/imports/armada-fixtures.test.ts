import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importArmadaList } from '../../src/import/armada-list.ts';
import { validate } from '../../src/index.ts';
import type { Issue } from '../../src/index.ts';

/**
 * Real fleet lists, as players and builders wrote them (test/imports/fixtures/armada/README.md):
 * at least 95 of every 100 import into a scenario that validates; each other one is refused with
 * issues that name the line, the layout tried and what a line may be.
 */
const dir = join(import.meta.dirname, 'fixtures', 'armada');
const examples = join(import.meta.dirname, '..', '..', 'examples', 'imports');
const read = (path: string) => readFileSync(path, 'utf8');

interface Input { readonly label: string; readonly text: string }

/** `#### fleet <id>` separates the fleets of one file. */
function fleets(file: string): Input[] {
  return read(join(dir, file)).split(/^#### fleet /m).slice(1).map((part) => ({
    label: `${file} fleet ${part.slice(0, part.indexOf('\n'))}`,
    text: part.slice(part.indexOf('\n') + 1),
  }));
}

const WRITTEN_FOR_TESTS = new Set(['fabs-layout.txt', 'shrimpbot-aff.txt', 'plain-names.txt']);
const single = readdirSync(dir).filter((f) => f.endsWith('.txt') && !f.startsWith('starforge-tournament') && !f.startsWith('starforge-converter') && !WRITTEN_FOR_TESTS.has(f));
const real: Input[] = [
  ...single.map((f) => ({ label: f, text: read(join(dir, f)) })),
  { label: 'examples/imports/armada-empire-gencon-ozzel.txt', text: read(join(examples, 'armada-empire-gencon-ozzel.txt')) },
  ...fleets('starforge-tournament-fleets.txt'),
  ...fleets('starforge-converter-slips.txt'),
];

function clear(issue: Issue): boolean {
  return /^line \d+$/.test(issue.path) && issue.rule === 'import.armada.line' && /\(read as an? .+\)$/.test(issue.message) && (issue.expected ?? '').startsWith('a ship or squadron');
}

describe('real fleet lists (test/imports/fixtures/armada)', () => {
  test(`${real.length} real lists: at least 95% import into a scenario that validates, the rest are refused line by line`, () => {
    expect(real.length).toBeGreaterThanOrEqual(120);
    const refused: { label: string; issues: readonly Issue[] }[] = [];
    for (const input of real) {
      const result = importArmadaList(input.text);
      if (!result.ok) {
        refused.push({ label: input.label, issues: result.issues });
        continue;
      }
      expect(validate(result.value.scenario).ok, input.label).toBe(true);
      expect(result.value.scenario.ships.length + result.value.scenario.squadrons.length, input.label).toBeGreaterThan(0);
    }
    expect(refused.length / real.length).toBeLessThanOrEqual(0.05);
    for (const r of refused) expect(r.issues.every(clear), `${r.label}: ${JSON.stringify(r.issues)}`).toBe(true);
  });

  test('the 100 tournament fleets: as many ships as ship blocks ("= N Points" lines, less the squadrons\' one), as many squadrons as the counts say', () => {
    const tournament = fleets('starforge-tournament-fleets.txt');
    expect(tournament).toHaveLength(100);
    for (const { label, text } of tournament) {
      const result = importArmadaList(text);
      if (!result.ok) throw new Error(`${label}: ${JSON.stringify(result.issues)}`);
      const lines = text.split('\n');
      const blocks = lines.filter((l) => /^= \d+ Points$/.test(l.trim())).length;
      const start = lines.findIndex((l) => l.trim() === 'Squadrons:');
      const squadrons = lines.slice(start + 1).filter((l) => l.startsWith('• ')).reduce((sum, l) => sum + Number(/^• (\d+) x /.exec(l)?.[1] ?? 1), 0);
      expect(result.value.scenario.ships.length, label).toBe(blocks - 1);
      expect(result.value.scenario.squadrons.length, label).toBe(squadrons);
      expect(result.value.scenario.squadrons.every((s) => s.type !== undefined), label).toBe(true);
      expect(result.value.notes.find((n) => n.rule === 'import.armada.layout')!.note, label).toBe('read as a Star Forge export.');
    }
  });

  test('the converter slips keep every ship: a catalog ship written as a bulleted upgrade is still a ship, an upgrade on a ship line is skipped', () => {
    let skippedUpgrades = 0;
    for (const { label, text } of fleets('starforge-converter-slips.txt')) {
      const result = importArmadaList(text);
      if (!result.ok) throw new Error(`${label}: ${JSON.stringify(result.issues)}`);
      const blocks = text.split('\n').filter((l) => /^= \d+ Points$/.test(l.trim())).length - 1;
      // Each block holds one ship, or (slipped) none on its first line and one further down.
      expect(result.value.scenario.ships.length, label).toBeGreaterThanOrEqual(blocks - 1);
      skippedUpgrades += result.value.notes.filter((n) => n.note.includes('an upgrade card on a line of its own')).length;
    }
    expect(skippedUpgrades).toBeGreaterThanOrEqual(11);
  });

  test('what a player may paste by mistake is refused with one clear issue: an XWS squad, a TI4 map string, a misspelt ship', () => {
    const cases: [string, string][] = [
      ['{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","ship":"t65xwing"}]}', 'line 1'],
      ['18 26 27 28 29 30 31 32 33 34 35 36', 'line 1'],
      ['Faction: Galactic Empire\nVictory II-class Star Destroyr (85)\n', 'line 2'],
    ];
    for (const [text, path] of cases) {
      const result = importArmadaList(text);
      expect(result.ok, text).toBe(false);
      if (result.ok) continue;
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]!.path).toBe(path);
      expect(clear(result.issues[0]!), JSON.stringify(result.issues[0])).toBe(true);
    }
  });
});
