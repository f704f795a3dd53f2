/**
 * System tiles 1-82 (base 1-51, Prophecy of Kings 52-82; Thunder's Edge 92-118 in thunders-edge.ts): planets, wormholes, anomalies and where
 * the tile lives (on the map or off it). Hyperlane tiles 83-91 are in `hyperlanes.ts`.
 *
 * Source of the facts: data/ti4-tiles.tsv (itself from heisenbugged/ti4-lab
 * rawSystemData.ts, TI4-Online/TI4-TTPG system.data.js, darrellanderson/TI4-TTPG-TS
 * system.data.ts, AsyncTI4 systems/*.json, NoahPeres/ti4-ai "TI4 Systems.csv").
 * Rules: ti4.tiles.columns, ti4.tiles.anomalies, ti4.tiles.corrections (17 present, 81 a supernova),
 * ti4.map.offmap (51 and 82 off the map), ti4.adj.nexus (82 starts inactive: gamma only).
 */
import { THUNDERS_EDGE_TILES } from './thunders-edge.ts';

import type { Anomaly, Planet, SystemTile, Wormhole } from './system-tile.ts';
import { ANOMALIES, WORMHOLES } from './system-tile.ts';

export type { Anomaly, Planet, SystemTile, Wormhole };
export { ANOMALIES, WORMHOLES };

export const SYSTEM_TILES: readonly SystemTile[] = [
  { tile: 1, expansion: "base", category: "home", homeOf: "Federation of Sol", offMap: false, planets: [{ name: "Jord", resources: 4, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 2, expansion: "base", category: "home", homeOf: "Mentak Coalition", offMap: false, planets: [{ name: "Moll Primus", resources: 4, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 3, expansion: "base", category: "home", homeOf: "Yin Brotherhood", offMap: false, planets: [{ name: "Darien", resources: 4, influence: 4 }], wormholes: [], anomalies: [] },
  { tile: 4, expansion: "base", category: "home", homeOf: "Embers of Muaat", offMap: false, planets: [{ name: "Muaat", resources: 4, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 5, expansion: "base", category: "home", homeOf: "Arborec", offMap: false, planets: [{ name: "Nestphar", resources: 3, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 6, expansion: "base", category: "home", homeOf: "L1Z1X Mindnet", offMap: false, planets: [{ name: "[0.0.0]", resources: 5, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 7, expansion: "base", category: "home", homeOf: "Winnu", offMap: false, planets: [{ name: "Winnu", resources: 3, influence: 4 }], wormholes: [], anomalies: [] },
  { tile: 8, expansion: "base", category: "home", homeOf: "Nekro Virus", offMap: false, planets: [{ name: "Mordai II", resources: 4, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 9, expansion: "base", category: "home", homeOf: "Naalu Collective", offMap: false, planets: [{ name: "Maaluuk", resources: 0, influence: 2 }, { name: "Druaa", resources: 3, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 10, expansion: "base", category: "home", homeOf: "Barony of Letnev", offMap: false, planets: [{ name: "Arc Prime", resources: 4, influence: 0 }, { name: "Wren Terra", resources: 2, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 11, expansion: "base", category: "home", homeOf: "Clan of Saar", offMap: false, planets: [{ name: "Lisis II", resources: 1, influence: 0 }, { name: "Ragh", resources: 2, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 12, expansion: "base", category: "home", homeOf: "Universities of Jol-Nar", offMap: false, planets: [{ name: "Nar", resources: 2, influence: 3 }, { name: "Jol", resources: 1, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 13, expansion: "base", category: "home", homeOf: "Sardakk N'orr", offMap: false, planets: [{ name: "Tren'lak", resources: 1, influence: 0 }, { name: "Quinarra", resources: 3, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 14, expansion: "base", category: "home", homeOf: "Xxcha Kingdom", offMap: false, planets: [{ name: "Archon Ren", resources: 2, influence: 3 }, { name: "Archon Tau", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 15, expansion: "base", category: "home", homeOf: "Yssaril Tribes", offMap: false, planets: [{ name: "Retillion", resources: 2, influence: 3 }, { name: "Shalloq", resources: 1, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 16, expansion: "base", category: "home", homeOf: "Emirates of Hacan", offMap: false, planets: [{ name: "Arretze", resources: 2, influence: 0 }, { name: "Hercant", resources: 1, influence: 1 }, { name: "Kamdorn", resources: 0, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 17, expansion: "base", category: "special-creuss-gate", homeOf: "Ghosts of Creuss", offMap: false, planets: [], wormholes: ["delta"], anomalies: [] },
  { tile: 18, expansion: "base", category: "special-mecatol", offMap: false, planets: [{ name: "Mecatol Rex", resources: 1, influence: 6 }], wormholes: [], anomalies: [] },
  { tile: 19, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Wellon", resources: 1, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 20, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Vefut II", resources: 2, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 21, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Thibah", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 22, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Tar'mann", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 23, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Saudor", resources: 2, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 24, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Mehar Xull", resources: 1, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 25, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Quann", resources: 2, influence: 1 }], wormholes: ["beta"], anomalies: [] },
  { tile: 26, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Lodor", resources: 3, influence: 1 }], wormholes: ["alpha"], anomalies: [] },
  { tile: 27, expansion: "base", category: "blue", offMap: false, planets: [{ name: "New Albion", resources: 1, influence: 1 }, { name: "Starpoint", resources: 3, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 28, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Tequ'ran", resources: 2, influence: 0 }, { name: "Torkan", resources: 0, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 29, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Qucen'n", resources: 1, influence: 2 }, { name: "Rarron", resources: 0, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 30, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Mellon", resources: 0, influence: 2 }, { name: "Zohbat", resources: 3, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 31, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Lazar", resources: 1, influence: 0 }, { name: "Sakulag", resources: 2, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 32, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Dal Bootha", resources: 0, influence: 2 }, { name: "Xxehan", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 33, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Corneeq", resources: 1, influence: 2 }, { name: "Resculon", resources: 2, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 34, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Centauri", resources: 1, influence: 3 }, { name: "Gral", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 35, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Bereg", resources: 3, influence: 1 }, { name: "Lirta IV", resources: 2, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 36, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Arnor", resources: 2, influence: 1 }, { name: "Lor", resources: 1, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 37, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Arinam", resources: 1, influence: 2 }, { name: "Meer", resources: 0, influence: 4 }], wormholes: [], anomalies: [] },
  { tile: 38, expansion: "base", category: "blue", offMap: false, planets: [{ name: "Abyz", resources: 3, influence: 0 }, { name: "Fria", resources: 2, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 39, expansion: "base", category: "red", offMap: false, planets: [], wormholes: ["alpha"], anomalies: [] },
  { tile: 40, expansion: "base", category: "red", offMap: false, planets: [], wormholes: ["beta"], anomalies: [] },
  { tile: 41, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: ["gravity-rift"] },
  { tile: 42, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: ["nebula"] },
  { tile: 43, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: ["supernova"] },
  { tile: 44, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: ["asteroid-field"] },
  { tile: 45, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: ["asteroid-field"] },
  { tile: 46, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 47, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 48, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 49, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 50, expansion: "base", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 51, expansion: "base", category: "home", homeOf: "Ghosts of Creuss", offMap: true, planets: [{ name: "Creuss", resources: 4, influence: 2 }], wormholes: ["delta"], anomalies: [] },
  { tile: 52, expansion: "pok", category: "home", homeOf: "Mahact Gene-Sorcerers", offMap: false, planets: [{ name: "Ixth", resources: 3, influence: 5 }], wormholes: [], anomalies: [] },
  { tile: 53, expansion: "pok", category: "home", homeOf: "Nomad", offMap: false, planets: [{ name: "Arcturus", resources: 4, influence: 4 }], wormholes: [], anomalies: [] },
  { tile: 54, expansion: "pok", category: "home", homeOf: "Vuil'raith Cabal", offMap: false, planets: [{ name: "Acheron", resources: 4, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 55, expansion: "pok", category: "home", homeOf: "Titans of Ul", offMap: false, planets: [{ name: "Elysium", resources: 4, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 56, expansion: "pok", category: "home", homeOf: "Empyrean", offMap: false, planets: [{ name: "The Dark", resources: 3, influence: 4 }], wormholes: [], anomalies: ["nebula"] },
  { tile: 57, expansion: "pok", category: "home", homeOf: "Naaz-Rokha Alliance", offMap: false, planets: [{ name: "Naazir", resources: 2, influence: 1 }, { name: "Rokha", resources: 1, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 58, expansion: "pok", category: "home", homeOf: "Argent Flight", offMap: false, planets: [{ name: "Valk", resources: 2, influence: 0 }, { name: "Avar", resources: 1, influence: 1 }, { name: "Ylir", resources: 0, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 59, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Archon Vail", resources: 1, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 60, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Perimeter", resources: 2, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 61, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Ang", resources: 2, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 62, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Sem-Lore", resources: 3, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 63, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Vorhal", resources: 0, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 64, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Atlas", resources: 3, influence: 1 }], wormholes: ["beta"], anomalies: [] },
  { tile: 65, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Primor", resources: 2, influence: 1, legendary: true }], wormholes: [], anomalies: [] },
  { tile: 66, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Hope's End", resources: 3, influence: 0, legendary: true }], wormholes: [], anomalies: [] },
  { tile: 67, expansion: "pok", category: "red", offMap: false, planets: [{ name: "Cormund", resources: 2, influence: 0 }], wormholes: [], anomalies: ["gravity-rift"] },
  { tile: 68, expansion: "pok", category: "red", offMap: false, planets: [{ name: "Everra", resources: 3, influence: 1 }], wormholes: [], anomalies: ["nebula"] },
  { tile: 69, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Accoen", resources: 2, influence: 3 }, { name: "Jeol Ir", resources: 2, influence: 3 }], wormholes: [], anomalies: [] },
  { tile: 70, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Kraag", resources: 2, influence: 1 }, { name: "Siig", resources: 0, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 71, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Ba'Kal", resources: 3, influence: 2 }, { name: "Alio Prima", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 72, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Lisis", resources: 2, influence: 2 }, { name: "Velnor", resources: 2, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 73, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Cealdri", resources: 0, influence: 2 }, { name: "Xanhact", resources: 0, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 74, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Vega Major", resources: 2, influence: 1 }, { name: "Vega Minor", resources: 1, influence: 2 }], wormholes: [], anomalies: [] },
  { tile: 75, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Loki", resources: 1, influence: 2 }, { name: "Abaddon", resources: 1, influence: 0 }, { name: "Ashtroth", resources: 2, influence: 0 }], wormholes: [], anomalies: [] },
  { tile: 76, expansion: "pok", category: "blue", offMap: false, planets: [{ name: "Rigel I", resources: 0, influence: 1 }, { name: "Rigel II", resources: 1, influence: 2 }, { name: "Rigel III", resources: 1, influence: 1 }], wormholes: [], anomalies: [] },
  { tile: 77, expansion: "pok", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 78, expansion: "pok", category: "red", offMap: false, planets: [], wormholes: [], anomalies: [] },
  { tile: 79, expansion: "pok", category: "red", offMap: false, planets: [], wormholes: ["alpha"], anomalies: ["asteroid-field"] },
  { tile: 80, expansion: "pok", category: "red", offMap: false, planets: [], wormholes: [], anomalies: ["supernova"] },
  { tile: 81, expansion: "pok", category: "special-supernova", offMap: false, planets: [], wormholes: [], anomalies: ["supernova"] },
  { tile: 82, expansion: "pok", category: "special-nexus", offMap: true, planets: [{ name: "Mallice", resources: 0, influence: 3, legendary: true }], wormholes: ["gamma"], activeWormholes: ["alpha", "beta", "gamma"], anomalies: [] },
];

/** Every system tile: base, Prophecy of Kings and Thunder's Edge (catalog/thunders-edge.ts). */
export const ALL_SYSTEM_TILES: readonly SystemTile[] = [...SYSTEM_TILES, ...THUNDERS_EDGE_TILES];

const byKey = new Map<string, SystemTile>(ALL_SYSTEM_TILES.map((tile) => [`${tile.tile}${tile.face ?? ''}`, tile]));

/** The tile of that number (and face, for a two-faced tile such as 96a). */
export function systemTile(tile: number, face?: 'a' | 'b'): SystemTile | undefined {
  return byKey.get(`${tile}${face ?? ''}`);
}

export const MECATOL_REX = 18;
export const CREUSS_GATE = 17;
export const CREUSS_HOME = 51;
export const WORMHOLE_NEXUS = 82;
