import { findShip } from '../../src/armada/catalog/ships.ts';
import type { PlacementRecord } from '../../src/armada/catalog/placements.ts';
import { PLACEMENT_RECORDS } from '../../src/armada/catalog/placements.ts';

/** An Armada ship's speed chart (armada.yaw.chart): `chart[speed - 1][joint]` is the most clicks allowed. */
export function armadaChart(type: string): { readonly maxSpeed: number; readonly chart: readonly (readonly number[])[] } | null {
  const found = findShip(type);
  return found.ok ? { maxSpeed: found.record.maxSpeed, chart: found.record.chart } : null;
}

/** The Armada cards that place a ship or squadron outside a maneuver (armada.effects.placement). */
export function armadaPlacements(): readonly PlacementRecord[] {
  return PLACEMENT_RECORDS;
}
