/**
 * The prepared world of a TI4 scenario: the scenario and its galaxy (map, systems, hyperlanes,
 * off-map systems), built once; resolve, plan and scene read it. Preparing it is also where
 * names and ids are checked (check.ts).
 */
import type { Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { CREUSS_HOME, WORMHOLE_NEXUS } from './catalog/tiles.ts';
import { CRIMSON_HOME } from './catalog/thunders-edge.ts';
import { checkScenario } from './check.ts';
import type { ExtraSystem, Galaxy } from './map/galaxy.ts';
import { buildGalaxy } from './map/galaxy.ts';
import { applyBoardCards } from './cards.ts';
import { parseMapString } from './map/map-string.ts';

export interface World {
  /** The scenario the world was prepared from (read, never changed). */
  readonly scenario: Ti4Scenario;
  readonly galaxy: Galaxy;
}

/** Off-map systems in play: the Nexus always (PoK), the Creuss home when Creuss plays or it is named. */
export function offMapTilesFor(scenario: Ti4Scenario): number[] {
  const tiles = [WORMHOLE_NEXUS];
  if (scenario.players.some((p) => p.faction === 'creuss') || namesSystem(scenario, String(CREUSS_HOME))) tiles.push(CREUSS_HOME);
  // Thunder's Edge: the Crimson Rebellion's home is in its play area, joined by epsilon to The Sorrow.
  if (scenario.players.some((p) => p.faction === 'rebellion') || namesSystem(scenario, String(CRIMSON_HOME))) tiles.push(CRIMSON_HOME);
  return tiles;
}

/** Whether any unit, command token, wormhole token, declared path or the active system names `system`. */
function namesSystem(scenario: Ti4Scenario, system: string): boolean {
  if (scenario.activeSystem === system) return true;
  if (scenario.units.some((u) => u.system === system)) return true;
  if (scenario.players.some((p) => p.commandTokens.includes(system))) return true;
  if (scenario.wormholeTokens.some((t) => t.system === system)) return true;
  return (scenario.moves ?? []).some((m) => m.path.includes(system));
}

/** The Fracture's systems (Thunder's Edge): off the map, with the facts the scenario gives them (ti4.map.offmap). */
export function fractureSystems(scenario: Ti4Scenario): ExtraSystem[] {
  return (scenario.thundersEdge?.fracture?.systems ?? []).map((system) => ({
    id: system.id,
    data: { tile: 0, expansion: 'te', category: 'fracture', offMap: true, planets: [], wormholes: system.wormholes, anomalies: system.anomalies },
  }));
}

/**
 * Galaxies built lately, by what they are built from (the map string and the off-map tiles in play;
 * scenarios with Fracture systems are not kept): a program asking about one game again and again
 * sends the same map each time. A galaxy is read, never changed (worlds share it, and a kept world
 * is frozen with it); the catalogs it reads are fixed. Bounded: the last `GALAXIES_KEPT` maps of at
 * most `GALAXY_KEY_CHARS` characters built (the oldest goes first). Keyed by value, never by a scenario object.
 */
const galaxies = new Map<string, Galaxy>();
const GALAXIES_KEPT = 16;
const GALAXY_KEY_CHARS = 4096;

/** The galaxy of the scenario's map (with the off-map systems in play). */
export function galaxyOf(scenario: Ti4Scenario): Result<Galaxy> {
  const offMap = offMapTilesFor(scenario);
  const fracture = fractureSystems(scenario);
  const key = fracture.length === 0 && scenario.map.length <= GALAXY_KEY_CHARS ? `${offMap.join(' ')}|${scenario.map}` : undefined;
  const kept = key === undefined ? undefined : galaxies.get(key);
  if (kept !== undefined) return ok(kept);
  const parsed = parseMapString(scenario.map);
  if (!parsed.ok) return parsed;
  const galaxy = buildGalaxy(parsed.value, offMap, fracture);
  if (key !== undefined) {
    if (galaxies.size >= GALAXIES_KEPT) galaxies.delete(galaxies.keys().next().value!);
    galaxies.set(key, galaxy);
  }
  return ok(galaxy);
}

/** The engine's `prepare`: the galaxy, then every name and id checked against it. */
export function prepareWorld(scenario: Ti4Scenario): Result<World> {
  const galaxy = galaxyOf(scenario);
  if (!galaxy.ok) return galaxy;
  const issues = checkScenario(scenario, galaxy.value);
  if (issues.length > 0) return fail(issues);
  // ti4.move.board-cards: tokens placed or removed, ships swapped, a supernova made, breaches placed, before any movement.
  const board = applyBoardCards(scenario);
  const swap = riftwalkerSwap(board, galaxy.value);
  if (swap === null) return ok({ scenario: board, galaxy: galaxy.value });
  if (!swap.ok) return swap;
  const swapped = galaxyOf(swap.value);
  return swapped.ok ? ok({ scenario: swap.value, galaxy: swapped.value }) : swapped;
}

/**
 * Riftwalker Meian (Creuss hero, Prophecy of Kings): "Swap the positions of any 2 systems that
 * contain wormholes or your units, other than the Creuss system and the Wormhole Nexus" (ti-assistant
 * server/data/prophecyofkings/leaders.ts @31ef8639). `played: [{ "id": "riftwalker-meian", "system",
 * "targets": [other system] }]`: the two tiles trade places in the map string (their units, tokens
 * and wormholes go with them), before any movement (ti4.move.board-cards). Null when not played.
 */
function riftwalkerSwap(scenario: Ti4Scenario, galaxy: Galaxy): Result<Ti4Scenario> | null {
  const index = scenario.played.findIndex((p) => p.id === 'riftwalker-meian' && p.system !== undefined && (p.targets?.length ?? 0) > 0);
  if (index < 0) return null;
  const card = scenario.played[index]!;
  const user = card.player ?? (scenario.activePlayer ?? scenario.players[0]!.id);
  const pair = [card.system!, card.targets![0]!];
  const problem = (message: string) => fail([{ path: `played[${index}]`, rule: 'ti4.move.board-cards', message }]);
  for (const system of pair) {
    const node = galaxy.nodeOf.get(system);
    if (node === undefined) return problem(`Riftwalker Meian swaps two systems of the map: ${system} is not one`);
    const data = galaxy.nodes[node]!;
    if (data.data.offMap || data.tile === CREUSS_HOME || data.tile === WORMHOLE_NEXUS) return problem(`Riftwalker Meian swaps systems on the map, other than the Creuss system and the Wormhole Nexus: not ${system}`);
    const wormholes = data.data.wormholes.length > 0 || scenario.wormholeTokens.some((t) => t.system === system);
    const own = scenario.units.some((u) => u.player === user && u.system === system);
    if (!wormholes && !own) return problem(`Riftwalker Meian swaps systems that contain wormholes or ${user}'s units: ${system} holds neither`);
  }
  let parts = scenario.map.trim().split(/[\s,]+/);
  let centre = '18';
  if (parts[0]?.startsWith('{')) {
    centre = parts[0].slice(1, -1);
    parts = parts.slice(1);
  }
  const all = [centre, ...parts];
  const [a, b] = pair.map((system) => all.indexOf(system));
  if (a === undefined || b === undefined || a < 0 || b < 0) return problem(`Riftwalker Meian: ${pair.join(' and ')} must both stand in the map string`);
  all[a] = pair[1]!;
  all[b] = pair[0]!;
  return ok({ ...scenario, map: `{${all[0]}} ${all.slice(1).join(' ')}` });
}
