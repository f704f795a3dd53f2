import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findEffect } from '../../src/armada/catalog/effects.ts';
import { findPlacement } from '../../src/armada/catalog/placements.ts';
import { findSquadronEffect } from '../../src/armada/catalog/squadron-effects.ts';

/** docs/cards/armada.md: every card marked "yes" names ids the catalogs know, and the counts line matches the table. */
const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'cards', 'armada.md'), 'utf8');
const rows = doc.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| card |') && !l.startsWith('| rule'))
  .map((l) => l.slice(1, -1).split(' | ').map((c) => c.trim()));
const cards = rows.filter((r) => r.length === 8);
/** Ids the engine reads outside the catalogs: squadron keywords and obstacle rules. */
const RULES = new Set(['squadron', 'squadronMove.cloak', 'named', 'armada.speed.temporary', 'purrgil']);

describe('docs/cards/armada.md', () => {
  test('77 cards; the counts line matches the status column', () => {
    expect(cards).toHaveLength(77);
    const yes = cards.filter((r) => r[5] === 'yes').length;
    expect(doc).toContain(`**Counts: ${yes} of 77 cards modelled (yes)`);
    expect(yes / 77).toBeGreaterThanOrEqual(0.8);
  });

  test('each "yes" card names ids found in the effect, squadron effect or placement catalog', () => {
    for (const r of cards.filter((c) => c[5] === 'yes')) {
      const ids = r[6]!.replace(/\(.*?\)/g, '').split(',').map((s) => s.trim().split(' ')[0]!).filter((s) => s.length > 0);
      expect(ids.length, r[0]).toBeGreaterThan(0);
      for (const id of ids) {
        const known = findEffect(id).ok || findSquadronEffect(id).ok || findPlacement(id).ok || RULES.has(id);
        expect(known, `${r[0]}: ${id}`).toBe(true);
      }
    }
  });
});
