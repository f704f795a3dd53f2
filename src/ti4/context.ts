import type { Ti4Player, Ti4Scenario } from '../schema/ti4.ts';
import type { FactionId } from './catalog/factions.ts';
import type { UnitKind, UnitStats } from './catalog/units.ts';
import { factionVariant, flippedVariant, unitStats, upgradeTechnology } from './catalog/units.ts';
import type { Galaxy } from './map/galaxy.ts';

/**
 * What one query needs to know about the scenario (ti4.adj.context): the active player, every
 * unit with its resolved statistics, and which effects are in force for this tactical action.
 * Built from plain data, once per query (a kept world keeps the query of its active system); nothing here is global.
 */

export interface UnitInfo {
  readonly id: string;
  /** Position in `units` (ties are broken by input order). */
  readonly order: number;
  readonly player: string;
  readonly faction: string;
  readonly stats: UnitStats;
  readonly kind: UnitKind;
  readonly system: string;
  /** Node of its system in the galaxy (undefined when the system is not in the galaxy). */
  readonly node: number | undefined;
  readonly upgraded: boolean;
  /** Printed move value after the upgrade; null = cannot move on its own (ti4.move.eligible). */
  readonly move: number | null;
  readonly capacity: number;
  /** A ship, or the Saar Floating Factory that moves as one (ti4.move.eligible). */
  readonly movesAsShip: boolean;
  /** Blocks other players' movement: ships, fighters included; not the Floating Factory (Q8). */
  readonly blocks: boolean;
  readonly isShip: boolean;
  readonly isStructure: boolean;
  readonly isGroundForce: boolean;
}

export interface Effects {
  readonly antimassDeflectors: boolean;
  readonly gravityDrive: boolean;
  readonly lightWaveDeflector: boolean;
  readonly magmusReactor: boolean;
  readonly gashlaiPhysiology: boolean;
  readonly voidborn: boolean;
  readonly sharedResearch: boolean;
  readonly circletOfTheVoid: boolean;
  /** Nav Suite (action card): the effects of anomalies are ignored during the Movement step (as Circlet of the Void, and no gravity-rift bonus). */
  readonly navSuite: boolean;
  readonly crucible: boolean;
  readonly flankSpeed: boolean;
  readonly lostStarChart: boolean;
  readonly wormholeReconstruction: boolean;
  readonly enforcedTravelBan: boolean;
  readonly nexusSovereignty: boolean;
  readonly quantumEntanglement: boolean;
  readonly slipstream: boolean;
  readonly lazaxGateFolding: boolean;
  readonly spacialConduitCylinder: boolean;
  readonly emissaryTaivra: boolean;
  readonly aetherstream: boolean;
  readonly aetherpassage: boolean;
  /** Argent players whose Aerie Hololattice stops the active player (not the active player). */
  readonly hololatticeOwners: readonly string[];
  /** Saar players whose Chaos Mapping forbids activating asteroid fields holding their ships. */
  readonly chaosMappingOwners: readonly string[];
  readonly dominusOrb: boolean;
  readonly ahkSylSiven: boolean;
  readonly ceasefire: boolean;
  readonly silenceSystem: string | null;
  readonly mendosaUnit: string | null;
  readonly hilColishFirst: boolean;
  /** Crimson Rebellion's Resonance Generator: +1 from the home system or an active breach (Thunder's Edge). */
  readonly resonanceGenerator: boolean;
  /** Ability movement named in `played` (ti4.move.ability): recorded only. */
  readonly abilityMoves: readonly string[];
  // Thunder's Edge (ti4.move.path, ti4.move.blocked, ti4.move.events):
  /** Myru Vos (Firmament agent): the moving ships that transport nothing may move through other players' ships. */
  readonly myruVos: boolean;
  /** Gravleash Maneuvers (Letnev): a non-fighter ship's move value is the highest among the ships moving from its system. */
  readonly gravleash: boolean;
  /** Al'raith Ix Ianovar (Cabal): +1 for ships starting in the Fracture. */
  readonly alRaith: boolean;
  /** Call of the Void (event): +1 to every ship when the active system is in the Fracture. */
  readonly callOfTheVoid: boolean;
  /** Cosmic Phenomenae (event): entropic scars adjacent to each other; these ships take a further +1 out of rifts, removed on 1-5. */
  readonly cosmicScars: boolean;
  readonly cosmicRiftUnits: readonly string[];
  /** Wild Wild Galaxy (event): Flank Speed gives +2. */
  readonly wildWildGalaxy: boolean;
  /** Ships given +1 by Tempesta or Imperator (one each). */
  readonly plusOneUnits: readonly { readonly unit: string; readonly source: string }[];
  /** Heaven's Eye: players holding a control token on a Firmament plot (the flagship gets +1 when one has units in the active system). */
  readonly plotHolders: readonly string[];
}

export interface Context {
  readonly scenario: Ti4Scenario;
  readonly galaxy: Galaxy;
  readonly activePlayer: Ti4Player;
  readonly activeFaction: string;
  readonly units: readonly UnitInfo[];
  readonly unitById: ReadonlyMap<string, UnitInfo>;
  readonly playerById: ReadonlyMap<string, Ti4Player>;
  readonly effects: Effects;
}

const SHIPS = new Set<UnitKind>(['carrier', 'cruiser', 'destroyer', 'dreadnought', 'fighter', 'war-sun', 'flagship']);

/** The statistics a unit type means for its owner: generic names become the faction's own unit. */
export function statsFor(type: string, factionId: string): UnitStats | undefined {
  const named = unitStats(type);
  if (named === undefined) return undefined;
  if (named.faction !== null) return named;
  return factionVariant(named.kind, factionId) ?? named;
}

interface Kind {
  readonly stats: UnitStats;
  readonly researched: boolean;
}

/** Statistics and upgrade of one unit type for one player (computed once per type and player). */
function kindFor(type: string, player: Ti4Player | undefined): Kind | undefined {
  const stats = statsFor(type, player?.faction ?? '');
  if (stats === undefined) return undefined;
  // The faction's own upgrade ("advanced-carrier-ii") or the generic one of the same kind ("carrier-ii").
  const generic = unitStats(stats.kind);
  const owned = player?.technologies ?? [];
  const techs = [upgradeTechnology(stats), generic ? upgradeTechnology(generic) : undefined].filter((t): t is string => t !== undefined);
  const researched = techs.some((t) => owned.includes(t));
  // ti4.units.values (Thunder's Edge): a breakthrough flipped onto this unit's card replaces it (Mentak's
  // Corsair over Cruiser II with The Table's Grace; Naaz-Rokha's Eidolon Maximum over the mech). The
  // flipped card is named by its unit ("corsair") or, where it needs the unit upgrade, by the breakthrough.
  const flipped = flippedVariant(stats.kind, player?.faction ?? '');
  if (flipped !== undefined && stats.id !== flipped.id && flipped.flippedFrom !== undefined) {
    const from = flipped.flippedFrom;
    if (owned.includes(flipped.id) || (owned.includes(from.breakthrough) && (!from.needsUpgrade || researched))) return { stats: flipped, researched: false };
  }
  return { stats, researched };
}

/** Kinds computed so far in one context, by player id, then unit type (no key string is built per unit). */
type Kinds = Map<string, Map<string, Kind | undefined>>;

function resolveUnit(unit: Ti4Scenario['units'][number], order: number, player: Ti4Player | undefined, galaxy: Galaxy, kinds: Kinds): UnitInfo | undefined {
  const factionId = player?.faction ?? '';
  let ofPlayer = kinds.get(unit.player);
  if (ofPlayer === undefined) {
    ofPlayer = new Map();
    kinds.set(unit.player, ofPlayer);
  }
  let kind = ofPlayer.get(unit.type);
  if (kind === undefined && !ofPlayer.has(unit.type)) {
    kind = kindFor(unit.type, player);
    ofPlayer.set(unit.type, kind);
  }
  if (kind === undefined) return undefined;
  const stats = kind.stats;
  const upgraded = unit.upgraded === true || kind.researched;
  const move = upgraded && stats.upgradedMove !== undefined ? stats.upgradedMove : stats.move;
  const capacity = upgraded && stats.upgradedCapacity !== undefined ? stats.upgradedCapacity : stats.capacity;
  const isShip = SHIPS.has(stats.kind) || stats.alsoShip === true;
  const floatingFactory = stats.id === 'floating-factory';
  return {
    id: unit.id,
    order,
    player: unit.player,
    faction: factionId,
    stats,
    kind: stats.kind,
    system: unit.system,
    node: galaxy.nodeOf.get(unit.system),
    upgraded,
    move,
    capacity,
    movesAsShip: isShip || floatingFactory,
    blocks: isShip,
    isShip,
    isStructure: stats.kind === 'pds' || stats.kind === 'space-dock',
    isGroundForce: stats.kind === 'infantry' || stats.kind === 'mech' || stats.id === 'hel-titan',
  };
}

export function activePlayerOf(scenario: Ti4Scenario): Ti4Player | undefined {
  return scenario.activePlayer === undefined ? scenario.players[0] : scenario.players.find((p) => p.id === scenario.activePlayer);
}

export function buildContext(scenario: Ti4Scenario, galaxy: Galaxy): Context {
  const activePlayer = activePlayerOf(scenario) ?? scenario.players[0]!;
  const playerById = new Map(scenario.players.map((p) => [p.id, p]));
  const units: UnitInfo[] = [];
  const kinds: Kinds = new Map();
  scenario.units.forEach((unit, order) => {
    const info = resolveUnit(unit, order, playerById.get(unit.player), galaxy, kinds);
    if (info) units.push(info);
  });
  const unitById = new Map(units.map((u) => [u.id, u]));
  const faction = activePlayer.faction as FactionId;
  const played = scenario.played;
  const playedIds = new Set(played.map((p) => p.id));
  // A technology or law named in `played` counts as well (used this tactical action).
  const tech = new Set([...activePlayer.technologies, ...played.filter((p) => p.player === undefined || p.player === activePlayer.id).map((p) => p.id)]);
  const law = new Set([...scenario.laws, ...played.map((p) => p.id)]);
  const others = scenario.players.filter((p) => p.id !== activePlayer.id);
  const silence = played.find((p) => p.id === 'in-the-silence-of-space');
  const mendosa = played.find((p) => p.id === 'captain-mendosa');
  const effects: Effects = {
    antimassDeflectors: tech.has('antimass-deflectors'),
    gravityDrive: tech.has('gravity-drive'),
    lightWaveDeflector: tech.has('light-wave-deflector'),
    magmusReactor: faction === 'muaat' && (tech.has('magmus-reactor') || tech.has('magmus-reactor-omega')),
    gashlaiPhysiology: faction === 'muaat',
    voidborn: faction === 'empyrean',
    sharedResearch: law.has('shared-research'),
    circletOfTheVoid: activePlayer.relics.includes('circlet-of-the-void') || playedIds.has('circlet-of-the-void') || playedIds.has('nav-suite'),
    navSuite: playedIds.has('nav-suite'),
    crucible: playedIds.has('crucible'),
    flankSpeed: playedIds.has('flank-speed'),
    lostStarChart: playedIds.has('lost-star-chart'),
    wormholeReconstruction: law.has('wormhole-reconstruction'),
    enforcedTravelBan: law.has('enforced-travel-ban'),
    nexusSovereignty: law.has('nexus-sovereignty'),
    quantumEntanglement: faction === 'creuss',
    slipstream: faction === 'creuss',
    lazaxGateFolding: faction === 'winnu' && tech.has('lazax-gate-folding') && !activePlayer.planets.some((p) => p.toLowerCase() === 'mecatol rex'),
    spacialConduitCylinder: faction === 'jolnar' && (tech.has('spacial-conduit-cylinder') || playedIds.has('spacial-conduit-cylinder')),
    emissaryTaivra: playedIds.has('emissary-taivra'),
    aetherstream: (faction === 'empyrean' && tech.has('aetherstream')) || playedIds.has('aetherstream'),
    aetherpassage: playedIds.has('aetherpassage'),
    hololatticeOwners: others
      .filter((p) => p.faction === 'argent' && (p.technologies.includes('aerie-hololattice') || played.some((e) => e.id === 'aerie-hololattice' && e.player === p.id)))
      .map((p) => p.id),
    chaosMappingOwners: others
      .filter((p) => p.faction === 'saar' && (p.technologies.includes('chaos-mapping') || played.some((e) => e.id === 'chaos-mapping' && (e.player === undefined || e.player === p.id))))
      .map((p) => p.id),
    dominusOrb: playedIds.has('dominus-orb'),
    ahkSylSiven: faction === 'nomad' && playedIds.has('ahk-syl-siven'),
    ceasefire: playedIds.has('ceasefire'),
    silenceSystem: silence?.system ?? null,
    mendosaUnit: mendosa?.unit ?? null,
    hilColishFirst: playedIds.has('hil-colish-first'),
    resonanceGenerator: faction === 'rebellion' && tech.has('resonance-generator'),
    abilityMoves: played
      .map((p) => p.id)
      .filter((id) => ['helix-protocol', 'dark-space-navigation', 'benediction', 'foresight', 'riftwalker-meian', 'nova-seed', 'wing-transfer', 'survival-instinct', 'watchful-ojz', 'eanautic', 'alarum', 'ahk-ravin'].includes(id)),
    myruVos: playedIds.has('myru-vos'),
    gravleash: faction === 'letnev' && tech.has('gravleash-maneuvers'),
    alRaith: faction === 'vuilraith' && tech.has('al-raith-ix-ianovar'),
    callOfTheVoid: playedIds.has('call-of-the-void'),
    cosmicScars: playedIds.has('cosmic-phenomenae'),
    cosmicRiftUnits: played.filter((p) => p.id === 'cosmic-phenomenae' && p.unit !== undefined).map((p) => p.unit!),
    wildWildGalaxy: playedIds.has('wild-wild-galaxy'),
    plusOneUnits: played
      .filter((p) => (p.id === 'tempesta' || (p.id === 'imperator' && faction === 'winnu')) && p.unit !== undefined)
      .map((p) => ({ unit: p.unit!, source: p.id === 'tempesta' ? 'Tempesta' : 'Imperator' })),
    plotHolders: played.filter((p) => p.id === 'heavens-eye' && p.player !== undefined).map((p) => p.player!),
  };
  return { scenario, galaxy, activePlayer, activeFaction: faction, units, unitById, playerById, effects };
}
