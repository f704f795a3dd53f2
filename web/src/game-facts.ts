import type { Game } from '../../src/index.ts';

/**
 * The plain facts the page needs of each game, with no components (the drawing fallback and the
 * benchmarks read them too): the default table, the size of a stand-in base when the engine
 * cannot draw a piece, and which pieces can be added. `games.tsx` adds each game's controls.
 */
export interface GameFacts {
  /** The default play area in mm (the map's frame for TI4). */
  readonly table: { readonly width: number; readonly height: number };
  /** Side of the square drawn for a ship the engine cannot draw, in mm. */
  readonly standInBase: number;
  /** What "Add" offers. */
  readonly addable: readonly ('ship' | 'squadron' | 'obstacle' | 'unit')[];
  /** The board is a map of systems: an imported map replaces it rather than adding pieces. */
  readonly map: boolean;
}

export const GAME_FACTS: Readonly<Record<Game, GameFacts>> = {
  armada: { table: { width: 1828.8, height: 914.4 }, standInBase: 60, addable: ['ship', 'squadron', 'obstacle'], map: false },
  xwing: { table: { width: 914.4, height: 914.4 }, standInBase: 40, addable: ['ship', 'obstacle'], map: false },
  ti4: { table: { width: 1000, height: 1000 }, standInBase: 40, addable: ['unit'], map: true },
};

/** The game a loose document names, or the first game for anything else. */
export function gameNamed(value: unknown): Game {
  return typeof value === 'string' && Object.hasOwn(GAME_FACTS, value) ? (value as Game) : 'armada';
}
