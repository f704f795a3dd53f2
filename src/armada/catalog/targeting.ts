/**
 * The yellow targeting points printed in each hull zone of a ship token (armada.range.line-of-sight):
 * line of sight is traced from the attacking hull zone's targeting point to the defending hull
 * zone's (or to the closest point of a squadron's base).
 *
 * Source: tantive4/AlphArmada `armada_game/data/ship_dict.json` (commit 49fe52a6): per ship
 * `front_targeting_point` and `rear_targeting_point`, mm behind the token's front edge on the centre
 * line, and `side_targeting_point` `[across, along]`: mm out from the centre line (the right point
 * to the right, the left one mirrored) and mm behind the front edge. The reading of the fields is
 * AlphArmada's own: `helpers/measurement.py` `create_template_polygons` places the points at
 * `[0, -front]`, `[side[0], -side[1]]` (right), `[0, -rear]`, `[-side[0], -side[1]]` (left) in a
 * frame whose origin is the middle of the token's front edge, x to the ship's right, y forward,
 * then moves the origin to the token centre (`+ token length / 2`); `helpers/enum_class.py`
 * orders the hull sections front, right, rear, left. Token sizes (w x l) are its `SHIP_TOKEN_SIZE`:
 * small 38.5 x 70.25, medium 58.5 x 101.5. Token and base share their centre (`catalog/arcs.ts`).
 *
 * | ship (AlphArmada key) | front | rear | side (across, along) | token length |
 * |---|---|---|---|---|
 * | Victory I / II (VSD1, VSD2) | 11.4 | 90.5 | 19.55, 51.5 | 101.5 |
 * | Gladiator I / II (GSD1, GSD2) | 8.25 | 63.25 | 12.25, 35 | 70.25 |
 * | CR90 Corvette A / B (CR90A, CR90B) | 7.5 | 62.75 | 11.5, 43 | 70.25 |
 * | Nebulon-B Escort / Support (Neb-B Escort, Neb-B Support) | 7.75 | 63 | 12, 35.25 | 70.25 |
 * | Assault Frigate Mark II A / B (Assault A, Assault B; speed chart 1 / 1 1 / - 1 1) | 11.5 | 90.5 | 18, 51.5 | 101.5 |
 *
 * Other ships take their base size's default: small from the Gladiator, medium from the Victory.
 * Large: no source gives the large token's points as numbers; `catalog/arcs.ts` measured the
 * Imperial-class token's printed art (Valadian/TabletopSimulatorIncludeDir commit 598f774,
 * `TTS_armada/assets/ships/empire/imperial/*_diffuse.jpg`): targeting points at 0.083 and 0.915 of
 * the token length on the centre line, and at 0.620 of it on the sides, 0.376 of the token width out
 * from the centre line (the same method reproduces AlphArmada's small and medium points within
 * 0.9 mm). The large token's size has no source either: the medium token scaled by 129 / 102, as in
 * `catalog/arcs.ts`. Huge ships: no source, not modelled (null).
 */
import type { Point, Pose } from '../../geometry/shapes.ts';
import { toTable } from '../../geometry/index.ts';
import type { StandardHullZone } from './arcs.ts';
import type { BaseSize, ShipRecord } from './ship-record.ts';

/** Targeting points as printed, measured on the token. */
export interface TargetingSpec {
  /** Token length (mm): the front edge is half of it ahead of the base centre. */
  readonly tokenLength: number;
  /** mm behind the token's front edge, on the centre line. */
  readonly front: number;
  readonly rear: number;
  /** The side points: `across` mm out from the centre line (right positive, left mirrored), `along` mm behind the front edge. */
  readonly side: { readonly across: number; readonly along: number };
  /** Where the figures come from. */
  readonly source: string;
}

const ALPHARMADA = 'tantive4/AlphArmada armada_game/data/ship_dict.json (49fe52a6)';
/** The large token (w x l): the medium token scaled by the inner base lengths, 129 / 102 (no source prints it). */
const LARGE_SCALE = 129 / 102;
const LARGE_LENGTH = 101.5 * LARGE_SCALE;
const LARGE_WIDTH = 58.5 * LARGE_SCALE;

const VICTORY: TargetingSpec = { tokenLength: 101.5, front: 11.4, rear: 90.5, side: { across: 19.55, along: 51.5 }, source: `${ALPHARMADA} VSD1/VSD2` };
const GLADIATOR: TargetingSpec = { tokenLength: 70.25, front: 8.25, rear: 63.25, side: { across: 12.25, along: 35 }, source: `${ALPHARMADA} GSD1/GSD2` };
const CR90: TargetingSpec = { tokenLength: 70.25, front: 7.5, rear: 62.75, side: { across: 11.5, along: 43 }, source: `${ALPHARMADA} CR90A/CR90B` };
const NEBULON_B: TargetingSpec = { tokenLength: 70.25, front: 7.75, rear: 63, side: { across: 12, along: 35.25 }, source: `${ALPHARMADA} Neb-B Escort/Neb-B Support` };
const ASSAULT_FRIGATE: TargetingSpec = { tokenLength: 101.5, front: 11.5, rear: 90.5, side: { across: 18, along: 51.5 }, source: `${ALPHARMADA} Assault A/Assault B` };

/** Per base size: small from the Gladiator, medium from the Victory, large from the Imperial-class token art. */
export const TARGETING_DEFAULTS: { readonly [S in Exclude<BaseSize, 'huge'>]: TargetingSpec } = {
  small: { ...GLADIATOR, source: `small default: ${GLADIATOR.source}` },
  medium: { ...VICTORY, source: `medium default: ${VICTORY.source}` },
  large: {
    tokenLength: LARGE_LENGTH,
    front: 0.083 * LARGE_LENGTH,
    rear: 0.915 * LARGE_LENGTH,
    side: { across: 0.376 * LARGE_WIDTH, along: 0.620 * LARGE_LENGTH },
    source: 'large default: the Imperial-class token art measured in catalog/arcs.ts (Valadian/TabletopSimulatorIncludeDir 598f774); token size the medium one scaled by 129 / 102, no measured source',
  },
};

/** Ships measured one by one, by catalog name (`catalog/ship-data.ts`). */
export const TARGETING_BY_SHIP: { readonly [name: string]: TargetingSpec } = {
  'Victory I-class Star Destroyer': VICTORY,
  'Victory II-class Star Destroyer': VICTORY,
  'Gladiator I-class Star Destroyer': GLADIATOR,
  'Gladiator II-class Star Destroyer': GLADIATOR,
  'CR90 Corvette A': CR90,
  'CR90 Corvette B': CR90,
  'Nebulon-B Escort Frigate': NEBULON_B,
  'Nebulon-B Support Refit': NEBULON_B,
  'Assault Frigate Mark II A': ASSAULT_FRIGATE,
  'Assault Frigate Mark II B': ASSAULT_FRIGATE,
};

/** The targeting-point figures of a ship type, or null for a huge ship (no source). */
export function targetingSpec(record: Pick<ShipRecord, 'name' | 'size'>): TargetingSpec | null {
  if (record.size === 'huge') return null;
  return Object.hasOwn(TARGETING_BY_SHIP, record.name) ? TARGETING_BY_SHIP[record.name]! : TARGETING_DEFAULTS[record.size];
}

/** One hull zone's targeting point in the ship's own frame (x right, y forward, origin at the base centre). */
export function localTargetingPoint(spec: TargetingSpec, zone: StandardHullZone): Point {
  const half = spec.tokenLength / 2;
  switch (zone) {
    case 'front': return { x: 0, y: half - spec.front };
    case 'rear': return { x: 0, y: half - spec.rear };
    case 'right': return { x: spec.side.across, y: half - spec.side.along };
    case 'left': return { x: -spec.side.across, y: half - spec.side.along };
  }
}

/** The four targeting points of a ship at `pose`, in the table frame; null for a huge ship. */
export function targetingPoints(record: Pick<ShipRecord, 'name' | 'size'>, pose: Pose): { readonly [Z in StandardHullZone]: Point } | null {
  const spec = targetingSpec(record);
  if (spec === null) return null;
  return {
    front: toTable(pose, localTargetingPoint(spec, 'front')),
    left: toTable(pose, localTargetingPoint(spec, 'left')),
    right: toTable(pose, localTargetingPoint(spec, 'right')),
    rear: toTable(pose, localTargetingPoint(spec, 'rear')),
  };
}

/** The farthest targeting point from the base centre (mm): every line of sight from or to the ship starts within it. */
export function aimReach(spec: TargetingSpec): number {
  const half = spec.tokenLength / 2;
  return Math.max(Math.abs(half - spec.front), Math.abs(half - spec.rear), Math.hypot(spec.side.across, half - spec.side.along));
}
