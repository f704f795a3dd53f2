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

const ARMADA_SHIPS = [
  'Victory II-class Star Destroyer', 'Victory I-class Star Destroyer', 'Imperial II-class Star Destroyer', 'Gladiator I-class Star Destroyer',
  'Raider I-class Corvette', 'Arquitens-class Light Cruiser', 'Interdictor Suppression Refit', 'CR90 Corvette A', 'CR90 Corvette B',
  'Nebulon-B Escort Frigate', 'MC30c Scout Frigate', 'Hammerhead Scout Corvette', 'Assault Frigate Mark II A', 'MC80 Command Cruiser',
  'MC75 Armored Cruiser', 'Starhawk-class Battleship Mark I', 'GR-75 Medium Transports',
];

export const CATALOGS: Readonly<Record<Game, Catalog>> = {
  armada: {
    ships: ARMADA_SHIPS,
    squadrons: ['TIE Fighter Squadron', 'TIE Interceptor Squadron', 'TIE Bomber Squadron', 'X-wing Squadron', 'A-wing Squadron', 'B-wing Squadron', 'Y-wing Squadron'],
    obstacles: ['asteroid-field', 'debris-field', 'station', 'dust-field', 'gravity-rift', 'purrgil', 'exogorth'],
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
