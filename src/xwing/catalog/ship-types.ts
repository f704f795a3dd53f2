/** Ship type lookup: case-insensitive by printed name or xws id, with suggestions. */
import { NameIndex } from '../../core/suggest.ts';
import type { Base } from './bases.ts';
import { baseOf } from './bases.ts';
import type { ShipRow } from './ships.ts';
import { SHIP_ROWS } from './ships.ts';

export interface ShipType extends ShipRow {
  readonly footprint: Base;
}

export const SHIP_TYPES: readonly ShipType[] = SHIP_ROWS.map((row) => ({ ...row, footprint: baseOf(row.base, row.xws) }));

export const shipTypeIndex = new NameIndex<ShipType>([
  ...SHIP_TYPES.map((t) => [t.name, t] as const),
  ...SHIP_TYPES.map((t) => [t.xws, t] as const),
]);
