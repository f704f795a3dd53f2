import type { FactionId } from './factions.ts';

/**
 * Move and capacity of every unit that moves or carries (ti4.units.values): generic units with
 * their upgrades, faction units that differ, and every flagship.
 *
 * Source of the facts: data/ti4-units.tsv (TI4-Online/TI4-TTPG unit-attrs.data.js, AsyncTI4
 * data/units/*.json, NoahPeres/ti4-ai "TI4 ability compendium.csv"). Conflicts resolved as
 * ti4.units.conflicts recommends: Artemiris capacity 6, Strike Wing Alpha II capacity 1.
 * The war sun row gives the technology's values (2 / 6): a war sun on the board means its
 * technology is researched.
 *
 * Thunder's Edge units (data/ti4-te-units.tsv: AsyncTI4 data/units/te_units.json @050ad426,
 * ti-assistant server/data/{base,prophecyofkings,thundersedge}/factions.ts and thundersedge/techs.ts @31ef8639): the new factions'
 * flagships and destroyers, and the unit upgrades a breakthrough flips onto a unit card (Mentak's
 * Corsair over Cruiser II, Naaz-Rokha's Eidolon Maximum over the mech).
 */

export type UnitKind =
  | 'carrier' | 'cruiser' | 'destroyer' | 'dreadnought' | 'fighter' | 'war-sun' | 'flagship'
  | 'infantry' | 'mech' | 'pds' | 'space-dock';

export const SHIP_KINDS: readonly UnitKind[] = ['carrier', 'cruiser', 'destroyer', 'dreadnought', 'fighter', 'war-sun', 'flagship'];
export const GROUND_FORCE_KINDS: readonly UnitKind[] = ['infantry', 'mech'];
export const STRUCTURE_KINDS: readonly UnitKind[] = ['pds', 'space-dock'];

export interface UnitStats {
  /** Kebab-case of the printed name (`war-sun`). */
  readonly id: string;
  readonly name: string;
  /** null for generic units. */
  readonly faction: FactionId | null;
  readonly kind: UnitKind;
  /** null: no move value printed (ti4.move.eligible). */
  readonly move: number | null;
  readonly capacity: number;
  readonly upgradedName?: string;
  readonly upgradedMove?: number | null;
  readonly upgradedCapacity?: number;
  /** Both a ship and a ground force (Naaz-Rokha Eidolon Maximum): moves and blocks as a ship. */
  readonly alsoShip?: true;
  /** Reached by flipping a breakthrough onto this unit's card: the breakthrough's id and the unit it replaces. */
  readonly flippedFrom?: { readonly breakthrough: string; readonly replaces: string; readonly needsUpgrade: boolean };
  /** A movement ability printed on the unit, named by the rule it changes (see context.ts). */
  readonly ability?: 'through-own-systems' | 'through-when-active-has-enemy' | 'plot-bonus';
}

export const UNITS: readonly UnitStats[] = [
  { id: "carrier", name: "Carrier", faction: null, kind: "carrier", move: 1, capacity: 4, upgradedName: "Carrier II", upgradedMove: 2, upgradedCapacity: 6 },
  { id: "cruiser", name: "Cruiser", faction: null, kind: "cruiser", move: 2, capacity: 0, upgradedName: "Cruiser II", upgradedMove: 3, upgradedCapacity: 1 },
  { id: "destroyer", name: "Destroyer", faction: null, kind: "destroyer", move: 2, capacity: 0, upgradedName: "Destroyer II", upgradedMove: 2, upgradedCapacity: 0 },
  { id: "dreadnought", name: "Dreadnought", faction: null, kind: "dreadnought", move: 1, capacity: 1, upgradedName: "Dreadnought II", upgradedMove: 2, upgradedCapacity: 1 },
  { id: "fighter", name: "Fighter", faction: null, kind: "fighter", move: null, capacity: 0, upgradedName: "Fighter II", upgradedMove: 2, upgradedCapacity: 0 },
  { id: "war-sun", name: "War Sun", faction: null, kind: "war-sun", move: 2, capacity: 6 },
  { id: "flagship", name: "Flagship", faction: null, kind: "flagship", move: 1, capacity: 3 },
  { id: "infantry", name: "Infantry", faction: null, kind: "infantry", move: null, capacity: 0, upgradedName: "Infantry II", upgradedMove: null, upgradedCapacity: 0 },
  { id: "mech", name: "Mech", faction: null, kind: "mech", move: null, capacity: 0 },
  { id: "pds", name: "PDS", faction: null, kind: "pds", move: null, capacity: 0, upgradedName: "PDS II", upgradedMove: null, upgradedCapacity: 0 },
  { id: "space-dock", name: "Space Dock", faction: null, kind: "space-dock", move: null, capacity: 0, upgradedName: "Space Dock II", upgradedMove: null, upgradedCapacity: 0 },
  { id: "advanced-carrier", name: "Advanced Carrier", faction: "sol", kind: "carrier", move: 1, capacity: 6, upgradedName: "Advanced Carrier II", upgradedMove: 2, upgradedCapacity: 8 },
  { id: "saturn-engine", name: "Saturn Engine", faction: "titans", kind: "cruiser", move: 2, capacity: 1, upgradedName: "Saturn Engine II", upgradedMove: 3, upgradedCapacity: 2 },
  { id: "strike-wing-alpha", name: "Strike Wing Alpha", faction: "argent", kind: "destroyer", move: 2, capacity: 1, upgradedName: "Strike Wing Alpha II", upgradedMove: 2, upgradedCapacity: 1 },
  { id: "super-dreadnought", name: "Super-Dreadnought", faction: "l1z1x", kind: "dreadnought", move: 1, capacity: 2, upgradedName: "Super-Dreadnought II", upgradedMove: 2, upgradedCapacity: 2 },
  { id: "exotrireme", name: "Exotrireme", faction: "sardakk", kind: "dreadnought", move: 1, capacity: 1, upgradedName: "Exotrireme II", upgradedMove: 2, upgradedCapacity: 1 },
  { id: "hybrid-crystal-fighter", name: "Hybrid Crystal Fighter", faction: "naalu", kind: "fighter", move: null, capacity: 0, upgradedName: "Hybrid Crystal Fighter II", upgradedMove: 2, upgradedCapacity: 0 },
  { id: "prototype-war-sun", name: "Prototype War Sun", faction: "muaat", kind: "war-sun", move: 1, capacity: 6, upgradedName: "Prototype War Sun II", upgradedMove: 3, upgradedCapacity: 6 },
  { id: "floating-factory", name: "Floating Factory", faction: "saar", kind: "space-dock", move: 1, capacity: 4, upgradedName: "Floating Factory II", upgradedMove: 2, upgradedCapacity: 5 },
  { id: "dimensional-tear", name: "Dimensional Tear", faction: "vuilraith", kind: "space-dock", move: null, capacity: 0, upgradedName: "Dimensional Tear II", upgradedMove: null, upgradedCapacity: 0 },
  { id: "hel-titan", name: "Hel-Titan", faction: "titans", kind: "pds", move: null, capacity: 0, upgradedName: "Hel-Titan II", upgradedMove: null, upgradedCapacity: 0 },
  { id: "duha-menaimon", name: "Duha Menaimon", faction: "arborec", kind: "flagship", move: 1, capacity: 5 },
  { id: "quetzecoatl", name: "Quetzecoatl", faction: "argent", kind: "flagship", move: 1, capacity: 3 },
  { id: "arc-secundus", name: "Arc Secundus", faction: "letnev", kind: "flagship", move: 1, capacity: 3 },
  { id: "son-of-ragh", name: "Son of Ragh", faction: "saar", kind: "flagship", move: 1, capacity: 3 },
  { id: "artemiris", name: "Artemiris", faction: "keleres", kind: "flagship", move: 1, capacity: 6 },
  { id: "the-inferno", name: "The Inferno", faction: "muaat", kind: "flagship", move: 1, capacity: 3 },
  { id: "wrath-of-kenara", name: "Wrath of Kenara", faction: "hacan", kind: "flagship", move: 1, capacity: 3 },
  { id: "dynamo", name: "Dynamo", faction: "empyrean", kind: "flagship", move: 1, capacity: 3 },
  { id: "genesis", name: "Genesis", faction: "sol", kind: "flagship", move: 1, capacity: 12 },
  { id: "hil-colish", name: "Hil Colish", faction: "creuss", kind: "flagship", move: 1, capacity: 3 },
  { id: "0-0-1", name: "[0.0.1]", faction: "l1z1x", kind: "flagship", move: 1, capacity: 5 },
  { id: "arvicon-rex", name: "Arvicon Rex", faction: "mahact", kind: "flagship", move: 1, capacity: 3 },
  { id: "fourth-moon", name: "Fourth Moon", faction: "mentak", kind: "flagship", move: 1, capacity: 3 },
  { id: "matriarch", name: "Matriarch", faction: "naalu", kind: "flagship", move: 1, capacity: 6 },
  { id: "visz-el-vir", name: "Visz El Vir", faction: "naazrokha", kind: "flagship", move: 1, capacity: 4 },
  { id: "the-alastor", name: "The Alastor", faction: "nekro", kind: "flagship", move: 1, capacity: 3 },
  { id: "memoria", name: "Memoria", faction: "nomad", kind: "flagship", move: 1, capacity: 3, upgradedName: "Memoria II", upgradedMove: 2, upgradedCapacity: 6 },
  { id: "cmorran-norr", name: "C'morran N'orr", faction: "sardakk", kind: "flagship", move: 1, capacity: 3 },
  { id: "ouranos", name: "Ouranos", faction: "titans", kind: "flagship", move: 1, capacity: 3 },
  { id: "jns-hylarim", name: "J.N.S. Hylarim", faction: "jolnar", kind: "flagship", move: 1, capacity: 3 },
  { id: "the-terror-between", name: "The Terror Between", faction: "vuilraith", kind: "flagship", move: 1, capacity: 3 },
  { id: "salai-sai-corian", name: "Salai Sai Corian", faction: "winnu", kind: "flagship", move: 1, capacity: 3 },
  { id: "loncara-ssodu", name: "Loncara Ssodu", faction: "xxcha", kind: "flagship", move: 1, capacity: 3 },
  { id: "van-hauge", name: "Van Hauge", faction: "yin", kind: "flagship", move: 1, capacity: 3 },
  { id: "ysia-yssrila", name: "Y'sia Y'ssrila", faction: "yssaril", kind: "flagship", move: 2, capacity: 3 },
  // Thunder's Edge (data/ti4-te-units.tsv)
  { id: "exile", name: "Exile I", faction: "rebellion", kind: "destroyer", move: 2, capacity: 0, upgradedName: "Exile II", upgradedMove: 2, upgradedCapacity: 0 },
  { id: "linkship", name: "Linkship I", faction: "ralnel", kind: "destroyer", move: 3, capacity: 0, upgradedName: "Linkship II", upgradedMove: 4, upgradedCapacity: 0 },
  { id: "quietus", name: "Quietus", faction: "rebellion", kind: "flagship", move: 1, capacity: 3 },
  { id: "last-dispatch", name: "Last Dispatch", faction: "ralnel", kind: "flagship", move: 2, capacity: 4 },
  { id: "dws-luminous", name: "D.W.S. Luminous", faction: "deepwrought", kind: "flagship", move: 1, capacity: 6, ability: "through-own-systems" },
  { id: "heavens-eye", name: "Heaven's Eye", faction: "firmament", kind: "flagship", move: 1, capacity: 3, ability: "plot-bonus" },
  { id: "heavens-hollow", name: "Heaven's Hollow", faction: "obsidian", kind: "flagship", move: 1, capacity: 3 },
  { id: "the-egeiro", name: "The Egeiro", faction: "bastion", kind: "flagship", move: 1, capacity: 3 },
  { id: "corsair", name: "Corsair", faction: "mentak", kind: "cruiser", move: 3, capacity: 2, flippedFrom: { breakthrough: "the-tables-grace", replaces: "cruiser", needsUpgrade: true }, ability: "through-when-active-has-enemy" },
  { id: "eidolon-maximum", name: "Eidolon Maximum", faction: "naazrokha", kind: "mech", move: 3, capacity: 0, alsoShip: true, flippedFrom: { breakthrough: "absolute-synergy", replaces: "mech", needsUpgrade: false } },
];

const byId = new Map<string, UnitStats>(UNITS.map((u) => [u.id, u]));

export function unitStats(id: string): UnitStats | undefined {
  return byId.get(id);
}

/** The generic unit a faction replaces with its own (Sol carrier = Advanced Carrier, ...). */
export function factionVariant(kind: UnitKind, factionId: string): UnitStats | undefined {
  return variants.get(kind)?.get(factionId);
}

// The faction's own unit of each kind (the first listed): Sol's carrier is the Advanced Carrier, the
// Vuil'raith space dock the Dimensional Tear, the Titans PDS the Hel-Titan, the Saar space dock the
// Floating Factory; every faction's flagship.
const variants = byKindAndFaction((u) => u.flippedFrom === undefined);

/** The unit a faction's breakthrough flips onto its card of this kind (Corsair, Eidolon Maximum), if any. */
export function flippedVariant(kind: UnitKind, factionId: string): UnitStats | undefined {
  return flipped.get(kind)?.get(factionId);
}

const flipped = byKindAndFaction((u) => u.flippedFrom !== undefined);

/** The first faction unit of each kind and faction that `which` accepts, in the order of UNITS (kind, then faction: no key is built per look-up). */
function byKindAndFaction(which: (unit: UnitStats) => boolean): Map<UnitKind, Map<string, UnitStats>> {
  const out = new Map<UnitKind, Map<string, UnitStats>>();
  for (const u of UNITS) {
    if (u.faction === null || !which(u)) continue;
    let ofKind = out.get(u.kind);
    if (ofKind === undefined) {
      ofKind = new Map();
      out.set(u.kind, ofKind);
    }
    if (!ofKind.has(u.faction)) ofKind.set(u.faction, u);
  }
  return out;
}

/** The technology id that upgrades this unit (kebab of its upgraded name), if any. */
export function upgradeTechnology(stats: UnitStats): string | undefined {
  return upgradeIds.get(stats.id);
}

const upgradeIds = new Map<string, string>(
  UNITS.flatMap((u) =>
    u.upgradedName === undefined || u.kind === 'war-sun' || u.flippedFrom !== undefined
      ? []
      : [[u.id, u.upgradedName.toLowerCase().replace(/['.]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')] as const],
  ),
);
