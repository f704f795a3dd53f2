import { beforeAll, describe, expect, test } from 'vitest';
import type { PageChunks } from '../../bench/page-chunks.ts';
import { pageChunks } from '../../bench/page-chunks.ts';

/**
 * The page is split by game (vite.config.ts GAME_CHUNKS, web/src/game-parts.ts): what a first
 * board fetches holds the shown game's engine and controls and no other game's code, and the
 * panels a first board does not need (the guide, the list importer) come later.
 */
let built: PageChunks | null = null;
beforeAll(async () => {
  built = await pageChunks();
});

const GAMES = ['armada', 'xwing', 'ti4'] as const;

describe('the first board fetches one game', () => {
  test.each(GAMES)('%s: its engine and controls, no other game\'s, no importer or guide', (game) => {
    const load = built!.games.find((g) => g.game === game)!;
    expect(load.modules).toContain(`src/${game}/engine.ts`);
    expect(load.modules).toContain(`web/src/part-${game}.ts`);
    expect(load.modules).toContain('web/src/app.tsx');
    for (const other of GAMES.filter((g) => g !== game)) {
      expect(load.modules.filter((m) => m.startsWith(`src/${other}/`) || m.startsWith(`src/schema/${other}`) || m.includes(`-${other}.`))).toEqual([]);
    }
    // X-Wing's engine reads the pilot cards (xwing.against); the list readers themselves stay out.
    expect(load.modules.filter((m) => m.startsWith('src/import/') && m !== 'src/import/catalog/xwing-pilot-cards.ts')).toEqual([]);
    for (const later of ['web/src/import-panel.tsx', 'web/src/guide.tsx', 'src/engines.ts']) expect(load.modules).not.toContain(later);
  });

  test('each first board fetches well under the whole page\'s script', () => {
    for (const load of built!.games) expect(load.bytes).toBeLessThan(built!.totalBytes * 0.6);
  });

  test('each game has its own chunk, named after it', () => {
    for (const game of GAMES) expect(built!.chunks.some((c) => new RegExp(`^assets/${game}-[\\w-]+\\.js$`).test(c.file))).toBe(true);
  });
});
