/**
 * Factions of base, Prophecy of Kings and Codex (short community ids), with their
 * home tile and the full name used in data/ti4-units.tsv and ti4-tiles.tsv.
 * Source of the facts: data/ti4-tiles.tsv (home_faction), data/ti4-units.tsv.
 */

export type FactionId =
  | 'arborec' | 'letnev' | 'saar' | 'muaat' | 'hacan' | 'sol' | 'creuss' | 'l1z1x' | 'mentak'
  | 'naalu' | 'nekro' | 'sardakk' | 'jolnar' | 'winnu' | 'xxcha' | 'yin' | 'yssaril' | 'argent'
  | 'empyrean' | 'mahact' | 'naazrokha' | 'nomad' | 'titans' | 'vuilraith' | 'keleres'
  // Thunder's Edge factions whose home tiles are in catalog/thunders-edge.ts; 'neutral' owns the Fracture's units
  | 'rebellion' | 'deepwrought' | 'firmament' | 'obsidian' | 'bastion' | 'ralnel' | 'neutral';

export interface Faction {
  readonly id: FactionId;
  readonly name: string;
  /** Home system tile (Creuss: 51 off the map, with the Creuss Gate 17 on it). Keleres borrows one. */
  readonly homeTile: number | null;
  /** Thunder's Edge: the home system's name (`"96a"`, `"118"`). */
  readonly homeSystem?: string;
}

export const FACTIONS: readonly Faction[] = [
  { id: 'arborec', name: 'Arborec', homeTile: 5 },
  { id: 'letnev', name: 'Barony of Letnev', homeTile: 10 },
  { id: 'saar', name: 'Clan of Saar', homeTile: 11 },
  { id: 'muaat', name: 'Embers of Muaat', homeTile: 4 },
  { id: 'hacan', name: 'Emirates of Hacan', homeTile: 16 },
  { id: 'sol', name: 'Federation of Sol', homeTile: 1 },
  { id: 'creuss', name: 'Ghosts of Creuss', homeTile: 51 },
  { id: 'l1z1x', name: 'L1Z1X Mindnet', homeTile: 6 },
  { id: 'mentak', name: 'Mentak Coalition', homeTile: 2 },
  { id: 'naalu', name: 'Naalu Collective', homeTile: 9 },
  { id: 'nekro', name: 'Nekro Virus', homeTile: 8 },
  { id: 'sardakk', name: "Sardakk N'orr", homeTile: 13 },
  { id: 'jolnar', name: 'Universities of Jol-Nar', homeTile: 12 },
  { id: 'winnu', name: 'Winnu', homeTile: 7 },
  { id: 'xxcha', name: 'Xxcha Kingdom', homeTile: 14 },
  { id: 'yin', name: 'Yin Brotherhood', homeTile: 3 },
  { id: 'yssaril', name: 'Yssaril Tribes', homeTile: 15 },
  { id: 'argent', name: 'Argent Flight', homeTile: 58 },
  { id: 'empyrean', name: 'Empyrean', homeTile: 56 },
  { id: 'mahact', name: 'Mahact Gene-Sorcerers', homeTile: 52 },
  { id: 'naazrokha', name: 'Naaz-Rokha Alliance', homeTile: 57 },
  { id: 'nomad', name: 'Nomad', homeTile: 53 },
  { id: 'titans', name: 'Titans of Ul', homeTile: 55 },
  { id: 'vuilraith', name: "Vuil'raith Cabal", homeTile: 54 },
  { id: 'keleres', name: 'Council Keleres', homeTile: null },
  // Thunder's Edge (data/ti4-thunders-edge.tsv): names as the AsyncTI4 tiles give them. Their home
  // systems are given as `homeSystem` (96 has two faces; the Rebellion's 118 is off the map, The Sorrow 94
  // on it), not yet as `homeTile`, which the map importer places as it is.
  { id: 'rebellion', name: 'Crimson Rebellion', homeTile: null, homeSystem: '118' },
  { id: 'deepwrought', name: 'Deepwrought', homeTile: null, homeSystem: '95' },
  { id: 'firmament', name: 'Firmament', homeTile: null, homeSystem: '96a' },
  { id: 'obsidian', name: 'Obsidian', homeTile: null, homeSystem: '96b' },
  { id: 'bastion', name: 'Bastion', homeTile: null, homeSystem: '92' },
  // Home 93 (shenanigans-be/miltydraft data/tiles.json; AsyncTI4 te_units.json faction "ralnel")
  { id: 'ralnel', name: 'Ral Nel Consortium', homeTile: null, homeSystem: '93' },
  // The owner of neutral units (the Fracture's)
  { id: 'neutral', name: 'Neutral', homeTile: null },
];

const byId = new Map<string, Faction>(FACTIONS.map((f) => [f.id, f]));

export function faction(id: string): Faction | undefined {
  return byId.get(id);
}
