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

/** The galaxy of the scenario's map (with the off-map systems in play). */
export function galaxyOf(scenario: Ti4Scenario): Result<Galaxy> {
  const parsed = parseMapString(scenario.map);
  return parsed.ok ? ok(buildGalaxy(parsed.value, offMapTilesFor(scenario), fractureSystems(scenario))) : parsed;
}

/** The engine's `prepare`: the galaxy, then every name and id checked against it. */
export function prepareWorld(scenario: Ti4Scenario): Result<World> {
  const galaxy = galaxyOf(scenario);
  if (!galaxy.ok) return galaxy;
  const issues = checkScenario(scenario, galaxy.value);
  // ti4.move.board-cards: tokens placed or removed, ships swapped, a supernova made, before any movement.
  return issues.length > 0 ? fail(issues) : ok({ scenario: applyBoardCards(scenario), galaxy: galaxy.value });
}
