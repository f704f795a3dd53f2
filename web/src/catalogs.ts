import { findShip } from '../../src/armada/catalog/ships.ts';
import type { PlacementRecord } from '../../src/armada/catalog/placements.ts';
import { PLACEMENT_RECORDS } from '../../src/armada/catalog/placements.ts';
import type { CatalogListing, Game } from '../../src/index.ts';
import { engines } from '../../src/index.ts';
import { SHIP_TYPES } from '../../src/xwing/catalog/ship-types.ts';

/** Catalog names the page offers when adding pieces: each engine's own listing. */
export function catalogOf(game: Game): CatalogListing {
  return engines[game].catalog;
}

/** The dial of an X-Wing ship type (empty when the name is not in the catalog). */
export function xwingDial(type: string): readonly string[] {
  const wanted = type.trim().toLowerCase();
  return SHIP_TYPES.find((t) => t.name.toLowerCase() === wanted || t.xws === wanted)?.dial ?? [];
}

/** An Armada ship's speed chart (armada.yaw.chart): `chart[speed - 1][joint]` is the most clicks allowed. */
export function armadaChart(type: string): { readonly maxSpeed: number; readonly chart: readonly (readonly number[])[] } | null {
  const found = findShip(type);
  return found.ok ? { maxSpeed: found.record.maxSpeed, chart: found.record.chart } : null;
}

/** The Armada cards that place a ship or squadron outside a maneuver (armada.effects.placement). */
export function armadaPlacements(): readonly PlacementRecord[] {
  return PLACEMENT_RECORDS;
}
