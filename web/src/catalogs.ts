import type { CatalogListing, Game } from '../../src/index.ts';
import { loadedEngine } from '../../src/engines-lazy.ts';

const NOTHING: CatalogListing = { ships: [], squadrons: [], obstacles: [], owners: [] };

/**
 * Catalog names the page offers when adding pieces: each engine's own listing (nothing while the
 * game's engine is still loading). Each game's own catalog helpers live with its controls
 * (catalogs-armada.ts, catalogs-xwing.ts), so one game's data never loads with another's page.
 */
export function catalogOf(game: Game): CatalogListing {
  return loadedEngine(game)?.catalog ?? NOTHING;
}
