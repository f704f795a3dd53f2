import type { Anomaly } from './catalog/tiles.ts';
import { THE_WATCHTOWER } from './catalog/thunders-edge.ts';
import type { Context, UnitInfo } from './context.ts';
import type { Ti4RuleId } from './rules.ts';

/**
 * What each system means for movement, before any one ship is considered: anomalies (printed,
 * plus a gravity rift wherever a Dimensional Tear stands, ti4.move.rift), the players whose ships
 * block (ti4.move.blocked), Argent structures under Aerie Hololattice, Vuil'raith tears.
 */
export interface Terrain {
  readonly anomalies: readonly (readonly Anomaly[])[];
  /** Other players (not the active one) with blocking ships in each system. */
  readonly blockers: readonly (readonly string[])[];
  /** Systems holding structures of an Argent player whose Aerie Hololattice applies. */
  readonly hololattice: readonly boolean[];
  /** Players with a Dimensional Tear in each system. */
  readonly tears: readonly (readonly string[])[];
}

/** The list of a system without blockers or tears (shared, frozen). */
const NONE: readonly string[] = Object.freeze([]);

export function buildTerrain(context: Context): Terrain {
  const nodes = context.galaxy.nodes;
  const count = nodes.length;
  // Printed anomalies are shared from the tile data (read only); a system gaining a rift gets its own list.
  const anomalies: (readonly Anomaly[])[] = nodes.map((n) => n.data.anomalies);
  const blockers: (readonly string[])[] = new Array<readonly string[]>(count).fill(NONE);
  const hololattice: boolean[] = new Array<boolean>(count).fill(false);
  const tears: (readonly string[])[] = new Array<readonly string[]>(count).fill(NONE);
  const active = context.activePlayer.id;
  const argent = context.effects.hololatticeOwners;
  // ti4.tiles.anomalies: The Watchtower (117), whose anomalies the sources disagree on, as the scenario reads it.
  const watchtower = context.scenario.thundersEdge?.watchtower;
  if (watchtower !== undefined) {
    const at = context.galaxy.nodeOf.get(String(THE_WATCHTOWER));
    if (at !== undefined) anomalies[at] = [...new Set(watchtower)];
  }
  // ti4.move.multi-anomaly: a token or ability adds an anomaly; the system keeps its printed ones too.
  for (const token of context.scenario.anomalyTokens ?? []) {
    const node = context.galaxy.nodeOf.get(token.system);
    if (node !== undefined && !anomalies[node]!.includes(token.anomaly)) anomalies[node] = [...anomalies[node]!, token.anomaly];
  }
  for (const unit of context.units) {
    const node = unit.node;
    if (node === undefined) continue;
    if (unit.blocks && unit.player !== active && !blockers[node]!.includes(unit.player)) blockers[node] = [...blockers[node]!, unit.player];
    if (unit.isStructure && argent.length > 0 && argent.includes(unit.player)) hololattice[node] = true;
    if (unit.stats.id === 'dimensional-tear') {
      // ti4.move.rift: the Dimensional Tear's system is a gravity rift (several count as one, LRR 41.4).
      if (!anomalies[node]!.includes('gravity-rift')) anomalies[node] = [...anomalies[node]!, 'gravity-rift'];
      if (!tears[node]!.includes(unit.player)) tears[node] = [...tears[node]!, unit.player];
    }
  }
  return { anomalies, blockers, hololattice, tears };
}

export function hasAnomaly(terrain: Terrain, node: number, anomaly: Anomaly): boolean {
  return terrain.anomalies[node]!.includes(anomaly);
}

/** Why a ship may not move through or into a system, or null when it may. */
export interface Refusal {
  readonly rule: Ti4RuleId;
  readonly note: string;
}

/** The per-ship view of the terrain the search uses (flat arrays, no allocation in the loop). */
export interface ShipTerrain {
  /** May be moved through (entered before the last step). */
  readonly passable: Uint8Array;
  /** May be the end of the movement (the active system). */
  readonly enterable: Uint8Array;
  /** Leaving it gives the gravity-rift bonus. */
  readonly rift: Uint8Array;
  /** Leaving it needs a rift roll. */
  readonly rolls: Uint8Array;
  /** Move gained per rift departure: 1, or 2 under Crucible or Cosmic Phenomenae's further +1. */
  readonly riftBonus: number;
  /** Rift rolls remove the ship on this result or lower: 3, or 5 under Cosmic Phenomenae's further +1. */
  readonly riftRemovesOn: number;
  /**
   * Moving through it (entered, then left) gives +1 (D.W.S. Luminous through systems holding its
   * owner's units); undefined for every other ship.
   */
  readonly passBonus?: Uint8Array;
}

/** What passing a system depends on beyond the ship and the terrain (Myru Vos, the Corsair). */
export interface PassOptions {
  /** The ship transports units (Myru Vos lets only ships that transport nothing pass other players' ships). */
  readonly carrying?: boolean;
  /** The active system's node (the Corsair passes when it holds another player's non-fighter ships). */
  readonly active?: number | null;
}

/** Does the active system hold another player's non-fighter ships (the Corsair's condition)? */
function activeHoldsEnemyNonFighter(context: Context, ship: UnitInfo, active: number | null | undefined): boolean {
  if (active === null || active === undefined) return false;
  return context.units.some((u) => u.node === active && u.player !== ship.player && u.isShip && u.kind !== 'fighter');
}

/** Does the system hold units of the ship's owner (D.W.S. Luminous)? */
function holdsOwnUnits(context: Context, ship: UnitInfo, node: number): boolean {
  return context.units.some((u) => u.node === node && u.player === ship.player && u.id !== ship.id);
}

export function passRefusal(context: Context, terrain: Terrain, ship: UnitInfo, node: number, options: PassOptions = {}): Refusal | null {
  const e = context.effects;
  const name = context.galaxy.nodes[node]!.id;
  if (hasAnomaly(terrain, node, 'asteroid-field') && !e.antimassDeflectors && !e.circletOfTheVoid) {
    return { rule: 'ti4.move.asteroid', note: `no ship moves through the asteroid field ${name} without Antimass Deflectors` };
  }
  if (hasAnomaly(terrain, node, 'supernova') && !e.gashlaiPhysiology && !e.circletOfTheVoid) {
    return { rule: 'ti4.move.supernova', note: `no ship moves through the supernova ${name} (only Muaat, by Gashlai Physiology)` };
  }
  if (hasAnomaly(terrain, node, 'nebula') && !e.voidborn && !e.sharedResearch && !e.circletOfTheVoid) {
    return { rule: 'ti4.move.nebula', note: `a ship may not move through the nebula ${name}` };
  }
  const blockers = terrain.blockers[node]!;
  if (blockers.length > 0) {
    const yssarilFlagship = ship.stats.id === 'ysia-yssrila';
    const silence = e.silenceSystem !== null && e.silenceSystem === ship.system;
    const empyreanOnly = e.aetherpassage && blockers.every((p) => context.playerById.get(p)?.faction === 'empyrean');
    // Thunder's Edge: Myru Vos (ships transporting nothing), the Corsair (the active system holds
    // another player's non-fighter ships), D.W.S. Luminous (systems holding its owner's units).
    const myruVos = e.myruVos && options.carrying !== true;
    const corsair = ship.stats.ability === 'through-when-active-has-enemy' && activeHoldsEnemyNonFighter(context, ship, options.active);
    const luminous = ship.stats.ability === 'through-own-systems' && holdsOwnUnits(context, ship, node);
    if (!e.lightWaveDeflector && !yssarilFlagship && !silence && !empyreanOnly && !myruVos && !corsair && !luminous) {
      return { rule: 'ti4.move.blocked', note: `${name} holds ships of ${blockers.join(', ')}: a ship may end there but not move through it` };
    }
  }
  if (terrain.hololattice[node]) {
    return { rule: 'ti4.move.blocked', note: `${name} holds Argent structures and Aerie Hololattice forbids moving through it` };
  }
  return null;
}

export function enterRefusal(context: Context, terrain: Terrain, node: number): Refusal | null {
  const e = context.effects;
  const name = context.galaxy.nodes[node]!.id;
  if (hasAnomaly(terrain, node, 'asteroid-field') && !e.antimassDeflectors && !e.circletOfTheVoid) {
    return { rule: 'ti4.move.asteroid', note: `no ship moves into the asteroid field ${name} without Antimass Deflectors` };
  }
  if (hasAnomaly(terrain, node, 'supernova') && !e.magmusReactor && !e.circletOfTheVoid) {
    return { rule: 'ti4.move.supernova', note: `no ship moves into the supernova ${name} (only Muaat, by Magmus Reactor)` };
  }
  return null;
}

export function needsRoll(context: Context, terrain: Terrain, ship: UnitInfo, node: number): boolean {
  const e = context.effects;
  if (!hasAnomaly(terrain, node, 'gravity-rift')) return false;
  if (e.crucible || e.circletOfTheVoid) return false;
  // Vuil'raith ships do not roll for their own Dimensional Tear (several rifts count as one).
  if (terrain.tears[node]!.includes(ship.player)) return false;
  return true;
}

export function shipTerrain(context: Context, terrain: Terrain, ship: UnitInfo, options: PassOptions = {}): ShipTerrain {
  const count = context.galaxy.nodes.length;
  const passable = new Uint8Array(count);
  const enterable = new Uint8Array(count);
  const rift = new Uint8Array(count);
  const rolls = new Uint8Array(count);
  for (let node = 0; node < count; node++) {
    if (terrain.anomalies[node]!.length === 0 && terrain.blockers[node]!.length === 0 && !terrain.hololattice[node]) {
      // No anomaly, blocker or hololattice: nothing refuses passing or entering, no rift (as the checks below find).
      passable[node] = 1;
      enterable[node] = 1;
      continue;
    }
    passable[node] = passRefusal(context, terrain, ship, node, options) === null ? 1 : 0;
    enterable[node] = enterRefusal(context, terrain, node) === null ? 1 : 0;
    // Nav Suite: the gravity rift's effect is ignored too, its +1 included.
    rift[node] = hasAnomaly(terrain, node, 'gravity-rift') && !context.effects.navSuite ? 1 : 0;
    rolls[node] = needsRoll(context, terrain, ship, node) ? 1 : 0;
  }
  // Cosmic Phenomenae (Thunder's Edge event, ti4.move.events): a ship may take a further +1 out of
  // rifts; it is then removed on 1-5. The scenario names the ships that do.
  const cosmic = context.effects.cosmicRiftUnits.includes(ship.id);
  let passBonus: Uint8Array | undefined;
  if (ship.stats.ability === 'through-own-systems') {
    passBonus = new Uint8Array(count);
    for (const unit of context.units) if (unit.player === ship.player && unit.id !== ship.id && unit.node !== undefined) passBonus[unit.node] = 1;
  }
  return {
    passable,
    enterable,
    rift,
    rolls,
    riftBonus: context.effects.crucible || cosmic ? 2 : 1,
    riftRemovesOn: cosmic ? 5 : 3,
    ...(passBonus ? { passBonus } : {}),
  };
}
