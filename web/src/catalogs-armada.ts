import { findShip } from '../../src/armada/catalog/ships.ts';

/** An Armada ship's speed chart (armada.yaw.chart): `chart[speed - 1][joint]` is the most clicks allowed. */
export function armadaChart(type: string): { readonly maxSpeed: number; readonly chart: readonly (readonly number[])[] } | null {
  const found = findShip(type);
  return found.ok ? { maxSpeed: found.record.maxSpeed, chart: found.record.chart } : null;
}
