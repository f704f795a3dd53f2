import { OBSTACLE_RECORDS } from '../../src/armada/catalog/obstacles.ts';
import { findShip, officialShips } from '../../src/armada/catalog/ships.ts';
import { SQUADRON_RECORDS } from '../../src/armada/catalog/squadrons.ts';
import type { Game } from '../../src/index.ts';
import { FACTIONS } from '../../src/ti4/catalog/factions.ts';
import { GROUND_FORCE_KINDS, SHIP_KINDS, STRUCTURE_KINDS } from '../../src/ti4/catalog/units.ts';
import { OBSTACLE_KINDS } from '../../src/xwing/catalog/obstacles.ts';
import { SHIP_TYPES } from '../../src/xwing/catalog/ship-types.ts';

/** Catalog names the page offers when adding pieces (from the engines' own catalogs). */
export interface Catalog {
  readonly ships: readonly string[];
  readonly squadrons: readonly string[];
  readonly obstacles: readonly string[];
  readonly owners: readonly string[];
}

export const CATALOGS: Readonly<Record<Game, Catalog>> = {
  armada: {
    ships: [...new Set(officialShips().map((r) => r.name))].sort(),
    squadrons: SQUADRON_RECORDS.map((r) => `${r.name} Squadron`),
    obstacles: OBSTACLE_RECORDS.map((r) => r.type),
    owners: ['empire', 'rebels', 'republic', 'separatists'],
  },
  xwing: {
    ships: SHIP_TYPES.filter((t) => t.dial.length > 0).map((t) => t.name),
    squadrons: [],
    obstacles: OBSTACLE_KINDS.map((k) => k.type),
    owners: ['rebels', 'empire', 'scum', 'resistance', 'firstorder', 'republic', 'separatists'],
  },
  ti4: {
    ships: [...SHIP_KINDS, ...GROUND_FORCE_KINDS, ...STRUCTURE_KINDS],
    squadrons: [],
    obstacles: [],
    owners: FACTIONS.map((f) => f.id),
  },
};

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
