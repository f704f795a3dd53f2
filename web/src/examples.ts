import type { Game } from '../../src/index.ts';

/**
 * The engines' example scenarios (`examples/<game>/*.json`) as demos. Only each game's "clean"
 * examples come with the page (the Armada page opens on one); the rest of a game's examples are
 * fetched once that game is shown, so the first board does not wait for every game's JSON.
 */
export const EXAMPLES: Readonly<Record<string, unknown>> = import.meta.glob<unknown>('../../examples/*/clean-*.json', { eager: true, import: 'default' });

const LATER = import.meta.glob<unknown>(['../../examples/*/*.json', '!../../examples/*/clean-*.json'], { import: 'default' });

/** The rest of a game's examples, by path (as `EXAMPLES`). */
export async function loadExamples(game: Game): Promise<Record<string, unknown>> {
  const wanted = Object.entries(LATER).filter(([path]) => path.includes(`/examples/${game}/`));
  const loaded = await Promise.all(wanted.map(([, load]) => load()));
  return Object.fromEntries(wanted.map(([path], k) => [path, loaded[k]]));
}
